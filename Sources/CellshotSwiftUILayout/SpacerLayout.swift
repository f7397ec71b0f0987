import Foundation

/// A spacer's sizing (SwiftUI's `Spacer`; OpenSwiftUI `Spacer.swift`, audited "Complete"): along the axis of the
/// stack it is in, as long as it is offered and at least its minimum length (8 unless given), 0 across; outside
/// a stack, both ways. Its layout priority is −∞ (``LayoutTraits/spacer(in:)``), so a stack sizes it last, and it
/// prefers 0 to its neighbours along the stack.
package final class SpacerLeaf: LeafLayout {
    /// The stack axis it stretches along; `nil` outside a stack.
    package let orientation: Axis?
    /// The least length (`Spacer(minLength:)`), the default spacing when `nil`.
    package let minLength: CGFloat

    package init(minLength: CGFloat?, orientation: Axis?) {
        self.minLength = minLength ?? SwiftUIFigures.defaultSpacing
        self.orientation = orientation
    }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // A nil proposal counts as −∞: the minimum.
        let width = Swift.max(proposal.width ?? -.infinity, minLength)
        let height = Swift.max(proposal.height ?? -.infinity, minLength)
        switch orientation {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    package var spacing: ViewSpacing {
        orientation.map(ViewSpacing.zero(along:)) ?? .zero
    }
}

extension LayoutTraits {
    /// A spacer's traits: sized after everything else in its stack, its spacing kept by a frame around it.
    package static func spacer() -> LayoutTraits {
        var traits = LayoutTraits()
        traits.priority = -.infinity
        traits.requiresSpacingProjection = true
        return traits
    }
}

extension LayoutNode {
    /// Whether the node is a spacer (a bar's items are spread by them).
    package var isSpacer: Bool {
        if case .leaf(let leaf) = content { return leaf is SpacerLeaf }
        return false
    }
}
