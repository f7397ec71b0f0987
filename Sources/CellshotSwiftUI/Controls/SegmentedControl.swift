import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A segmented picker: a `UISegmentedControl` on iOS — as wide as it is offered, 32 pt tall [M], equal
/// segments; the selected one a white capsule or rounded rectangle raised on the grey fill, its title semibold;
/// thin dividers between the other segments [I: UISegmentedControl's look; the figures in `SwiftUIFigures`].
enum SegmentedControl {
    @MainActor
    static func node(_ options: PickerOptions, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        var titles = inputs
        // The titles: 13 pt, in the label colour; the selected one semibold [I].
        titles.environment.font = .system(size: SwiftUIFigures.segmentedFontSize)
        titles.environment.lineLimit = 1
        titles.environment.foregroundStyle = environment.isEnabled ? nil
            : AnyShapeStyle(Color(provider: .system(.tertiaryLabel)))
        var selectedTitles = titles
        selectedTitles.environment.font = .system(size: SwiftUIFigures.segmentedFontSize, weight: .semibold)
        let regular = options.nodes(titles)
        let semibold = options.nodes(selectedTitles)
        var selectedIndex: Int?
        var children: [LayoutNode] = []
        for (index, node) in regular.enumerated() {
            if selectedIndex == nil, options.isSelected(node), index < semibold.count {
                selectedIndex = index
                children.append(semibold[index])
            } else {
                children.append(node)
            }
        }
        let style = environment.colorScheme.style
        let look = environment.look
        let drawing = SegmentedDrawing(
            selectedIndex: selectedIndex, figures: look.controls,
            fill: SystemColor.tertiarySystemFill.color(for: style, in: look),
            // The selected segment: white, a lighter grey in dark mode [I: UIKit's dark thumb, #636366].
            thumb: environment.colorScheme == .dark ? SystemColor.systemGray2.color(for: style, in: look)
                : SystemColor.white.color(for: style, in: look),
            divider: SystemColor.separator.color(for: style, in: look),
            rightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode(layout: SegmentedLayout(), children: children, name: "SegmentedControl",
                              direction: environment.layoutDirection)
        node.payload = drawing
        return node
    }
}

/// Equal segments across the width offered (the widest title and its padding, times the count, when offered
/// none), each title centred in its segment.
struct SegmentedLayout: Layout {
    private func segmentWidth(_ width: CGFloat, count: Int) -> CGFloat {
        count > 0 ? width / CGFloat(count) : 0
    }

    private func titleProposal(_ segment: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(0, segment - 2 * SwiftUIFigures.segmentedTitlePadding), height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = SwiftUIFigures.segmentedHeight
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: (widest + 2 * SwiftUIFigures.segmentedTitlePadding) * CGFloat(subviews.count), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let segment = segmentWidth(bounds.width, count: subviews.count)
        for (index, subview) in subviews.enumerated() {
            let centre = CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: centre, anchor: .center, proposal: titleProposal(segment))
        }
    }
}

/// Draws the segmented control's fill, its selected segment and its dividers, then the titles.
final class SegmentedDrawing: NodeDrawing {
    let selectedIndex: Int?
    let figures: SwiftUIFigures.Controls
    let fill, thumb, divider: CellshotGraphics.Color
    let rightToLeft: Bool

    init(selectedIndex: Int?, figures: SwiftUIFigures.Controls, fill: CellshotGraphics.Color,
         thumb: CellshotGraphics.Color, divider: CellshotGraphics.Color, rightToLeft: Bool) {
        self.selectedIndex = selectedIndex
        self.figures = figures
        self.fill = fill
        self.thumb = thumb
        self.divider = divider
        self.rightToLeft = rightToLeft
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        let count = node.children.count
        guard count > 0 else { return }
        let segment = frame.width / CGFloat(count)
        canvas.commands.append(ControlShapes.fill(frame, corners: ControlBackground.Corners(figures.segmentedCorners),
                                                  color: fill))
        // The segments are laid out left to right and mirrored with the titles in a right-to-left layout.
        func visual(_ index: Int) -> Int { rightToLeft ? count - 1 - index : index }
        for boundary in 1..<count where selectedIndex.map({ visual($0) != boundary && visual($0) != boundary - 1 }) ?? true {
            let height = SwiftUIFigures.segmentedDividerHeight
            let x = frame.minX + segment * CGFloat(boundary)
            canvas.commands.append(.fill(CGRect(x: x - 1 / 6, y: frame.midY - height / 2, width: 1 / 3, height: height).model,
                                         cornerRadius: 0, color: divider))
        }
        if let selectedIndex {
            let inset = SwiftUIFigures.segmentedThumbInset
            let rect = CGRect(x: frame.minX + segment * CGFloat(visual(selectedIndex)) + inset, y: frame.minY + inset,
                              width: segment - 2 * inset, height: frame.height - 2 * inset)
            let corners = ControlBackground.Corners(figures.segmentedThumbCorners)
            // A faint shadow under the raised segment [I: as the switch's thumb].
            let shadow = rect.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5)
            canvas.commands.append(ControlShapes.fill(shadow, corners: corners,
                                                      color: CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0.06)))
            canvas.commands.append(ControlShapes.fill(rect, corners: corners, color: thumb))
        }
        canvas.drawChildren(of: node)
    }
}
