import CellshotSwiftUILayout

/// Items for a toolbar (SwiftUI's `ToolbarContent`): ``ToolbarItem``s and ``ToolbarItemGroup``s, or an app's own
/// type whose `body` builds them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's items.
    associatedtype Body: ToolbarContent

    /// The content's items.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// The content's items, each with where it goes and how to make its views. Not for apps.
    static func _toolbarEntries(_ content: Self, _ inputs: _ViewInputs) -> [_ToolbarEntry]
}

extension ToolbarContent {
    /// The body's items: the content's dynamic properties are installed, then its body asked for.
    @MainActor
    public static func _toolbarEntries(_ content: Self, _ inputs: _ViewInputs) -> [_ToolbarEntry] {
        inputs.graph.install(content, inputs)
        return Body._toolbarEntries(content.body, inputs.child(of: Self.self))
    }
}

extension ToolbarContent where Body == Never {
    /// A primitive toolbar content has no body.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content: it has no body")
    }
}

extension Never {
    /// `Never` is primitive content of both kinds: its own `body` settles which of the two defaults it would take.
    public var body: Never {
        fatalError("Never has no body")
    }
}

extension Never: ToolbarContent {
    @MainActor
    public static func _toolbarEntries(_ content: Never, _ inputs: _ViewInputs) -> [_ToolbarEntry] {}
}

/// One item of a toolbar as a navigation stack sees it: where it goes, and its views, made in the environment
/// where the `.toolbar` modifier was applied. Not for apps.
public struct _ToolbarEntry {
    /// Where the item goes.
    let placement: ToolbarItemPlacement
    /// The item's views: one bar item each (a group's several, an item's one).
    let makeItems: @MainActor (_ViewInputs) -> [_ViewOutputs]
    /// The inputs where the item was declared.
    var inputs: _ViewInputs
    /// Where the app's `.toolbar` asked for the item, for warnings.
    var fileID = ""
    var line = 0
}

/// Builds toolbar content from closures' statements (SwiftUI's `ToolbarContentBuilder`): several items, `if`,
/// `if`/`else`, `switch` and `#available`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// No items.
    public static func buildBlock() -> _ToolbarContentList { _ToolbarContentList([]) }

    /// One item, as it is.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarContentList {
        var children: [any ToolbarContent] = []
        for item in repeat each content { children.append(item) }
        return _ToolbarContentList(children)
    }

    /// A statement's item.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// An `if` without `else`: its items when the condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarContentList {
        _ToolbarContentList(content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: ToolbarContent>(first: Content) -> _ToolbarContentList {
        _ToolbarContentList([first])
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: ToolbarContent>(second: Content) -> _ToolbarContentList {
        _ToolbarContentList([second])
    }

    /// An `if #available` block's items.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _ToolbarContentList {
        _ToolbarContentList([content])
    }
}

/// Several toolbar items, as a builder made them. Not for apps.
public struct _ToolbarContentList {
    public typealias Body = Never
    let children: [any ToolbarContent]

    init(_ children: [any ToolbarContent]) {
        self.children = children
    }

    @MainActor
    public static func _toolbarEntries(_ content: Self, _ inputs: _ViewInputs) -> [_ToolbarEntry] {
        var entries: [_ToolbarEntry] = []
        for (index, child) in content.children.enumerated() {
            entries += toolbarEntries(of: child, inputs.child(at: index))
        }
        return entries
    }
}

extension _ToolbarContentList: ToolbarContent {}

/// The entries of any toolbar content.
@MainActor
func toolbarEntries<Content: ToolbarContent>(of content: Content, _ inputs: _ViewInputs) -> [_ToolbarEntry] {
    Content._toolbarEntries(content, inputs)
}

/// A toolbar item (SwiftUI's `ToolbarItem`): one view, in one place of the bars.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Clear") { clear() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View> {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor
    public static func _toolbarEntries(_ item: Self, _ inputs: _ViewInputs) -> [_ToolbarEntry] {
        let content = item.content
        return [_ToolbarEntry(placement: item.placement, makeItems: { inputs in
            [Content._makeNodes(content, inputs)]
        }, inputs: inputs)]
    }
}

extension ToolbarItem: ToolbarContent {}

extension ToolbarItem where ID == () {
    /// An item in a place of the bars (`.automatic`: the navigation bar's trailing end on an iPhone).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, for a toolbar the user may customise (an iPhone's is not customised).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one place (SwiftUI's `ToolbarItemGroup`): each view of the group is an item.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive") { }
///     Spacer()
///     Button("Reply") { }
/// }
/// ```
public struct ToolbarItemGroup<Content: View> {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items in a place of the bars.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor
    public static func _toolbarEntries(_ group: Self, _ inputs: _ViewInputs) -> [_ToolbarEntry] {
        let content = group.content
        return [_ToolbarEntry(placement: group.placement, makeItems: { inputs in
            // Each view of the group is its own item, as each child of a list is its own row.
            inputs.viewList(content).map { $0.makeNodes() }
        }, inputs: inputs)]
    }
}

extension ToolbarItemGroup: ToolbarContent {}
