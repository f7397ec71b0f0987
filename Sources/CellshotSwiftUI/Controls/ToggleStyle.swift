import CellshotSwiftUILayout
import Foundation

/// A style that draws a toggle (SwiftUI's `ToggleStyle`): the built-in `.automatic`, `.switch` and `.button`,
/// and an app's own.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws a toggle from (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: drawn as off.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: View {}

/// The default toggle style (SwiftUI's `DefaultToggleStyle`, `.automatic`): a switch on iOS.
public struct DefaultToggleStyle {
    /// The style.
    public init() {}
}

extension DefaultToggleStyle: ToggleStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as a switch (SwiftUI's `SwitchToggleStyle`): `LabeledContent { switch } label: { label }`
/// (OpenSwiftUI `SwitchToggleStyle`) — the label leading, the switch trailing; the label alone hidden by
/// `.labelsHidden()`, leaving the switch.
public struct SwitchToggleStyle {
    let tint: Color?

    /// The style.
    public init() {
        tint = nil
    }

    /// A switch of a colour when on (deprecated on iOS: `.tint(_:)` does the same).
    public init(tint: Color) {
        self.tint = tint
    }
}

extension SwitchToggleStyle: ToggleStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent {
            SwitchView(isOn: configuration.isOn, tint: tint)
        } label: {
            configuration.label
        }
    }
}

/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`): its label in the tint, on a tinted fill when
/// on [I: a bordered button's tinted fill; borderless when off].
public struct ButtonToggleStyle {
    /// The style.
    public init() {}
}

extension ButtonToggleStyle: ToggleStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        Button {} label: { configuration.label }
            .buttonStyle(ToggleButtonStyle(isOn: configuration.isOn))
    }
}

/// The button of a `.button` toggle: bordered with the tint's fill when on, borderless when off.
struct ToggleButtonStyle {
    let isOn: Bool
}

extension ToggleButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: isOn ? .borderedTinted : .borderless)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, tinted when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch alone, as a view.
struct SwitchView {
    typealias Body = Never
    let isOn: Bool
    let tint: Color?

    @MainActor
    static func _makeNodes(_ view: SwitchView, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SwitchLeaf.node(isOn: view.isOn, tint: view.tint, inputs))
    }
}

extension SwitchView: View {}

/// A toggle style, its type erased, kept in the environment.
struct AnyToggleStyle {
    let makeNodes: @MainActor (ToggleStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: ToggleStyle>(_ style: S) {
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            // A `Toggle` the style's body makes (Mlem's style wraps one around its label) is drawn in the default
            // style, not this one again.
            var bodyInputs = inputs.child(of: S.self)
            bodyInputs.environment.toggleStyle = nil
            return S.Body._makeNodes(body, bodyInputs)
        }
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style toggles below are drawn in; `nil` for the default.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view in a style: `.switch`, `.button`, or an app's own.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
