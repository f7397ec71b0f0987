import CellshotGraphics
import CellshotLayout
import ConstraintSolver

/// A section header or footer: one label inside margins (`UIListContentConfiguration.groupedHeader()`
/// and friends in a supplementary view), built once and re-solved for every header and footer.
final class HeaderFooterTemplate {
    let view = View(name: "headerFooter")
    let label: View
    private let content: TextContent
    private let top, bottom, leading, trailing: LayoutConstraint
    private let engine: LayoutEngine

    init(measurer: any TextMeasuring, direction: LayoutDirection) throws {
        content = TextContent(text: "", attributes: TextAttributes(font: FontDescriptor(size: 13)), measurer: measurer)
        label = View(name: "label", content: content)
        view.addSubview(label)
        top = label.topAnchor.constraint(equalTo: view.topAnchor)
        bottom = label.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        leading = label.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        // Just below required: when the insets exceed the width, the label collapses to zero width.
        trailing = label.trailingAnchor.constraint(equalTo: view.trailingAnchor).withPriority(Priority(999))
        LayoutConstraint.activate([top, bottom, leading, trailing, label.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)])
        engine = try LayoutEngine(root: view, direction: direction)
    }

    /// Lays a text out at a width with insets; returns the view's and the label's frames.
    func layout(_ text: ResolvedText, width: Double, insets: DirectionalEdgeInsets) throws -> (view: Rect, label: Rect) {
        content.text = text.string
        content.attributes = text.attributes
        top.constant = insets.top
        bottom.constant = -insets.bottom
        leading.constant = insets.leading
        trailing.constant = -insets.trailing
        try engine.fittingSize(width: width)
        return (engine.frameInRoot(of: view), engine.frameInRoot(of: label))
    }
}
