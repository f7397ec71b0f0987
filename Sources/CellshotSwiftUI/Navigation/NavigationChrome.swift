import CellshotSwiftUILayout

/// What the views inside a navigation stack ask its bars to show: the title and how it is displayed, the toolbar
/// items, the bars' visibility, background and colour scheme. SwiftUI passes these up the tree as preferences;
/// here the stack puts a collector in its content's environment and the modifiers write to it while the content
/// is made, before the bar is.
///
/// Where two modifiers set the same value, the one nearer the stack wins (it is made first), as an outer
/// preference overrides its content's.
final class NavigationChrome {
    let graph: ViewGraph
    private(set) var title: Text?
    private(set) var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    private(set) var entries: [_ToolbarEntry] = []
    private(set) var navigationBarVisibility: Visibility?
    private(set) var bottomBarVisibility: Visibility?
    private(set) var navigationBarBackground: AnyShapeStyle?
    private(set) var navigationBarBackgroundVisibility: Visibility?
    private(set) var navigationBarColorScheme: ColorScheme?
    /// Set once the bar is made: what asks for chrome later (a list row, laid out with the list) is too late.
    var isSealed = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Records a change unless the bar is already made, in which case the change is named as not drawn.
    private func record(_ what: String, fileID: String, line: Int, _ change: () -> Void) {
        guard !isSealed else {
            graph.warn("\(what) inside a list row is not drawn: the navigation bar is made before the list's rows",
                       fileID: fileID, line: line)
            return
        }
        change()
    }

    func setTitle(_ text: Text, fileID: String, line: Int) {
        record(".navigationTitle", fileID: fileID, line: line) { if title == nil { title = text } }
    }

    func setTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode, fileID: String, line: Int) {
        record(".navigationBarTitleDisplayMode", fileID: fileID, line: line) {
            if titleDisplayMode == nil { titleDisplayMode = mode }
        }
    }

    func add(_ newEntries: [_ToolbarEntry], fileID: String, line: Int) {
        record(".toolbar", fileID: fileID, line: line) {
            entries += newEntries.map { entry in
                var entry = entry
                (entry.fileID, entry.line) = (fileID, line)
                return entry
            }
        }
    }

    func setVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement], fileID: String, line: Int) {
        record(".toolbar(_:for:)", fileID: fileID, line: line) {
            if ToolbarPlacement.namesNavigationBar(bars), navigationBarVisibility == nil { navigationBarVisibility = visibility }
            if ToolbarPlacement.namesBottomBar(bars), bottomBarVisibility == nil { bottomBarVisibility = visibility }
        }
    }

    func setBackground(_ style: AnyShapeStyle, for bars: [ToolbarPlacement], fileID: String, line: Int) {
        record(".toolbarBackground", fileID: fileID, line: line) {
            if ToolbarPlacement.namesNavigationBar(bars), navigationBarBackground == nil { navigationBarBackground = style }
        }
        if ToolbarPlacement.namesBottomBar(bars) {
            graph.warn(".toolbarBackground for the bottom bar is not drawn: the bottom toolbar is drawn clear",
                       fileID: fileID, line: line)
        }
    }

    func setBackgroundVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement], fileID: String, line: Int) {
        record(".toolbarBackground(_:for:)", fileID: fileID, line: line) {
            if ToolbarPlacement.namesNavigationBar(bars), navigationBarBackgroundVisibility == nil {
                navigationBarBackgroundVisibility = visibility
            }
        }
    }

    func setColorScheme(_ scheme: ColorScheme?, for bars: [ToolbarPlacement], fileID: String, line: Int) {
        record(".toolbarColorScheme", fileID: fileID, line: line) {
            if ToolbarPlacement.namesNavigationBar(bars), navigationBarColorScheme == nil { navigationBarColorScheme = scheme }
        }
    }
}

extension EnvironmentValues {
    struct NavigationChromeKey: EnvironmentKey {
        static var defaultValue: NavigationChrome? { nil }
    }

    /// The collector of the navigation stack the view is in; `nil` outside any (where bars are not shown and the
    /// modifiers that fill them do nothing, as on iOS).
    var navigationChrome: NavigationChrome? {
        get { self[NavigationChromeKey.self] }
        set { self[NavigationChromeKey.self] = newValue }
    }
}

/// A modifier that writes to the enclosing navigation stack's chrome, then makes its content unchanged.
struct NavigationChromeModifier: ViewModifier {
    typealias Body = Never
    let write: @MainActor (NavigationChrome, _ViewInputs) -> Void

    @MainActor
    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let chrome = inputs.environment.navigationChrome {
            modifier.write(chrome, inputs)
        }
        return content(inputs)
    }
}

extension View {
    /// The view, writing to the enclosing navigation stack's chrome.
    func navigationChrome(_ write: @escaping @MainActor (NavigationChrome, _ViewInputs) -> Void) -> some View {
        modifier(NavigationChromeModifier(write: write))
    }
}

/// A modifier that names, at the app's line, something its view asks for that the picture does not show, then
/// makes its content unchanged (never silent).
struct NotDrawnWarningModifier: ViewModifier {
    typealias Body = Never
    /// The warning, or `nil` when there is nothing to name.
    let message: String?
    let fileID: String
    let line: Int

    @MainActor
    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let message = modifier.message { inputs.graph.warn(message, fileID: modifier.fileID, line: modifier.line) }
        return content(inputs)
    }
}
