import CellshotSwiftUILayout
import Foundation

/// Views in rows and columns (SwiftUI's `Grid`), laid out by ``GridLayout``.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Value") }
///     Divider()
///     GridRow { Text("Other"); Text("1") }
/// }
/// ```
public struct Grid<Content: View> {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// A grid.
    /// - Parameters:
    ///   - alignment: how cells line up in their room (default: centred).
    ///   - horizontalSpacing: the distance between columns; `nil` for the default.
    ///   - verticalSpacing: the distance between rows; `nil` for the default.
    ///   - content: rows (`GridRow`) and views that span every column.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "Grid", content: view.content, inputs)
    }
}

extension Grid: View {}

/// A row of a `Grid` (SwiftUI's `GridRow`): each of its views is a cell of the next column.
public struct GridRow<Content: View> {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A grid row.
    /// - Parameters:
    ///   - alignment: how the row's cells line up vertically; `nil` for the grid's alignment.
    ///   - content: the cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var traits = LayoutTraits()
        traits.gridRow = GridRowTrait(alignment: view.alignment)
        return LayoutContainer.nodes(GridRowLayout(alignment: view.alignment), name: "GridRow", content: view.content,
                                     traits: traits, inputs)
    }
}

extension GridRow: View {}

extension View {
    /// Makes the cell span `count` columns of its grid.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of the cell's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Puts the cell at a point of its room, whatever the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Lets the cell take the room the other cells make on `axes` without asking for any (a `Color` or a
    /// `Divider` that should not widen its column).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// A vertical grid of columns, filled row by row (SwiftUI's `LazyVGrid`), laid out whole (``LazyGridLayout``).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(items) { ItemView($0) } }
/// ```
public struct LazyVGrid<Content: View> {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// A vertical grid.
    /// - Parameters:
    ///   - columns: the columns.
    ///   - alignment: how views line up in their cells (default: centred).
    ///   - spacing: the distance between rows; `nil` for the default (8).
    ///   - pinnedViews: accepted; a picture shows the grid at rest.
    ///   - content: the views.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "LazyVGrid", content: view.content, inputs)
    }
}

extension LazyVGrid: View {}

/// A horizontal grid of rows, filled column by column (SwiftUI's `LazyHGrid`), laid out whole.
public struct LazyHGrid<Content: View> {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// A horizontal grid.
    /// - Parameters:
    ///   - rows: the rows.
    ///   - alignment: how views line up in their cells (default: centred).
    ///   - spacing: the distance between columns; `nil` for the default (8).
    ///   - pinnedViews: accepted; a picture shows the grid at rest.
    ///   - content: the views.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "LazyHGrid", content: view.content, inputs)
    }
}

extension LazyHGrid: View {}

/// Views of a lazy stack or grid that stay pinned while scrolling (SwiftUI's `PinnedScrollableViews`): accepted; a
/// picture shows the content at rest, where pinned headers sit where they are.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack laid out whole, as wide as it is offered (SwiftUI's `LazyVStack`; ``LazyStackLayout``).
public struct LazyVStack<Content: View> {
    public typealias Body = Never
    let layout: LazyStackLayout
    let content: Content

    /// A lazy vertical stack.
    /// - Parameters:
    ///   - alignment: how views line up across (default: centred).
    ///   - spacing: the distance between views; `nil` for what each pair prefers.
    ///   - pinnedViews: accepted; a picture shows the stack at rest.
    ///   - content: the views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .vertical, horizontal: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "LazyVStack", content: view.content, inputs)
    }
}

extension LazyVStack: View {}

/// A horizontal stack laid out whole, as tall as it is offered (SwiftUI's `LazyHStack`).
public struct LazyHStack<Content: View> {
    public typealias Body = Never
    let layout: LazyStackLayout
    let content: Content

    /// A lazy horizontal stack.
    /// - Parameters:
    ///   - alignment: how views line up across (default: centred).
    ///   - spacing: the distance between views; `nil` for what each pair prefers.
    ///   - pinnedViews: accepted; a picture shows the stack at rest.
    ///   - content: the views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .horizontal, vertical: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "LazyHStack", content: view.content, inputs)
    }
}

extension LazyHStack: View {}
