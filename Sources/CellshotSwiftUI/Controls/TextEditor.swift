import CellshotSwiftUILayout
import Foundation

/// A multi-line text editor (SwiftUI's `TextEditor`), drawn unfocused: its text wrapped inside UITextView's
/// insets, at the top leading corner of the space it is offered, on the system background [I].
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
public struct TextEditor {
    public typealias Body = Never
    let text: String

    /// An editor of a string.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    @MainActor
    public static func _makeNodes(_ view: TextEditor, _ inputs: _ViewInputs) -> _ViewOutputs {
        let direction = inputs.environment.layoutDirection
        let text = Text(verbatim: view.text).nodesForControl(inputs)
        let padded = LayoutNode(layout: PaddingLayout(insets: SwiftUIFigures.textEditorInset), children: text,
                                name: "padding", direction: direction)
        let frame = FlexibleFrameLayout(horizontal: .init(minimum: nil, ideal: nil, maximum: .infinity),
                                        vertical: .init(minimum: nil, ideal: nil, maximum: .infinity), alignment: .topLeading)
        let framed = LayoutNode(layout: frame, children: [padded], name: "frame", direction: direction)
        let background = ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(Color(provider: .system(.systemBackground))),
                                        name: "Background", inputs).nodes
        let node = LayoutNode(layout: SecondaryLayout(alignment: .center), children: [framed] + background,
                              name: "background", direction: direction)
        node.payload = SecondaryDrawing(isBehind: true)
        return ControlMarker.mark(_ViewOutputs(node), ControlRowPresentation(kind: .textField), name: "TextEditor", inputs)
    }
}

extension TextEditor: View {}
