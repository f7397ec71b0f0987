import CellshotSwiftUILayout

/// A modifier that changes a view (SwiftUI's `ViewModifier`): an app's own modifiers describe their result in
/// `body(content:)`; cellshot's own (padding, frames, fonts…) change the nodes themselves.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.secondary.opacity(0.1)).cornerRadius(12)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// Turns the modified view into nodes: a primitive modifier's own work, or its body's (the default).
    /// Not for apps.
    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs

    /// The modified view's children as a container sees them. Not for apps.
    static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                              content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement]
}

extension ViewModifier {
    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        guard inputs.graph.install(modifier, inputs) else { return _ViewOutputs() }
        return withoutActuallyEscaping(content) { content in
            let body = modifier.body(content: _ViewModifier_Content(makeContent: content, inputs: inputs))
            return Body._makeNodes(body, inputs.child(of: Self.self))
        }
    }
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier: it has no body")
    }
}

/// The view a modifier's body is given (SwiftUI's `_ViewModifier_Content`): the modified view, made in the
/// environment the modifier's body puts it in.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    public typealias Body = Never
    let makeContent: @MainActor (_ViewInputs) -> _ViewOutputs
    /// The inputs of the modified view where the modifier is applied: its identity stays the same wherever
    /// the body puts it.
    let inputs: _ViewInputs

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = view.inputs
        contentInputs.environment = inputs.environment
        return view.makeContent(contentInputs)
    }
}

extension _ViewModifier_Content: View {}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// A view with a modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        Modifier._makeNodes(view.modifier, inputs) { contentInputs in
            Content._makeNodes(view.content, contentInputs.child(at: 0))
        }
    }

    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        Modifier._makeViewList(view.modifier, inputs) { contentInputs in
            Content._makeViewList(view.content, contentInputs.child(at: 0))
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    /// Two modifiers applied one after the other (`first.concat(second)`).
    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        Modifier._makeNodes(modifier.modifier, inputs) { outer in
            Content._makeNodes(modifier.content, outer, content: content)
        }
    }

    public static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                                     content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        Modifier._makeViewList(modifier.modifier, inputs) { outer in
            Content._makeViewList(modifier.content, outer, content: content)
        }
    }
}

extension View {
    /// The view with a modifier applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes nothing (SwiftUI's `EmptyModifier`).
public struct EmptyModifier: Sendable {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}
    @MainActor
    public static func _makeNodes(_ modifier: EmptyModifier, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        content(inputs)
    }
}

extension EmptyModifier: ViewModifier {}
