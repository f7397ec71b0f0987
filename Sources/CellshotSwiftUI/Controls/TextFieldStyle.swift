import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A style that draws a text field (SwiftUI's `TextFieldStyle`): `.automatic`/`.plain` (the text alone),
/// `.roundedBorder`, or an app's own, written as SwiftUI's are, through `_body(configuration:)`:
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(10).background(RoundedRectangle(cornerRadius: 8).fill(.quaternary))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view the style draws.
    associatedtype _Body: View
    /// The field's label, as the configuration holds it.
    typealias _Label = _TextFieldStyleLabel
    /// The field drawn in this style; `configuration` draws as a plain field.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

/// The default text field style (SwiftUI's `DefaultTextFieldStyle`): plain outside a list.
public struct DefaultTextFieldStyle {
    /// The style.
    public init() {}
}

extension DefaultTextFieldStyle: TextFieldStyle {
    /// The field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone (SwiftUI's `PlainTextFieldStyle`).
public struct PlainTextFieldStyle {
    /// The style.
    public init() {}
}

extension PlainTextFieldStyle: TextFieldStyle {
    /// The field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UITextField's rounded border (SwiftUI's `RoundedBorderTextFieldStyle`): the text padded in a white rounded
/// rectangle with a thin grey border, 34 pt tall with a body line [I: the figures in `SwiftUIFigures`].
public struct RoundedBorderTextFieldStyle {
    /// The style.
    public init() {}
}

extension RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View {
        RoundedBorderField(content: configuration)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A field padded in UITextField's rounded border.
struct RoundedBorderField<Content: View> {
    typealias Body = Never
    let content: Content

    @MainActor
    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let direction = environment.layoutDirection
        let field = Content._makeNodes(view.content, inputs.child(at: 0)).nodes
        return _ViewOutputs(field.map { node in
            let padded = LayoutNode(layout: PaddingLayout(insets: SwiftUIFigures.roundedBorderFieldPadding), children: [node],
                                    name: "padding", direction: direction)
            let border = FieldBorderLeaf(fill: Color(provider: .system(.tertiarySystemBackground)).resolved(in: environment),
                                         stroke: Color(provider: .system(.opaqueSeparator)).resolved(in: environment),
                                         width: 1 / environment.displayScale)
            let borderNode = LayoutNode(leaf: border, name: "RoundedBorder", direction: direction)
            borderNode.payload = border
            let background = LayoutNode(layout: SecondaryLayout(alignment: .center), children: [padded, borderNode],
                                        name: "background", direction: direction)
            background.payload = SecondaryDrawing(isBehind: true)
            return background
        })
    }
}

extension RoundedBorderField: View {}

/// UITextField's rounded-rect border: a fill and a hairline inside the frame [I: tertiarySystemBackground
/// (white; dark grey in dark mode), opaqueSeparator].
final class FieldBorderLeaf: LeafLayout, NodeDrawing {
    let fill: CellshotGraphics.Color
    let stroke: CellshotGraphics.Color
    let width: CGFloat

    init(fill: CellshotGraphics.Color, stroke: CellshotGraphics.Color, width: CGFloat) {
        self.fill = fill
        self.stroke = stroke
        self.width = width
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let radius = Double(SwiftUIFigures.roundedBorderFieldCornerRadius)
        canvas.commands.append(.fill(node.frame.model, cornerRadius: radius, color: fill))
        canvas.commands.append(.stroke(node.frame.model, cornerRadius: radius, color: stroke, width: Double(width)))
    }
}

/// A text field style, its type erased, kept in the environment.
struct AnyTextFieldStyle {
    let makeNodes: @MainActor (TextField<_TextFieldStyleLabel>, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: TextFieldStyle>(_ style: S) {
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style._body(configuration: configuration)
            return S._Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextFieldStyle? { nil }
}

extension EnvironmentValues {
    /// The style text fields below are drawn in; `nil` for the default (plain).
    var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view in a style.
    ///
    /// ```swift
    /// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, AnyTextFieldStyle(style))
    }
}
