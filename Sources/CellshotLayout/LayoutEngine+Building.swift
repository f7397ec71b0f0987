import CellshotGraphics
import ConstraintSolver

extension LayoutEngine {
    // MARK: Building

    func build() throws(LayoutError) {
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

    func registerItems() {
        for view in root.subtree {
            register(view)
            if let guide = view.existingLayoutMarginsGuide { register(guide) }
            for guide in view.layoutGuides { register(guide) }
        }
    }

    func register(_ item: LayoutItem) {
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

    func marginGuideConstraints(of view: View) -> [LayoutConstraint] {
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
    func makeContentVariables() {
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
    /// of docs/reference/autolayout.md: `width <= w @hugging`, `width >= w @resistance`,
    /// and the same for height.
    func addContentConstraints() throws(LayoutError) {
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
    func add(_ constraint: LayoutConstraint) throws(LayoutError) -> Constraint? {
        let translated = try translate(constraint)
        origins[ObjectIdentifier(translated)] = constraint
        return try add(translated, origin: constraint)
    }

    @discardableResult
    func add(_ constraint: Constraint, origin: LayoutConstraint?) throws(LayoutError) -> Constraint? {
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
    func syncInstalledConstraints() throws(LayoutError) {
        // The common case of a reused cell: only edit variables changed. Nothing was (de)activated in the
        // tree and no constant or priority moved (the views count those changes too), so there is nothing
        // to look up or rebuild. Comparing every installed constraint's constant and priority instead
        // was an eighth of re-solving a template row.
        let revision = activationRevision()
        if revision == syncedRevision { return }
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
        syncedRevision = revision
    }

    /// The sum of the tree's views' constraint revisions: it grows whenever a constraint is activated,
    /// deactivated or given a new constant or priority anywhere in the tree.
    private func activationRevision() -> Int {
        var revision = 0
        for item in items {
            if let view = item as? View { revision &+= view.constraintsRevision }
        }
        return revision
    }
}
