import CellshotSwiftUILayout
import Foundation

/// A control that opens the share sheet for an item (SwiftUI's `ShareLink`, iOS 16). In a picture it is its label
/// drawn as a borderless button — by default `Label("Share", systemImage: "square.and.arrow.up")`, SwiftUI's own
/// label — tinted, and in a list a button row; the share sheet is interaction and never shown.
public struct ShareLink<Label: View> {
    public typealias Body = Never
    let label: Label

    /// A share link for an item (a `URL`, a `String`, an app's `Transferable`), with the app's label. The item, its
    /// subject, message and preview are what the sheet would share: kept out of the picture.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for several items, with the app's label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for an item with a preview for the sheet, with the app's label.
    public init<Item, Preview>(item: Item, subject: Text? = nil, message: Text? = nil, preview: Preview,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: ShareLink, _ inputs: _ViewInputs) -> _ViewOutputs {
        linkNodes(label: view.label, name: "ShareLink", inputs)
    }

    /// The share link as a child of a container: in a list, a row the user touches, as a `Link` is.
    @MainActor
    public static func _makeViewList(_ view: ShareLink, _ inputs: _ViewInputs) -> [_ViewListElement] {
        [linkListElement(inputs) { Self._makeNodes(view, $0) }]
    }
}

extension ShareLink: View {}

/// The label SwiftUI gives a share link when the app gives none.
public typealias _DefaultShareLinkLabel = Label<Text, Image>

extension ShareLink where Label == _DefaultShareLinkLabel {
    /// A share link with SwiftUI's own label: "Share" and the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share link with SwiftUI's own label, for several items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) {
            SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share link titled by the app, with the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    /// A share link titled by the app, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            SwiftUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}
