import ConstraintSolver

/// The constraints a ``StackView`` stands for, named as UIKit names them.
///
/// Along the axis: the first and last visible views meet the canvas
/// (`UISV-canvas-connection`), neighbours are `spacing` apart (`UISV-spacing`),
/// and the distribution adds `UISV-fill-equally`, `UISV-fill-proportionally` or
/// `UISV-distributing`. Across the axis the alignment adds `UISV-alignment` and,
/// for alignments that do not fill, `UISV-spanning-boundary` inequalities plus a
/// weak `UISV-canvas-fit` that wraps the stack around its tallest view. Hidden
/// arranged views collapse to zero length (`UISV-hiding`).
struct StackLayout {
    let stack: StackView

    /// The priority that makes an unconstrained stack wrap its content across
    /// the axis: just below fittingSizeLevel, so fitting sizes still win.
    static let canvasFitPriority = Priority(49)

    /// Below every priority users write: only decides among otherwise equal layouts.
    static let ambiguitySuppressionPriority = Priority(25)

    /// Whether a view of a `fill` stack should keep its intrinsic length when
    /// hugging or compression resistance ties leave the choice open. Every
    /// visible arranged view but the last keeps it, so the last one absorbs the
    /// difference: ties are broken by index, deterministically.
    static func suppressesAmbiguity(of view: View, along axis: Axis) -> Bool {
        guard let stack = view.superview as? StackView, stack.axis == axis, stack.distribution == .fill,
              !view.isHidden, stack.arrangedSubviews.contains(where: { $0 === view }) else { return false }
        return stack.arrangedSubviews.last(where: { !$0.isHidden }) !== view
    }

    private var canvas: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }
    private var along: Axis { stack.axis }
    private var across: Axis { stack.axis == .horizontal ? .vertical : .horizontal }

    func constraints() -> [LayoutConstraint] {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        let hidden = stack.arrangedSubviews.filter(\.isHidden)
        var result: [LayoutConstraint] = []
        for view in hidden {
            result.append(relate(start(view, along), .equal, start(canvas, along), id: "UISV-hiding"))
            result.append(relate(size(view, along), .equal, nil, id: "UISV-hiding"))
            result.append(relate(start(view, across), .equal, start(canvas, across), id: "UISV-hiding"))
        }
        result += alongAxis(visible)
        result += acrossAxis(visible)
        return result
    }

    // MARK: Along the axis

    private func alongAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else {
            return [relate(size(canvas, along), .equal, nil, id: "UISV-canvas-fit", priority: Self.canvasFitPriority)]
        }
        var result = [
            relate(start(first, along), .equal, start(canvas, along), id: "UISV-canvas-connection"),
            relate(end(canvas, along), .equal, end(last, along), id: "UISV-canvas-connection"),
        ]
        for (previous, next) in zip(views, views.dropFirst()) {
            let relation: Relation = [.equalSpacing, .equalCentering].contains(stack.distribution)
                ? .greaterThanOrEqual : .equal
            if stack.isBaselineRelativeArrangement && along == .vertical {
                result.append(relate(next.anchor(.firstBaseline), relation, previous.anchor(.lastBaseline),
                                     constant: stack.spacing, id: "UISV-spacing"))
            } else {
                result.append(relate(start(next, along), relation, end(previous, along),
                                     constant: stack.spacing, id: "UISV-spacing"))
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .equalSpacing where views.count < 3, .equalCentering where views.count < 3:
            break  // one gap or one distance: nothing to equalise
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(relate(size(view, along), .equal, size(first, along), id: "UISV-fill-equally"))
            }
        case .fillProportionally:
            result += proportional(views)
        case .equalSpacing:
            // Every gap equals the first one.
            let firstGap = [(start(views[1], along), 1.0), (end(views[0], along), -1.0)]
            for index in 2..<views.count {
                let gap = [(start(views[index], along), 1.0), (end(views[index - 1], along), -1.0)]
                result.append(relateSums(gap, firstGap, id: "UISV-distributing"))
            }
        case .equalCentering:
            let firstDistance = [(center(views[1], along), 1.0), (center(views[0], along), -1.0)]
            for index in 2..<views.count {
                let distance = [(center(views[index], along), 1.0), (center(views[index - 1], along), -1.0)]
                result.append(relateSums(distance, firstDistance, id: "UISV-distributing"))
            }
        }
        return result
    }

    /// Sizes proportional to the views' intrinsic sizes along the axis, relative
    /// to the first view that has a positive one.
    private func proportional(_ views: [View]) -> [LayoutConstraint] {
        let sizes = views.map { view -> Double in
            let measured = view.intrinsicContent?.intrinsicContentSize(forWidth: nil)
            return max(0, (along == .horizontal ? measured?.width : measured?.height) ?? 0)
        }
        guard let reference = sizes.firstIndex(where: { $0 > 0 }) else { return [] }
        var result: [LayoutConstraint] = []
        for (index, view) in views.enumerated() where index != reference {
            result.append(relate(size(view, along), .equal, size(views[reference], along),
                                 multiplier: sizes[index] / sizes[reference], id: "UISV-fill-proportionally"))
        }
        return result
    }

    // MARK: Across the axis

    private func acrossAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first else {
            return [relate(size(canvas, across), .equal, nil, id: "UISV-canvas-fit", priority: Self.canvasFitPriority)]
        }
        let alignment = effectiveAlignment
        var result: [LayoutConstraint] = []
        if alignment == .fill {
            for view in views {
                result.append(relate(start(view, across), .equal, start(canvas, across), id: "UISV-canvas-connection"))
                result.append(relate(end(canvas, across), .equal, end(view, across), id: "UISV-canvas-connection"))
            }
            return result
        }
        for view in views {
            switch alignment {
            case .leading, .top:
                result.append(relate(start(view, across), .equal, start(canvas, across), id: "UISV-alignment"))
            case .trailing, .bottom:
                result.append(relate(end(view, across), .equal, end(canvas, across), id: "UISV-alignment"))
            case .center:
                result.append(relate(center(view, across), .equal, center(canvas, across), id: "UISV-alignment"))
            case .firstBaseline, .lastBaseline:
                let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first {
                    result.append(relate(view.anchor(attribute), .equal, first.anchor(attribute), id: "UISV-alignment"))
                }
            case .fill:
                break
            }
            result.append(relate(start(view, across), .greaterThanOrEqual, start(canvas, across),
                                 id: "UISV-spanning-boundary"))
            result.append(relate(end(view, across), .lessThanOrEqual, end(canvas, across),
                                 id: "UISV-spanning-boundary"))
        }
        result.append(relate(size(canvas, across), .equal, nil, id: "UISV-canvas-fit", priority: Self.canvasFitPriority))
        return result
    }

    /// Baseline alignments only apply to horizontal stacks; a vertical stack
    /// treats them as leading, as UIKit does.
    private var effectiveAlignment: StackView.Alignment {
        if along == .vertical && [.firstBaseline, .lastBaseline].contains(stack.alignment) { return .leading }
        return stack.alignment
    }

    // MARK: Anchors by axis

    private func start(_ item: LayoutItem, _ axis: Axis) -> AnyLayoutAnchor {
        item.anchor(axis == .horizontal ? .leading : .top)
    }
    private func end(_ item: LayoutItem, _ axis: Axis) -> AnyLayoutAnchor {
        item.anchor(axis == .horizontal ? .trailing : .bottom)
    }
    private func center(_ item: LayoutItem, _ axis: Axis) -> AnyLayoutAnchor {
        item.anchor(axis == .horizontal ? .centerX : .centerY)
    }
    private func size(_ item: LayoutItem, _ axis: Axis) -> AnyLayoutAnchor {
        item.anchor(axis == .horizontal ? .width : .height)
    }

    private func relate(_ first: AnyLayoutAnchor, _ relation: Relation, _ second: AnyLayoutAnchor?,
                        multiplier: Double = 1, constant: Double = 0, id: String,
                        priority: Priority = .required) -> LayoutConstraint {
        let constraint = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant)
        constraint.identifier = id
        constraint.priority = priority
        return constraint
    }

    private func relateSums(_ lhs: [(AnyLayoutAnchor, Double)], _ rhs: [(AnyLayoutAnchor, Double)],
                            id: String) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            lhs: LayoutExpression(terms: lhs.map { AnchorTerm(anchor: $0.0, coefficient: $0.1) }),
            relation: .equal,
            rhs: LayoutExpression(terms: rhs.map { AnchorTerm(anchor: $0.0, coefficient: $0.1) }))
        constraint.identifier = id
        return constraint
    }
}
