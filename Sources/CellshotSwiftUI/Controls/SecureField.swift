import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A field for a password (SwiftUI's `SecureField`), drawn unfocused: a dot per character, or its prompt in the
/// placeholder grey when empty; filling the width offered, 21 pt tall when empty and one line tall with dots
/// [M: AccessibilitySnapshot's `testSwiftUITextEntry`, iOS 18.5 and 26.2].
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View> {
    public typealias Body = Never
    let text: String
    let prompt: Text?
    let label: Label

    /// A field with a label of any views (its placeholder when no prompt is given).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: SecureField, _ inputs: _ViewInputs) -> _ViewOutputs {
        let field: _ViewOutputs
        if view.text.isEmpty {
            var placeholderInputs = inputs
            placeholderInputs.environment.lineLimit = 1
            placeholderInputs.environment.foregroundStyle = AnyShapeStyle(Color(provider: .system(.placeholderText)))
            let placeholder = view.prompt.map { AnyView($0) } ?? AnyView(HStack { view.label })
            field = placeholder.frame(minHeight: SwiftUIFigures.emptySecureFieldHeight)
                .frame(maxWidth: .infinity, alignment: .leading)._nodes(placeholderInputs)
        } else {
            field = SecureDots(count: view.text.count).frame(maxWidth: .infinity, alignment: .leading)._nodes(inputs)
        }
        return ControlMarker.mark(field, ControlRowPresentation(kind: .textField), name: "SecureField", inputs)
    }
}

extension SecureField: View {}

extension SecureField where Label == Text {
    /// A field titled with a localized string key (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field titled with a string (its placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field titled with a localized string key and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled with a string and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A secure field's dots, as a view.
struct SecureDots {
    typealias Body = Never
    let count: Int

    @MainActor
    static func _makeNodes(_ view: SecureDots, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SecureDotsLeaf.node(count: view.count, inputs))
    }
}

extension SecureDots: View {}

/// A secure field's dots, one per character: circles in the foreground colour, one line of the font tall, the
/// figures measured at body size and scaled with the font.
final class SecureDotsLeaf: LeafLayout, NodeDrawing {
    let count: Int
    let scale: CGFloat
    let lineHeight: CGFloat
    let color: CellshotGraphics.Color

    init(count: Int, scale: CGFloat, lineHeight: CGFloat, color: CellshotGraphics.Color) {
        self.count = count
        self.scale = scale
        self.lineHeight = lineHeight
        self.color = color
    }

    @MainActor
    static func node(count: Int, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        let font = (environment.font ?? .body).resolved(environment.dynamicTypeSize)
        let leaf = SecureDotsLeaf(count: count, scale: font.size / 17,
                                  lineHeight: ceilToPixel(font.lineHeight, scale: environment.displayScale),
                                  color: environment.foregroundColor)
        let node = LayoutNode(leaf: leaf, name: "SecureDots", direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = CGFloat(count) * SwiftUIFigures.secureDotPitch * scale
        return CGSize(width: proposal.width.map { min($0, width) } ?? width, height: lineHeight)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let diameter = SwiftUIFigures.secureDotDiameter * scale
        let pitch = SwiftUIFigures.secureDotPitch * scale
        let rightToLeft = node.direction == .rightToLeft
        for index in 0..<count {
            let offset = SwiftUIFigures.secureDotInset * scale + CGFloat(index) * pitch
            guard offset + diameter <= node.frame.width + 0.01 else { break }
            let x = rightToLeft ? node.frame.maxX - offset - diameter : node.frame.minX + offset
            let dot = CGRect(x: x, y: node.frame.midY - diameter / 2, width: diameter, height: diameter)
            canvas.commands.append(.fill(dot.model, cornerRadius: Double(diameter / 2), color: color))
        }
    }
}
