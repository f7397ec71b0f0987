import CellshotGraphics
import ConstraintSolver

/// Lays out a view tree: builds its constraint system once, then re-solves it
/// for new widths and new content through edit variables.
///
/// This is the table-view reuse idea: a cell template is built once and every
/// row only suggests new values (the cell width, each label's measured size),
/// which the solver absorbs with a few dual-simplex pivots.
///
/// ```swift
/// let engine = try LayoutEngine(root: contentView)
/// let size = try engine.fittingSize(width: 393)   // systemLayoutSizeFitting
/// engine.frame(of: title)                           // (16, 11, 200, 22)
/// ```
///
/// Constraints are added required-first; a required constraint that conflicts
/// is broken (left out) and reported in ``diagnostics``, as UIKit does.
public final class LayoutEngine {
    /// The root of the laid-out tree; its origin is (0, 0).
    public let root: View
    /// The reading direction: leading and trailing flip in right-to-left layouts.
    public let direction: LayoutDirection
    /// Problems found while building and solving: required constraints broken
    /// (in the order found), then optional constraints of yours that the last
    /// layout gave up for higher-priority ones, then items whose frames it left
    /// ambiguous. The last two are worked out when this is read, not on every layout.
    public var diagnostics: [LayoutDiagnostic] {
        if ambiguity == nil { ambiguity = findBrokenOptionalConstraints() + findAmbiguity() }
        return conflictDiagnostics + (ambiguity ?? [])
    }

    /// Conflicts broken while building and solving.
    private var conflictDiagnostics: [LayoutDiagnostic] = []
    /// Ambiguity found after the last solve; `nil` until asked for.
    private var ambiguity: [LayoutDiagnostic]?

    /// The priority of measured values and of the target width: above every
    /// optional priority a user can write with a whole number (999), below required.
    static let measurementPriority = Priority(999.99)

    struct ItemVariables {
        let x, y, width, height: Variable
    }

    /// Edit variables that carry a view's measured content into the solver.
    struct ContentVariables {
        var width: Variable?
        var height: Variable?
        var firstBaseline: Variable?
        var lastBaseline: Variable?
        var measured: IntrinsicContentSize

        /// Which metrics exist; a change of shape needs a rebuild.
        var shape: [Bool] { [width != nil, height != nil, firstBaseline != nil, lastBaseline != nil] }
    }

    enum HeightMode: Equatable { case fitting, fixed }

    private(set) var solver = Solver()
    private var items: [LayoutItem] = []
    private var itemVariables: [ObjectIdentifier: ItemVariables] = [:]
    private var contentVariables: [ObjectIdentifier: ContentVariables] = [:]
    /// The layout constraint behind each solver constraint, for diagnostics.
    private var origins: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Installed user constraints and what was added for them, to follow later changes.
    private var installed: [(layout: LayoutConstraint, solver: Constraint?, constant: Double, priority: Priority)] = []
    private var heightMode: HeightMode = .fitting

    /// Builds the constraint system of a view tree.
    /// - Throws: ``LayoutError`` for constraints that cannot be built (an item
    ///   outside the tree, mixed axes, an invalid number or priority).
    public init(root: View, direction: LayoutDirection = .leftToRight) throws(LayoutError) {
        self.root = root
        self.direction = direction
        try build()
    }

    /// The solver's work counters, for benchmarks.
    public var statistics: SolverStatistics { solver.statistics }

    // MARK: Solving

    /// Lays the tree out at a width with the smallest height its constraints
    /// allow, like `systemLayoutSizeFitting(_:withHorizontalFittingPriority:.required,
    /// verticalFittingPriority: .fittingSizeLevel)`, and returns that size.
    /// - Throws: ``LayoutError`` if the tree changed in a way that fails to rebuild.
    @discardableResult
    public func fittingSize(width: Double) throws(LayoutError) -> Size {
        try solve(width: width, height: nil)
        return Size(width: value(of: root.widthAnchor), height: value(of: root.heightAnchor))
    }

    /// Lays the tree out at a fixed size.
    /// - Throws: ``LayoutError`` if the tree changed in a way that fails to rebuild.
    public func layout(width: Double, height: Double) throws(LayoutError) {
        try solve(width: width, height: height)
    }

    /// The current value of an anchor, in root coordinates (dimensions as they are).
    public func value(of anchor: some LayoutAnchor) -> Double {
        guard let expression = try? expression(for: anchor.untyped, mirrored: false) else { return 0 }
        return Self.snap(solver.value(of: expression))
    }

    /// An item's frame in the root's coordinates.
    public func frameInRoot(of item: LayoutItem) -> Rect {
        guard let variables = itemVariables[ObjectIdentifier(item)] else { return .zero }
        return Rect(x: Self.snap(solver.value(of: variables.x)), y: Self.snap(solver.value(of: variables.y)),
                    width: Self.snap(solver.value(of: variables.width)),
                    height: Self.snap(solver.value(of: variables.height)))
    }

    /// An item's frame relative to its superview (views) or owning view (guides).
    public func frame(of item: LayoutItem) -> Rect {
        var frame = frameInRoot(of: item)
        let container: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        if let container {
            let origin = frameInRoot(of: container).origin
            frame.origin = Point(x: Self.snap(frame.minX - origin.x), y: Self.snap(frame.minY - origin.y))
        }
        return frame
    }

    /// Rounds away the simplex's floating-point noise (a millionth of a point,
    /// far below a pixel), so that equal layouts give equal numbers: 60, not 59.99999999.
    static func snap(_ value: Double) -> Double {
        let snapped = (value * 1_000_000).rounded() / 1_000_000
        return snapped == 0 ? 0 : snapped   // no -0
    }

    /// Rebuilds the constraint system after structural changes (subviews,
    /// margins, stack properties, hidden arranged views). Constant and priority
    /// changes of active constraints and (de)activations are picked up by
    /// every solve without a rebuild.
    public func rebuild() throws(LayoutError) {
        solver = Solver()
        items = []
        itemVariables = [:]
        contentVariables = [:]
        origins = [:]
        installed = []
        conflictDiagnostics = []
        ambiguity = nil
        heightMode = .fitting
        try build()
    }

    private func solve(width: Double, height: Double?) throws(LayoutError) {
        guard width.isFinite, height?.isFinite ?? true else {
            throw .invalidNumber("layout size \(width) × \(height.map { String($0) } ?? "fitting")")
        }
        if measurementShapeChanged() { try rebuild() }
        try syncInstalledConstraints()
        try setHeightMode(height == nil ? .fitting : .fixed)
        let frame = variables(of: root)
        try measure(pass: nil, with: [(frame.width, width), (frame.height, height ?? 0)])
        // Second pass (and a few more if needed): height-for-width content is
        // measured at the width the previous pass gave it.
        for _ in 0..<4 {
            guard try measure(pass: true) else { break }
        }
        try recoverTargetSize(width: width, height: height)
        writeFrames()
        ambiguity = nil
    }

    /// UIKit's recovery: when required constraints keep the root from the target
    /// size, break the most recently added constraint of a minimal conflicting
    /// set, report it, and solve again.
    private func recoverTargetSize(width: Double, height: Double?) throws(LayoutError) {
        let frame = variables(of: root)
        for _ in 0..<32 {
            let target: (variable: Variable, value: Double)
            if abs(solver.value(of: frame.width) - width) > 1e-6 {
                target = (frame.width, width)
            } else if let height, abs(solver.value(of: frame.height) - height) > 1e-6 {
                target = (frame.height, height)
            } else {
                return
            }
            guard let edit = solver.editConstraint(for: target.variable) else { return }
            let conflicts = solver.conflicts(ofBroken: edit)
            guard let victim = conflicts.last(where: { origins[ObjectIdentifier($0)] != nil }) else { return }
            let described = conflicts.filter { $0 !== victim }.map(describe) + [describe(edit)]
            conflictDiagnostics.append(.unsatisfiable(broken: describe(victim), conflicts: described))
            try? solver.remove(victim)
            if let index = installed.firstIndex(where: { $0.solver === victim }) { installed[index].solver = nil }
            origins[ObjectIdentifier(victim)] = nil
            try measure(pass: nil)
            for _ in 0..<4 {
                guard try measure(pass: true) else { break }
            }
        }
    }

    private func setHeightMode(_ mode: HeightMode) throws(LayoutError) {
        guard mode != heightMode else { return }
        let height = variables(of: root).height
        do {
            try solver.removeEditVariable(height)
            try solver.addEditVariable(height, priority: mode == .fitting ? UIKitMetrics.fittingSizeLevel
                                                                         : Self.measurementPriority)
        } catch { throw .solver(error) }
        heightMode = mode
    }

    /// Measures content and suggests the values. On the first pass (`widthPass`
    /// nil) every content is measured unconstrained; on later passes only
    /// height-for-width content, at its current width.
    /// - Returns: whether any suggested value changed.
    @discardableResult
    private func measure(pass widthPass: Bool?,
                         with extra: [(variable: Variable, value: Double)] = []) throws(LayoutError) -> Bool {
        var changed = false
        var suggestions = extra
        for item in items {
            guard let view = item as? View, let content = view.intrinsicContent,
                  var entry = contentVariables[ObjectIdentifier(view)] else { continue }
            let size: IntrinsicContentSize
            if widthPass == nil {
                size = content.intrinsicContentSize(forWidth: nil)
            } else {
                guard content.dependsOnWidth else { continue }
                size = content.intrinsicContentSize(forWidth: max(0, solver.value(of: variables(of: view).width)))
            }
            if size == entry.measured { continue }
            let pairs: [(Variable?, Double?)] = [(entry.width, size.width), (entry.height, size.height),
                                                 (entry.firstBaseline, size.firstBaseline),
                                                 (entry.lastBaseline, size.lastBaselineFromBottom)]
            for (variable, value) in pairs {
                guard let variable, let value else { continue }
                guard value.isFinite else { throw .invalidNumber("intrinsic size of \(view.name): \(value)") }
                suggestions.append((variable, value))
            }
            changed = changed || size != entry.measured
            entry.measured = size
            contentVariables[ObjectIdentifier(view)] = entry
        }
        do { try solver.suggestValues(suggestions) } catch { throw .solver(error) }
        return changed
    }

    private func measurementShapeChanged() -> Bool {
        for item in items {
            guard let view = item as? View else { continue }
            let entry = contentVariables[ObjectIdentifier(view)]
            guard let content = view.intrinsicContent else {
                if entry != nil { return true }
                continue
            }
            guard let entry else { return true }
            if Self.shape(of: content.intrinsicContentSize(forWidth: nil)) != entry.shape { return true }
        }
        return false
    }

    private static func shape(of size: IntrinsicContentSize) -> [Bool] {
        [size.width != nil, size.height != nil, size.firstBaseline != nil, size.lastBaselineFromBottom != nil]
    }

    private func writeFrames() {
        for item in items { item.frame = frame(of: item) }
    }

    // MARK: Building

    private func build() throws(LayoutError) {
        registerItems()
        makeContentVariables()
        var generated: [LayoutConstraint] = []
        let rootVariables = variables(of: root)
        try add(Constraint(Expression(rootVariables.x), .equal, Expression(0), identifier: "root-origin-x"), origin: nil)
        try add(Constraint(Expression(rootVariables.y), .equal, Expression(0), identifier: "root-origin-y"), origin: nil)
        for view in root.subtree {
            if let stack = view as? StackView { generated += StackLayout(stack: stack).constraints() }
        }
        // After the stacks: a margins-relative stack asks for its guide.
        for view in root.subtree where view.existingLayoutMarginsGuide != nil {
            register(view.layoutMarginsGuide)
            generated += marginGuideConstraints(of: view)
        }
        let user = root.subtree.flatMap(\.installedConstraints)
        let all = generated + user
        var added: [ObjectIdentifier: Constraint] = [:]
        for constraint in all where constraint.priority.isRequired { added[ObjectIdentifier(constraint)] = try add(constraint) }
        for constraint in all where !constraint.priority.isRequired { added[ObjectIdentifier(constraint)] = try add(constraint) }
        installed = user.map { ($0, added[ObjectIdentifier($0)], $0.constant, $0.priority) }
        try addContentConstraints()
        do {
            try solver.addEditVariable(rootVariables.width, priority: Self.measurementPriority)
            try solver.addEditVariable(rootVariables.height, priority: UIKitMetrics.fittingSizeLevel)
        } catch { throw .solver(error) }
    }

    private func registerItems() {
        for view in root.subtree {
            register(view)
            if let guide = view.existingLayoutMarginsGuide { register(guide) }
            for guide in view.layoutGuides { register(guide) }
        }
    }

    private func register(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        guard itemVariables[key] == nil else { return }
        items.append(item)
        itemVariables[key] = ItemVariables(x: Variable("\(item.name).x"), y: Variable("\(item.name).y"),
                                           width: Variable("\(item.name).width"),
                                           height: Variable("\(item.name).height"))
    }

    func variables(of item: LayoutItem) -> ItemVariables {
        guard let variables = itemVariables[ObjectIdentifier(item)] else {
            preconditionFailure("\(item.name) is not part of this layout")
        }
        return variables
    }

    private func marginGuideConstraints(of view: View) -> [LayoutConstraint] {
        let guide = view.layoutMarginsGuide, margins = view.directionalLayoutMargins
        return [
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margins.leading)
                .withIdentifier("UIView-leadingMargin-guide-constraint"),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: margins.trailing)
                .withIdentifier("UIView-trailingMargin-guide-constraint"),
            guide.topAnchor.constraint(equalTo: view.topAnchor, constant: margins.top)
                .withIdentifier("UIView-topMargin-guide-constraint"),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: margins.bottom)
                .withIdentifier("UIView-bottomMargin-guide-constraint"),
        ]
    }

    /// Variables for measured content, made before any constraint is translated
    /// so that baseline anchors can refer to them.
    private func makeContentVariables() {
        for item in items {
            guard let view = item as? View, let content = view.intrinsicContent else { continue }
            let size = content.intrinsicContentSize(forWidth: nil)
            func variable(_ suffix: String, _ metric: Double?) -> Variable? {
                metric.map { _ in Variable("\(view.name).\(suffix)") }
            }
            contentVariables[ObjectIdentifier(view)] = ContentVariables(
                width: variable("intrinsicWidth", size.width), height: variable("intrinsicHeight", size.height),
                firstBaseline: variable("firstBaselineOffset", size.firstBaseline),
                lastBaseline: variable("lastBaselineOffset", size.lastBaselineFromBottom),
                measured: .none)
        }
    }

    /// Edit variables for measured content and the four intrinsic-size constraints
    /// of shared/reference/autolayout.md: `width <= w @hugging`, `width >= w @resistance`,
    /// and the same for height.
    private func addContentConstraints() throws(LayoutError) {
        for item in items {
            guard let view = item as? View, let entry = contentVariables[ObjectIdentifier(view)] else { continue }
            let frame = variables(of: view)
            for variable in [entry.width, entry.height, entry.firstBaseline, entry.lastBaseline].compactMap({ $0 }) {
                do { try solver.addEditVariable(variable, priority: Self.measurementPriority) } catch {
                    throw .solver(error)
                }
            }
            for axis in Axis.allCases {
                guard let intrinsic = axis == .horizontal ? entry.width : entry.height else { continue }
                let dimension = axis == .horizontal ? frame.width : frame.height
                let name = axis == .horizontal ? "width" : "height"
                try add(Constraint(Expression(dimension), .lessThanOrEqual, Expression(intrinsic),
                                   priority: view.contentHuggingPriority(for: axis),
                                   identifier: "\(view.name).\(name) hugging"), origin: nil)
                try add(Constraint(Expression(dimension), .greaterThanOrEqual, Expression(intrinsic),
                                   priority: view.contentCompressionResistancePriority(for: axis),
                                   identifier: "\(view.name).\(name) compression resistance"), origin: nil)
                if StackLayout.suppressesAmbiguity(of: view, along: axis) {
                    try add(Constraint(Expression(dimension), .equal, Expression(intrinsic),
                                       priority: StackLayout.ambiguitySuppressionPriority,
                                       identifier: "UISV-ambiguity-suppression"), origin: nil)
                }
            }
        }
    }

    // MARK: Constraints

    /// Adds a layout constraint, breaking it (with a diagnostic) if it conflicts
    /// with required constraints already added.
    /// - Returns: the solver constraint added, or `nil` if it was broken.
    @discardableResult
    private func add(_ constraint: LayoutConstraint) throws(LayoutError) -> Constraint? {
        let translated = try translate(constraint)
        origins[ObjectIdentifier(translated)] = constraint
        return try add(translated, origin: constraint)
    }

    @discardableResult
    private func add(_ constraint: Constraint, origin: LayoutConstraint?) throws(LayoutError) -> Constraint? {
        do {
            try solver.add(constraint)
            return constraint
        } catch {
            guard case let .unsatisfiable(_, conflicts) = error else {
                throw .invalidConstraint(origin?.description ?? constraint.description, "\(error)")
            }
            origins[ObjectIdentifier(constraint)] = nil
            conflictDiagnostics.append(.unsatisfiable(broken: origin?.description ?? constraint.description,
                                              conflicts: conflicts.map(describe)))
            return nil
        }
    }

    /// Re-adds installed constraints whose constant or priority changed, and
    /// follows activations and deactivations since the last solve.
    private func syncInstalledConstraints() throws(LayoutError) {
        let current = root.subtree.flatMap(\.installedConstraints)
        let active = Set(current.map(ObjectIdentifier.init))
        let known = Set(installed.map { ObjectIdentifier($0.layout) })
        var kept: [(layout: LayoutConstraint, solver: Constraint?, constant: Double, priority: Priority)] = []
        var pending: [LayoutConstraint] = []
        for entry in installed {
            let stillActive = active.contains(ObjectIdentifier(entry.layout))
            let unchanged = entry.constant == entry.layout.constant && entry.priority == entry.layout.priority
            if stillActive && unchanged { kept.append(entry); continue }
            if let constraint = entry.solver {
                try? solver.remove(constraint)
                origins[ObjectIdentifier(constraint)] = nil
            }
            if stillActive { pending.append(entry.layout) }
        }
        pending += current.filter { !known.contains(ObjectIdentifier($0)) }
        for layout in pending {
            kept.append((layout, try add(layout), layout.constant, layout.priority))
        }
        installed = kept
    }

    /// A constraint for people: the layout constraint it came from, the target
    /// size for the root's edits, or the solver's text.
    func describe(_ constraint: Constraint) -> String {
        if let origin = origins[ObjectIdentifier(constraint)] { return origin.description }
        let frame = variables(of: root)
        for target in [frame.width, frame.height] where solver.editConstraint(for: target) === constraint {
            let value = solver.currentForm(of: constraint).rhs.constant
            return "\(target.name) == \(formatNumber(value)) (target size)"
        }
        return solver.currentForm(of: constraint).description
    }

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
    private func baseline(of item: LayoutItem, first: Bool) throws(LayoutError) -> Expression {
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

    // MARK: Ambiguity

    /// Your optional constraints (not the generated ones) that the solution does
    /// not satisfy, each with the higher-priority constraints it gave way to.
    private func findBrokenOptionalConstraints() -> [LayoutDiagnostic] {
        let mine = Set(installed.compactMap { $0.solver.map(ObjectIdentifier.init) })
        return solver.brokenConstraints.filter { mine.contains(ObjectIdentifier($0)) }.map { constraint in
            .brokenOptional(constraint: describe(constraint),
                            conflicts: solver.conflicts(ofBroken: constraint).map(describe))
        }
    }

    private func findAmbiguity() -> [LayoutDiagnostic] {
        var found: [LayoutDiagnostic] = []
        for item in items {
            if let guide = item as? LayoutGuide, guide === guide.owningView?.layoutMarginsGuide { continue }
            if let view = item as? View, view.isHidden, view.superview is StackView { continue }
            let frame = variables(of: item)
            for axis in Axis.allCases {
                let (position, size) = axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
                var free: [String] = []
                if !solver.isDetermined(position) { free.append(axis == .horizontal ? "x" : "y") }
                if !solver.isDetermined(size) { free.append(axis == .horizontal ? "width" : "height") }
                if !free.isEmpty { found.append(.ambiguous(item: item.name, axis: axis, free: free)) }
            }
        }
        return found
    }
}
