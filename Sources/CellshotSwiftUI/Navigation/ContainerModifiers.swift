import CellshotSwiftUILayout
import Foundation

// iOS 17–18 modifiers of a screen's containers that cellshot accepts and names, at the app's line, as not drawn.

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`, iOS 17).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// Behind a navigation stack's content (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind a navigation split view's column (iOS 18).
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// Behind a tab view's content (iOS 18).
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// Behind a widget (iOS 17).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// A kind of toolbar item the system adds on its own (SwiftUI's `ToolbarDefaultItemKind`, iOS 17).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// A split view's sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

extension View {
    /// A background for the container the view is in (iOS 17): a navigation stack's, a tab view's. Not drawn: the
    /// container keeps the system background, and a warning names the modifier.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement,
                                                   fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: ".containerBackground(for: .\(container.name)) is not drawn: the container keeps the system background",
            fileID: fileID, line: line))
    }

    /// A view as the background of the container the view is in (iOS 17). Not drawn, with a warning.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V, fileID: String = #fileID,
                                             line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: ".containerBackground(for: .\(container.name)) is not drawn: the container keeps the system background",
            fileID: fileID, line: line))
    }

    /// Removes an item the system puts in the toolbar (iOS 17): `.title` hides the navigation title. Not applied: the
    /// title is still drawn, and a warning names the modifier.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?, fileID: String = #fileID,
                        line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: defaultItemKind.map { ".toolbar(removing: .\($0.name)) is not applied: the item is still drawn" },
            fileID: fileID, line: line))
    }
}
