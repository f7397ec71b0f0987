/// The factories the CellshotSources plugin writes for an app's cell classes: a private type per prepared file that
/// registers how each of its cell, header-footer and collection view classes is made. Not for hand-written code
/// (call `CellshotUIKit.registerCell(_:make:)` there).
///
/// UIKit makes a registered class through Objective-C from the class alone; Swift on Linux cannot, so the plugin's
/// preparation writes the call (`{ NewsCell(style: .default, reuseIdentifier: $0) }`) into the class's own file, where
/// even a private class can be named. CellshotUIKit finds the conforming types at run time, as it finds previews, and
/// registers them before it first makes a cell.
///
/// Written `CellshotUIKit.PreparedCellFactories` (the namespace enum `CellshotUIKit` shadows the module's name).
public protocol CellshotPreparedCellFactories {
    /// Registers the file's factories with `CellshotUIKit.registerPreparedCell(_:make:)`.
    @MainActor static func register()
}

/// Registers the prepared factories of every loaded module, once.
@MainActor enum PreparedCellFactoryLoader {
    private static var loaded = false

    static func loadOnce() {
        guard !loaded else { return }
        loaded = true
        for type in PreviewDiscovery.types(conformingTo: "CellshotPreparedCellFactories", inModule: "CellshotUIKit") {
            (type as? any CellshotPreparedCellFactories.Type)?.register()
        }
    }
}

extension CellshotUIKit {
    /// The protocol of the factories the CellshotSources preparation writes (``CellshotPreparedCellFactories``).
    public typealias PreparedCellFactories = CellshotPreparedCellFactories

    /// A factory the CellshotSources preparation wrote for a table view cell class; one the test registered
    /// itself (`registerCell(_:make:)`) is kept.
    @MainActor public static func registerPreparedCell<Cell: UITableViewCell>(_ cellClass: Cell.Type,
                                                                             make: @escaping (String) -> Cell) {
        guard CellFactories.table[ObjectIdentifier(cellClass)] == nil else { return }
        CellFactories.table[ObjectIdentifier(cellClass)] = make
        CellFactories.tableClasses[String(describing: cellClass)] = ObjectIdentifier(cellClass)
    }

    /// A factory the CellshotSources preparation wrote for a header or footer view class; one the test registered
    /// itself is kept.
    @MainActor public static func registerPreparedCell<View: UITableViewHeaderFooterView>(_ viewClass: View.Type,
                                                                                         make: @escaping (String) -> View) {
        guard CellFactories.headerFooter[ObjectIdentifier(viewClass)] == nil else { return }
        CellFactories.headerFooter[ObjectIdentifier(viewClass)] = make
    }

    /// A factory the CellshotSources preparation wrote for a collection view cell or supplementary view class; one
    /// the test registered itself is kept.
    @MainActor public static func registerPreparedCell<View: UICollectionReusableView>(_ viewClass: View.Type,
                                                                                      make: @escaping () -> View) {
        guard CollectionCellFactories.factories[ObjectIdentifier(viewClass)] == nil else { return }
        CollectionCellFactories.register(viewClass, make: make)
    }
}
