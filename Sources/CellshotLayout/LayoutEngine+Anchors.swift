import CellshotGraphics
import ConstraintSolver

extension LayoutEngine {
    /// The solver constraint for a layout constraint: anchors become expressions
    /// over the items' frame variables.
    func translate(_ constraint: LayoutConstraint) throws(LayoutError) -> Constraint {
        let terms = constraint.lhs.terms + constraint.rhs.terms
        let kinds = Set(terms.map(\.anchor.attribute.kind))
        if kinds.contains(.xAxis) && kinds.contains(.yAxis) {
            throw .mixedAxes(constraint.description)
        }
        let directional = terms.contains { $0.anchor.attribute.isDirectional }
        if directional && terms.contains(where: { $0.anchor.attribute.isAbsoluteHorizontal }) {
            throw .mixedDirections(constraint.description)
        }
        let mirrored = directional && direction == .rightToLeft
        func side(_ expression: LayoutExpression, extra: Double) throws(LayoutError) -> Expression {
            var result = Expression(expression.constant + extra)
            for term in expression.terms {
                guard term.coefficient.isFinite else { throw .invalidNumber(constraint.description) }
                let anchor = try self.expression(for: term.anchor, mirrored: mirrored)
                result = result + anchor * term.coefficient
            }
            return result
        }
        guard constraint.constant.isFinite, constraint.lhs.constant.isFinite, constraint.rhs.constant.isFinite else {
            throw .invalidNumber(constraint.description)
        }
        return Constraint(try side(constraint.lhs, extra: 0), constraint.relation,
                          try side(constraint.rhs, extra: constraint.constant),
                          priority: constraint.priority, identifier: constraint.identifier)
    }

    /// An anchor as an expression over frame variables. In right-to-left layouts
    /// constraints that use leading or trailing are solved in mirrored x
    /// coordinates (`mirrored`), so their constants count in the reading direction.
    func expression(for anchor: AnyLayoutAnchor, mirrored: Bool) throws(LayoutError) -> Expression {
        guard let frame = itemVariables[ObjectIdentifier(anchor.item)] else {
            throw .itemOutsideLayout(anchor.item.name, root.name)
        }
        let sign: Double = mirrored ? -1 : 1
        switch anchor.attribute {
        case .left: return Expression(frame.x)
        case .right: return frame.x + frame.width
        case .leading: return mirrored ? -(frame.x + frame.width) : Expression(frame.x)
        case .trailing: return mirrored ? -frame.x : frame.x + frame.width
        case .centerX: return (frame.x + 0.5 * frame.width) * sign
        case .top: return Expression(frame.y)
        case .bottom: return frame.y + frame.height
        case .centerY: return frame.y + 0.5 * frame.height
        case .width: return Expression(frame.width)
        case .height: return Expression(frame.height)
        case .firstBaseline, .lastBaseline: return try baseline(of: anchor.item, first: anchor.attribute == .firstBaseline)
        }
    }

    /// A baseline as an expression. Text is centred vertically in its view, as in
    /// `UILabel`: first baseline = centreY − intrinsicHeight/2 + offset. A stack
    /// uses its first (or last) visible arranged view; other items their top (or bottom).
    func baseline(of item: LayoutItem, first: Bool) throws(LayoutError) -> Expression {
        let frame = variables(of: item)
        if let stack = item as? StackView {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            let chosen = stack.axis == .vertical && !first ? visible.last : visible.first
            if let chosen { return try baseline(of: chosen, first: first) }
        }
        if let view = item as? View, let content = contentVariables[ObjectIdentifier(view)] {
            let height = content.height.map { Expression($0) }
            if first, let offset = content.firstBaseline {
                guard let height else { return frame.y + offset }
                return frame.y + 0.5 * frame.height - 0.5 * height + offset
            }
            if !first, let offset = content.lastBaseline {
                guard let height else { return frame.y + frame.height - offset }
                return frame.y + 0.5 * frame.height + 0.5 * height - offset
            }
        }
        return first ? Expression(frame.y) : frame.y + frame.height
    }
}
