import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A tree of rows (SwiftUI's `OutlineGroup`): in a `List`, a row per element, the elements with children drawn
/// collapsed with an outline disclosure as iOS first shows them; elsewhere each element's view, the tree laid out
/// depth first.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: Data
    let childrenOf: (Data.Element) -> Data?
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable, Parent == Leaf, Subgroup == EmptyView {
    /// A tree of rows from the root elements and a key path to each element's children.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        roots = data
        childrenOf = { $0[keyPath: children] }
        id = { $0.id }
        self.content = content
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == EmptyView {
    /// A tree of rows identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        roots = data
        childrenOf = { $0[keyPath: children] }
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension OutlineGroup: View where Leaf: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var outputs = _ViewOutputs()
        for element in _makeViewList(view, inputs) { outputs.nodes += element.makeNodes().nodes }
        return outputs
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        outline(of: view.roots, view, inputs)
    }

    @MainActor
    private static func outline(of data: Data, _ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var elements: [_ViewListElement] = []
        for item in data {
            let itemInputs = inputs.child(identifiedBy: AnyHashable(view.id(item)))
            var rows = Leaf._makeViewList(view.content(item), itemInputs)
            if let children = view.childrenOf(item), !rows.isEmpty {
                rows[0].traits[ListRowTraits.Outline.self] = OutlineTrait(children: outline(of: children, view, itemInputs),
                                                                          isExpanded: false)
            }
            elements += rows
        }
        return elements
    }
}

/// A row's place in an outline: its children and whether they show.
struct OutlineTrait {
    var children: [_ViewListElement]
    var isExpanded: Bool
}

/// A label that shows or hides content (SwiftUI's `DisclosureGroup`): in a `List`, a row with an outline
/// disclosure and its content as child rows; elsewhere its label with a chevron, and its content below when
/// expanded. Collapsed unless a binding says otherwise.
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group with a label and content, collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = false
    }

    /// A group with a label and content, expanded as the binding says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled by a localized string key, expanded as the binding says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled by a string, expanded as the binding says.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: View {
    public typealias Body = Never

    /// Outside a list: the label and a chevron (pointing down when expanded) in a row, the content below.
    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let header = HStack {
            view.label
            Spacer()
            Image(systemName: view.isExpanded ? "chevron.down" : "chevron.right").foregroundStyle(.tint)
        }
        if view.isExpanded {
            return VStack(alignment: .leading) { header; view.content }._makeNodesInline(inputs)
        }
        return header._makeNodesInline(inputs)
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var rows = Label._makeViewList(view.label, inputs.child(at: 0))
        guard !rows.isEmpty else { return [] }
        rows[0].traits[ListRowTraits.Outline.self] = OutlineTrait(children: Content._makeViewList(view.content, inputs.child(at: 1)),
                                                                  isExpanded: view.isExpanded)
        return Array(rows.prefix(1))
    }
}

extension View {
    /// The view's nodes where the view is.
    @MainActor
    func _makeNodesInline(_ inputs: _ViewInputs) -> _ViewOutputs {
        Self._makeNodes(self, inputs)
    }
}

extension List where SelectionValue == Never {
    /// A row per element of a tree, its elements with children collapsed with an outline disclosure.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, EmptyView>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
