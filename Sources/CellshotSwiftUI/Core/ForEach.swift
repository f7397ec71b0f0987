import CellshotSwiftUILayout

/// Views computed from a collection, one per element, each identified by its element's id (SwiftUI's
/// `ForEach`): all of them are laid out (a picture has no scrolling).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes an element's view.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views identified by a key path of the elements.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views of a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: ForEach, _ inputs: _ViewInputs) -> _ViewOutputs {
        var outputs = _ViewOutputs()
        for element in view.data {
            let id = AnyHashable(view.id(element))
            let nodes = Content._makeNodes(view.content(element), inputs.child(identifiedBy: id)).nodes
            // The id is each view's tag when it sets none (a Picker's selection matches it).
            for node in nodes { node.traits.values[ObjectIdentifier(ViewTag.Implicit.self)] = id }
            outputs.nodes += nodes
        }
        return outputs
    }

    public static func _makeViewList(_ view: ForEach, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var elements: [_ViewListElement] = []
        for element in view.data {
            let id = AnyHashable(view.id(element))
            elements += Content._makeViewList(view.content(element), inputs.child(identifiedBy: id)).map { child in
                var child = child
                // The element's id is its default tag (a `Picker`'s or a `List(selection:)`'s value).
                if !child.traits.contains(TagTraitKey.self) { child.traits[TagTraitKey.self] = id }
                return child
            }
        }
        return elements
    }
}
