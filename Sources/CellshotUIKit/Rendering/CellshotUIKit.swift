import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation

/// Draws UIKit table views and cells to PNG through cellshot's pipeline, one captioned column per state.
///
/// ```swift
/// @MainActor func testSettings() throws {
///     let controller = SettingsViewController(style: .insetGrouped)
///     let png = try CellshotUIKit.render(controller.tableView, states: [.normal, .selected],
///                                        traits: UITraitCollection(userInterfaceStyle: .dark))
///     try CellshotUIKit.render(controller.tableView, states: [.normal], to: "settings.png")
/// }
/// ```
/// Each column is a fresh pass: the traits are set (``UITraitCollection/current`` too), the data source is
/// asked for every cell, the cell's state is set through `isSelected`/`isHighlighted`/`isEditing`, its
/// configuration update runs, and its configurations are turned into the document model and drawn exactly
/// as a list document would be. ``document(of:states:traits:width:scale:fileID:line:)`` gives that document.
public enum CellshotUIKit {
    /// A state a column draws every cell in.
    public enum State: String, CaseIterable, Sendable {
        /// No state.
        case normal
        /// Touched down (`isHighlighted`).
        case highlighted
        /// Selected (`isSelected`).
        case selected
        /// Disabled (`UICellConfigurationState.isDisabled`).
        case disabled
        /// In editing mode (`isEditing`).
        case editing
        /// Focused (`UICellConfigurationState.isFocused`).
        case focused

        package var model: CellState {
            switch self {
            case .normal: .normal
            case .highlighted: .highlighted
            case .selected: .selected
            case .disabled: .disabled
            case .editing: .editing
            case .focused: .focused
            }
        }

        var flags: CellStateFlags {
            var flags = CellStateFlags()
            flags.selected = self == .selected
            flags.highlighted = self == .highlighted
            flags.editing = self == .editing
            flags.disabled = self == .disabled
            flags.focused = self == .focused
            return flags
        }
    }

    /// Whether a symbol name cellshot does not know (`UIImage(systemName: "cube.box")`) fails the render with
    /// ``UIKitRenderError`` instead of being drawn as a placeholder (a dashed square) with a warning on standard
    /// error at the render call: for teams who want every symbol drawn. `false` unless set.
    ///
    /// ```swift
    /// CellshotUIKit.strictSymbols = true
    /// ```
    @MainActor public static var strictSymbols = false

    /// Registers the factory that makes cells of one of your classes when a table view dequeues one;
    /// Swift cannot make a subclass from its class object (UIKit's initialisers are not `required`).
    ///
    /// ```swift
    /// CellshotUIKit.registerCell(CellConfigTableViewCell.self) {
    ///     CellConfigTableViewCell(style: .default, reuseIdentifier: $0)
    /// }
    /// ```
    /// - Parameters:
    ///   - cellClass: the class registered with `register(_:forCellReuseIdentifier:)`.
    ///   - make: makes a cell for a reuse identifier.
    @MainActor public static func registerCell<Cell: UITableViewCell>(_ cellClass: Cell.Type,
                                                                      make: @escaping (String) -> Cell) {
        CellFactories.table[ObjectIdentifier(cellClass)] = make
        CellFactories.tableClasses[String(describing: cellClass)] = ObjectIdentifier(cellClass)
    }

    /// The PNG of a table view, one captioned column per state (no caption for one state).
    /// - Parameters:
    ///   - tableView: the table view; its data source gives the rows.
    ///   - states: the states, one column each.
    ///   - traits: interface style, Dynamic Type size, direction and scale (3 when unspecified).
    ///   - width: the list's width in points.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the PNG file's bytes.
    /// - Throws: ``UIKitRenderError`` for a mistake in the table's code or a failed drawing.
    @MainActor public static func render(_ tableView: UITableView, states: [State] = [.normal],
                                         traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> Data {
        let lowered = try lowered(tableView, states: states, traits: traits, width: width, fileID: fileID, line: line)
        return try SnapshotWriter.png(lowered.document, settled: lowered.settled, fileID: fileID, line: line)
    }

    /// Writes the PNG of a table view to a file, through a temporary file (see ``render(_:states:traits:width:fileID:line:)``).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - path: the file to write.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func render(_ tableView: UITableView, states: [State] = [.normal],
                                         traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth), to path: String,
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) {
        let lowered = try lowered(tableView, states: states, traits: traits, width: width, fileID: fileID, line: line)
        try SnapshotWriter.write(lowered.document, settled: lowered.settled, to: path, fileID: fileID, line: line)
    }

    /// The PNG of one table view cell in a list of a style, one column per state; `makeCell` is called
    /// afresh for every column.
    ///
    /// ```swift
    /// let png = try CellshotUIKit.render(cell: {
    ///     let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = "Jane Appleseed"
    ///     cell.contentConfiguration = content
    ///     return cell
    /// }, style: .insetGrouped, states: [.normal, .selected])
    /// ```
    /// - Parameters:
    ///   - makeCell: makes and configures the cell.
    ///   - style: the table style the cell sits in.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func render(cell makeCell: @escaping @MainActor () -> UITableViewCell,
                                         style: UITableView.Style = .plain, states: [State] = [.normal],
                                         traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> Data {
        let source = SingleCellSource(makeCell: makeCell)
        let tableView = UITableView(frame: .zero, style: style)
        tableView.dataSource = source
        return try withExtendedLifetime(source) { () throws(UIKitRenderError) -> Data in
            try render(tableView, states: states, traits: traits, width: width, fileID: fileID, line: line)
        }
    }

    /// The list document of one table view cell in a table of a style: the same cell in every column, its
    /// state set and its configuration updated per column, as on a device (for
    /// `assertCellSnapshot(of: cell)`; ``render(cell:style:states:traits:width:fileID:line:)`` makes a fresh
    /// cell per column instead).
    /// - Parameters:
    ///   - cell: the cell, configured.
    ///   - style: the table style the cell sits in.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - scale: pixels per point; the traits' display scale, else 3.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func document(ofCell cell: UITableViewCell, style: UITableView.Style = .plain,
                                           states: [State] = [.normal], traits: UITraitCollection = UITraitCollection(),
                                           width: CGFloat = CGFloat(DocumentLimits.defaultWidth), scale: CGFloat? = nil,
                                           fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> ListDocument {
        let source = SingleCellSource(makeCell: { cell })
        let tableView = UITableView(frame: .zero, style: style)
        tableView.dataSource = source
        return try withExtendedLifetime(source) { () throws(UIKitRenderError) -> ListDocument in
            try document(of: tableView, states: states, traits: traits, width: width, scale: scale, fileID: fileID,
                         line: line)
        }
    }

    /// The PNG of one list cell (`UICollectionViewListCell`) in a list of an appearance, one column per
    /// state; `makeCell` is called afresh for every column.
    /// - Parameters:
    ///   - makeCell: makes and configures the cell.
    ///   - appearance: the list's appearance.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func render(listCell makeCell: @escaping @MainActor () -> UICollectionViewListCell,
                                         appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
                                         states: [State] = [.normal], traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> Data {
        let lowered = try lowered([ListSection(cells: [makeCell])], appearance: appearance, states: states,
                                  traits: traits, width: width, fileID: fileID, line: line)
        return try SnapshotWriter.png(lowered.document, settled: lowered.settled, fileID: fileID, line: line)
    }

    /// The list document a table view draws as: what ``render(_:states:traits:width:fileID:line:)`` draws,
    /// for `cellshot verify`, layout checks, or comparing with a document written by hand.
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - scale: pixels per point; the traits' display scale, else 3.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func document(of tableView: UITableView, states: [State] = [.normal],
                                           traits: UITraitCollection = UITraitCollection(),
                                           width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                           scale: CGFloat? = nil,
                                           fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> ListDocument {
        try lowered(tableView, states: states, traits: traits, width: width, scale: scale, fileID: fileID,
                    line: line).document
    }

    /// A table view lowered to its document, with what laying its custom content views out left (warnings,
    /// the UIKit layer's own notes, the renderer that laid the document out).
    @MainActor static func lowered(_ tableView: UITableView, states: [State], traits: UITraitCollection,
                                   width: CGFloat, scale: CGFloat? = nil, fileID: String,
                                   line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, settled: LayoutPass.Settled) {
        var builder = try DocumentBuilder(appearance: tableView.style.model, states: states, traits: traits,
                                          width: width, scale: scale, tint: tableView.tintColor, fileID: fileID, line: line)
        let refused = try OfflineDrawing.run { () throws(UIKitRenderError) in
            try TablePass.run(tableView, into: &builder, fileID: fileID, line: line)
        }.warnings
        builder.settled.notes += refused
        return (builder.finish(), builder.settled)
    }

    /// The document of a table view and the warnings of laying its custom content views out (constraint
    /// conflicts, ambiguity), as `render` writes them on standard error: for the assertion library, which
    /// draws the document itself.
    @MainActor package static func documentAndWarnings(of tableView: UITableView, states: [State],
                                                       traits: UITraitCollection, width: CGFloat, scale: CGFloat? = nil,
                                                       fileID: String, line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, warnings: [String]) {
        let lowered = try lowered(tableView, states: states, traits: traits, width: width, scale: scale, fileID: fileID,
                                  line: line)
        return (lowered.document, SnapshotWriter.messages(for: lowered.settled.notes + lowered.settled.warnings,
                                                          fileID: fileID, line: line))
    }

    /// The document of one table view cell and the warnings of drawing it, as `render` writes them: for the
    /// assertion library.
    @MainActor package static func documentAndWarnings(ofCell cell: UITableViewCell, style: UITableView.Style,
                                                       states: [State], traits: UITraitCollection, width: CGFloat,
                                                       fileID: String, line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, warnings: [String]) {
        let source = SingleCellSource(makeCell: { cell })
        let tableView = UITableView(frame: .zero, style: style)
        tableView.dataSource = source
        return try withExtendedLifetime(source) { () throws(UIKitRenderError) -> (ListDocument, [String]) in
            try documentAndWarnings(of: tableView, states: states, traits: traits, width: width, fileID: fileID,
                                    line: line)
        }
    }

    /// The document of list cells and the warnings of drawing them, as `render` writes them on standard error:
    /// for the assertion library, which draws the document itself.
    @MainActor package static func documentAndWarnings(of sections: [ListSection],
                                                       appearance: UICollectionLayoutListConfiguration.Appearance,
                                                       states: [State], traits: UITraitCollection, width: CGFloat,
                                                       fileID: String, line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, warnings: [String]) {
        let lowered = try lowered(sections, appearance: appearance, states: states, traits: traits, width: width,
                                  fileID: fileID, line: line)
        return (lowered.document, SnapshotWriter.messages(for: lowered.settled.notes + lowered.settled.warnings,
                                                          fileID: fileID, line: line))
    }

    /// The document of a collection view and the warnings of drawing it, as `render` writes them on standard
    /// error: for the assertion library, which draws the document itself.
    @MainActor package static func documentAndWarnings(of collectionView: UICollectionView, states: [State],
                                                       traits: UITraitCollection, width: CGFloat, fileID: String,
                                                       line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, warnings: [String]) {
        let lowered = try lowered(collectionView, states: states, traits: traits, width: width, fileID: fileID, line: line)
        return (lowered.document, SnapshotWriter.messages(for: lowered.settled.notes + lowered.settled.warnings,
                                                          fileID: fileID, line: line))
    }

    /// The PNG of list cells (`UICollectionViewListCell`) in sections, one captioned column per state.
    ///
    /// ```swift
    /// let png = try CellshotUIKit.render([
    ///     .init(header: "Network", cells: [{ WiFiCell() }, { BluetoothCell() }]),
    /// ], appearance: .insetGrouped, states: [.normal, .selected])
    /// ```
    /// - Parameters:
    ///   - sections: the sections; each cell maker is called afresh for every column.
    ///   - appearance: the list's appearance.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func render(_ sections: [ListSection],
                                         appearance: UICollectionLayoutListConfiguration.Appearance,
                                         states: [State] = [.normal], traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> Data {
        let lowered = try lowered(sections, appearance: appearance, states: states, traits: traits, width: width,
                                  fileID: fileID, line: line)
        return try SnapshotWriter.png(lowered.document, settled: lowered.settled, fileID: fileID, line: line)
    }

    /// The list document of list cells in sections (see ``document(of:states:traits:width:scale:fileID:line:)``).
    /// - Parameters:
    ///   - sections: the sections; each cell maker is called afresh for every column.
    ///   - appearance: the list's appearance.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - scale: pixels per point; the traits' display scale, else 3.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func document(of sections: [ListSection],
                                           appearance: UICollectionLayoutListConfiguration.Appearance,
                                           states: [State] = [.normal], traits: UITraitCollection = UITraitCollection(),
                                           width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                           scale: CGFloat? = nil,
                                           fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> ListDocument {
        try lowered(sections, appearance: appearance, states: states, traits: traits, width: width, scale: scale,
                    fileID: fileID, line: line).document
    }

    /// List cells lowered to their document, with what laying them out left (warnings, the UIKit layer's notes).
    @MainActor static func lowered(_ sections: [ListSection], appearance: UICollectionLayoutListConfiguration.Appearance,
                                   states: [State], traits: UITraitCollection, width: CGFloat, scale: CGFloat? = nil,
                                   fileID: String, line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, settled: LayoutPass.Settled) {
        var builder = try DocumentBuilder(appearance: appearance.model, states: states, traits: traits, width: width,
                                          scale: scale, tint: .systemBlue, fileID: fileID, line: line)
        let refused = try OfflineDrawing.run { () throws(UIKitRenderError) in
            try ListCellPass.run(sections, appearance: appearance, into: &builder, fileID: fileID, line: line)
        }.warnings
        builder.settled.notes += refused
        return (builder.finish(), builder.settled)
    }

    /// A section of list cells: the cells and the header and footer titles (drawn in the list appearance's
    /// header and footer styles, as a table view's titles are).
    public struct ListSection {
        /// The header title, if any.
        public var header: String?
        /// The footer title, if any.
        public var footer: String?
        /// The header drawn from a list content configuration (`groupedHeader()`…), in place of ``header``.
        public var headerConfiguration: UIListContentConfiguration?
        /// The footer drawn from a list content configuration, in place of ``footer``.
        public var footerConfiguration: UIListContentConfiguration?
        /// The makers of the section's cells, each called afresh for every column.
        public var cells: [@MainActor () -> UICollectionViewCell]
        /// The grid layout of a collection view's grid section; `nil` for a list section.
        var grid: GridLayout?
        /// The accessories of the header's list cell (a header item's `outlineDisclosure()`), drawn at its trailing edge.
        var headerAccessories: [CellAccessory] = []
        /// The section's own list configuration (a section provider's), when it differs from the list's:
        /// drawn as the document section's appearance, separators and background; `nil` for the list's.
        var listConfiguration: UICollectionLayoutListConfiguration?
        /// The maker of a collection view's supplementary header view of yours (not a list cell), drawn as a
        /// template in place of ``headerConfiguration``.
        var headerView: (@MainActor () -> UIView)?

        /// A section.
        /// - Parameters:
        ///   - header: the header title.
        ///   - footer: the footer title.
        ///   - cells: the makers of the cells.
        public init(header: String? = nil, footer: String? = nil, cells: [@MainActor () -> UICollectionViewCell]) {
            self.header = header
            self.footer = footer
            self.cells = cells
        }

        /// A section whose header and footer are list content configurations (the supplementary views'
        /// `contentConfiguration` of a list).
        /// - Parameters:
        ///   - headerConfiguration: the header, such as `UIListContentConfiguration.prominentInsetGroupedHeader()`.
        ///   - footerConfiguration: the footer.
        ///   - cells: the makers of the cells.
        public init(headerConfiguration: UIListContentConfiguration?, footerConfiguration: UIListContentConfiguration? = nil,
                    cells: [@MainActor () -> UICollectionViewCell]) {
            self.headerConfiguration = headerConfiguration
            self.footerConfiguration = footerConfiguration
            self.cells = cells
        }
    }
}

/// The data source of a one-cell table.
@MainActor private final class SingleCellSource: NSObject, UITableViewDataSource {
    let makeCell: @MainActor () -> UITableViewCell

    init(makeCell: @escaping @MainActor () -> UITableViewCell) {
        self.makeCell = makeCell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { makeCell() }
}
