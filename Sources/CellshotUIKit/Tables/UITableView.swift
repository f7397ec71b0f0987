import CellshotModel
import Foundation

/// A list of rows in sections, drawn whole (`UITableView`): a data source gives the cells and titles, a
/// delegate the heights.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// tableView.dataSource = settings
/// let png = try CellshotUIKit.render(tableView, states: [.normal, .selected])
/// ```
/// Cells of your own classes need a factory (``CellshotUIKit/registerCell(_:make:)``): Swift cannot
/// create a subclass from its class object unless its initialiser is `required`, and UIKit's is not.
@MainActor open class UITableView: UIScrollView {
    /// The look of a table view.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers that float.
        case plain
        /// Sections in groups on a grey background.
        case grouped
        /// Grouped, with each section's card inset and rounded.
        case insetGrouped

        var model: ListAppearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// Where a selected row is scrolled to (ignored: the whole table is drawn).
    public enum ScrollPosition: Int, Sendable {
        /// Not scrolled.
        case none
        /// To the top.
        case top
        /// To the middle.
        case middle
        /// To the bottom.
        case bottom
    }

    /// A row height that sizes the row to its content.
    public static let automaticDimension: CGFloat = -1

    /// The table view's style.
    public let style: UITableView.Style
    /// The object that gives the rows.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The object that gives the heights.
    open weak var delegate: (any UITableViewDelegate)?
    /// The height of every row the delegate does not size; ``automaticDimension`` (the default) sizes rows to
    /// their content.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    var registrations: [String: AnyClass] = [:]
    var selectedRows = SelectedIndexPaths()
    var headerFooterRegistrations: [String: AnyClass] = [:]
    /// The header or footer style of the section being asked for, for the views dequeued meanwhile.
    var pendingHeaderFooterStyle: HeaderFooterStyle = .plainHeader
    /// Mistakes found while the data source was asked (an identifier never registered…), reported by the render.
    var problems: [UIKitRenderError] = []
    /// Where each identifier was registered, for the message that asks for a factory.
    var registrationPlaces: [String: (fileID: String, line: Int)] = [:]
    /// The cells, headers and footers registered from nibs (``UINib``), which drawing refuses.
    var nibRegistrations: [String: NibRegistration] = [:]
    /// Whether the table view is in editing mode; its editing controls are not drawn (the render warns).
    open var isEditing = false
    /// How rows are divided: ``UITableViewCell/SeparatorStyle/singleLine`` (the default) draws the list's
    /// separators, ``UITableViewCell/SeparatorStyle/none`` none (every section drawn without separators).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour: kept, not drawn yet (the render warns; the list's separator colour is drawn).
    open var separatorColor: UIColor?
    /// The ``separatorInset`` the code set, if any.
    var assignedSeparatorInset: UIEdgeInsets?
    /// Where separators start and end. Unset, UIKit's automatic insets are drawn (the separator starts at the
    /// row's text, as the list's do); another value is kept but not drawn — the render warns naming it. Read unset,
    /// it is zero (UIKit reports its automatic insets).
    open var separatorInset: UIEdgeInsets {
        get { assignedSeparatorInset ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        set { assignedSeparatorInset = newValue }
    }
    /// A view above the rows; not drawn (the render warns when it has a size or subviews).
    open var tableHeaderView: UIView?
    /// A view below the rows; not drawn (the render warns when it has a size or subviews: an empty
    /// `UIView()`, the usual way to end a plain table's separators, changes nothing here).
    open var tableFooterView: UIView?
    /// The height of section headers: drawn for header views of yours; for text headers anything but
    /// ``automaticDimension`` (the default) is not drawn yet (the render warns: they are sized by their text).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers; as ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of the section headers' height (inert: they are measured).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of the section footers' height (inert).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of the rows' height (inert: the rows are measured).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether rows can be selected (inert: nothing is tapped; `selectRow` still selects).
    open var allowsSelection = true
    /// Whether several rows can be selected (inert).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (inert).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (inert).
    open var allowsMultipleSelectionDuringEditing = false
    // keyboardDismissMode, isScrollEnabled and the scroll indicators: UIScrollView's (inert).

    /// A table view of a style.
    /// - Parameters:
    ///   - frame: the frame (not used: the snapshot's width is).
    ///   - style: the style.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table view.
    /// - Parameter frame: the frame (not used).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Registers the class of the cells dequeued with an identifier.
    /// - Parameters:
    ///   - cellClass: `UITableViewCell` or a subclass with a factory (``CellshotUIKit/registerCell(_:make:)``).
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for the message asking for a factory.
    ///   - line: the caller's line, for messages.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String, fileID: String = #fileID,
                       line: Int = #line) {
        registrations[identifier] = cellClass ?? UITableViewCell.self
        registrationPlaces[identifier] = (fileID, line)
    }

    /// A new cell of the class registered for an identifier.
    ///
    /// Where UIKit throws an Objective-C exception (an identifier never registered), this returns a plain
    /// cell and the render that asked reports the mistake with this call's file and line.
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - indexPath: the row the cell is for.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                  fileID: String = #fileID, line: Int = #line) -> UITableViewCell {
        switch makeCell(identifier) {
        case .success(let cell):
            return cell
        case .failure(let problem):
            problems.append(problem.at(fileID: fileID, line: line))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }

    /// A new cell of the class registered for an identifier, or `nil` when none is registered.
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    open func dequeueReusableCell(withIdentifier identifier: String, fileID: String = #fileID,
                                  line: Int = #line) -> UITableViewCell? {
        guard registrations[identifier] != nil || nibRegistrations[identifier] != nil else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0), fileID: fileID,
                                   line: line)
    }

    /// Registers the class of the header and footer views dequeued with an identifier.
    /// - Parameters:
    ///   - aClass: `UITableViewHeaderFooterView`, or a subclass with a factory
    ///     (`CellshotUIKit.registerCell(_:make:)`); without one the render fails
    ///     saying which line to add.
    ///   - identifier: the reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass ?? UITableViewHeaderFooterView.self
    }

    /// A new header or footer view for an identifier, or `nil` when none is registered (as UIKit).
    /// - Parameter identifier: the reuse identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = headerFooterRegistrations[identifier] else {
            if let problem = nibProblem(headerFooter: identifier) {
                problems.append(problem)
                return UITableViewHeaderFooterView(reuseIdentifier: identifier)
            }
            return nil
        }
        let view: UITableViewHeaderFooterView
        PreparedCellFactoryLoader.loadOnce()
        if let factory = CellFactories.headerFooter[ObjectIdentifier(viewClass)] {
            view = factory(identifier)
        } else {
            if viewClass != UITableViewHeaderFooterView.self { refuseHeaderFooter(viewClass, identifier: identifier) }
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.placementStyle = pendingHeaderFooterStyle
        return view
    }

    /// Selects a row: it is drawn selected in every column, as a document row with `"state": "selected"`.
    /// - Parameters:
    ///   - indexPath: the row; `nil` deselects every row.
    ///   - animated: ignored.
    ///   - scrollPosition: ignored.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        selectedRows.select(indexPath)
    }

    /// Deselects a row.
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - animated: ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.deselect(indexPath)
    }

    /// The first selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.all.first }

    /// The selected rows, `nil` when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.orNil }

    /// Forgets nothing and asks nothing: every render asks the data source afresh.
    open func reloadData() {}

    /// The number of sections, from the data source (0 without one).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The number of rows in a section, from the data source (0 without one).
    /// - Parameter section: the section's index.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    private func makeCell(_ identifier: String) -> Result<UITableViewCell, UIKitRenderError> {
        guard let cellClass = registrations[identifier] else {
            if let cell = cellOfNibsClass(identifier) { return .success(cell) }
            if let problem = nibProblem(cell: identifier) { return .failure(problem) }
            return .failure(.unregisteredIdentifier(identifier, registered: registrations.keys.sorted(),
                                                    fileID: "", line: 0))
        }
        if cellClass == UITableViewCell.self {
            return .success(UITableViewCell(style: .default, reuseIdentifier: identifier))
        }
        PreparedCellFactoryLoader.loadOnce()
        if let factory = CellFactories.table[ObjectIdentifier(cellClass)] {
            return .success(factory(identifier))
        }
        return .failure(.missingCellFactory(className: FactoryAdvice.className(cellClass), identifier: identifier,
                                            fileID: "", line: 0, registeredAt: registrationPlaces[identifier]
                                                .map { "\($0.fileID):\($0.line)" }))
    }
}

/// The factories that make cells of users' classes, by class.
@MainActor enum CellFactories {
    static var table: [ObjectIdentifier: (String) -> UITableViewCell] = [:]
    /// The classes with a factory in ``table``, by their unqualified names (a nib's cell is found by its name).
    static var tableClasses: [String: ObjectIdentifier] = [:]
    static var headerFooter: [ObjectIdentifier: (String) -> UITableViewHeaderFooterView] = [:]
}
