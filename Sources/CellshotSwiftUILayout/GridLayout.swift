import Foundation

/// A two-dimensional layout of rows and columns (SwiftUI's `GridLayout`, the layout of `Grid`): its subviews are
/// rows (`GridRow`, whose views are its cells) and views outside any row, which span every column.
///
/// - Each column is as wide as its widest cell, each row as tall as its tallest cell (Apple: `Grid`); offered a
///   length, columns (and rows) share it as a stack's subviews do, the least flexible first [I: Apple describes
///   only the widest-cell rule].
/// - A cell spanning several columns (`gridCellColumns`) and a cell with `gridCellUnsizedAxes` do not size the
///   columns or rows they are in; they take the room the others make [I: spanning cells never widen columns].
/// - A view outside a row takes the grid's width and its own height, without widening the grid [I: Apple's
///   `Divider` example].
/// - A cell is aligned in its room by its `gridCellAnchor`, else its column's `gridColumnAlignment` and its
///   row's alignment, else the grid's.
/// - `nil` spacing is the default spacing, 8 [I: Grid's spacing rule for text cells is not known; 8 between
///   ordinary views].
///
/// ```swift
/// GridLayout(alignment: .leading) { GridRow { Text("a"); Text("b") } }
/// ```
public struct GridLayout: Layout {
    /// How cells line up in their room, unless a column, row or cell says otherwise.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the default.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    /// - Parameters:
    ///   - alignment: how cells line up in their room (default: centred).
    ///   - horizontalSpacing: the distance between columns; `nil` for the default.
    ///   - verticalSpacing: the distance between rows; `nil` for the default.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Subviews outside rows are laid out as rows of their own (a divider there is horizontal).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// One cell: its proxy, its first column and the columns it spans.
    struct Cell {
        var subview: LayoutSubview
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }

    /// One row: its cells (one spanning all columns for a view outside a row), its alignment.
    struct Row {
        var subview: LayoutSubview
        var cells: [Cell]
        var isFullWidth: Bool
        var alignment: VerticalAlignment?
    }

    /// The geometry of the grid for a proposal.
    struct Geometry {
        var rows: [Row]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    private var columnGap: CGFloat { horizontalSpacing ?? SwiftUIFigures.defaultSpacing }
    private var rowGap: CGFloat { verticalSpacing ?? SwiftUIFigures.defaultSpacing }

    func rows(_ subviews: Subviews) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for subview in subviews {
            if let row = subview.gridRow {
                var cells: [Cell] = []
                var column = 0
                for cell in row.cells {
                    let span = Swift.max(1, cell[GridCellColumnsKey.self])
                    cells.append(Cell(subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self]))
                    column += span
                }
                columns = Swift.max(columns, column)
                rows.append(Row(subview: subview, cells: cells, isFullWidth: false, alignment: row.alignment))
            } else {
                rows.append(Row(subview: subview, cells: [Cell(subview: subview, column: 0, span: 0, unsized: [])],
                                isFullWidth: true, alignment: nil))
            }
        }
        return (rows, columns)
    }

    func width(of cell: Cell, _ widths: [CGFloat], fullWidth: CGFloat) -> CGFloat {
        guard cell.span > 0 else { return fullWidth }
        let end = Swift.min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnGap * CGFloat(end - cell.column - 1)
    }

    func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Geometry {
        let (rows, columns) = rows(subviews)
        // Columns: sized by their one-column cells that size them.
        var sizing: [[LayoutSubview]] = Array(repeating: [], count: columns)
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                sizing[cell.column].append(cell.subview)
            }
        }
        func columnWidth(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            sizing[column].reduce(0) { Swift.max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        var widths: [CGFloat]
        if let width = proposal.width {
            let available = width - columnGap * CGFloat(Swift.max(0, columns - 1))
            widths = LengthDistribution { columnWidth($0, $1) }.distribute(available, count: columns).lengths
        } else {
            widths = (0..<columns).map { columnWidth($0, nil) }
        }
        let columnsWidth = widths.reduce(0, +) + columnGap * CGFloat(Swift.max(0, columns - 1))
        // Views outside rows take the grid's width, or their own when the grid has no columns.
        let fullWidth: CGFloat = columns > 0 ? columnsWidth : rows.reduce(0) { width, row in
            Swift.max(width, row.subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        func rowHeight(_ index: Int, _ offer: CGFloat?) -> CGFloat {
            rows[index].cells.reduce(0) { height, cell in
                guard !cell.unsized.contains(.vertical) else { return height }
                let cellWidth = width(of: cell, widths, fullWidth: fullWidth)
                return Swift.max(height, cell.subview.sizeThatFits(ProposedViewSize(width: cellWidth, height: offer)).height)
            }
        }
        let heights: [CGFloat]
        if let height = proposal.height {
            let available = height - rowGap * CGFloat(Swift.max(0, rows.count - 1))
            heights = LengthDistribution { rowHeight($0, $1) }.distribute(available, count: rows.count).lengths
        } else {
            heights = rows.indices.map { rowHeight($0, nil) }
        }
        let height = heights.reduce(0, +) + rowGap * CGFloat(Swift.max(0, rows.count - 1))
        return Geometry(rows: rows, columnWidths: widths, rowHeights: heights,
                        size: CGSize(width: columns > 0 ? columnsWidth : fullWidth, height: height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        geometry(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let geometry = geometry(proposal, subviews)
        // A column's alignment: the first `gridColumnAlignment` a cell of it sets.
        var columnAlignments: [HorizontalAlignment?] = Array(repeating: nil, count: geometry.columnWidths.count)
        for row in geometry.rows where !row.isFullWidth {
            for cell in row.cells where cell.column < columnAlignments.count && columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = cell.subview[GridColumnAlignmentKey.self]
            }
        }
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for width in geometry.columnWidths {
            columnStarts.append(x)
            x += width + columnGap
        }
        var y = bounds.minY
        for (index, row) in geometry.rows.enumerated() {
            let height = geometry.rowHeights[index]
            let rowFrame = CGRect(x: bounds.minX, y: y, width: geometry.size.width, height: height)
            if !row.isFullWidth {
                // The row itself covers its room; its cells are then placed where the grid puts them.
                row.subview.place(in: rowFrame, proposal: ProposedViewSize(rowFrame.size))
            }
            for cell in row.cells {
                let cellWidth = width(of: cell, geometry.columnWidths, fullWidth: geometry.size.width)
                let room = CGRect(x: cell.span == 0 ? bounds.minX : columnStarts[cell.column], y: y,
                                  width: cellWidth, height: height)
                let offer = ProposedViewSize(room.size)
                let dimensions = cell.subview.dimensions(in: offer)
                let origin: CGPoint
                if let anchor = cell.subview[GridCellAnchorKey.self] {
                    origin = CGPoint(x: room.minX + anchor.x * (room.width - dimensions.width),
                                     y: room.minY + anchor.y * (room.height - dimensions.height))
                } else {
                    let horizontal = (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
                    let vertical = row.alignment ?? alignment.vertical
                    origin = AlignmentPlacement(alignment: Alignment(horizontal: horizontal, vertical: vertical))
                        .origin(of: dimensions, in: room)
                }
                cell.subview.place(at: origin, proposal: offer)
            }
            y += height + rowGap
        }
    }
}

/// What a grid reads of a `GridRow`: its cells and its vertical alignment.
package struct GridRowTrait {
    package var alignment: VerticalAlignment?
    package init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// A `GridRow` outside a grid lays its cells out as an `HStack` does [I].
package struct GridRowLayout: Layout {
    package var alignment: VerticalAlignment?
    package init(alignment: VerticalAlignment?) { self.alignment = alignment }

    /// Cells are laid out side by side: a divider in a row is vertical [I].
    package static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension LayoutSubview {
    /// The row's cells, when the subview is a `GridRow`.
    var gridRow: (cells: LayoutSubviews, alignment: VerticalAlignment?)? {
        guard let trait = node.traits.gridRow else { return nil }
        return (LayoutSubviews(nodes: node.children, direction: node.direction, placement: placement), trait.alignment)
    }
}

/// `gridCellColumns(_:)`: how many columns a cell spans (1 unless set).
package enum GridCellColumnsKey: LayoutValueKey {
    package static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column.
package enum GridColumnAlignmentKey: LayoutValueKey {
    package static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellAnchor(_:)`: where the cell sits in its room, overriding the alignments.
package enum GridCellAnchorKey: LayoutValueKey {
    package static let defaultValue: UnitPoint? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes on which the cell takes the room the others make without asking for any.
package enum GridCellUnsizedAxesKey: LayoutValueKey {
    package static let defaultValue: Axis.Set = []
}
