@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// A view of one size whatever it is offered (an image of the app's).
final class FixedLeaf: LeafLayout {
    let size: CGSize
    let baseline: CGFloat?
    init(_ width: CGFloat, _ height: CGFloat, baseline: CGFloat? = nil) {
        size = CGSize(width: width, height: height)
        self.baseline = baseline
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard let baseline, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return baseline
    }
}

/// A view that takes what it is offered, 10 on a `nil` axis (a `Color`, a `Rectangle`: OpenSwiftUI
/// `DefaultEngine`, `fixingUnspecifiedDimensions`).
final class FlexibleLeaf: LeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

/// A text-like view: `characters` glyphs of `glyph` points in lines of `line` points, wrapped at the offered width
/// (one line when offered `nil`; no width at 0), as `Text` sizes itself.
final class WrappingLeaf: LeafLayout {
    let characters: Int, glyph: CGFloat, line: CGFloat
    var textSpacing: ViewSpacing?
    init(characters: Int, glyph: CGFloat = 10, line: CGFloat = 20) {
        self.characters = characters
        self.glyph = glyph
        self.line = line
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let full = CGFloat(characters) * glyph
        guard let width = proposal.width, width.isFinite, width < full else { return CGSize(width: full, height: line) }
        guard width > 0 else { return CGSize(width: 0, height: line) }
        // Narrower than a glyph: broken inside it, a glyph a line, never wider than offered.
        guard width >= glyph else { return CGSize(width: width, height: CGFloat(characters) * line) }
        let perLine = Int(width / glyph)
        let lines = (characters + perLine - 1) / perLine
        return CGSize(width: CGFloat(min(perLine, characters)) * glyph, height: CGFloat(lines) * line)
    }
    var spacing: ViewSpacing { textSpacing ?? ViewSpacing() }
}

/// Node builders, so a test reads like the SwiftUI it stands for.
enum Build {
    static func fixed(_ width: CGFloat, _ height: CGFloat, _ name: String = "fixed", baseline: CGFloat? = nil,
                      priority: Double = 0) -> LayoutNode {
        var traits = LayoutTraits()
        traits.priority = priority
        return LayoutNode(leaf: FixedLeaf(width, height, baseline: baseline), name: name, traits: traits)
    }

    static func flexible(_ name: String = "color", priority: Double = 0) -> LayoutNode {
        var traits = LayoutTraits()
        traits.priority = priority
        return LayoutNode(leaf: FlexibleLeaf(), name: name, traits: traits)
    }

    static func text(_ characters: Int, _ name: String = "text", priority: Double = 0) -> LayoutNode {
        var traits = LayoutTraits()
        traits.priority = priority
        return LayoutNode(leaf: WrappingLeaf(characters: characters), name: name, traits: traits)
    }

    static func spacer(_ axis: Axis?, minLength: CGFloat? = nil) -> LayoutNode {
        LayoutNode(leaf: SpacerLeaf(minLength: minLength, orientation: axis), name: "spacer", traits: .spacer())
    }

    static func container<L: Layout>(_ layout: L, _ children: [LayoutNode], _ name: String = "container",
                                     priority: Double = 0, direction: LayoutDirection = .leftToRight) -> LayoutNode {
        var traits = LayoutTraits()
        traits.priority = priority
        return LayoutNode(layout: layout, children: children, name: name, traits: traits, direction: direction)
    }

    static func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode],
                       direction: LayoutDirection = .leftToRight) -> LayoutNode {
        container(HStackLayout(alignment: alignment, spacing: spacing), children, "HStack", direction: direction)
    }

    static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode],
                       direction: LayoutDirection = .leftToRight) -> LayoutNode {
        container(VStackLayout(alignment: alignment, spacing: spacing), children, "VStack", direction: direction)
    }

    /// `.frame(width:height:alignment:)` around a node.
    static func frame(_ child: LayoutNode, width: CGFloat? = nil, height: CGFloat? = nil,
                      alignment: Alignment = .center) -> LayoutNode {
        container(FixedFrameLayout(width: width, height: height, alignment: alignment), [child], "frame")
    }

    /// `.frame(minWidth:…)` around a node.
    static func frame(_ child: LayoutNode, minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> LayoutNode {
        container(FlexibleFrameLayout(horizontal: .init(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
                                      vertical: .init(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
                                      alignment: alignment), [child], "frame")
    }
}

/// Lays `root` out for `proposal` at the origin, as the hosting view places its root, and returns it.
@discardableResult
func place(_ root: LayoutNode, _ proposal: ProposedViewSize) -> LayoutNode {
    let size = root.sizeThatFits(proposal)
    root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
    root.applyLayoutDirection()
    return root
}

/// A rectangle, for short expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A proposal, for short expectations.
func propose(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
}
