import ConstraintSolver

extension LayoutConstraint {
    /// Constraints from Apple's Visual Format Language, like
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon(24)]-16-[title]-|", names: LayoutNames(superview: cell))
    /// ```
    /// `H:` strings run leading to trailing (they flip in right-to-left layouts).
    /// A lone `-` between views is the standard 8 pt; `|-` and `-|` follow the
    /// superview's layout margins, as on iOS 11 and later.
    /// - Throws: ``SyntaxError`` pointing at bad syntax, an unknown metric or view,
    ///   or `|` in a format whose views have no common superview.
    public static func constraints(withVisualFormat format: String, metrics: [String: Double] = [:],
                                   names: LayoutNames) throws(SyntaxError) -> [LayoutConstraint] {
        let parsed = try VisualFormatParser.parse(format, metrics: metrics)
        let horizontal = parsed.orientation == .horizontal
        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height

        var views: [View] = []
        for view in parsed.views {
            guard let resolved = names.view(named: view.name) else {
                let message = names.items[view.name] is LayoutGuide
                    ? "'\(ConstraintText.excerpt(view.name))' is a layout guide; the Visual Format Language arranges "
                        + "views only (constrain the guide with an expression: '\(ConstraintText.excerpt(view.name)).leading == …')"
                    : "unknown view '\(ConstraintText.excerpt(view.name))'"
                        + ConstraintText.suggestion(for: view.name, among: names.knownNames)
                throw SyntaxError(message: message, source: format, offset: view.nameRange.lowerBound)
            }
            views.append(resolved)
        }
        let superview = names.superview
        var result: [LayoutConstraint] = []
        func make(_ first: AnyLayoutAnchor, _ relation: Relation, _ second: AnyLayoutAnchor?,
                  constant: Double, priority: Float?) {
            let constraint = LayoutConstraint(first, relation, second, multiplier: second == nil ? 0 : 1,
                                              constant: constant)
            if let priority { constraint.priority = Priority(priority) }
            constraint.origin = format
            result.append(constraint)
        }
        /// `later.start (relation) earlier.end + gap` for each predicate of a connection.
        func connect(_ earlier: AnyLayoutAnchor, _ later: AnyLayoutAnchor, _ connection: VisualFormatConnection,
                     standard: Double) {
            switch connection {
            case .flush:
                make(later, .equal, earlier, constant: 0, priority: nil)
            case .standard:
                make(later, .equal, earlier, constant: standard, priority: nil)
            case let .predicates(predicates):
                for predicate in predicates {
                    guard case let .constant(gap) = predicate.object else { continue }
                    make(later, predicate.relation, earlier, constant: gap, priority: predicate.priority)
                }
            }
        }

        for (index, view) in parsed.views.enumerated() {
            for predicate in view.predicates {
                switch predicate.object {
                case let .constant(value):
                    make(views[index].anchor(size), predicate.relation, nil, constant: value, priority: predicate.priority)
                case let .view(name):
                    guard let other = names.view(named: name) else {
                        throw SyntaxError(message: "unknown view or metric '\(ConstraintText.excerpt(name))'"
                                              + ConstraintText.suggestion(for: name, among: names.knownNames),
                                          source: format, offset: predicate.range.lowerBound)
                    }
                    make(views[index].anchor(size), predicate.relation, other.anchor(size), constant: 0,
                         priority: predicate.priority)
                }
            }
        }
        for (index, connection) in parsed.connections.enumerated() {
            connect(views[index].anchor(end), views[index + 1].anchor(start), connection,
                    standard: UIKitMetrics.standardSiblingSpacing)
        }
        // `|-` follows the layout margins (iOS 11+): standard spacing to the superview
        // is the distance to its margins guide.
        if let connection = parsed.leadingSuperview, let first = views.first {
            let edge = connection == .standard ? superview.layoutMarginsGuide.anchor(start) : superview.anchor(start)
            connect(edge, first.anchor(start), connection, standard: 0)
        }
        if let connection = parsed.trailingSuperview, let last = views.last {
            let edge = connection == .standard ? superview.layoutMarginsGuide.anchor(end) : superview.anchor(end)
            connect(last.anchor(end), edge, connection, standard: 0)
        }
        return result
    }
}
