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

    /// What heads each section (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`, from the data source.
        case supplementary
        /// The first item of each section, drawn as the section's header (in a collection view).
        case firstItemInSection
    }

    /// What ends each section (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`, from the data source.
        case supplementary
    }

    /// The list's appearance.
    public var appearance: Appearance
    /// What heads each section; `.none` by default, as in UIKit.
    public var headerMode: HeaderMode = .none
    /// What ends each section; `.none` by default, as in UIKit.
    public var footerMode: FooterMode = .none

    /// Whether rows are separated; `false` draws the sections without separators.
    public var showsSeparators = true
    /// The list's background colour, drawn behind each section the configuration lays out; `nil` for the
    /// appearance's.
    public var backgroundColor: UIColor?

    /// Gives an item's swipe actions (`UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions a swipe from the leading edge shows (inert: a snapshot does not swipe; not part of equality).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge shows (inert: a snapshot does not swipe; not part of equality).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Whether two configurations draw the same list: everything but the swipe action providers (closures,
    /// and inert).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.appearance == rhs.appearance && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
            && lhs.showsSeparators == rhs.showsSeparators && lhs.backgroundColor == rhs.backgroundColor
    }

    /// A hash consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(appearance)
        hasher.combine(headerMode)
        hasher.combine(footerMode)
        hasher.combine(showsSeparators)
    }

    /// A list configuration of an appearance.
    /// - Parameter appearance: the appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
