import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// `.mask`: the view shown through the opacity of another view, laid out on it as an overlay is.
struct MaskModifier<Mask: View>: ViewModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let primaries = content(inputs).nodes
        let maskInputs = inputs.child(at: 1)
        return _ViewOutputs(primaries.map { primary in
            var masks = Mask._makeNodes(modifier.mask, maskInputs).nodes
            if masks.count > 1 {
                masks = [LayoutNode(layout: ZStackLayout(alignment: modifier.alignment), children: masks, name: "ZStack",
                                    direction: inputs.environment.layoutDirection)]
            }
            let node = LayoutNode(layout: SecondaryLayout(alignment: modifier.alignment), children: [primary] + masks,
                                  name: "mask", traits: primary.traits, direction: inputs.environment.layoutDirection)
            node.payload = MaskDrawing()
            return node
        })
    }
}

/// Draws the first child through the coverage of the others.
final class MaskDrawing: NodeDrawing {
    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let children = node.children
        guard let primary = children.first else { return }
        let content = canvas.collecting { $0.draw(primary) }
        let mask = canvas.collecting { inner in for child in children.dropFirst() { inner.draw(child) } }
        canvas.commands += MaskDrawing.masked(content, by: mask, around: node.frame)
    }

    /// `content` kept where `mask` covers: cut to the mask's outline when the mask is opaque shapes (exact and
    /// cheap); otherwise through the mask's opacity, pixel by pixel — the content with the inverse of the mask
    /// cut out of it (`destinationOut` of an opaque rectangle less the mask), inside a group of its own.
    static func masked(_ content: [DrawCommand], by mask: [DrawCommand], around frame: CGRect) -> [DrawCommand] {
        guard !content.isEmpty, !mask.isEmpty else { return [] }
        if let outline = opaqueOutline(of: mask) {
            return [.clipPath(outline.path, fillRule: outline.rule, commands: content)]
        }
        let reach = frame.insetBy(dx: -10_000, dy: -10_000).model
        let inverse: [DrawCommand] = [.opacity(1, commands: [
            .fill(reach, cornerRadius: 0, color: .black),
            .blendMode(.destinationOut, commands: mask),
        ])]
        return [.opacity(1, commands: content + [.blendMode(.destinationOut, commands: inverse)])]
    }

    /// The outline of a mask made only of opaque shapes of one fill rule, or `nil`.
    private static func opaqueOutline(of mask: [DrawCommand]) -> (path: CellshotGraphics.Path, rule: FillRule)? {
        var outline = CellshotGraphics.Path()
        var rule: FillRule?
        for command in mask {
            switch command {
            case let .path(path, paint, color) where color.alpha >= 1 && paint.fillRule != nil:
                guard rule == nil || rule == paint.fillRule || mask.count == 1 else { return nil }
                rule = paint.fillRule
                outline.addPath(path)
            case let .fill(rect, radius, color) where color.alpha >= 1:
                guard rule == nil || rule == .nonZero else { return nil }
                rule = .nonZero
                outline.addPath(CellshotGraphics.Path(roundedRect: rect, cornerRadius: radius))
            default:
                return nil
            }
        }
        // Several even-odd shapes would cut each other: only one may be even-odd.
        if rule == .evenOdd, mask.count > 1 { return nil }
        return rule.map { (outline, $0) }
    }
}

extension View {
    /// The view shown through the opacity of another view laid out on it (iOS 15).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// The view shown through the opacity of another view laid out on it.
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
