import CellshotSwiftUILayout

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`). A still picture shows its root: the
/// root view below the navigation bar, with the title and toolbar items the root asks for, drawn as the
/// environment's look draws them (docs/swiftui.md, "Navigation").
///
/// ```swift
/// NavigationStack {
///     List { … }
///         .navigationTitle("Settings")
///         .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") { } } }
/// }
/// ```
///
/// The stack takes the whole screen it is offered; its bar sits at the top of the safe area and its content is
/// offered the rest. A list's background continues behind the transparent bar and into the safe area's insets.
public struct NavigationStack<Data, Root: View> {
    let root: Root
    /// The number of screens pushed above the root, when a path says (they are not drawn).
    let pushed: Int
    let fileID: String
    let line: Int
}

extension NavigationStack: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        if view.pushed > 0 {
            inputs.graph.warn("NavigationStack(path:) holds \(view.pushed) pushed screen(s): the picture shows the root",
                              fileID: view.fileID, line: view.line)
        }
        return NavigationContainer.makeNodes(view.root, inputs, name: "NavigationStack")
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose root is the view given.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), pushed: 0, fileID: "", line: 0)
    }

    /// A stack whose pushed screens a navigation path holds (a still picture shows the root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root, fileID: String = #fileID, line: Int = #line) {
        self.init(root: root(), pushed: path.wrappedValue.count, fileID: fileID, line: line)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed screens a collection of values holds (a still picture shows the root).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root, fileID: String = #fileID, line: Int = #line) {
        self.init(root: root(), pushed: path.wrappedValue.count, fileID: fileID, line: line)
    }
}

/// The values of the screens pushed on a navigation stack (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(k, elements.count))
    }
}

/// A navigation container (SwiftUI's `NavigationView`, deprecated for `NavigationStack`): on an iPhone a stack,
/// whatever its style, showing its first view.
///
/// ```swift
/// NavigationView {
///     ServerSwitchingSettingsView()
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View> {
    let content: Content

    /// A navigation container of one view (or several, of which an iPhone shows the first).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationView: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        // Several views are columns on an iPad; an iPhone's stack shows the first.
        let elements = inputs.child(at: 0).viewList(view.content)
        guard let first = elements.first else {
            return NavigationContainer.makeNodes(EmptyView(), inputs, name: "NavigationView")
        }
        let root = NodesView { contentInputs in
            // The first view in its own inputs, with the container's collector for its title and toolbar.
            first.makeNodes { $0.navigationChrome = contentInputs.environment.navigationChrome }
        }
        return NavigationContainer.makeNodes(root, inputs, name: "NavigationView")
    }
}

/// How a `NavigationView` shows its views (SwiftUI's `NavigationViewStyle`): an iPhone shows a stack in every style.
public protocol NavigationViewStyle: Sendable {}
/// The system's choice: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A stack of screens.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns on an iPad; a stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns on an iPad; a stack on an iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The system's choice: a stack on an iPhone.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack of screens.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns on an iPad; a stack on an iPhone.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The style of the navigation views in this view: every style is a stack on an iPhone, so nothing changes.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
