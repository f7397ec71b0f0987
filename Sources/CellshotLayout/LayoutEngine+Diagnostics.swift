import CellshotGraphics
import ConstraintSolver

extension LayoutEngine {
    /// UIKit's recovery: when required constraints keep the root from the target
    /// size, break the most recently added constraint of a minimal conflicting
    /// set, report it, and solve again.
    func recoverTargetSize(width: Double, height: Double?) throws(LayoutError) {
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

    // MARK: Ambiguity

    /// Your optional constraints (not the generated ones) that the solution does
    /// not satisfy, each with the higher-priority constraints it gave way to.
    func findBrokenOptionalConstraints() -> [LayoutDiagnostic] {
        let mine = Set(installed.compactMap { $0.solver.map(ObjectIdentifier.init) })
        return solver.brokenConstraints.filter { mine.contains(ObjectIdentifier($0)) }.map { constraint in
            .brokenOptional(constraint: describe(constraint),
                            conflicts: solver.conflicts(ofBroken: constraint).map(describe))
        }
    }

    func findAmbiguity() -> [LayoutDiagnostic] {
        var probes = ambiguityProbes ?? makeAmbiguityProbes()
        // Every frame variable asked about at once: the solver works out its free directions once, and
        // the probe keeps the variables' symbols from one layout to the next.
        let determined = solver.areDetermined(&probes.variables)
        ambiguityProbes = probes
        var found: [LayoutDiagnostic] = []
        for (index, entry) in probes.entries.enumerated() {
            var free: [String] = []
            if !determined[2 * index] { free.append(entry.axis == .horizontal ? "x" : "y") }
            if !determined[2 * index + 1] { free.append(entry.axis == .horizontal ? "width" : "height") }
            if !free.isEmpty { found.append(.ambiguous(item: entry.item.name, axis: entry.axis, free: free)) }
        }
        return found
    }

    /// The items whose frames can be ambiguous (not a view's margins guide, not a hidden arranged view),
    /// each axis's position and size.
    private func makeAmbiguityProbes() -> (entries: [(item: LayoutItem, axis: Axis)], variables: VariableProbe) {
        var entries: [(item: LayoutItem, axis: Axis)] = []
        var probed: [Variable] = []
        for item in items {
            if let guide = item as? LayoutGuide, guide === guide.owningView?.layoutMarginsGuide { continue }
            if let view = item as? View, view.isHidden, view.superview is StackView { continue }
            let frame = variables(of: item)
            entries.append((item, .horizontal))
            probed += [frame.x, frame.width]
            entries.append((item, .vertical))
            probed += [frame.y, frame.height]
        }
        return (entries, VariableProbe(probed))
    }
}
