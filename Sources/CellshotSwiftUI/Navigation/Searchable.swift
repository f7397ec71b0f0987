import CellshotSwiftUILayout

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`).
public struct SearchFieldPlacement: Hashable, Sendable {
    /// Whether a search field in the navigation bar's drawer always shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown until the list scrolls, as the system chooses.
        case automatic
        /// Always shown.
        case always
    }

    let name: String

    /// The system's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

extension View {
    /// A search field for the enclosing navigation stack. Not drawn: where iOS puts it (under a large title up to
    /// iOS 18, at the bottom of the screen on an iPhone in iOS 26) is not measured here; a warning names the line.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           fileID: String = #fileID, line: Int = #line) -> some View {
        navigationChrome { chrome, _ in
            chrome.graph.warn(".searchable is not drawn: the search field's place and size are not measured",
                              fileID: fileID, line: line)
        }
    }

    /// A search field with a prompt from a localized string key (not drawn, with a warning).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    /// A search field with a prompt from a string (not drawn, with a warning).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    /// A search field whose presentation a binding controls (not drawn, with a warning).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: prompt, fileID: fileID, line: line)
    }

    /// A search field whose presentation a binding drives (iOS 17), with a prompt string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S,
                                              fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    /// A search field whose presentation a binding drives (iOS 17), with a localized prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }
}
