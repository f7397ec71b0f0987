/// How a row's separators show (UIKit's `UIListSeparatorConfiguration` of one item, from an
/// `itemSeparatorHandler`; SwiftUI's `.listRowSeparator` and `.listRowSeparatorTint`).
///
/// The separator between two rows shows unless the upper row hides its bottom separator or the lower row its
/// top one, as UIKit resolves neighbouring items' configurations.
///
/// ```swift
/// row.separator = RowSeparator(bottom: .hidden)
/// row.separator = RowSeparator(color: .system(.systemRed))
/// ```
public struct RowSeparator: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// As the list shows it.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The separator above the row.
    public var top: Visibility
    /// The separator below the row.
    public var bottom: Visibility
    /// The separator's colour; `nil` for the list's.
    public var color: ColorReference?

    /// A row's separator options; the defaults change nothing.
    public init(top: Visibility = .automatic, bottom: Visibility = .automatic, color: ColorReference? = nil) {
        self.top = top
        self.bottom = bottom
        self.color = color
    }
}
