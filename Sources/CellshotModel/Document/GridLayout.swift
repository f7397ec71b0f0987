import CellshotGraphics

/// A grid section's layout: UIKit's compositional layout section (`NSCollectionLayoutSection`), whose one
/// group is repeated along the section until its items run out.
///
/// ```json
/// "grid": {
///   "group": { "axis": "horizontal",
///              "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalWidth": 0.2 } },
///              "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
///                                           "heightDimension": { "fractionalHeight": 1 } } },
///              "count": 5 },
///   "interGroupSpacing": 8,
///   "contentInsets": { "top": 8, "leading": 8, "bottom": 8, "trailing": 8 }
/// }
/// ```
///
/// The names are UIKit's, so that a `NSCollectionLayoutSection` lowers to one directly. How the frames
/// follow from them is in docs/grids.md.
public struct GridLayout: Hashable, Sendable {
    /// The group repeated along the section (`NSCollectionLayoutSection(group:)`).
    public var group: GridGroup
    /// The space between two groups along the section's scrolling axis (`interGroupSpacing`).
    public var interGroupSpacing: Double
    /// The space between the section's boundaries and its groups (`contentInsets`).
    public var contentInsets: DirectionalEdgeInsets
    /// How the section scrolls across the list (`orthogonalScrollingBehavior`); drawn at rest.
    public var orthogonalScrollingBehavior: GridOrthogonalScrolling
    /// Whether the header and footer are inset as the groups are at the leading and trailing edges
    /// (`supplementariesFollowContentInsets`, UIKit's default `true`).
    public var supplementariesFollowContentInsets: Bool
    /// A background decoration behind the section (`NSCollectionLayoutDecorationItem.background`), if any.
    public var background: GridBackground?
    /// The height of the collection view, which `fractionalHeight` dimensions of the section's group are
    /// fractions of; by default an iPhone 15/16's (``GridLayout/defaultContainerHeight``).
    public var containerHeight: Double

    /// An iPhone 15/16's screen height in points: the default width, 393, is its width.
    public static let defaultContainerHeight = 852.0

    /// Creates a grid section layout.
    public init(group: GridGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .init(all: 0),
                orthogonalScrollingBehavior: GridOrthogonalScrolling = .none,
                supplementariesFollowContentInsets: Bool = true, background: GridBackground? = nil,
                containerHeight: Double = GridLayout.defaultContainerHeight) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.background = background
        self.containerHeight = containerHeight
    }
}

/// One dimension of an item's or group's size (`NSCollectionLayoutDimension`).
public enum GridDimension: Hashable, Sendable {
    /// A fraction of the container's width (`fractionalWidth(_:)`), after the container's content insets.
    case fractionalWidth(Double)
    /// A fraction of the container's height (`fractionalHeight(_:)`), after its content insets.
    case fractionalHeight(Double)
    /// A length in points (`absolute(_:)`).
    case absolute(Double)
    /// Self-sizing: the cell's own height (or width) at the other dimension (`estimated(_:)`); the
    /// estimate is only a first guess in UIKit, and the content decides.
    case estimated(Double)
    /// Self-sizing, then as large as the largest self-sizing sibling in the group (iOS 17's
    /// `uniformAcrossSiblings(estimate:)`).
    case uniformAcrossSiblings(Double)

    /// Whether the content decides the length (`isEstimated`).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }
}

/// An item's or group's size (`NSCollectionLayoutSize`).
public struct GridSize: Hashable, Sendable {
    /// The width (`widthDimension`).
    public var widthDimension: GridDimension
    /// The height (`heightDimension`).
    public var heightDimension: GridDimension

    /// Creates a size.
    public init(widthDimension: GridDimension, heightDimension: GridDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// An item of a group: one cell (`NSCollectionLayoutItem`).
public struct GridItem: Hashable, Sendable {
    /// Its size in its group (`layoutSize`).
    public var layoutSize: GridSize
    /// Space taken from the item's frame after it is placed (`contentInsets`); ignored along an
    /// estimated dimension, as UIKit ignores it.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates an item.
    public init(layoutSize: GridSize, contentInsets: DirectionalEdgeInsets = .init(all: 0)) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
    }
}

/// A group of items and groups laid out along one axis (`NSCollectionLayoutGroup.horizontal`/`.vertical`).
public struct GridGroup: Hashable, Sendable {
    /// The axis the subitems follow each other along.
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        /// Side by side, leading to trailing (`horizontal(layoutSize:…)`).
        case horizontal
        /// One under the other (`vertical(layoutSize:…)`).
        case vertical
    }

    /// What a group holds.
    public indirect enum Subitems: Hashable, Sendable {
        /// The subitems in order, repeated while the next one fits (`horizontal(layoutSize:subitems:)`).
        case subitems([GridElement])
        /// One subitem `count` times, sized to share the group equally (`horizontal(layoutSize:subitem:count:)`,
        /// iOS 16's `repeatingSubitem:count:`).
        case repeating(GridElement, count: Int)
    }

    /// The axis.
    public var axis: Axis
    /// The group's size in its container (`layoutSize`).
    public var layoutSize: GridSize
    /// The subitems.
    public var subitems: Subitems
    /// The space between two subitems (`interItemSpacing`); none by default.
    public var interItemSpacing: GridSpacing
    /// Space taken from the group's frame before its subitems are laid out in it (`contentInsets`).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a group.
    public init(axis: Axis, layoutSize: GridSize, subitems: Subitems, interItemSpacing: GridSpacing = .fixed(0),
                contentInsets: DirectionalEdgeInsets = .init(all: 0)) {
        self.axis = axis
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }
}

/// An element of a group: an item (a cell) or a nested group.
public indirect enum GridElement: Hashable, Sendable {
    /// A cell.
    case item(GridItem)
    /// A group nested in the group.
    case group(GridGroup)

    /// The element's size in its container.
    public var layoutSize: GridSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }
}

/// The space between subitems (`NSCollectionLayoutSpacing`).
public enum GridSpacing: Hashable, Sendable {
    /// Exactly this many points (`fixed(_:)`).
    case fixed(Double)
    /// At least this many points; the room left in the group is shared between the gaps (`flexible(_:)`).
    case flexible(Double)

    /// The spacing's least length.
    public var minimum: Double {
        switch self {
        case .fixed(let length), .flexible(let length): length
        }
    }
}

/// How a section scrolls across the list (`UICollectionLayoutSectionOrthogonalScrollingBehavior`). At rest
/// every behaviour shows the first groups from the leading edge, but `groupPagingCentered`, which centres
/// the first group.
public enum GridOrthogonalScrolling: String, CaseIterable, Hashable, Sendable {
    /// The section scrolls with the list (the default): groups are stacked down the section.
    case none
    /// `continuous`.
    case continuous
    /// `continuousGroupLeadingBoundary`.
    case continuousGroupLeadingBoundary
    /// `paging`.
    case paging
    /// `groupPaging`.
    case groupPaging
    /// `groupPagingCentered`.
    case groupPagingCentered

    /// Whether the groups follow each other across the list instead of down it.
    public var scrollsOrthogonally: Bool { self != .none }
}

/// The section's background decoration: a view behind the section's groups, as wide and tall as the
/// section minus its insets (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
public struct GridBackground: Hashable, Sendable {
    /// How the decoration view looks: its colour, corners and outline (its `backgroundInsets` are ignored:
    /// ``contentInsets`` place it).
    public var configuration: BackgroundConfiguration
    /// The decoration's insets from the section's bounds (the decoration item's `contentInsets`).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a background decoration.
    public init(configuration: BackgroundConfiguration, contentInsets: DirectionalEdgeInsets = .init(all: 0)) {
        self.configuration = configuration
        self.contentInsets = contentInsets
    }
}
