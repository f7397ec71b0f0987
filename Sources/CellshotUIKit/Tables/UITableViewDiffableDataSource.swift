import Foundation

/// A table view's data source that shows a snapshot of identifiers (`UITableViewDiffableDataSource`): the
/// cell provider makes each item's cell. Subclass it to give header and footer titles
/// (`tableView(_:titleForHeaderInSection:)`) or to answer the editing questions, as on iOS.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { tableView, indexPath, contact in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = contact.name
///     cell.contentConfiguration = content
///     return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
/// Making one sets it as the table view's `dataSource`, as UIKit does; keep a reference to it, as the table
/// view's is weak. The identifiers must be `Hashable & Sendable`, as the iOS 18 SDK declares them; as there,
/// the type is `@preconcurrency`, so an identifier that is not `Sendable` (a plain class) is a warning in Swift 6
/// mode, not an error.
@MainActor @preconcurrency open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                                   ItemIdentifierType: Hashable & Sendable>: NSObject,
    UITableViewDataSource {
    /// Makes the cell of an item.
    @preconcurrency public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of rows that change (inert: a snapshot draws the end state).
    @preconcurrency open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for a table view, set as its `dataSource`.
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - cellProvider: makes the cell of an item.
    @preconcurrency public init(tableView: UITableView,
                cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows a snapshot: the table view draws what the last applied snapshot holds.
    /// - Parameters:
    ///   - snapshot: the sections and items.
    ///   - animatingDifferences: not used: cellshot draws the end state.
    ///   - completion: called at once.
    @preconcurrency open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        completion?()
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
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The index path of an item.
    /// - Parameter itemIdentifier: the item.
    /// - Returns: the index path, or `nil`.
    @preconcurrency open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let row = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(row: row, section: section)
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

    /// The index of a section.
    /// - Parameter identifier: the section.
    /// - Returns: the index, or `nil`.
    @preconcurrency open func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    /// The number of sections in the snapshot.
    @preconcurrency open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of rows of a section in the snapshot.
    @preconcurrency open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider makes for the row's item.
    @preconcurrency open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let problem = current.problem { tableView.problems.append(.tableDataSource("the snapshot: \(problem)", fileID: "", line: 0)) }
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.problems.append(.tableDataSource("the cell provider returned nil for row \(indexPath.row) of section "
                + "\(indexPath.section); it must return a cell (UIKit raises an exception)", fileID: "", line: 0))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; override it in a subclass.
    @preconcurrency open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override it in a subclass.
    @preconcurrency open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row can be edited unless a subclass says so (UIKit's default here); inert.
    @preconcurrency open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// No row can be moved unless a subclass says so; inert.
    @preconcurrency open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override it (never called in a snapshot).
    @preconcurrency open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Nothing; override it (never called in a snapshot).
    @preconcurrency open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}
}
