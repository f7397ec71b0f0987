import Foundation

/// A collection view's data source that shows a snapshot of identifiers (`UICollectionViewDiffableDataSource`):
/// the cell provider makes each item's cell, the supplementary view provider its section's header and footer.
///
/// Making one sets it as the collection view's `dataSource`, as UIKit does; keep a reference to it, as the
/// collection view's is weak.
@MainActor @preconcurrency open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                         ItemIdentifierType: Hashable & Sendable>: NSObject,
    UICollectionViewDataSource {
    /// Makes the cell of an item.
    @preconcurrency public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a section's header or footer.
    @preconcurrency public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections with ``apply(_:to:animatingDifferences:completion:)``.
    private var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:] {
        didSet { noteSnapshotProblem() }   // every apply sets the outlines, after the snapshot
    }
    /// The first mistake of the applied snapshots, reported with every cell the data source is asked for
    /// (found once, when a snapshot is applied).
    private var snapshotProblem: String?
    /// What runs when items are reordered by dragging (inert: nothing is dragged in a snapshot).
    @preconcurrency public var reorderingHandlers = ReorderingHandlers()
    /// What runs when outline items are expanded or collapsed by a tap (inert: the applied section snapshot's
    /// expansion is drawn).
    @preconcurrency public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Makes the sections' headers and footers (for a list whose header or footer mode is `.supplementary`).
    @preconcurrency public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?

    /// A data source for a collection view, set as its `dataSource`.
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - cellProvider: makes the cell of an item.
    @preconcurrency public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot. The collection view draws what the last applied snapshot holds.
    /// - Parameters:
    ///   - snapshot: the sections and items.
    ///   - animatingDifferences: not used: cellshot draws the end state.
    ///   - completion: called at once.
    @preconcurrency open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        // A flat snapshot replaces the sections' outlines, as in UIKit.
        outlines = [:]
        completion?()
    }

    /// Shows an outline in one section: its visible items become the section's items (the section is
    /// appended if the snapshot has none of that identifier), nested items indented by their level.
    /// - Parameters:
    ///   - snapshot: the outline.
    ///   - section: the section.
    ///   - animatingDifferences: not used: cellshot draws the end state.
    ///   - completion: called at once.
    @preconcurrency open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if current.indexOfSection(section) == nil { current.appendSections([section]) }
        current.deleteItems(current.itemIdentifiers(inSection: section))
        current.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        completion?()
    }

    private func noteSnapshotProblem() {
        snapshotProblem = current.problem.map { "the snapshot: \($0)" }
            ?? outlines.values.compactMap(\.problem).sorted().first.map { "a section snapshot: \($0)" }
    }

    /// The outline of a section: the one applied to it, else its items as root items.
    /// - Parameter section: the section.
    /// - Returns: the section snapshot.
    @preconcurrency open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The level and expansion of the item at an index path, when its section shows an outline.
    private func outlinePlace(at indexPath: IndexPath) -> UICollectionView.OutlinePlace? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = outlines[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return UICollectionView.OutlinePlace(level: outline.level(of: item), isExpanded: outline.isExpanded(item))
    }

    /// Shows a snapshot without animation.
    /// - Parameters:
    ///   - snapshot: the sections and items.
    ///   - completion: called at once.
    @preconcurrency open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    /// - Returns: the snapshot.
    @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at an index path.
    /// - Parameter indexPath: the index path.
    /// - Returns: the item, or `nil` when there is none.
    @preconcurrency open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item.
    /// - Parameter itemIdentifier: the item.
    /// - Returns: the index path, or `nil`.
    @preconcurrency open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The section at an index.
    /// - Parameter index: the index.
    /// - Returns: the section, or `nil`.
    @preconcurrency open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of sections in the snapshot.
    @preconcurrency public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items of a section in the snapshot.
    @preconcurrency public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider makes for the item at an index path.
    @preconcurrency public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let snapshotProblem { collectionView.problems.append(.collectionView(snapshotProblem)) }
        // The collection view gives the cell its outline place before the provider configures it.
        collectionView.pendingOutlinePlace = outlinePlace(at: indexPath)
        defer { collectionView.pendingOutlinePlace = nil }
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.problems.append(.collectionView("the cell provider returned nil for item \(indexPath.item) of "
                + "section \(indexPath.section); it must return a cell (UIKit raises an exception)"))
            return UICollectionViewListCell(frame: .zero)
        }
        return cell
    }

    /// The titles of the index along the trailing edge; `nil` (no index) unless a subclass overrides it.
    /// - Parameter collectionView: the collection view asking.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The header or footer the supplementary view provider makes, or an empty view when there is none.
    @preconcurrency public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource {
    /// What runs when items are reordered (`UICollectionViewDiffableDataSource.ReorderingHandlers`): inert.
    @preconcurrency public struct ReorderingHandlers {
        /// Whether an item can be moved.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before a reorder is applied.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after a reorder is applied.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }

    /// What runs when outline items are expanded or collapsed (`SectionSnapshotHandlers`): inert.
    @preconcurrency public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Runs before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Runs before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under an item that expands.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
            -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// No handlers.
        public init() {}
    }
}

/// A change a data source applied (`NSDiffableDataSourceTransaction`): what a reordering handler is given,
/// never made here (nothing is reordered in a snapshot).
@preconcurrency public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable,
                                                              ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot before.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The changes per section.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// A change to one section (`NSDiffableDataSourceSectionTransaction`), never made here.
@preconcurrency public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable,
                                                                     ItemIdentifierType: Hashable & Sendable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section snapshot before.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section snapshot after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference.
    public let difference: CollectionDifference<ItemIdentifierType>
}
