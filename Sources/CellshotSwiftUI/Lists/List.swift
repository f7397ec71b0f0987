import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// Rows in sections (SwiftUI's `List`): on iOS 16 and later a `UICollectionView` list, so cellshot draws it with
/// the list chrome it draws for documents and UIKit code — insets, separators, grouped backgrounds, headers and
/// footers, row heights, accessories, states, both looks — each row's content laid out by SwiftUI's rules.
///
/// ```swift
/// List {
///     Section("Network") {
///         Toggle("Wi-Fi", isOn: $wifi)
///         NavigationLink("Bluetooth") { BluetoothView() }
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: Set<AnyHashable>
    /// Whether the list was given a selection binding (its rows can be selected).
    var isSelectable = false
    /// Whether the list is a `Form` (on iOS, a grouped list whatever its list style).
    var isForm = false
}

extension List: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: List, _ inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(at: 0)
        // The row spacing is the list's own: its rows are made without it, so one a row sets is known as the row's.
        contentInputs.environment.listRowSpacing = nil
        contentInputs.environment.isListContent = true
        let elements = Content._makeViewList(view.content, contentInputs)
        var environment = inputs.environment
        if view.isForm { environment.listStyle = .insetGrouped }
        let leaf = ListLeaf(elements: elements, selection: view.selection, selectable: view.isSelectable,
                            environment: environment, graph: inputs.graph)
        let node = LayoutNode(leaf: leaf, name: view.isForm ? "Form" : "List", direction: inputs.environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }

    /// A list among a list's rows (a `List` in a `Form`'s `Section`, Home Assistant's location history) gives them
    /// its rows, as iOS draws them: one card, not a list inside a row. Elsewhere it is one view.
    @MainActor
    public static func _makeViewList(_ view: List, _ inputs: _ViewInputs) -> [_ViewListElement] {
        guard inputs.environment.isListContent else {
            return [_ViewListElement(kind: .view { List._makeNodes(view, $0) }, inputs: inputs)]
        }
        return Content._makeViewList(view.content, inputs.child(at: 0))
    }
}

extension List where SelectionValue == Never {
    /// A list of rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = []
    }
}

extension List {
    /// A list whose rows with the selected tags are drawn selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Set([selection?.wrappedValue].compactMap { value in value.map { AnyHashable($0) } })
        isSelectable = selection != nil
    }

    /// A list whose rows with the selected tags are drawn selected.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Set(selection?.wrappedValue.map { AnyHashable($0) } ?? [])
        isSelectable = selection != nil
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of a collection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of a collection, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each integer of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A selectable row for each element of a collection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A selectable row for each element of a collection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// Controls grouped for data entry (SwiftUI's `Form`): on iOS a grouped list — inset grouped sections of rows.
public struct Form<Content: View> {
    let content: Content

    /// A form of rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Form, _ inputs: _ViewInputs) -> _ViewOutputs {
        var list = List<Never, Content>(content: view.content, selection: [])
        list.isForm = true
        return List<Never, Content>._makeNodes(list, inputs)
    }
}
