import CellshotModel
import CellshotSwiftUILayout

/// The default button style (SwiftUI's `DefaultButtonStyle`, `.automatic`): outside a list, borderless; in a
/// list row, the row's text in the tint, leading, and the whole row touched (docs/swiftui.md, "Lists and forms").
public struct DefaultButtonStyle {
    /// The style.
    public init() {}
}

extension DefaultButtonStyle: PrimitiveButtonStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: .automatic)
    }
}

/// A button drawn as its label in the tint (SwiftUI's `BorderlessButtonStyle`): red for a destructive role,
/// grey when disabled, in the body font (subheadline at the small and mini control sizes) (OpenSwiftUI
/// `BorderlessButtonStyle`).
public struct BorderlessButtonStyle {
    /// The style.
    public init() {}
}

extension BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: .borderless)
    }
}

/// A button drawn as its label alone, in the current foreground, half transparent when disabled (SwiftUI's
/// `PlainButtonStyle`; OpenSwiftUI `PlainButtonStyle`).
public struct PlainButtonStyle {
    /// The style.
    public init() {}
}

extension PlainButtonStyle: PrimitiveButtonStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: .plain)
    }
}

/// A button whose label, in the tint, sits on a light fill (SwiftUI's `BorderedButtonStyle`): padded by the
/// control size, a rounded rectangle on iOS 18, a capsule on iOS 26 (docs/swiftui.md, "Controls").
public struct BorderedButtonStyle {
    /// The style.
    public init() {}
}

extension BorderedButtonStyle: PrimitiveButtonStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: .bordered)
    }
}

/// A button whose white label sits on the tint (SwiftUI's `BorderedProminentButtonStyle`), shaped as a
/// bordered button.
public struct BorderedProminentButtonStyle {
    /// The style.
    public init() {}
}

extension BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration: configuration, kind: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless outside a list.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, no background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label in the current foreground, no background.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint on a light fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button as one of the built-in styles draws it, from the environment where it is.
struct StyledButton {
    typealias Body = Never

    enum Kind {
        case borderless, plain, bordered, borderedProminent
        /// The default style: borderless, but a list row's text (leading, not centred, when it wraps).
        case automatic
        /// Bordered with the tint's fill whatever the tint (an on `.button` toggle).
        case borderedTinted
    }

    let configuration: PrimitiveButtonStyleConfiguration
    let kind: Kind

    @MainActor
    static func _makeNodes(_ view: StyledButton, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let colors = ButtonColors(role: view.configuration.role, environment: environment)
        var labelInputs = inputs
        // The label in an HStack, centred, in the style's default font and foreground (a font or foreground the
        // app set on or above the button wins: they are defaults, as OpenSwiftUI's `defaultFont`).
        // A list row's button is the row's text, which wraps leading as any row's [I]; elsewhere the label is centred.
        if !(view.kind == .automatic && environment.isInListRow) {
            labelInputs.environment.multilineTextAlignment = .center
        }
        if environment.font == nil, [.mini, .small].contains(environment.controlSize) {
            labelInputs.environment.font = .subheadline
        }
        switch view.kind {
        case .plain:
            break
        case .automatic, .borderless, .bordered, .borderedTinted:
            labelInputs.environment.foregroundStyle = environment.foregroundStyle ?? AnyShapeStyle(colors.tinted)
        case .borderedProminent:
            labelInputs.environment.foregroundStyle = environment.foregroundStyle ?? AnyShapeStyle(colors.onTint)
        }
        // The label in an HStack (OpenSwiftUI: `HStack { configuration.label }`), so its views lie in a row.
        let stacked = HStack { view.configuration.label }
        guard let label = HStack<PrimitiveButtonStyleConfiguration.Label>._makeNodes(stacked, labelInputs).nodes.first
        else { return _ViewOutputs() }
        switch view.kind {
        case .automatic, .borderless:
            return _ViewOutputs(label)
        case .plain:
            guard !environment.isEnabled else { return _ViewOutputs(label) }
            let dimmed = PassThrough.wrap([label], name: "opacity", inputs)
            dimmed.payload = OpacityDrawing(opacity: SwiftUIFigures.plainDisabledOpacity)
            return _ViewOutputs(dimmed)
        case .bordered, .borderedProminent, .borderedTinted:
            let size = environment.controlSize
            let padded = LayoutNode(layout: PaddingLayout(insets: SwiftUIFigures.borderedButtonPadding[size]),
                                    children: [label], name: "padding", direction: environment.layoutDirection)
            let corners = environment.buttonBorderShape.corners(size: size, look: environment.look.controls)
            let fill = switch view.kind {
            case .borderedProminent: colors.prominentFill
            default: colors.borderedFill(tinted: view.kind == .borderedTinted)
            }
            let background = ShapeLeaf.node(for: ControlBackground(corners: corners), fill: AnyShapeStyle(fill),
                                            name: "ButtonBackground", inputs).nodes
            let node = LayoutNode(layout: SecondaryLayout(alignment: .center), children: [padded] + background,
                                  name: "background", direction: environment.layoutDirection)
            node.payload = SecondaryDrawing(isBehind: true)
            return _ViewOutputs(node)
        }
    }
}

extension StyledButton: View {}

/// The colours of a button's label and fill, from its role, the tint and whether it is enabled
/// (docs/swiftui.md, "Controls": [M] figures from AccessibilitySnapshot's and AddPreviews' screenshots).
struct ButtonColors {
    let role: ButtonRole?
    let environment: EnvironmentValues

    /// The tint the button is drawn in: red for a destructive role, else the environment's tint or accent.
    private var tint: Color {
        role == .destructive ? .red : .accentColor
    }

    /// A disabled label: the label colour at 25 % [M].
    private var disabledLabel: Color {
        Color(provider: .system(.label)).opacity(SwiftUIFigures.disabledLabelOpacity)
    }

    /// A borderless or bordered label.
    var tinted: Color {
        environment.isEnabled ? tint : disabledLabel
    }

    /// A prominent label: white on the tint [I]; disabled, as a disabled label.
    var onTint: Color {
        environment.isEnabled ? .white : disabledLabel
    }

    /// A bordered fill: the tint at 18 % where the app set a tint or the role is destructive, else
    /// secondarySystemFill [M]; disabled, tertiarySystemFill [I].
    func borderedFill(tinted: Bool) -> Color {
        guard environment.isEnabled else { return Color(provider: .system(.tertiarySystemFill)) }
        if tinted || environment.tint != nil || role == .destructive {
            return tint.opacity(SwiftUIFigures.borderedTintedFillOpacity)
        }
        return Color(provider: .system(.secondarySystemFill))
    }

    /// A prominent fill: the tint; disabled, tertiarySystemFill [I].
    var prominentFill: Color {
        environment.isEnabled ? tint : Color(provider: .system(.tertiarySystemFill))
    }
}
