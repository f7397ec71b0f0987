import Foundation

// The compositional layout's parts. A section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
// is drawn as a list section; a section made of groups and items is drawn as a grid section of the document
// (GridLowering.swift lowers it), as is a `UICollectionViewFlowLayout`'s each section.

/// What a section provider is told about the collection view (`NSCollectionLayoutEnvironment`): its size
/// (the list's width, and the height of a device) and the traits of the column drawn.
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The collection view's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits.
    var traitCollection: UITraitCollection { get }
}

/// A layout's container (`NSCollectionLayoutContainer`).
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The size.
    var contentSize: CGSize { get }
    /// The size less the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets the layout uses.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment cellshot gives section providers.
@MainActor final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection

    init(width: CGFloat, traits: UITraitCollection) {
        // The height is the list's, which is not known before it is laid out; the screen of the phone whose
        // width is the default one (DevicePreset "iphone-16", 393 points) stands for it: 852 points (Apple,
        // Human Interface Guidelines, "Layout", device screen sizes: iPhone 16, 393 × 852 pt).
        contentSize = CGSize(width: width, height: LayoutEnvironment.standardHeight)
        traitCollection = traits
        super.init()
    }

    /// The height a section provider is told the collection view has (see `init(width:traits:)`).
    static let standardHeight: CGFloat = 852

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// A length of a layout item or group (`NSCollectionLayoutDimension`).
@MainActor @preconcurrency open class NSCollectionLayoutDimension: NSObject {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The dimension's value (a fraction, or points).
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimate, in points, the content may change.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }
    /// The largest of the siblings', estimated at first.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }
}

/// A width and a height (`NSCollectionLayoutSize`).
@MainActor @preconcurrency open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size.
    /// - Parameters:
    ///   - width: the width.
    ///   - height: the height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// Spacing between items (`NSCollectionLayoutSpacing`).
@MainActor @preconcurrency open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing, in points.
    public let spacing: CGFloat
    /// Whether it may grow.
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// A spacing that may grow.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
    /// A fixed spacing.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }

    /// Whether it is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Spacing around an item (`NSCollectionLayoutEdgeSpacing`).
@MainActor @preconcurrency open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Leading.
    public let leading: NSCollectionLayoutSpacing?
    /// Top.
    public let top: NSCollectionLayoutSpacing?
    /// Trailing.
    public let trailing: NSCollectionLayoutSpacing?
    /// Bottom.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing around an item.
    /// - Parameters:
    ///   - leading: leading.
    ///   - top: top.
    ///   - trailing: trailing.
    ///   - bottom: bottom.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}

/// Where a supplementary item sits (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none
    /// Top.
    case top
    /// Top leading.
    case topLeading
    /// Leading.
    case leading
    /// Bottom leading.
    case bottomLeading
    /// Bottom.
    case bottom
    /// Bottom trailing.
    case bottomTrailing
    /// Trailing.
    case trailing
    /// Top trailing.
    case topTrailing
}

/// An item of a compositional layout: a cell's place in a grid (`NSCollectionLayoutItem`), drawn at its size
/// (docs/grids.md).
@MainActor @preconcurrency open class NSCollectionLayoutItem: NSObject {
    /// The size.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The insets.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The spacing around the item.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item.
    /// - Parameters:
    ///   - layoutSize: the size.
    ///   - supplementaryItems: the supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// A row or column of items (`NSCollectionLayoutGroup`), laid out by UIKit's rules (docs/grids.md).
@MainActor @preconcurrency open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items.
    public let subitems: [NSCollectionLayoutItem]
    /// The spacing between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Whether the items go across (`horizontal`) or down.
    let isHorizontal: Bool
    /// How many times the one subitem repeats, sharing the group's length (`subitem:count:`); `nil` for a
    /// group of `subitems`, which repeat while they fit.
    let repeatCount: Int?
    /// Whether the group places its items itself (`custom(layoutSize:itemProvider:)`), which cellshot refuses.
    let isCustom: Bool

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool,
         repeatCount: Int? = nil, custom: Bool = false) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.repeatCount = repeatCount
        isCustom = custom
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group whose items a closure places (`custom(layoutSize:itemProvider:)`): it compiles; drawing it is an
    /// error, as cellshot lays groups out by UIKit's rules only.
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - itemProvider: places the items in the group's environment.
    /// - Returns: the group.
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], horizontal: true, custom: true)
    }

    /// Items across.
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - subitems: the items.
    /// - Returns: the group.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }

    /// Items down.
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - subitems: the items.
    /// - Returns: the group.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }

    /// An item repeated across.
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - subitem: the item.
    ///   - count: how many.
    /// - Returns: the group.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, repeatCount: count)
    }

    /// An item repeated down.
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - subitem: the item.
    ///   - count: how many.
    /// - Returns: the group.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, repeatCount: count)
    }

    /// An item repeated across (iOS 16).
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - repeatingSubitem: the item.
    ///   - count: how many.
    /// - Returns: the group.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }

    /// An item repeated down (iOS 16).
    /// - Parameters:
    ///   - layoutSize: the group's size.
    ///   - repeatingSubitem: the item.
    ///   - count: how many.
    /// - Returns: the group.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }
}

/// An item a custom group places (`NSCollectionLayoutGroupCustomItem`): declared so custom groups compile.
@MainActor @preconcurrency open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's z-index.
    public let zIndex: Int

    /// An item at a frame.
    /// - Parameters:
    ///   - frame: the frame.
    ///   - zIndex: the z-index.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// Places a custom group's items (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A supplementary view's place (`NSCollectionLayoutSupplementaryItem`): on an item (a badge) it is not drawn,
/// with a warning.
@MainActor @preconcurrency open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view.
    public let elementKind: String
    /// The z-index.
    open var zIndex = 1

    /// A supplementary item.
    /// - Parameters:
    ///   - layoutSize: the size.
    ///   - elementKind: the kind of view.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item anchored to its item.
    /// - Parameters:
    ///   - layoutSize: the size.
    ///   - elementKind: the kind of view.
    ///   - containerAnchor: where it is anchored.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A supplementary item anchored to its item, by its own anchor.
    /// - Parameters:
    ///   - layoutSize: the size.
    ///   - elementKind: the kind of view.
    ///   - containerAnchor: where it is anchored on the item.
    ///   - itemAnchor: which point of it is anchored.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Edges of a rectangle (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A raw value.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// Leading.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// Trailing.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item is anchored to its item (`NSCollectionLayoutAnchor`); not drawn.
@MainActor @preconcurrency open class NSCollectionLayoutAnchor: NSObject {
    /// The edges.
    public let edges: NSDirectionalRectEdge
    /// The offset in points.
    public let offset: CGPoint
    /// Whether the offset is a fraction of the item's size.
    public let isFractionalOffset: Bool

    /// An anchor at edges.
    /// - Parameter edges: the edges.
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isFractionalOffset = false
        super.init()
    }

    /// An anchor at edges, offset in points.
    /// - Parameters:
    ///   - edges: the edges.
    ///   - absoluteOffset: the offset.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
        super.init()
    }

    /// An anchor at edges, offset by a fraction of the item's size.
    /// - Parameters:
    ///   - edges: the edges.
    ///   - fractionalOffset: the offset.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
        super.init()
    }
}

/// A section's header or footer (`NSCollectionLayoutBoundarySupplementaryItem`). In a list section, use the
/// list configuration's `headerMode`/`footerMode`; in a grid section, a top item is its header and a bottom
/// one its footer.
@MainActor @preconcurrency open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where it sits.
    public let alignment: NSRectAlignment
    /// Its offset.
    public let offset: CGPoint
    /// Whether it stays in view while scrolling.
    open var pinToVisibleBounds = false
    /// Whether it covers the section's items.
    open var extendsBoundary = true

    /// A boundary item.
    /// - Parameters:
    ///   - layoutSize: the size.
    ///   - elementKind: the kind of view.
    ///   - alignment: where it sits.
    ///   - absoluteOffset: its offset.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A decoration behind a section (`NSCollectionLayoutDecorationItem`): a grid section's background is drawn
/// from the registered view's colour, corners and border.
@MainActor @preconcurrency open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of view.
    public let elementKind: String
    /// The z-index (a background's is 0, behind the cells); another is not drawn, with a warning.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind the section.
    /// - Parameter elementKind: the kind of view.
    /// - Returns: the item.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// How a section scrolls across (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not.
    case none
    /// Continuously.
    case continuous
    /// Continuously, stopping at group leading edges.
    case continuousGroupLeadingBoundary
    /// By page.
    case paging
    /// By group.
    case groupPaging
    /// By group, centred.
    case groupPagingCentered
}

/// A section of a compositional layout (`NSCollectionLayoutSection`): a list section
/// (``list(using:layoutEnvironment:)``) is drawn; a section of groups (a grid) is not yet, and drawing it is an
/// error that says so.
@MainActor @preconcurrency open class NSCollectionLayoutSection: NSObject {
    /// The group that repeats, for a grid section.
    let group: NSCollectionLayoutGroup?
    /// The list configuration, for a list section.
    let listConfiguration: UICollectionLayoutListConfiguration?
    /// The properties set that change a list section's picture on iOS and are not drawn, for the warning.
    private(set) var undrawn: [String] = []

    /// The section's insets.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
        didSet { note("contentInsets") }
    }
    /// The spacing between groups.
    open var interGroupSpacing: CGFloat = 0 {
        didSet { note("interGroupSpacing") }
    }
    /// How the section scrolls across.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none {
        didSet { note("orthogonalScrollingBehavior") }
    }
    /// The headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { note("boundarySupplementaryItems") }
    }
    /// The decorations.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = [] {
        didSet { note("decorationItems") }
    }
    /// Whether the headers and footers follow the insets.
    open var supplementariesFollowContentInsets = true

    /// A grid section of a group.
    /// - Parameter group: the group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
        super.init()
    }

    private init(list: UICollectionLayoutListConfiguration) {
        group = nil
        listConfiguration = list
        super.init()
    }

    private func note(_ property: String) {
        if !undrawn.contains(property) { undrawn.append(property) }
    }

    /// A list section: drawn as a list of the configuration's appearance, with its header and footer modes.
    /// - Parameters:
    ///   - configuration: the list configuration.
    ///   - layoutEnvironment: the environment.
    /// - Returns: the section.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}

/// A compositional layout's options (`UICollectionViewCompositionalLayoutConfiguration`).
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The spacing between sections; not drawn (the render warns when it is set).
    open var interSectionSpacing: CGFloat = 0
    /// The layout's headers and footers; not drawn (the render warns).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

extension UICollectionView {
    /// Which way a layout scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Down.
        case vertical
        /// Across.
        case horizontal
    }
}

/// A grid of lines of items (`UICollectionViewFlowLayout`), drawn as a grid section per section (docs/uikit.md,
/// "Grids"): items of one size a section, vertical scrolling.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A size that fits the content (`UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The items' size.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The items' estimated size.
    open var estimatedItemSize = CGSize.zero
    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The spacing between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The sections' insets.
    open var sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Which way it scrolls.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The headers' size.
    open var headerReferenceSize = CGSize.zero
    /// The footers' size.
    open var footerReferenceSize = CGSize.zero
    /// Whether headers stay in view.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay in view.
    open var sectionFootersPinToVisibleBounds = false
}

/// What a flow layout asks its delegate (`UICollectionViewDelegateFlowLayout`): each method a delegate does
/// not implement answers what the layout's own property says.
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// An item's size (every item of a section must have one size in cellshot).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// A section's insets.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// A section's spacing between lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// A section's spacing between the items of a line.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// A section's header size (a height above 0 asks for a header).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// A section's footer size (a height above 0 asks for a footer).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// The layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

extension UICollectionViewCompositionalLayout {
    /// Makes a section from its index and the environment (`UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
}
