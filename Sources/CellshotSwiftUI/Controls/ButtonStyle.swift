import CellshotSwiftUILayout

/// A button's purpose (SwiftUI's `ButtonRole`): a destructive button's label is red.
public struct ButtonRole: Equatable, Sendable {
    let rawValue: UInt8
    /// An action that deletes data: drawn red.
    public static let destructive = ButtonRole(rawValue: 1)
    /// An action that cancels: drawn as any other button outside an alert.
    public static let cancel = ButtonRole(rawValue: 4)
    /// An action that closes (iOS 26): `Button(role: .close) {}` is drawn with an `xmark`.
    public static let close = ButtonRole(rawValue: 8)
    /// An action that confirms (iOS 26): `Button(role: .confirm) {}` is drawn with a `checkmark`.
    public static let confirm = ButtonRole(rawValue: 16)
}

/// A style that draws a button from its label (SwiftUI's `ButtonStyle`).
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 12).padding(.vertical, 6)
///             .background(Capsule().fill(.tint.opacity(configuration.isPressed ? 0.5 : 0.2)))
///     }
/// }
/// ```
/// A still picture shows every button unpressed: `configuration.isPressed` is `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The button's label, role and pressed state.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a still picture.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View {}

/// A style that makes a button's whole view and decides when it triggers (SwiftUI's `PrimitiveButtonStyle`):
/// the built-in `.automatic`, `.plain`, `.borderless`, `.bordered` and `.borderedProminent`, and an app's own.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws a button from (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// Runs the button's action (a still picture never does; a style may pass it on).
    @MainActor
    public func trigger() {
        action()
    }
}

extension PrimitiveButtonStyleConfiguration.Label: View {}

/// A primitive button style, its type erased, kept in the environment.
struct AnyPrimitiveButtonStyle {
    /// The style's name, for messages.
    let name: String
    /// Whether it is the default style (`.automatic`), whose button a list draws as a row the user touches.
    let isAutomatic: Bool
    let makeNodes: @MainActor (PrimitiveButtonStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: PrimitiveButtonStyle>(_ style: S) {
        name = "\(S.self)"
        isAutomatic = S.self == DefaultButtonStyle.self
        makeNodes = { configuration, inputs in
            // A style's own dynamic properties (`@Environment`) are read where the button is.
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }

    /// A button style made primitive: the button's label given to it, never pressed.
    @MainActor
    init<S: ButtonStyle>(_ style: S) {
        name = "\(S.self)"
        isAutomatic = false
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: ButtonStyleConfiguration(
                role: configuration.role, label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                isPressed: false))
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyPrimitiveButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style buttons below are drawn in (`.buttonStyle(_:)`); `nil` for the default.
    var buttonStyle: AnyPrimitiveButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view in a style: `.plain`, `.borderless`, `.bordered`,
    /// `.borderedProminent`, or an app's own.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyPrimitiveButtonStyle(style))
    }

    /// Draws the buttons in this view in an app's own ``ButtonStyle``.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyPrimitiveButtonStyle(style))
    }
}
