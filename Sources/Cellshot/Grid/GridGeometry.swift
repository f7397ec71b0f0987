import CellshotGraphics
import CellshotModel

/// Where a grid section's cells go: UIKit's compositional layout rules (docs/grids.md) applied to a
/// ``GridLayout`` and a number of items, with no drawing in it, so that the rules are tested on their own.
///
/// The section's group is placed again and again, down the section (or across it when it scrolls
/// orthogonally), each time filled with the next items, until the items run out. Cells are sized by
/// `cell`: called once per item with its content width and its fixed height, or `nil` when the height
/// is estimated (the cell self-sizes and says how tall it is).
struct GridGeometry {
    /// One cell placed: its item's index and frame (after the item's content insets), in the section's coordinates.
    struct Cell: Hashable {
        var index: Int
        var frame: Rect
    }

    /// A section laid out.
    struct Section: Hashable {
        /// The cells, in item order.
        var cells: [Cell]
        /// The section's size: its groups and its content insets.
        var size: Size
        /// The item indices whose estimated width was drawn at its estimate (cells do not self-size across).
        var estimatedWidths: [Int] = []
        /// The item indices of `uniformAcrossSiblings` heights in vertical groups, drawn as `estimated` ones.
        var uniformInColumns: [Int] = []
    }

    /// Sizes an item's cell: its index, its width and its height (`nil`: self-sizing), giving its height.
    typealias CellSizer = (_ index: Int, _ width: Double, _ height: Double?) throws(CellshotError) -> Double

    let layout: GridLayout
    /// The section's width: the list's.
    let width: Double
    /// Whether leading is the right edge.
    let rightToLeft: Bool

    /// Lays `count` items out.
    func section(count: Int, cell: @escaping CellSizer) throws(CellshotError) -> Section {
        let insets = layout.contentInsets
        let container = Size(width: max(0, width - insets.leading - insets.trailing),
                             height: max(0, layout.containerHeight - insets.top - insets.bottom))
        var placer = Placer(cell: cell, total: count)
        var offset = 0.0, extent = 0.0
        let across = layout.orthogonalScrollingBehavior.scrollsOrthogonally
        if across && layout.orthogonalScrollingBehavior == .groupPagingCentered,
           let groupWidth = Self.resolve(layout.group.layoutSize.widthDimension, in: container) {
            offset = (container.width - groupWidth) / 2
        }
        var placedAny = false
        while placer.next < count {
            if placedAny { offset += layout.interGroupSpacing }
            let origin = across ? Point(x: insets.leading + offset, y: insets.top) : Point(x: insets.leading, y: insets.top + offset)
            let size = try placer.place(.group(layout.group), container: container, at: origin)
            offset += across ? size.width : size.height
            extent = max(extent, across ? size.height : size.width)
            placedAny = true
        }
        let size = across
            ? Size(width: width, height: insets.top + extent + insets.bottom)
            : Size(width: width, height: insets.top + offset + insets.bottom)
        var cells = placer.cells
        if rightToLeft {
            // Leading is the right edge: the whole section mirrors.
            for index in cells.indices {
                let frame = cells[index].frame
                cells[index].frame = Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        return Section(cells: cells, size: size, estimatedWidths: placer.estimatedWidths, uniformInColumns: placer.uniformInColumns)
    }

    /// A dimension's length in a container; `nil` when the content decides it.
    static func resolve(_ dimension: GridDimension, in container: Size) -> Double? {
        switch dimension {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let length): length
        case .estimated, .uniformAcrossSiblings: nil
        }
    }
}

/// Fills groups with items, depth first, in item order.
private struct Placer {
    let cell: GridGeometry.CellSizer
    let total: Int
    var next = 0
    var cells: [GridGeometry.Cell] = []
    var estimatedWidths: [Int] = []
    var uniformInColumns: [Int] = []

    init(cell: @escaping GridGeometry.CellSizer, total: Int) {
        self.cell = cell
        self.total = total
    }

    /// Places an element (an item or a group) at `origin` in a container; its width may be given
    /// (a `count` group's share) instead of its own. Returns its size.
    mutating func place(_ element: GridElement, container: Size, at origin: Point,
                        width givenWidth: Double? = nil, height givenHeight: Double? = nil) throws(CellshotError) -> Size {
        switch element {
        case .item(let item):
            return try place(item, container: container, at: origin, width: givenWidth, height: givenHeight)
        case .group(let group):
            return try place(group, container: container, at: origin, width: givenWidth, height: givenHeight)
        }
    }

    /// A cell: its frame is the item's, shrunk by the item's content insets along every axis whose
    /// dimension is not estimated (UIKit ignores them there); an estimated height is the cell's own.
    private mutating func place(_ item: GridItem, container: Size, at origin: Point,
                                width givenWidth: Double?, height givenHeight: Double?) throws(CellshotError) -> Size {
        let index = next
        next += 1
        let size = item.layoutSize
        let insets = item.contentInsets
        var width = givenWidth ?? GridGeometry.resolve(size.widthDimension, in: container) ?? 0
        if givenWidth == nil, case .estimated(let estimate) = size.widthDimension { width = estimate; estimatedWidths.append(index) }
        if givenWidth == nil, case .uniformAcrossSiblings(let estimate) = size.widthDimension { width = estimate; estimatedWidths.append(index) }
        let widthInsets = size.widthDimension.isEstimated && givenWidth == nil ? 0 : insets.leading + insets.trailing
        let leadingInset = widthInsets == 0 ? 0 : insets.leading
        let contentWidth = max(0, width - widthInsets)
        let fixedHeight = givenHeight ?? GridGeometry.resolve(size.heightDimension, in: container)
        let frame: Rect
        if let fixedHeight {
            let contentHeight = max(0, fixedHeight - insets.top - insets.bottom)
            let drawn = try cell(index, contentWidth, contentHeight)
            frame = Rect(x: origin.x + leadingInset, y: origin.y + insets.top, width: contentWidth, height: drawn)
            cells.append(.init(index: index, frame: frame))
            return Size(width: width, height: fixedHeight)
        }
        let height = try cell(index, contentWidth, nil)
        frame = Rect(x: origin.x + leadingInset, y: origin.y, width: contentWidth, height: height)
        cells.append(.init(index: index, frame: frame))
        return Size(width: width, height: height)
    }

    /// A group: its subitems one after the other along its axis, inside its content insets.
    private mutating func place(_ group: GridGroup, container: Size, at origin: Point,
                                width givenWidth: Double?, height givenHeight: Double?) throws(CellshotError) -> Size {
        let horizontal = group.axis == .horizontal
        let size = group.layoutSize
        let insets = group.contentInsets
        // An estimated length is the content's; until the content is laid out, the estimate stands in for
        // it as the subitems' container (UIKit resolves fractions of an estimated group against the estimate).
        func length(_ dimension: GridDimension, given: Double?) -> (length: Double, isEstimated: Bool) {
            if let given { return (given, false) }
            switch dimension {
            case .estimated(let estimate), .uniformAcrossSiblings(let estimate): return (estimate, true)
            default: return (GridGeometry.resolve(dimension, in: container) ?? 0, false)
            }
        }
        let (groupWidth, widthEstimated) = length(size.widthDimension, given: givenWidth)
        let (groupHeight, heightEstimated) = length(size.heightDimension, given: givenHeight)
        let inner = Size(width: max(0, groupWidth - insets.leading - insets.trailing),
                         height: max(0, groupHeight - insets.top - insets.bottom))
        let innerOrigin = Point(x: origin.x + insets.leading, y: origin.y + insets.top)
        let available = horizontal ? inner.width : inner.height
        let firstCell = cells.count

        // The subitems placed, each with its start along the axis and its size.
        var placed: [(start: Double, size: Size, firstCell: Int)] = []
        var along = 0.0
        func point(at position: Double) -> Point {
            horizontal ? Point(x: innerOrigin.x + position, y: innerOrigin.y) : Point(x: innerOrigin.x, y: innerOrigin.y + position)
        }
        switch group.subitems {
        case .repeating(let element, let count):
            // `count` equal shares of the group's length, the spacing taken out first; the subitem's own
            // length along the axis is not used.
            let share = max(0, (available - Double(count - 1) * group.interItemSpacing.minimum) / Double(count))
            for position in 0..<count where next < total {
                let start = Double(position) * (share + group.interItemSpacing.minimum)
                let cellIndex = cells.count
                let size = try place(element, container: inner, at: point(at: start),
                                     width: horizontal ? share : nil, height: horizontal ? nil : share)
                placed.append((start, size, cellIndex))
            }
        case .subitems(let elements):
            // The subitems in order, again and again while the next one fits (the first always goes in).
            var position = 0
            while next < total {
                let element = elements[position % elements.count]
                let length = Self.length(of: element, along: horizontal, in: inner)
                if !placed.isEmpty, let length, along + group.interItemSpacing.minimum + length > available + 1e-6 { break }
                if !placed.isEmpty { along += group.interItemSpacing.minimum }
                let cellIndex = cells.count
                let size = try place(element, container: inner, at: point(at: along))
                placed.append((along, size, cellIndex))
                along += horizontal ? size.width : size.height
                position += 1
                // Self-sized subitems (whose length is known only once placed) end the group when they overflow it.
                if length == nil, along > available + 1e-6 { break }
            }
            // Flexible spacing: the room left over is shared equally between the gaps.
            if case .flexible = group.interItemSpacing, placed.count > 1, along < available {
                let extra = (available - along) / Double(placed.count - 1)
                for (order, subitem) in placed.enumerated() where order > 0 {
                    let shift = extra * Double(order)
                    let end = order + 1 < placed.count ? placed[order + 1].firstCell : cells.count
                    for index in subitem.firstCell..<end {
                        let frame = cells[index].frame
                        cells[index].frame = horizontal
                            ? Rect(x: frame.minX + shift, y: frame.minY, width: frame.width, height: frame.height)
                            : Rect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height)
                    }
                }
            }
        }
        try stretchUniformSiblings(group, from: firstCell, horizontal: horizontal)
        let contentAlong = placed.last.map { $0.start + (horizontal ? $0.size.width : $0.size.height) } ?? 0
        let contentAcross = placed.map { horizontal ? $0.size.height : $0.size.width }.max() ?? 0
        // An estimated group is as long as its content, plus its insets; a group with a size keeps it.
        var result = Size(width: groupWidth, height: groupHeight)
        if heightEstimated {
            result.height = (horizontal ? contentAcross : contentAlong) + insets.top + insets.bottom
        }
        if widthEstimated {
            result.width = (horizontal ? contentAlong : contentAcross) + insets.leading + insets.trailing
        }
        return result
    }

    /// A subitem's length along the axis when its size says it, `nil` when its content decides.
    private static func length(of element: GridElement, along horizontal: Bool, in container: Size) -> Double? {
        let size = element.layoutSize
        let dimension = horizontal ? size.widthDimension : size.heightDimension
        switch dimension {
        case .estimated(let estimate), .uniformAcrossSiblings(let estimate):
            // An estimated width is drawn at its estimate (cells do not self-size across); an estimated height is the cell's.
            return horizontal ? estimate : nil
        default:
            return GridGeometry.resolve(dimension, in: container)
        }
    }

    /// `uniformAcrossSiblings` items of a horizontal group: every one as tall as the tallest, each cell laid out
    /// again at that height (a second solver pass for those only).
    private mutating func stretchUniformSiblings(_ group: GridGroup, from firstCell: Int, horizontal: Bool) throws(CellshotError) {
        var uniform: [Int] = []
        guard horizontal else {
            // Siblings one under the other would move each other down as they grow: drawn as estimated, said.
            let elements: [GridElement] = switch group.subitems {
            case .repeating(let element, _): [element]
            case .subitems(let elements): elements
            }
            let hasUniform = elements.contains {
                if case .item(let item) = $0, case .uniformAcrossSiblings = item.layoutSize.heightDimension { true } else { false }
            }
            if hasUniform, firstCell < cells.count { uniformInColumns.append(cells[firstCell].index) }
            return
        }
        switch group.subitems {
        case .repeating(.item(let item), _):
            if case .uniformAcrossSiblings = item.layoutSize.heightDimension { uniform = Array(firstCell..<cells.count) }
        case .subitems(let elements):
            // Only direct items: a nested group's cells are its own siblings.
            let items = elements.compactMap { if case .item(let item) = $0 { item } else { nil } }
            guard items.count == elements.count,
                  items.allSatisfy({ if case .uniformAcrossSiblings = $0.layoutSize.heightDimension { true } else { false } })
            else { return }
            uniform = Array(firstCell..<cells.count)
        default:
            return
        }
        guard uniform.count > 1, let tallest = uniform.map({ cells[$0].frame.height }).max() else { return }
        for position in uniform where cells[position].frame.height < tallest {
            let frame = cells[position].frame
            let height = try cell(cells[position].index, frame.width, tallest)
            cells[position].frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        }
    }
}
