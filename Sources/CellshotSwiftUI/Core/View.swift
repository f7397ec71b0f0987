import CellshotSwiftUILayout

/// A piece of user interface (SwiftUI's `View`): an app's views conform to it and describe their content
/// in `body`; cellshot's own views (``Text``, ``HStack``, ``Color``…) are primitives that lay out and draw
/// themselves.
///
/// ```swift
/// struct SettingsRow: View {
///     var title: String
///     var body: some View {
///         HStack { Text(title); Spacer(); Image(systemName: "chevron.right") }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Turns the view into the layout engine's nodes: a primitive's own nodes, or its body's (the default).
    /// Not for apps to call or implement.
    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs

    /// The view's children as a container (`List`, `Form`, `Picker`) sees them: one for a primitive, its body's
    /// for an app's view, each element of a `ForEach`. Not for apps to call or implement.
    static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement]
}

extension View {
    /// The body's nodes: the view's state, environment and other dynamic properties are installed from the
    /// graph, then `body` is asked for and turned into nodes.
    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        // A view whose properties cannot be installed (a missing environment object) is not made: SwiftUI stops
        // the app reading its body; the render throws the graph's error instead.
        guard inputs.graph.install(view, inputs) else { return _ViewOutputs() }
        let body = view.body
        return Body._makeNodes(body, inputs.child(of: Self.self))
    }
}

extension View where Body == Never {
    /// A primitive view has no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: it has no body")
    }
}

extension Never: View {
    public typealias Body = Never
    @MainActor
    public static func _makeNodes(_ view: Never, _ inputs: _ViewInputs) -> _ViewOutputs {}
    @MainActor
    public static func _makeViewList(_ view: Never, _ inputs: _ViewInputs) -> [_ViewListElement] {}
}

/// What a view is turned into nodes with: the environment, the graph that keeps state, where the view is.
/// Not for apps.
public struct _ViewInputs {
    /// The environment the view sees.
    package var environment: EnvironmentValues
    /// The graph: state storage, measuring, warnings.
    package let graph: ViewGraph
    /// The view's structural identity: where it is in the tree.
    package var identity: ViewIdentity

    package init(environment: EnvironmentValues, graph: ViewGraph, identity: ViewIdentity) {
        self.environment = environment
        self.graph = graph
        self.identity = identity
    }

    /// The inputs of a child at `index` among its siblings.
    package func child(at index: Int) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(index)
        return inputs
    }

    /// The inputs of the body of a view of type `type`.
    package func child(of type: Any.Type) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(type)
        return inputs
    }

    /// The inputs of a child identified by a value (a `ForEach` element's id).
    package func child(identifiedBy id: AnyHashable) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(id)
        return inputs
    }
}

/// A view's nodes: none (`EmptyView`, a false `if`), one, or several (a `Group`, a `ForEach`), each laid out
/// by the container the view is in. Not for apps.
public struct _ViewOutputs {
    package var nodes: [LayoutNode]

    package init(_ nodes: [LayoutNode] = []) {
        self.nodes = nodes
    }

    package init(_ node: LayoutNode) {
        nodes = [node]
    }
}

/// A view that shows nothing and takes no space (SwiftUI's `EmptyView`).
public struct EmptyView {
    public typealias Body = Never
    public init() {}
    @MainActor
    public static func _makeNodes(_ view: EmptyView, _ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs() }
    @MainActor
    public static func _makeViewList(_ view: EmptyView, _ inputs: _ViewInputs) -> [_ViewListElement] { [] }
}

extension EmptyView: View {}
