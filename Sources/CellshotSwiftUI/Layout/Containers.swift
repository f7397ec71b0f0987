import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// The first of its views that fits the proposal on the constrained axes, else the last (SwiftUI's
/// `ViewThatFits`): only that one is drawn (``ViewThatFitsLayout``).
///
/// ```swift
/// ViewThatFits(in: .horizontal) { Text("Download all files"); Text("Download") }
/// ```
public struct ViewThatFits<Content: View> {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that picks the first of its views that fits.
    /// - Parameters:
    ///   - axes: the axes whose proposal a view must fit (both by default).
    ///   - content: the candidates, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let outputs = LayoutContainer.nodes(ViewThatFitsLayout(axes: view.axes), name: "ViewThatFits",
                                            content: view.content, inputs)
        for node in outputs.nodes { node.payload = IncludedChildrenDrawing() }
        return outputs
    }
}

extension ViewThatFits: View {}

/// Draws the children their layout did not leave out.
final class IncludedChildrenDrawing: NodeDrawing {
    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        for child in node.children where !child.isExcluded { canvas.draw(child) }
    }
}

/// A scrollable view (SwiftUI's `ScrollView`), drawn as it first appears: its content laid out whole, at the top
/// (leading) edge (``ScrollViewLayout``). Scroll indicators are not drawn (they are hidden at rest).
public struct ScrollView<Content: View> {
    public typealias Body = Never
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (none in a picture).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view.
    /// - Parameters:
    ///   - axes: the scrollable axes (vertical by default).
    ///   - showsIndicators: whether indicators show while scrolling.
    ///   - content: the content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        // Several views in a scroll view are an implicit VStack (OpenSwiftUI's implicit root).
        var contentInputs = inputs.child(at: 0)
        contentInputs.environment.stackOrientation = .vertical
        // The content's `.containerRelativeFrame` is relative to the scroll view.
        let container = ContainerSizeReference()
        contentInputs.environment.containerSize = container
        var children = Content._makeNodes(view.content, contentInputs).nodes
        if children.count > 1 {
            children = [LayoutNode(layout: VStackLayout(), children: children, name: "VStack",
                                   direction: inputs.environment.layoutDirection)]
        }
        return _ViewOutputs(LayoutNode(layout: ScrollViewLayout(axes: view.axes, container: container), children: children,
                                       name: "ScrollView", direction: inputs.environment.layoutDirection))
    }
}

extension ScrollView: View {}

/// Gives its content a proxy to scroll with (SwiftUI's `ScrollViewReader`). A picture shows the scroll view at
/// rest: `scrollTo` does nothing.
public struct ScrollViewReader<Content: View> {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A scroll view reader.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: View {
    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls a scroll view to a view (SwiftUI's `ScrollViewProxy`); inert in a picture.
public struct ScrollViewProxy: Sendable {
    init() {}
    /// Does nothing: the picture shows the scroll view at rest.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension View {
    /// Accepted and inert: the picture shows the scroll view at rest.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}

/// A container whose content is made with its size (SwiftUI's `GeometryReader`): it takes the whole proposal
/// and puts its content at its top-leading corner (``GeometryReaderLayout``). The content is made when the reader
/// is placed, as SwiftUI makes it once the size is known.
///
/// ```swift
/// GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
/// ```
public struct GeometryReader<Content: View> {
    public typealias Body = Never
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(at: 0)
        contentInputs.environment.stackOrientation = nil
        let safeArea = inputs.environment.safeArea
        let layout = DeferredContentLayout(base: GeometryReaderLayout()) { bounds in
            // Placing runs on the main actor (the hosting layout is main-actor isolated).
            var nodes: [LayoutNode] = []
            MainActor.assumeIsolated {
                let proxy = GeometryProxy(globalFrame: bounds, safeArea: safeArea.geometry)
                nodes = Content._makeNodes(view.content(proxy), contentInputs).nodes
            }
            if nodes.count > 1 {
                // Several views in the reader are an implicit ZStack placed at its top-leading corner.
                nodes = [LayoutNode(layout: ZStackLayout(alignment: .topLeading), children: nodes, name: "ZStack",
                                    direction: contentInputs.environment.layoutDirection)]
            }
            return nodes
        }
        return _ViewOutputs(LayoutNode(layout: layout, children: [], name: "GeometryReader",
                                       direction: inputs.environment.layoutDirection))
    }
}

extension GeometryReader: View {}

/// The size and position of a `GeometryReader` (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Sendable {
    let globalFrame: CGRect
    let safeArea: SafeAreaGeometry

    /// The reader's size.
    public var size: CGSize { globalFrame.size }

    /// The parts of the reader inside the screen's safe-area insets (0 where it lies within the safe area).
    public var safeAreaInsets: EdgeInsets {
        guard safeArea != .none else { return EdgeInsets() }
        return EdgeInsets(top: max(0, safeArea.safe.minY - globalFrame.minY),
                          leading: max(0, safeArea.safe.minX - globalFrame.minX),
                          bottom: max(0, globalFrame.maxY - safeArea.safe.maxY),
                          trailing: max(0, globalFrame.maxX - safeArea.safe.maxX))
    }

    /// The reader's frame in a coordinate space: `.local` is its own (origin 0), `.global` and named spaces the
    /// screen's [I: named spaces are not tracked; the screen's is used].
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable {
    /// The screen's.
    case global
    /// The view's own.
    case local
    /// A space a view named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names the view's coordinate space; accepted (frames in it are the screen's [I]).
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}
