import CellshotModel
import CellshotSwiftUILayout

/// A list's style (SwiftUI's `ListStyle`): which UIKit list appearance draws it.
public protocol ListStyle: Sendable {
    /// The style's kind. Not for apps.
    var _kind: ListStyleKind { get }
}

/// The list styles cellshot draws.
public enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar

    /// The UIKit list appearance a `List` of this style is on iOS 16 and later (a `UICollectionView` list):
    /// `.automatic` is inset grouped on an iPhone, as iOS picks it.
    var appearance: ListAppearance {
        switch self {
        case .automatic, .insetGrouped: .insetGrouped
        case .plain, .inset: .plain
        case .grouped: .grouped
        case .sidebar: .sidebar
        }
    }
}

public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .automatic } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .plain } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// A form's style (SwiftUI's `FormStyle`): on iOS every form is grouped.
public protocol FormStyle: Sendable {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension EnvironmentValues {
    struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
    /// The style of the lists below (`.listStyle`).
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    struct MinimumRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    /// The least height of a list row (SwiftUI's `defaultMinListRowHeight`): the list style's own unless set — 44 pt
    /// up to iOS 18; on iOS 26 one body line and the row's margins, 52 pt at the Large Dynamic Type size, 51 at Medium.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinimumRowHeightKey.self] ?? listRowMinimumHeight }
        set { self[MinimumRowHeightKey.self] = newValue }
    }

    /// The least height of a row of this environment's list style when the app sets none: the list chrome's, except
    /// iOS 26's inset grouped, grouped and plain rows, which follow the body line's height at the Dynamic Type size
    /// (`SwiftUIFigures.ios26MinimumListRowHeight`; 52 pt at Large, the chrome's own). Sidebars keep the chrome's.
    var listRowMinimumHeight: CGFloat {
        let appearance = listStyle.appearance
        let geometry = appearance.geometry(width: 393, look: look)
        guard look == .ios26, appearance != .sidebar, appearance != .sidebarPlain else { return CGFloat(geometry.minimumRowHeight) }
        return SwiftUIFigures.ios26MinimumListRowHeight(
            bodyLineHeight: CGFloat(TextStyle.body.lineHeight(for: dynamicTypeSize.category)),
            rowVerticalMargin: CGFloat(geometry.rowVerticalMargin))
    }

    /// The height a list row's content has for one line between the row's margins at its minimum height: what a
    /// switch in the row takes in its layout (iOS draws the track taller, centred on it: a Toggle row is as tall as a
    /// text row, [M] 51 pt on iOS 26 and 44 on iOS 18.2 at Medium, docs/fidelity.md).
    var listRowLineHeight: CGFloat {
        let geometry = listStyle.appearance.geometry(width: 393, look: look)
        return max(0, listRowMinimumHeight - 2 * CGFloat(geometry.rowVerticalMargin))
    }

    struct MinimumHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    /// The least height of a list's section header; cellshot draws the look's.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinimumHeaderHeightKey.self] }
        set { self[MinimumHeaderHeightKey.self] = newValue }
    }

    struct CellStateKey: EnvironmentKey { static let defaultValue = CellState.normal }
    /// The state a column draws every list row in (`CellshotSwiftUI.render(_:states:)`).
    var cellState: CellState {
        get { self[CellStateKey.self] }
        set { self[CellStateKey.self] = newValue }
    }

    struct ListContentKey: EnvironmentKey { static let defaultValue = false }
    /// Whether the view is collected as a list's rows (a `List` there gives its rows to the outer list).
    var isListContent: Bool {
        get { self[ListContentKey.self] }
        set { self[ListContentKey.self] = newValue }
    }

    struct ListRowKey: EnvironmentKey { static let defaultValue = false }
    /// Whether the view is a list row's content (controls draw their list presentation there).
    package var isInListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

extension View {
    /// The style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style._kind)
    }

    /// The style of the forms in this view; every form is grouped on iOS.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
