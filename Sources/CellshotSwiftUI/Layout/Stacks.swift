import CellshotSwiftUILayout
import Foundation

/// Views side by side (SwiftUI's `HStack`): laid out by ``HStackLayout``.
public struct HStack<Content: View> {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: HStack, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "HStack", content: view.content, inputs)
    }
}

extension HStack: View {}

/// Views one above another (SwiftUI's `VStack`): laid out by ``VStackLayout``.
public struct VStack<Content: View> {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: VStack, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "VStack", content: view.content, inputs)
    }
}

extension VStack: View {}

/// Views one on another (SwiftUI's `ZStack`): laid out by ``ZStackLayout``, drawn first to last.
public struct ZStack<Content: View> {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: ZStack, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "ZStack", content: view.content, inputs)
    }
}

extension ZStack: View {}

/// Turns a layout and its content into one container node.
enum LayoutContainer {
    /// The container node of `layout` over `content`'s nodes. The content is made knowing the stack axis it is in
    /// (`LayoutProperties.stackOrientation`), for its spacers and dividers.
    @MainActor
    static func nodes<L: Layout, Content: View>(_ layout: L, name: String, content: Content, traits: LayoutTraits = LayoutTraits(),
                                                 _ inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(at: 0)
        contentInputs.environment.stackOrientation = StackOrientation.of(layout)
        let children = Content._makeNodes(content, contentInputs).nodes
        return _ViewOutputs(LayoutNode(layout: layout, children: children, name: name, traits: traits,
                                       direction: inputs.environment.layoutDirection))
    }
}

extension Layout {
    /// The layout of views: `MyLayout { Text("a"); Text("b") }`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A layout of the app's applied to views.
public struct _LayoutView<L: Layout, Content: View> {
    public typealias Body = Never
    let layout: L
    let content: Content

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        LayoutContainer.nodes(view.layout, name: "\(L.self)", content: view.content, inputs)
    }
}

extension _LayoutView: View {}

/// A type-erased layout (SwiftUI's `AnyLayout`), for switching between layouts.
public struct AnyLayout: Layout {
    let storage: any Layout

    /// Erases a layout's type.
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? layout
    }

    public typealias Cache = Any?

    public func makeCache(subviews: Subviews) -> Any? { nil }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) -> CGSize {
        AnyLayout.size(storage, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) {
        AnyLayout.place(storage, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Any?) -> ViewSpacing {
        AnyLayout.spacing(storage, subviews)
    }

    private static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews) -> ViewSpacing {
        var cache = layout.makeCache(subviews: subviews)
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

/// Flexible space along a stack's axis (SwiftUI's `Spacer`): in a stack, it takes what is left after the
/// other views, at least `minLength` (the default spacing, 8, when `nil`), and is 0 thick; elsewhere it fills
/// both axes (``SpacerLeaf``).
///
/// ```swift
/// HStack { Text("Wi-Fi"); Spacer(); Text("Home") }
/// ```
public struct Spacer {
    public typealias Body = Never
    /// The least length; `nil` for the default spacing.
    public var minLength: CGFloat?

    /// A spacer.
    /// - Parameter minLength: the least length; `nil` for the default spacing (8).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    @MainActor
    public static func _makeNodes(_ view: Spacer, _ inputs: _ViewInputs) -> _ViewOutputs {
        let leaf = SpacerLeaf(minLength: view.minLength, orientation: inputs.environment.stackOrientation)
        return _ViewOutputs(LayoutNode(leaf: leaf, name: "Spacer", traits: .spacer(),
                                       direction: inputs.environment.layoutDirection))
    }
}

extension Spacer: View {}
