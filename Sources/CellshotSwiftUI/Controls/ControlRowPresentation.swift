import CellshotSwiftUILayout
import Foundation

/// How a control presents itself as a row of a `List` or `Form`, for the list to ask (issue 42).
///
/// iOS draws some controls differently in a list row: a Toggle row is its label leading and its switch
/// trailing (as outside a list), a `.menu` Picker row shows its label too, with the selection trailing in the
/// secondary colour, a Button row is its label alone, tinted, leading. Each control marks its outermost node
/// with what it is and how to make its parts again (``ControlMarker``), so a list can find the control in a row
/// (`ControlMarker.presentation(of:)`) and lay its parts out its own way, with the row's own figures.
package struct ControlRowPresentation {
    /// What the control is.
    package enum Kind: Equatable {
        case button(role: ButtonRole?)
        case toggle(isOn: Bool)
        case picker
        case labeledContent
        case link
        case menu
        case slider
        case stepper
        case textField
        case progress
        case gauge
        case datePicker
    }

    /// What the control is.
    package var kind: Kind
    /// Makes the nodes of the control's label, as the row's leading part (`nil`: it has none, or hides it).
    package var makeLabel: (@MainActor (_ViewInputs) -> _ViewOutputs)?
    /// Makes the nodes of the control's value or its own drawn part (a switch, a selection), as the row's
    /// trailing part (`nil`: none).
    package var makeTrailing: (@MainActor (_ViewInputs) -> _ViewOutputs)?
    /// Whether the whole row is the control's to touch: an enabled button of the automatic style makes its row its
    /// hit area on iOS, wherever it is in the row, so the row highlights as a `NavigationLink`'s.
    package var touchesRow: Bool

    package init(kind: Kind, makeLabel: (@MainActor (_ViewInputs) -> _ViewOutputs)? = nil,
                 makeTrailing: (@MainActor (_ViewInputs) -> _ViewOutputs)? = nil, touchesRow: Bool = false) {
        self.kind = kind
        self.touchesRow = touchesRow
        self.makeLabel = makeLabel
        self.makeTrailing = makeTrailing
    }
}

/// Marks a control's outermost node with its row presentation; draws the node as any other (its children).
package final class ControlMarker: NodeDrawing {
    package let presentation: ControlRowPresentation

    init(_ presentation: ControlRowPresentation) {
        self.presentation = presentation
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        canvas.drawChildren(of: node)
    }

    /// The presentation of the first control at or below `node`, looking through single-child wrappers
    /// (padding, frames, backgrounds).
    package static func presentation(of node: LayoutNode) -> ControlRowPresentation? {
        if let marker = node.payload as? ControlMarker { return marker.presentation }
        guard let first = node.children.first else { return nil }
        return presentation(of: first)
    }

    /// The control's nodes, its one outermost node marked (wrapped in a container of its own when it already
    /// draws something itself, or when the control made several nodes).
    static func mark(_ outputs: _ViewOutputs, _ presentation: ControlRowPresentation, name: String,
                     _ inputs: _ViewInputs) -> _ViewOutputs {
        if outputs.nodes.count == 1, let node = outputs.nodes.first, node.payload == nil, case .container = node.content {
            node.payload = ControlMarker(presentation)
            node.name = name
            return outputs
        }
        let wrapper = PassThrough.wrap(outputs.nodes, name: name, inputs)
        wrapper.payload = ControlMarker(presentation)
        return _ViewOutputs(wrapper)
    }
}

/// A container that lays out one child (or stacks several) exactly as the child would be alone: for effects
/// drawn around a view (an opacity) and for markers.
struct PassThroughLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

enum PassThrough {
    /// One node laying out `nodes` as they are (a single node keeps its traits: priority, spacer, tag).
    static func wrap(_ nodes: [LayoutNode], name: String, _ inputs: _ViewInputs) -> LayoutNode {
        let traits = nodes.count == 1 ? nodes[0].traits : LayoutTraits()
        if nodes.count > 1 {
            // Several views where one control stands: a VStack, as SwiftUI's implicit container.
            let stack = LayoutNode(layout: VStackLayout(), children: nodes, name: "VStack",
                                   direction: inputs.environment.layoutDirection)
            return LayoutNode(layout: PassThroughLayout(), children: [stack], name: name,
                              direction: inputs.environment.layoutDirection)
        }
        return LayoutNode(layout: PassThroughLayout(), children: nodes, name: name, traits: traits,
                          direction: inputs.environment.layoutDirection)
    }
}

/// Draws a node's children as one layer at an opacity (a disabled plain button, a dimmed control).
final class OpacityDrawing: NodeDrawing {
    let opacity: Double
    init(opacity: Double) { self.opacity = opacity }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let commands = canvas.collecting { $0.drawChildren(of: node) }
        guard !commands.isEmpty, opacity > 0 else { return }
        if opacity < 1 {
            canvas.commands.append(.opacity(opacity, commands: commands))
        } else {
            canvas.commands += commands
        }
    }
}
