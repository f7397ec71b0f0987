import CellshotModel
import Foundation

/// The look of a list-style collection view (`UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's appearance.
    public enum Appearance: Int, Hashable, Sendable {
        /// A plain list.
        case plain
        /// A grouped list.
        case grouped
        /// A grouped list with rounded sections inset from the edges.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain

        var model: ListAppearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }
    }

    /// The list's appearance.
    public var appearance: Appearance

    /// A list configuration of an appearance.
    /// - Parameter appearance: the appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
