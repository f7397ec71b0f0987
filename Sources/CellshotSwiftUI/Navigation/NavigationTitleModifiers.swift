import CellshotSwiftUILayout

/// An item of a navigation bar (SwiftUI's `NavigationBarItem`): here, for its title display modes.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack (what a still picture shows), as the screen before it otherwise.
        case automatic
        /// Small, in the middle of the bar.
        case inline
        /// Large, below the bar's items.
        case large
    }
}

/// How a toolbar shows its title (SwiftUI's `ToolbarTitleDisplayMode`, iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    let name: String

    /// Large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic, name: "automatic")
    /// Small, in the middle of the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline, name: "inline")
    /// Large, below the bar's items.
    public static let large = ToolbarTitleDisplayMode(mode: .large, name: "large")
    /// Large, at the bar's leading end (drawn large, with a warning).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large, name: "inlineLarge")
}

extension View {
    /// The title a navigation stack shows for this view: large at the root, inline in the bar's middle when
    /// `.navigationBarTitleDisplayMode(.inline)` says so. The text's characters are drawn in the bar's font and
    /// colour (its own styling is not, as on iOS).
    public func navigationTitle(_ title: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setTitle(title, fileID: fileID, line: line) }
    }

    /// The title a navigation stack shows for this view, from a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(Text(titleKey), fileID: fileID, line: line)
    }

    /// The title a navigation stack shows for this view, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(Text(title), fileID: fileID, line: line)
    }

    /// The title a navigation stack shows for this view, renamable in the bar (drawn as its current value).
    public func navigationTitle(_ title: Binding<String>, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(Text(title.wrappedValue), fileID: fileID, line: line)
    }

    /// How the navigation bar shows this view's title: `.large` below the bar's items, `.inline` in its middle,
    /// `.automatic` large at the root of a stack.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode,
                                              fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in chrome.setTitleDisplayMode(displayMode, fileID: fileID, line: line) }
    }

    /// How the toolbar shows this view's title (iOS 17's name for the display mode; `.inlineLarge` is drawn large).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode, fileID: String = #fileID,
                                        line: Int = #line) -> some View {
        navigationChrome { chrome, _ in
            if mode == .inlineLarge {
                chrome.graph.warn(".toolbarTitleDisplayMode(.inlineLarge) is drawn as .large: the large title at the "
                                  + "bar's leading end is not measured", fileID: fileID, line: line)
            }
            chrome.setTitleDisplayMode(mode.mode, fileID: fileID, line: line)
        }
    }

    /// The title and how it is displayed (deprecated: `.navigationTitle` and `.navigationBarTitleDisplayMode`).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode,
                                   fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(title, fileID: fileID, line: line)
            .navigationBarTitleDisplayMode(displayMode, fileID: fileID, line: line)
    }

    /// The title and how it is displayed, from a localized string key (deprecated).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode,
                                   fileID: String = #fileID, line: Int = #line) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode, fileID: fileID, line: line)
    }

    /// The title and how it is displayed, from a string (deprecated).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode,
                                                      fileID: String = #fileID, line: Int = #line) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode, fileID: fileID, line: line)
    }

    /// The title (deprecated: `.navigationTitle`).
    public func navigationBarTitle(_ title: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(title, fileID: fileID, line: line)
    }

    /// The title from a localized string key (deprecated: `.navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(Text(titleKey), fileID: fileID, line: line)
    }

    /// The title from a string (deprecated: `.navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationTitle(Text(title), fileID: fileID, line: line)
    }

    /// A subtitle under the title (iOS 26). Not drawn: no screenshot of one was measured; a warning names the line.
    public func navigationSubtitle(_ subtitle: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in
            chrome.graph.warn(".navigationSubtitle is not drawn: its place under the title is not measured",
                              fileID: fileID, line: line)
        }
    }

    /// A subtitle from a localized string key (iOS 26; not drawn, with a warning).
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationSubtitle(Text(subtitleKey), fileID: fileID, line: line)
    }

    /// A subtitle from a string (iOS 26; not drawn, with a warning).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationSubtitle(Text(subtitle), fileID: fileID, line: line)
    }

    /// Hides or shows the navigation bar (deprecated: `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in
            chrome.setVisibility(hidden ? .hidden : .visible, for: [.navigationBar], fileID: fileID, line: line)
        }
    }

    /// Hides the back button. The screen a still picture shows is a stack's root, which has none: nothing changes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }

    /// The view a stack pushes for a value of a type. A still picture shows the stack's root: the destination is
    /// never made.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// The view a stack pushes while a binding is true. A still picture shows the stack's root: when the binding is
    /// true, a warning names the pushed screen as not drawn.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V,
                                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: isPresented.wrappedValue ? "navigationDestination(isPresented:) is true: the pushed \(V.self) is not "
                + "drawn, the picture shows the stack's root" : nil,
            fileID: fileID, line: line))
    }

    /// The view a stack pushes while an item is set. A still picture shows the stack's root: when the item is set,
    /// a warning names the pushed screen as not drawn.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C,
                                                            fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: item.wrappedValue != nil ? "navigationDestination(item:) is set: the pushed \(C.self) is not drawn, "
                + "the picture shows the stack's root" : nil,
            fileID: fileID, line: line))
    }
}
