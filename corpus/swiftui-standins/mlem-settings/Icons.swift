// Stand-ins for Mlem's Icons package: Icon (a symbol name with its variant strategy, Icon.swift) and the names the
// settings screens use, as Icon+Settings/General/Lemmy/Markdown.swift declare them at the corpus commit.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// Public, as in Mlem's Icons package: Toggle+Extensions.swift's public initialisers name it.
public struct Icon: Hashable, Sendable {
    let name: String

    init(_ name: String) { self.name = name }

    /// Without a variant applied, a fillable icon is its base name.
    public func computeImageName() -> String { name }

    struct SettingsIcons: Sendable {
        let general = Icon("gear")
        let upvoteOnSave = Icon("arrow.up.heart")
        let markReadOnScroll = Icon("book")
        let infiniteScroll = Icon("infinity")
        let swipeActions = Icon("inset.filled.leadinghalf.rectangle")
        let privacy = Icon("hand.raised")
        let confirmImageUploads = Icon("photo.badge.checkmark")
        let safety = Icon("shield.lefthalf.filled")
        let blurNsfw = Icon("eye.trianglebadge.exclamationmark")
        let keywordFilter = Icon("rectangle.and.text.magnifyingglass")
    }

    struct GeneralIcons: Sendable {
        let haptics = Icon("circle.dotted.and.circle")
        let `import` = Icon("square.and.arrow.down")
        let warning = Icon("exclamationmark.triangle")
    }

    struct LemmyIcons: Sendable {
        let feed = Icon("scroll")
        let event = Icon("crown")
        let imageProxy = Icon("firewall")
    }

    struct MarkdownIcons: Sendable {
        let inlineCode = Icon("chevron.left.forwardslash.chevron.right")
    }

    static let settings = SettingsIcons()
    static let general = GeneralIcons()
    static let lemmy = LemmyIcons()
    static let markdown = MarkdownIcons()
}

extension Image {
    init(icon: Icon) {
        self.init(systemName: icon.computeImageName())
    }
}

extension Label where Title == Text, Icon == Image {
    init(_ title: String, icon: Mlem_Icon) {
        self.init(title, systemImage: icon.computeImageName())
    }
}

/// Inside `extension Label`, `Icon` names the label's generic parameter: the app's Icon by another name.
typealias Mlem_Icon = Icon
