/// The Dynamic Type size the user chose, like `UIContentSizeCategory`, smallest first.
///
/// Documents write UIKit's names (`extraLarge`, `accessibilityMedium`); SwiftUI's
/// `DynamicTypeSize` names (`xLarge`, `accessibility1`) are accepted too.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    /// Extra small (SwiftUI `xSmall`).
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large (SwiftUI `xLarge`).
    case extraLarge
    /// Extra extra large (SwiftUI `xxLarge`).
    case extraExtraLarge
    /// Extra extra extra large (SwiftUI `xxxLarge`): the largest size outside accessibility sizes.
    case extraExtraExtraLarge
    /// Accessibility medium (SwiftUI `accessibility1`).
    case accessibilityMedium
    /// Accessibility large (SwiftUI `accessibility2`).
    case accessibilityLarge
    /// Accessibility extra large (SwiftUI `accessibility3`).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (SwiftUI `accessibility4`).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (SwiftUI `accessibility5`): the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The position from 0 (``extraSmall``) to 11 (``accessibilityExtraExtraExtraLarge``).
    public var index: Int {
        Self.allCases.firstIndex(of: self) ?? 3
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        index >= ContentSizeCategory.accessibilityMedium.index
    }
}

extension ContentSizeCategory: DocumentName {
    static var nameDescription: String { "a content size category (extraSmall … accessibilityExtraExtraExtraLarge)" }
    static var listsNamesInMessages: Bool { false }
    static var aliases: [String: ContentSizeCategory] {
        ["xSmall": .extraSmall, "xLarge": .extraLarge, "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
         "accessibility1": .accessibilityMedium, "accessibility2": .accessibilityLarge,
         "accessibility3": .accessibilityExtraLarge, "accessibility4": .accessibilityExtraExtraLarge,
         "accessibility5": .accessibilityExtraExtraExtraLarge]
    }
}
