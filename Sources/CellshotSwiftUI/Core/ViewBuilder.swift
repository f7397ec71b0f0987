import CellshotSwiftUILayout

/// Builds views from closures' statements (SwiftUI's `ViewBuilder`): several views, `if`, `if let`,
/// `switch` and `#available` in a body.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(packing: repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views, built from a view builder's statements (SwiftUI's `TupleView`).
public struct TupleView<T> {
    public typealias Body = Never
    /// The views.
    public var value: T
    /// The views in order, when a view builder made the tuple.
    private let children: [any View]?

    /// Views from a tuple of views.
    public init(_ value: T) {
        self.value = value
        children = nil
    }

    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        self.children = children
    }

    @MainActor
    public static func _makeNodes(_ view: TupleView<T>, _ inputs: _ViewInputs) -> _ViewOutputs {
        // A tuple made outside a view builder: its elements found by reflection.
        let children = view.children ?? Mirror(reflecting: view.value).children.compactMap { $0.value as? any View }
        var outputs = _ViewOutputs()
        for (index, child) in children.enumerated() {
            outputs.nodes += makeNodes(of: child, inputs.child(at: index))
        }
        return outputs
    }

    @MainActor
    public static func _makeViewList(_ view: TupleView<T>, _ inputs: _ViewInputs) -> [_ViewListElement] {
        let children = view.children ?? Mirror(reflecting: view.value).children.compactMap { $0.value as? any View }
        var elements: [_ViewListElement] = []
        for (index, child) in children.enumerated() {
            elements += makeViewList(of: child, inputs.child(at: index))
        }
        return elements
    }
}

extension TupleView: View {}

/// The nodes of any view.
@MainActor
func makeNodes<V: View>(of view: V, _ inputs: _ViewInputs) -> [LayoutNode] {
    V._makeNodes(view, inputs).nodes
}

/// One of two views, as an `if`/`else` or a `switch` built it (SwiftUI's `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeNodes(content, inputs.child(at: 0))
        case .falseContent(let content): FalseContent._makeNodes(content, inputs.child(at: 1))
        }
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeViewList(content, inputs.child(at: 0))
        case .falseContent(let content): FalseContent._makeViewList(content, inputs.child(at: 1))
        }
    }
}

extension _ConditionalContent: View {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    @MainActor
    public static func _makeNodes(_ view: Wrapped?, _ inputs: _ViewInputs) -> _ViewOutputs {
        guard let view else { return _ViewOutputs() }
        return Wrapped._makeNodes(view, inputs.child(at: 0))
    }

    public static func _makeViewList(_ view: Wrapped?, _ inputs: _ViewInputs) -> [_ViewListElement] {
        guard let view else { return [] }
        return Wrapped._makeViewList(view, inputs.child(at: 0))
    }
}

/// A type-erased view (SwiftUI's `AnyView`).
public struct AnyView {
    public typealias Body = Never
    let view: any View

    /// Erases a view's type.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Erases a view's type, or `nil` when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// Erases any view.
    public init(erasing view: some View) {
        self.view = view
    }

    @MainActor
    public static func _makeNodes(_ view: AnyView, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(makeNodes(of: view.view, inputs.child(of: type(of: view.view))))
    }

    @MainActor
    public static func _makeViewList(_ view: AnyView, _ inputs: _ViewInputs) -> [_ViewListElement] {
        makeViewList(of: view.view, inputs.child(of: type(of: view.view)))
    }
}

extension AnyView: View {}

/// Views that share modifiers without a container of their own (SwiftUI's `Group`): each is laid out by the
/// container the group is in.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never

    /// A group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor
    public static func _makeNodes(_ view: Group, _ inputs: _ViewInputs) -> _ViewOutputs {
        Content._makeNodes(view.content, inputs.child(at: 0))
    }

    public static func _makeViewList(_ view: Group, _ inputs: _ViewInputs) -> [_ViewListElement] {
        Content._makeViewList(view.content, inputs.child(at: 0))
    }
}
