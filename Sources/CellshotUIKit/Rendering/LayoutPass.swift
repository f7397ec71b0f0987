import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation

/// A custom row's content view in one column, kept alive until the column is laid out, so that its
/// `layoutSubviews()` runs with the frames Auto Layout solved, as in UIKit.
@MainActor struct LiveContent {
    /// The column the view was made for.
    let state: CellshotUIKit.State
    let row: IndexPath
    let cell: UIView
    let contentView: UIView
    let background: UIBackgroundConfiguration?
    let lowering: ConfigurationLowering
    /// Whether the cell is a grid item (``GridCellLook``): its plain cell's look and margins.
    var inGrid = false

    /// The content view as a template, with the cell's background configuration (a grid cell's: the content
    /// view's colour when it has one).
    func snapshot() throws(UIKitRenderError) -> ContentViewSnapshot {
        var lowering = ContentViewLowering(lowering: self.lowering, row: row, cell: cell)
        var snapshot = try lowering.snapshot(of: contentView)
        // The content view's own colour is the row's content background (beside the accessories, over the
        // selection: `ColumnRow.contentBackground`), not the cell's; a grid's plain cell draws it as its look.
        if !inGrid { snapshot.background = nil }
        if inGrid { GridCellLook.apply(to: &snapshot, cell: cell, contentView: contentView, background: background,
                                       with: self.lowering) }
        if snapshot.background == nil, let background {
            var lowered = self.lowering.background(background)
            if inGrid { GridCellLook.listDefaultColor(background, lowered: &lowered, with: self.lowering) }
            if lowered != BackgroundConfiguration() { snapshot.background = ContentViewLowering.background(lowered) }
        }
        // No background configuration: the cell's legacy backgroundColor, under the selected look as UIKit's
        // selectedBackgroundView covers it; a table view cell without a selected look keeps its normal fill.
        if snapshot.background == nil, background == nil,
           let legacy = try TablePass.background(of: cell, configuration: nil,
                                                 selectionStyle: (cell as? UITableViewCell)?.selectionStyle ?? .default,
                                                 with: self.lowering) {
            snapshot.background = ContentViewLowering.background(legacy)
        }
        // The content view's margins are the cell's: margins set on the cell are the template's unless the
        // content view has its own.
        if snapshot.margins == nil, let margins = cell.explicitMargins {
            snapshot.margins = try ContentViewLowering.insets(margins, of: "the cell", row: row)
        }
        return snapshot
    }

    /// Gives the cell, the content view and every named view the frame the layout solved (in its superview's
    /// coordinates), then runs `layoutSubviews()` top-down.
    func apply(_ layout: RowLayout) {
        cell.storedFrame = CGRect(layout.frame)
        if let template = layout.template {
            // Template frames are in the cell's coordinates; a view's frame is in its superview's.
            let content = template.contentFrame
            contentView.storedFrame = CGRect(content)
            var lowering = ContentViewLowering(lowering: self.lowering, row: row, cell: cell)
            let views = lowering.viewsByName(under: contentView)
            var inCell: [ObjectIdentifier: Rect] = [ObjectIdentifier(contentView): content,
                                                    ObjectIdentifier(cell): template.bounds]
            for (name, view) in views { if let frame = template.frames[name] { inCell[ObjectIdentifier(view)] = frame } }
            func place(_ frame: Rect, in superview: UIView?) -> CGRect {
                let origin = superview.flatMap { inCell[ObjectIdentifier($0)] } ?? content
                return CGRect(x: frame.minX - origin.minX, y: frame.minY - origin.minY, width: frame.width,
                              height: frame.height)
            }
            for view in views.values {
                guard let frame = inCell[ObjectIdentifier(view)] else { continue }
                view.storedFrame = place(frame, in: view.superview)
            }
            // Margins guides (made now if need be, so that layoutSubviews() reads a solved one on the first
            // pass): the content view's (the template's, or the cell's), each view's directionalLayoutMargins
            // for the others, leading and trailing swapped right to left.
            let rightToLeft = self.lowering.traits.layoutDirection == .rightToLeft
            func inset(_ size: CGSize, _ margins: DirectionalEdgeInsets) -> CGRect {
                let left = CGFloat(rightToLeft ? margins.trailing : margins.leading)
                let right = CGFloat(rightToLeft ? margins.leading : margins.trailing)
                return CGRect(x: left, y: CGFloat(margins.top), width: max(0, size.width - left - right),
                              height: max(0, size.height - CGFloat(margins.top) - CGFloat(margins.bottom)))
            }
            contentView.systemMargins = NSDirectionalEdgeInsets(template.layoutMargins)
            contentView.layoutMarginsGuide.storedLayoutFrame = inset(contentView.bounds.size, template.layoutMargins)
            for view in views.values {
                view.layoutMarginsGuide.storedLayoutFrame = inset(view.bounds.size, view.directionalLayoutMargins.model)
            }
            // A list content view's text guide, where its texts were laid out.
            for (name, view) in views {
                guard let listView = view as? UIListContentView, let guide = listView.storedTextGuide,
                      let frame = template.frames["\(name).textLayoutGuide"] else { continue }
                guide.storedLayoutFrame = place(frame, in: listView)
            }
            // A guide's layout frame is in its owning view's coordinates.
            for (name, guide) in lowering.guidesByName(under: contentView) {
                guard let frame = template.frames[name] else { continue }
                guide.storedLayoutFrame = place(frame, in: guide.owningView)
            }
        }
        contentView.layoutIfNeeded()
        // The views added to the cell itself (the cell's own layoutSubviews() is UIKit's: not run).
        for view in cell.subviews where view !== contentView { view.layoutIfNeeded() }
    }
}

/// Solve, run `layoutSubviews()` top-down, solve again if it changed anything: the custom content views of
/// a table's columns get the frames Auto Layout gives them before their `layoutSubviews()` runs.
@MainActor enum LayoutPass {
    /// One state column's sections, before they go into the document.
    struct Column {
        let state: CellshotUIKit.State
        var sections: [DocumentBuilder.ColumnSection]
    }

    /// How many times `layoutSubviews()` runs at most: UIKit lays out again while a pass changes constraints;
    /// a view that changes them every time would never settle.
    static let maximumPasses = 3

    /// Lays the columns out and runs the live views' `layoutSubviews()` with the solved frames, replacing
    /// each custom row's template with what the view looks like afterwards; again while that changes
    /// anything, up to ``maximumPasses`` times.
    ///
    /// A table view cell whose automatic height solves to zero — its constraints do not reach the bottom of the
    /// content view, as in a cell placed by frames — gets UIKit's standard row height, with UIKit's warning.
    /// - Returns: the warnings of the custom rows' last layout (constraint conflicts, ambiguity), which are the
    ///   drawn document's when the views settled, the notes of this pass (the collapsed rows), and the
    ///   renderer of the last layout when the views settled, whose document is the drawn one.
    @discardableResult
    static func settle(_ columns: inout [Column], lives: [LiveContent], builder: DocumentBuilder, fileID: String,
                       line: Int) throws(UIKitRenderError) -> Settled {
        guard !lives.isEmpty else { return Settled() }
        var settled = Settled()
        let environment = try SnapshotWriter.environment(fileID: fileID, line: line)
        for _ in 0..<maximumPasses {
            var trial = builder
            for column in columns { try trial.add(column.sections, state: column.state) }
            let layouts: [CellshotUIKit.State: ListLayout]
            let renderer: ListRenderer
            do {
                renderer = try ListRenderer(document: trial.finish(takingNotes: false), file: "", options: SnapshotWriter.options,
                                            environment: environment)
                var solved: [CellshotUIKit.State: ListLayout] = [:]
                for state in builder.states { solved[state] = try renderer.layout(in: state.model) }
                layouts = solved
                settled.warnings = renderer.warnings
            } catch {
                throw .render(error.description, fileID: fileID, line: line)
            }
            var changed = false
            for live in lives {
                // The layout has the document's sections and rows, which are the columns'; checked all the same.
                guard let column = columns.firstIndex(where: { $0.state == live.state }),
                      let sections = layouts[live.state]?.sections, sections.indices.contains(live.row.section),
                      sections[live.row.section].rows.indices.contains(live.row.row) else { continue }
                let rowLayout = sections[live.row.section].rows[live.row.row]
                var row = columns[column].sections[live.row.section].rows[live.row.row]
                if live.cell is UITableViewCell, row.configuration.height == nil, rowLayout.frame.height < 0.001 {
                    row.configuration.height = .fixed(Double(standardRowHeight))
                    columns[column].sections[live.row.section].rows[live.row.row] = row
                    changed = true
                    // UIKit warns once; so does a drawing, naming the first row.
                    if settled.notes.isEmpty { settled.notes.append("row \(live.row.row) of section \(live.row.section), "
                                                    + "\(live.state.rawValue) column: \(collapseWarning)") }
                    continue
                }
                live.apply(rowLayout)
                let snapshot = try live.snapshot()
                if row.custom != snapshot {
                    columns[column].sections[live.row.section].rows[live.row.row].custom = snapshot
                    changed = true
                }
            }
            if !changed {
                settled.renderer = renderer
                return settled
            }
        }
        return settled
    }

    /// What laying the custom content views out left: see ``settle(_:lives:builder:fileID:line:)``.
    struct Settled {
        var warnings: [String] = []
        var notes: [String] = []
        /// The renderer of the drawn document, its templates' constraint systems built: drawing with it
        /// saves building them again.
        var renderer: ListRenderer?
    }

    /// UIKit's standard height of a table view row, which a self-sizing cell that collapses to zero gets.
    static let standardRowHeight: CGFloat = 44

    /// What UIKit logs when it gives a collapsed self-sizing cell the standard height.
    static let collapseWarning = "Detected a case where constraints ambiguously suggest a height of zero for a "
        + "table view cell's content view. We're considering the collapse unintentional and using standard "
        + "height instead."
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}
