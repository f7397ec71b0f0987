import CellshotSwiftUILayout
import Foundation

/// A control that shows a menu of actions when tapped (SwiftUI's `Menu`): a still picture shows it closed, its
/// label drawn as a button of the environment's button style (in the tint, outside a list); the menu's content
/// is not drawn.
///
/// ```swift
/// Menu("Sort") { Button("Name") {}; Button("Date") {} }
/// Menu { Button("Share") {} } label: { Image(systemName: "ellipsis.circle") }
/// ```
public struct Menu<Label: View, Content: View> {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A menu with a label of any views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu with a label and an action for a tap (its content shown by a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    @MainActor
    public static func _makeNodes(_ view: Menu, _ inputs: _ViewInputs) -> _ViewOutputs {
        let label = DeferredView(view.label, inputs.child(at: 0))
        let configuration = MenuStyleConfiguration(label: .init(content: label))
        let style = inputs.environment.menuStyle ?? AnyMenuStyle(DefaultMenuStyle())
        return ControlMarker.mark(style.makeNodes(configuration, inputs),
                                  ControlRowPresentation(kind: .menu, makeLabel: label.maker,
                                                         touchesRow: touchesRow(inputs.environment)),
                                  name: "Menu", inputs)
    }

    /// The menu as a child of a container: in a list, a row the user touches — drawn in the highlighted and selected
    /// columns as a `Button` row is — when it is drawn as an enabled button of the automatic style, as a `Button`
    /// of that style is (a borderless menu, an app's own style or a disabled menu take no row).
    @MainActor
    public static func _makeViewList(_ view: Menu, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var element = _ViewListElement(kind: .view { Self._makeNodes(view, $0) }, inputs: inputs)
        if touchesRow(inputs.environment) { element.traits[ListRowTraits.Interactive.self] = true }
        return [element]
    }

    /// Whether a menu makes its whole row its hit area: drawn as an enabled button of the automatic style.
    @MainActor
    static func touchesRow(_ environment: EnvironmentValues) -> Bool {
        (environment.menuStyle?.drawsAsButton ?? true) && (environment.buttonStyle?.isAutomatic ?? true)
            && environment.isEnabled
    }
}

extension Menu: View {}

extension Menu where Label == Text {
    /// A menu titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized string key, with an action for a tap.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == _ButtonTitleAndIcon {
    /// A menu titled with a localized string key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { _ButtonTitleAndIcon(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A menu titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { _ButtonTitleAndIcon(title: Text(title), systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style is given, made again.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = MenuStyleConfiguration.Content()
    }
}

/// A style that draws a menu (SwiftUI's `MenuStyle`).
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The menu's label and content.
    typealias Configuration = MenuStyleConfiguration
    /// The menu drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``MenuStyle`` draws a menu from (SwiftUI's `MenuStyleConfiguration`).
public struct MenuStyleConfiguration {
    /// The menu's label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The menu's content as a view: a closed menu shows none.
    public struct Content {
        public typealias Body = Never

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs() }
    }

    /// The menu's label.
    public let label: Label
}

extension MenuStyleConfiguration.Label: View {}
extension MenuStyleConfiguration.Content: View {}

/// The default menu style (SwiftUI's `DefaultMenuStyle`): on iOS, its label as a button of the environment's
/// button style.
public struct DefaultMenuStyle {
    /// The style.
    public init() {}
}

extension DefaultMenuStyle: MenuStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration, borderless: false)
    }
}

/// A menu drawn as a button of the environment's button style (SwiftUI's `ButtonMenuStyle`).
public struct ButtonMenuStyle {
    /// The style.
    public init() {}
}

extension ButtonMenuStyle: MenuStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration, borderless: false)
    }
}

/// A menu drawn as a borderless button (SwiftUI's `BorderlessButtonMenuStyle`).
public struct BorderlessButtonMenuStyle {
    /// The style.
    public init() {}
}

extension BorderlessButtonMenuStyle: MenuStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration, borderless: true)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button of the environment's button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A closed menu's label drawn as a button.
struct MenuButton {
    typealias Body = Never
    let configuration: MenuStyleConfiguration
    let borderless: Bool

    @MainActor
    static func _makeNodes(_ view: MenuButton, _ inputs: _ViewInputs) -> _ViewOutputs {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: view.configuration.label.content), action: {})
        let style = view.borderless ? AnyPrimitiveButtonStyle(BorderlessButtonStyle())
            : inputs.environment.buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        return style.makeNodes(configuration, inputs)
    }
}

extension MenuButton: View {}

/// A menu style, its type erased, kept in the environment.
struct AnyMenuStyle {
    let makeNodes: @MainActor (MenuStyleConfiguration, _ViewInputs) -> _ViewOutputs
    /// Whether the style draws the menu as a button of the environment's button style (the automatic and `.button`
    /// styles), not a borderless button or an app's own view.
    let drawsAsButton: Bool

    @MainActor
    init<S: MenuStyle>(_ style: S) {
        drawsAsButton = S.self == DefaultMenuStyle.self || S.self == ButtonMenuStyle.self
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyMenuStyle? { nil }
}

extension EnvironmentValues {
    /// The style menus below are drawn in; `nil` for the default.
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the menus in this view in a style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyMenuStyle(style))
    }
}
