import CellshotSwiftUILayout

/// `.toolbar { … }`: the content's items, given to the enclosing navigation stack's bars.
struct ToolbarModifier<Content: ToolbarContent>: ViewModifier {
    typealias Body = Never
    let content: Content
    let fileID: String
    let line: Int

    @MainActor
    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let chrome = inputs.environment.navigationChrome {
            // The items see the environment where the modifier is applied (its tint, its font), as on iOS.
            let entries = toolbarEntries(of: modifier.content, inputs.child(at: 1))
            chrome.add(entries, fileID: modifier.fileID, line: modifier.line)
        }
        return content(inputs)
    }
}

/// The role of a toolbar (SwiftUI's `ToolbarRole`): on an iPhone's root screen every role looks the same.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar (the title at the leading end on an iPad).
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar (the title at the leading end on an iPad).
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Items for the enclosing navigation stack's bars.
    ///
    /// ```swift
    /// List { … }
    ///     .navigationTitle("Location History")
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Clear") { clear() } }
    ///     }
    /// ```
    public func toolbar<Content: ToolbarContent>(fileID: String = #fileID, line: Int = #line,
                                                 @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content(), fileID: fileID, line: line))
    }

    /// Views for the enclosing navigation stack's bars, each an item in the `.automatic` place (the navigation
    /// bar's trailing end on an iPhone).
    public func toolbar<Content: View>(fileID: String = #fileID, line: Int = #line,
                                       @ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(ToolbarModifier(content: ToolbarItemGroup(placement: .automatic) { items },
                                        fileID: fileID, line: line))
    }

    /// Hides or shows bars: `.hidden` for the navigation bar (or `.automatic`, none named) draws no bar and puts
    /// the content at the top of the safe area.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID,
                        line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setVisibility(visibility, for: bars, fileID: fileID, line: line) }
    }

    /// Hides or shows bars (iOS 18's name for `.toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID,
                                  line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setVisibility(visibility, for: bars, fileID: fileID, line: line) }
    }

    /// The navigation bar's background: drawn behind the bar and the status bar when
    /// `.toolbarBackground(.visible, for: .navigationBar)` shows it; at the top of a scroll iOS shows none.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement..., fileID: String = #fileID,
                                                 line: Int = #line) -> some View {
        let style = AnyShapeStyle(style)
        return navigationChrome { chrome, _ in chrome.setBackground(style, for: bars, fileID: fileID, line: line) }
    }

    /// Whether the navigation bar's background shows: `.visible` draws it (the app's style, else the bar's
    /// material) even at the top of a scroll; `.hidden` and `.automatic` draw none there, as iOS.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID,
                                  line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setBackgroundVisibility(visibility, for: bars, fileID: fileID, line: line) }
    }

    /// Whether the navigation bar's background shows (iOS 18's name for `.toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...,
                                            fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setBackgroundVisibility(visibility, for: bars, fileID: fileID, line: line) }
    }

    /// The colour scheme of the navigation bar's title and items, where its background is visible.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...,
                                   fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setColorScheme(colorScheme, for: bars, fileID: fileID, line: line) }
    }

    /// The toolbar's role; on an iPhone's root screen every role looks the same.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// Views at the navigation bar's leading and trailing ends (deprecated: `.toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T, fileID: String = #fileID,
                                                     line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItemGroup(placement: .navigationBarLeading) { leading }
            ToolbarItemGroup(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// A view at the navigation bar's leading end (deprecated: `.toolbar`).
    public func navigationBarItems<L: View>(leading: L, fileID: String = #fileID, line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItemGroup(placement: .navigationBarLeading) { leading }
        }
    }

    /// A view at the navigation bar's trailing end (deprecated: `.toolbar`).
    public func navigationBarItems<T: View>(trailing: T, fileID: String = #fileID, line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItemGroup(placement: .navigationBarTrailing) { trailing }
        }
    }
}
