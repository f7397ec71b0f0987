import CellshotModel
import Foundation

/// A list-style collection view (`UICollectionView` with a list layout): a data source — usually a
/// ``UICollectionViewDiffableDataSource`` — gives the items, cell registrations make and configure the cells,
/// and `CellshotUIKit.render(_:states:traits:width:fileID:line:)` draws it.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
///     collectionView, indexPath, title in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
/// }
/// ```
/// Only list layouts are drawn (``UICollectionViewCompositionalLayout/list(using:)``): cellshot draws lists,
/// not grids.
@MainActor open class UICollectionView: UIScrollView {
    /// The element kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item is scrolled to when it is selected; cellshot draws the whole list, so it is not used.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// A position.
        /// - Parameter rawValue: the option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leaves the list where it is.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centres the item vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centres the item horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout: a list layout made by ``UICollectionViewCompositionalLayout/list(using:)``.
    open var collectionViewLayout: UICollectionViewLayout
    /// The data source that gives the sections, items and cells.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The delegate (its `collectionView(_:willDisplay:forItemAt:)` is called with each cell before it is drawn).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// A view behind the items (`backgroundView`): kept, not drawn (the list's background is the collection view's
    /// `backgroundColor`); setting one warns at the next render.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil {
                DeferredNotes.shared.warn("UICollectionView.backgroundView is not drawn: the list's background is the "
                    + "collection view's backgroundColor")
            }
        }
    }
    var cellRegistrations: [String: AnyClass] = [:]
    var supplementaryRegistrations: [SupplementaryKey: AnyClass] = [:]
    var selectedItems = SelectedIndexPaths()
    var problems: [UIKitRenderError] = []
    /// The cells and supplementary views registered from nibs (``UINib``), which drawing refuses.
    var nibRegistrations: [String: NibRegistration] = [:]
    /// Set while the first item of a `.firstItemInSection` list is made: its cell is the section's header.
    var pendingHeaderItem = false
    /// Where the item being made sits in its section's outline, when the section shows one.
    var pendingOutlinePlace: OutlinePlace?

    /// An item's place in an outline: its level (the cell's indentation) and whether it is expanded.
    struct OutlinePlace {
        var level: Int
        var isExpanded: Bool
    }

    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A collection view with a layout.
    /// - Parameters:
    ///   - frame: the frame (not used: the list is drawn at the width asked for).
    ///   - layout: the layout, a list layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view from an archive; cellshot never decodes archives.
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// The cell shown at an index path: `nil`, as no cell is on screen outside a render (UIKit returns `nil`
    /// for a cell that is not visible).
    /// - Parameter indexPath: the item.
    /// - Returns: `nil`.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// The appearance the layout's list sections share, while a render draws the collection view.
    var drawnAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Each section's list appearance, while a render draws the collection view: a section provider may give
    /// every section a list configuration of its own.
    var drawnSectionAppearances: [UICollectionLayoutListConfiguration.Appearance] = []

    /// Registers a class for cells of an identifier (`register(_:forCellWithReuseIdentifier:)`).
    /// - Parameters:
    ///   - cellClass: the class; a subclass needs a factory (`CellshotUIKit.registerCell(_:make:)`).
    ///   - identifier: the reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass ?? UICollectionViewCell.self
    }

    /// Registers a class for supplementary views of a kind and identifier.
    /// - Parameters:
    ///   - viewClass: the class.
    ///   - elementKind: ``elementKindSectionHeader`` or ``elementKindSectionFooter``.
    ///   - identifier: the reuse identifier.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryRegistrations[SupplementaryKey(kind: elementKind, identifier: identifier)] =
            viewClass ?? UICollectionReusableView.self
    }

    /// A cell of a registered identifier, made fresh (cellshot draws each cell once per column).
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - indexPath: the item's index path.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the cell; after a mistake, a plain cell, and drawing fails with the mistake.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                  fileID: String = #fileID, line: Int = #line) -> UICollectionViewCell {
        guard let cellClass = cellRegistrations[identifier] else {
            if let cell = viewOfNibsClass(identifier) as? UICollectionViewCell {
                return prepared(cell, identifier: identifier, section: indexPath.section)
            }
            problems.append(nibProblem(identifier) ?? Self.unregistered(identifier, registered: cellRegistrations.keys.sorted(),
                                              call: "dequeueReusableCell(withReuseIdentifier:", fileID: fileID, line: line,
                                              fix: "register(_:forCellWithReuseIdentifier:)"))
            return prepared(UICollectionViewListCell(frame: .zero), identifier: identifier, section: indexPath.section)
        }
        guard let cell = CollectionCellFactories.make(cellClass) as? UICollectionViewCell else {
            problems.append(Self.missingFactory(FactoryAdvice.className(cellClass), fileID: fileID, line: line))
            return prepared(UICollectionViewListCell(frame: .zero), identifier: identifier, section: indexPath.section)
        }
        return prepared(cell, identifier: identifier, section: indexPath.section)
    }

    /// A supplementary view (a section header or footer) of a registered kind and identifier.
    /// - Parameters:
    ///   - elementKind: the kind.
    ///   - identifier: the reuse identifier.
    ///   - indexPath: the section's index path.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the view; after a mistake, a plain list cell, and drawing fails with the mistake.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath, fileID: String = #fileID,
                                               line: Int = #line) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        guard let viewClass = supplementaryRegistrations[key] else {
            if let view = viewOfNibsClass(identifier, kind: elementKind) {
                return prepared(view, identifier: identifier, kind: elementKind, section: indexPath.section)
            }
            let registered = supplementaryRegistrations.keys.filter { $0.kind == elementKind }.map(\.identifier).sorted()
            problems.append(nibProblem(identifier, kind: elementKind) ?? Self.unregistered(identifier, registered: registered,
                                              call: "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier:",
                                              fileID: fileID, line: line,
                                              fix: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"))
            return prepared(UICollectionViewListCell(frame: .zero), identifier: identifier, kind: elementKind,
                            section: indexPath.section)
        }
        guard let view = CollectionCellFactories.make(viewClass) else {
            problems.append(Self.missingFactory(FactoryAdvice.className(viewClass), fileID: fileID, line: line))
            return prepared(UICollectionViewListCell(frame: .zero), identifier: identifier, kind: elementKind,
                            section: indexPath.section)
        }
        return prepared(view, identifier: identifier, kind: elementKind, section: indexPath.section)
    }

    /// A cell made by a registration and configured by its handler for an item.
    /// - Parameters:
    ///   - registration: the cell registration.
    ///   - indexPath: the item's index path.
    ///   - item: the item.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the configured cell.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?,
        fileID: String = #fileID, line: Int = #line
    ) -> Cell {
        guard let cell = CollectionCellFactories.make(Cell.self) as? Cell else {
            // The pass checks every registration's class before it asks the data source
            // (`CollectionCellFactories.checkRegistrations`), so this is reached only by a registration made
            // while the data source is asked — which UIKit refuses with an exception too.
            preconditionFailure(Self.missingFactory(FactoryAdvice.className(Cell.self), fileID: fileID, line: line).description)
        }
        _ = prepared(cell, identifier: nil, section: indexPath.section)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view made by a registration and configured by its handler.
    /// - Parameters:
    ///   - registration: the supplementary registration.
    ///   - indexPath: the section's index path.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the configured view.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath,
        fileID: String = #fileID, line: Int = #line
    ) -> Supplementary {
        guard let view = CollectionCellFactories.make(Supplementary.self) as? Supplementary else {
            // As for cells: checked before the data source is asked.
            preconditionFailure(Self.missingFactory(FactoryAdvice.className(Supplementary.self), fileID: fileID,
                                                    line: line).description)
        }
        _ = prepared(view, identifier: nil, kind: registration.elementKind, section: indexPath.section)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// Gives a new cell or supplementary view what UIKit gives it before the data source configures it:
    /// the reuse identifier, the traits, and for a list cell its section's list appearance (so that
    /// `defaultContentConfiguration()` returns that list's cell, header or footer style).
    private func prepared<View: UICollectionReusableView>(_ view: View, identifier: String?,
                                                           kind: String? = nil, section: Int) -> View {
        view.reuseIdentifier = identifier
        view.traits = traits
        if let listCell = view as? UICollectionViewListCell {
            let sectionAppearance = drawnSectionAppearances.indices.contains(section) ? drawnSectionAppearances[section] : nil
            listCell.listAppearance = sectionAppearance ?? drawnAppearance
                ?? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration?.appearance ?? .plain
            listCell.supplementaryKind = kind ?? (pendingHeaderItem ? UICollectionView.elementKindSectionHeader : nil)
            // An outline item's cell is indented by its level and knows whether it is expanded, as UIKit sets
            // both from the section snapshot (an outline disclosure accessory shows the expansion).
            if kind == nil, let place = pendingOutlinePlace {
                listCell.indentationLevel = place.level
                listCell.stateFlags.expanded = place.isExpanded
            }
        }
        return view
    }

    static func unregistered(_ identifier: String, registered: [String], call: String, fileID: String, line: Int,
                             fix: String) -> UIKitRenderError {
        let known = registered.isEmpty ? "nothing is registered"
            : "registered: " + registered.map { "\"\($0)\"" }.joined(separator: ", ")
        return .collectionView("\(fileID):\(line): \(call) \"\(identifier)\") but no class is registered for "
            + "\"\(identifier)\" (\(known)); call collectionView.\(fix) first, or use a registration "
            + "(UIKit would raise NSInternalInconsistencyException)")
    }

    static func missingFactory(_ className: String, fileID: String, line: Int) -> UIKitRenderError {
        .collectionView("\(fileID):\(line): cannot make \(FactoryAdvice.named(className)): "
            + FactoryAdvice.advice(className: className, factory: "\(FactoryAdvice.name(className))(frame: .zero)",
                                   registeredAt: className.hasPrefix("private:") ? "\(fileID):\(line)" : nil))
    }

    /// Selects an item: it is drawn selected in every column, as a table view's selected row.
    /// - Parameters:
    ///   - indexPath: the item, or `nil` to deselect every item.
    ///   - animated: not used.
    ///   - scrollPosition: not used.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        selectedItems.select(indexPath)
    }

    /// Deselects an item.
    /// - Parameters:
    ///   - indexPath: the item.
    ///   - animated: not used.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.deselect(indexPath)
    }

    /// The selected items, or `nil` for none.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.orNil }

    /// Reloads the data: the data source is asked again when the view is drawn, so there is nothing to do.
    open func reloadData() {}

    /// The number of sections the data source gives.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The number of items the data source gives for a section.
    /// - Parameter section: the section.
    /// - Returns: the number of items.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
}

extension UICollectionView {
    /// Makes cells of one class and configures each for its item (`UICollectionView.CellRegistration`).
    ///
    /// The registration's cells are made with `init(frame:)`: `UICollectionViewCell` and
    /// `UICollectionViewListCell` directly, a subclass of yours through the factory given to
    /// `CellshotUIKit.registerCell(_:make:)` (Swift cannot call a subclass's
    /// initialiser from its class object).
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// A registration whose handler configures each cell.
        /// - Parameters:
        ///   - handler: configures a cell for its item.
        ///   - fileID: the caller's file, for messages.
        ///   - line: the caller's line, for messages.
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler,
                    fileID: String = #fileID, line: Int = #line) {
            self.handler = handler
            CollectionCellFactories.noteRegistration(of: Cell.self, fileID: fileID, line: line)
        }
    }

    /// Makes supplementary views (section headers and footers) of one class and kind and configures each
    /// (`UICollectionView.SupplementaryRegistration`).
    @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler

        /// A registration for one kind of supplementary view.
        /// - Parameters:
        ///   - elementKind: ``UICollectionView/elementKindSectionHeader`` or ``UICollectionView/elementKindSectionFooter``.
        ///   - handler: configures a view.
        ///   - fileID: the caller's file, for messages.
        ///   - line: the caller's line, for messages.
        public init(elementKind: String,
                    handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler,
                    fileID: String = #fileID, line: Int = #line) {
            self.elementKind = elementKind
            self.handler = handler
            CollectionCellFactories.noteRegistration(of: Supplementary.self, fileID: fileID, line: line)
        }
    }
}

/// Makes collection view cells and supplementary views of a class: the module's own classes directly,
/// subclasses through the factories registered with `CellshotUIKit.registerCell(_:make:)`.
@MainActor enum CollectionCellFactories {
    static var factories: [ObjectIdentifier: () -> UICollectionReusableView] = [:]
    /// The classes with a factory in ``factories``, by their unqualified names (a nib's view is found by its name).
    static var classes: [String: ObjectIdentifier] = [:]
    /// Registrations made for classes that cannot be made yet, with where they were made; a factory
    /// registered later takes its class off the list.
    static var unmakeable: [ObjectIdentifier: UIKitRenderError] = [:]

    static func noteRegistration(of viewClass: UICollectionReusableView.Type, fileID: String, line: Int) {
        guard !canMake(viewClass) else { return }
        unmakeable[ObjectIdentifier(viewClass)] = UICollectionView.missingFactory(FactoryAdvice.className(viewClass),
                                                                                  fileID: fileID, line: line)
    }

    /// Throws for a registration whose class cannot be made, before any data source is asked: a cell
    /// registration must return a cell of its class, and without a factory there is none to return.
    static func checkRegistrations() throws(UIKitRenderError) {
        if let problem = unmakeable.values.sorted(by: { $0.description < $1.description }).first { throw problem }
    }

    static func canMake(_ viewClass: AnyClass) -> Bool { maker(for: viewClass) != nil }

    static func make(_ viewClass: AnyClass) -> UICollectionReusableView? { maker(for: viewClass)?() }

    /// A view of the class of a name that has a factory, if any.
    static func make(named name: String) -> UICollectionReusableView? {
        PreparedCellFactoryLoader.loadOnce()
        return classes[name].flatMap { factories[$0] }?()
    }

    /// Keeps a class's factory, and its name for nibs named after it.
    static func register<View: UICollectionReusableView>(_ viewClass: View.Type, make: @escaping () -> View) {
        factories[ObjectIdentifier(viewClass)] = make
        classes[String(describing: viewClass)] = ObjectIdentifier(viewClass)
        unmakeable[ObjectIdentifier(viewClass)] = nil
    }

    /// How a view of a class is made: its registered factory, else the module's own class's initialiser.
    private static func maker(for viewClass: AnyClass) -> (() -> UICollectionReusableView)? {
        PreparedCellFactoryLoader.loadOnce()
        if let factory = factories[ObjectIdentifier(viewClass)] { return factory }
        if viewClass == UICollectionViewListCell.self { return { UICollectionViewListCell(frame: .zero) } }
        if viewClass == UICollectionViewCell.self { return { UICollectionViewCell(frame: .zero) } }
        if viewClass == UICollectionReusableView.self { return { UICollectionReusableView(frame: .zero) } }
        return nil
    }
}

extension CellshotUIKit {
    /// Registers the factory that makes collection view cells or supplementary views of one of your classes
    /// (a `CellRegistration<YourCell, Item>`, or `register(YourCell.self, forCellWithReuseIdentifier:)`).
    ///
    /// ```swift
    /// CellshotUIKit.registerCell(BoxOfficeCell.self) { BoxOfficeCell(frame: .zero) }
    /// ```
    /// - Parameters:
    ///   - viewClass: the class.
    ///   - make: makes a view of the class.
    @MainActor public static func registerCell<View: UICollectionReusableView>(_ viewClass: View.Type,
                                                                               make: @escaping () -> View) {
        CollectionCellFactories.register(viewClass, make: make)
    }
}
