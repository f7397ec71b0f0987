import CellshotSwiftUILayout

/// Two or three columns of navigation (SwiftUI's `NavigationSplitView`). An iPhone collapses the columns into one
/// stack whose root is the sidebar (or the column `preferredCompactColumn` names): that column is what cellshot
/// draws, as a ``NavigationStack`` of it, with its title and toolbar. The other columns are not drawn.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }
///         .navigationTitle("Folders")
/// } detail: {
///     FolderView(folder)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn
    let fileID: String
    let line: Int

    /// Three columns: a sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), column: .sidebar, fileID: "", line: 0)
    }

    /// Three columns whose visibility a binding controls (an iPhone shows one).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), column: .sidebar, fileID: "", line: 0)
    }

    /// Three columns, an iPhone showing the one `preferredCompactColumn` names.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                fileID: String = #fileID, line: Int = #line) {
        self.init(sidebar(), content(), detail(), column: preferredCompactColumn.wrappedValue, fileID: fileID, line: line)
    }

    /// Three columns whose visibility a binding controls, an iPhone showing the one `preferredCompactColumn` names.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                fileID: String = #fileID, line: Int = #line) {
        self.init(sidebar(), content(), detail(), column: preferredCompactColumn.wrappedValue, fileID: fileID, line: line)
    }

    private init(_ sidebar: Sidebar, _ content: Content, _ detail: Detail, column: NavigationSplitViewColumn,
                 fileID: String, line: Int) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        compactColumn = column
        self.fileID = fileID
        self.line = line
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), EmptyView(), detail(), column: .sidebar, fileID: "", line: 0)
    }

    /// Two columns whose visibility a binding controls (an iPhone shows one).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), EmptyView(), detail(), column: .sidebar, fileID: "", line: 0)
    }

    /// Two columns, an iPhone showing the one `preferredCompactColumn` names.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail, fileID: String = #fileID, line: Int = #line) {
        self.init(sidebar(), EmptyView(), detail(), column: preferredCompactColumn.wrappedValue, fileID: fileID, line: line)
    }

    /// Two columns whose visibility a binding controls, an iPhone showing the one `preferredCompactColumn` names.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail, fileID: String = #fileID, line: Int = #line) {
        self.init(sidebar(), EmptyView(), detail(), column: preferredCompactColumn.wrappedValue, fileID: fileID, line: line)
    }
}

extension NavigationSplitView: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        switch view.compactColumn.kind {
        case .sidebar:
            return NavigationContainer.makeNodes(view.sidebar, inputs, name: "NavigationSplitView")
        case .content where Content.self != EmptyView.self:
            inputs.graph.warn("NavigationSplitView shows its content column: the back button to the sidebar is not drawn",
                              fileID: view.fileID, line: view.line)
            return NavigationContainer.makeNodes(view.content, inputs, name: "NavigationSplitView")
        case .content, .detail:
            inputs.graph.warn("NavigationSplitView shows its detail column: the back button to the sidebar is not drawn",
                              fileID: view.fileID, line: view.line)
            return NavigationContainer.makeNodes(view.detail, inputs, name: "NavigationSplitView")
        }
    }
}

/// Which columns of a split view show (SwiftUI's `NavigationSplitViewVisibility`); an iPhone shows one.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind
    /// The sidebar: the column an iPhone shows by default.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}

/// How a split view sizes its columns (SwiftUI's `NavigationSplitViewStyle`): an iPhone shows one column in every
/// style.
public protocol NavigationSplitViewStyle: Sendable {}
/// The system's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Columns sharing the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail column kept at its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The system's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns sharing the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column kept at its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// The style of the split views in this view; an iPhone shows one column whatever the style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// A split view column's width; an iPhone's one column is the screen's width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// A split view column's widths; an iPhone's one column is the screen's width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
