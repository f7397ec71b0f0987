import CellshotSwiftUILayout

/// A view made later, where a style puts it: a style configuration's label or content. Its state and identity
/// stay where the control was written; its environment is the one where the style places it (the style's
/// font, foreground and padding apply to it).
struct DeferredView {
    private let makeNodes: @MainActor (_ViewInputs) -> _ViewOutputs

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
    static let empty = DeferredView { _ in _ViewOutputs() }

    /// The view's nodes in the environment of `inputs`.
    @MainActor
    func make(_ inputs: _ViewInputs) -> _ViewOutputs {
        makeNodes(inputs)
    }

    /// The maker, for a row presentation.
    var maker: @MainActor (_ViewInputs) -> _ViewOutputs { makeNodes }
}
