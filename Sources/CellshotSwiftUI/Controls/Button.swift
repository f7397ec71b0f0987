import CellshotSwiftUILayout
import Foundation

/// A control that performs an action (SwiftUI's `Button`), drawn by the button style of its environment
/// (`.buttonStyle(_:)`; borderless by default outside a list: its label in the tint).
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View> {
    public typealias Body = Never
    let role: ButtonRole?
    let label: Label
    let action: () -> Void

    /// A button with a label of any views.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a label of any views.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: Button, _ inputs: _ViewInputs) -> _ViewOutputs {
        let label = DeferredView(view.label, inputs.child(at: 0))
        let configuration = PrimitiveButtonStyleConfiguration(
            role: view.role, label: PrimitiveButtonStyleConfiguration.Label(content: label), action: view.action)
        let style = inputs.environment.buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        let outputs = style.makeNodes(configuration, inputs)
        let touchesRow = (inputs.environment.buttonStyle?.isAutomatic ?? true) && inputs.environment.isEnabled
        return ControlMarker.mark(outputs, ControlRowPresentation(kind: .button(role: view.role), makeLabel: label.maker,
                                                                  touchesRow: touchesRow),
                                  name: "Button", inputs)
    }

    /// The button as a child of a container: in a list, a row the user touches — drawn in the highlighted and
    /// selected columns as a `NavigationLink`'s row — when it has the default style and is enabled. A button
    /// of another style (borderless, plain, bordered, an app's) takes the touch itself and the row stays as it
    /// is, and a disabled one cannot be touched.
    @MainActor
    public static func _makeViewList(_ view: Button, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var element = _ViewListElement(kind: .view { Self._makeNodes(view, $0) }, inputs: inputs)
        let environment = inputs.environment
        if environment.buttonStyle?.isAutomatic ?? true, environment.isEnabled {
            element.traits[ListRowTraits.Interactive.self] = true
        }
        return [element]
    }
}

extension Button: View {}

extension Button where Label == Text {
    /// A button titled with a localized string key (its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == _ButtonTitleAndIcon {
    /// A button titled with a string key and a symbol, drawn as a label's icon and title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { _ButtonTitleAndIcon(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A button titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { _ButtonTitleAndIcon(title: Text(title), systemImage: systemImage) }
    }

    /// A button with a role, titled with a string key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping () -> Void) {
        self.init(role: role, action: action) { _ButtonTitleAndIcon(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A button with a role, titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping () -> Void) {
        self.init(role: role, action: action) { _ButtonTitleAndIcon(title: Text(title), systemImage: systemImage) }
    }
}

extension Button where Label == _ButtonRoleLabel {
    /// A button whose label the system gives its role (iOS 26): an `xmark` to close, a `checkmark` to confirm,
    /// the role's title otherwise [I: the symbols of iOS 26's close and confirm buttons].
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { _ButtonRoleLabel(role: role) }
    }
}

/// The label iOS gives a button by its role alone.
public struct _ButtonRoleLabel {
    let role: ButtonRole
}

extension _ButtonRoleLabel: View {
    /// The label’s views.
    public var body: some View {
        switch role {
        case .close: AnyView(Image(systemName: "xmark"))
        case .confirm: AnyView(Image(systemName: "checkmark"))
        case .destructive: AnyView(Text("Delete"))
        default: AnyView(Text("Cancel"))
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style is given, made again (to draw it in another style).
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     Button(configuration).buttonStyle(.bordered).tint(.orange)
    /// }
    /// ```
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        role = configuration.role
        action = configuration.action
        label = configuration.label
    }
}

/// The label of `Button(_:systemImage:action:)`: the symbol then the title, as a label's title-and-icon style
/// draws them outside a list.
public struct _ButtonTitleAndIcon {
    let title: Text
    let systemImage: String
}

extension _ButtonTitleAndIcon: View {
    /// The label’s views.
    public var body: some View {
        HStack(spacing: SwiftUIFigures.buttonIconSpacing) {
            Image(systemName: systemImage)
            title
        }
    }
}
