import CellshotSwiftUILayout

/// A view made later, where a style puts it: a style configuration's label or content. Its state and identity
/// stay where the control was written; its environment is the one where the style places it (the style's
/// font, foreground and padding apply to it).
struct DeferredView {
    private let makeNodes: @MainActor (_ViewInputs) -> _ViewOutputs
    /// Whether the view is known to make nothing (a hidden label).
    private(set) var isEmpty = false

    /// A view made from `content` with the identity of `inputs` (the control's).
    @MainActor
    init<Content: View>(_ content: Content, _ inputs: _ViewInputs) {
        let home = inputs
        makeNodes = { placed in
            var contentInputs = home
            contentInputs.environment = placed.environment
            return Content._makeNodes(content, contentInputs)
        }
    }

    /// A view made by a closure.
    init(_ makeNodes: @escaping @MainActor (_ViewInputs) -> _ViewOutputs) {
        self.makeNodes = makeNodes
    }

    /// Nothing (a hidden label).
    static var empty: DeferredView {
        var view = DeferredView { _ in _ViewOutputs() }
        view.isEmpty = true
        return view
    }

    /// The view's nodes in the environment of `inputs`.
    @MainActor
    func make(_ inputs: _ViewInputs) -> _ViewOutputs {
        makeNodes(inputs)
    }

    /// The maker, for a row presentation.
    var maker: @MainActor (_ViewInputs) -> _ViewOutputs { makeNodes }
}

/// A deferred view as a view, to put it in a composition (`HStack { Deferred(content) }`).
struct Deferred {
    typealias Body = Never
    let content: DeferredView

    init(_ content: DeferredView) {
        self.content = content
    }

    @MainActor
    static func _makeNodes(_ view: Deferred, _ inputs: _ViewInputs) -> _ViewOutputs {
        view.content.make(inputs)
    }
}

extension Deferred: View {}

/// Sets the foreground style where nothing above set one (OpenSwiftUI's `defaultForegroundColor`): a style's
/// default that the app's own `.foregroundStyle` on or above the control overrides.
struct DefaultForegroundModifier: ViewModifier {
    typealias Body = Never
    let style: AnyShapeStyle

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        if inputs.environment.foregroundStyle == nil { inputs.environment.foregroundStyle = modifier.style }
        return content(inputs)
    }
}

extension View {
    /// The foreground style where nothing above set one.
    func defaultForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(DefaultForegroundModifier(style: AnyShapeStyle(style)))
    }
}
