import CellshotSwiftUILayout
import Foundation

/// The parts of the safe area a view can ignore (SwiftUI's `SafeAreaRegions`). A picture has no keyboard, so
/// `.keyboard` changes nothing.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The bars and the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension EnvironmentValues {
    private struct SafeAreaKey: EnvironmentKey { static let defaultValue = SafeAreaReference() }

    private struct ContainerSizeKey: EnvironmentKey { static let defaultValue = ContainerSizeReference() }

    /// What `.containerRelativeFrame` is relative to: the nearest scroll view, else the window's safe area.
    var containerSize: ContainerSizeReference {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// The screen and its safe area in the root's coordinates, filled in by the hosting layout before placing.
    var safeArea: SafeAreaReference {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }
}

/// `.ignoresSafeArea`: each node of the view placed grown into the safe area on the edges it touches.
struct IgnoresSafeAreaModifier: ViewModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let nodes = content(inputs).nodes
        guard modifier.regions.contains(.container), !modifier.edges.isEmpty else { return _ViewOutputs(nodes) }
        let layout = IgnoresSafeAreaLayout(edges: modifier.edges, safeArea: inputs.environment.safeArea)
        // Transparent to its container: the view keeps its traits (priority, layout values).
        return _ViewOutputs(nodes.map { node in
            LayoutNode(layout: layout, children: [node], name: "ignoresSafeArea", traits: node.traits,
                       direction: inputs.environment.layoutDirection)
        })
    }
}

/// `.safeAreaInset(edge:…)`: each node of the view laid out beside the inset content.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
    typealias Body = Never
    let layout: SafeAreaInsetLayout
    let inset: Inset

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let nodes = content(inputs).nodes
        var insetInputs = inputs.child(at: 1)
        insetInputs.environment.stackOrientation = nil
        return _ViewOutputs(nodes.map { node in
            var bar = Inset._makeNodes(modifier.inset, insetInputs).nodes
            if bar.count > 1 {
                bar = [LayoutNode(layout: ZStackLayout(), children: bar, name: "ZStack",
                                  direction: inputs.environment.layoutDirection)]
            }
            return LayoutNode(layout: modifier.layout, children: [node] + bar, name: "safeAreaInset",
                              direction: inputs.environment.layoutDirection)
        })
    }
}

extension View {
    /// Lets the view extend into the safe area on `edges` where it touches it, as under the status bar and the home
    /// indicator (Apple: `ignoresSafeArea(_:edges:)`). The view's parent still lays it out in the safe area.
    /// - Parameters:
    ///   - regions: the regions to ignore; only `.container` changes a picture (it has no keyboard).
    ///   - edges: the edges to extend over.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Lets the view extend into the safe area on `edges` (the iOS 13 spelling of ``ignoresSafeArea(_:edges:)``).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Puts `content` against the top or bottom edge and lays the view out in the rest (Apple:
    /// `safeAreaInset(edge:alignment:spacing:content:)`).
    /// - Parameters:
    ///   - edge: `.top` or `.bottom`.
    ///   - alignment: how the content lines up along the edge (default: centred).
    ///   - spacing: the distance between the content and the view; `nil` for the default.
    ///   - content: the bar.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, horizontal: alignment,
                                                                   spacing: spacing), inset: content()))
    }

    /// Puts `content` against the leading or trailing edge and lays the view out in the rest.
    /// - Parameters:
    ///   - edge: `.leading` or `.trailing`.
    ///   - alignment: how the content lines up along the edge (default: centred).
    ///   - spacing: the distance between the content and the view; `nil` for the default.
    ///   - content: the bar.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing,
                                                                   vertical: alignment, spacing: spacing),
                                       inset: content()))
    }
}

extension View {
    /// Sizes the view on `axes` to its container — the nearest scroll view, else the window's safe area — aligned in
    /// that frame (Apple: `containerRelativeFrame(_:alignment:)`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns of its container, `spacing` apart (Apple:
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment,
                                                length: ContainerRelativeFrameLayout.share(count: count, span: span,
                                                                                           spacing: spacing)))
    }

    /// Sizes the view on `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// `.containerRelativeFrame`: each node of the view framed relative to the environment's container.
struct ContainerRelativeFrameModifier: ViewModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let layout = ContainerRelativeFrameLayout(axes: modifier.axes, alignment: modifier.alignment,
                                                  container: inputs.environment.containerSize, length: modifier.length)
        return _ViewOutputs(content(inputs).nodes.map { node in
            var traits = LayoutTraits()
            traits.values = node.traits.values
            return LayoutNode(layout: layout, children: [node], name: "containerRelativeFrame", traits: traits,
                              direction: inputs.environment.layoutDirection)
        })
    }
}
