import CellshotLayout
import ConstraintSolver

/// Each line of the input as constraint text and as the Visual Format Language, through both layers:
/// the solver's own parser feeding a `Solver`, and the layout layer's (`ConstraintText`,
/// `LayoutConstraint.constraints(withVisualFormat:)`) feeding a `LayoutEngine` over a fixed view tree,
/// laid out at the end. Syntax, solver and layout errors are answers; traps, sanitizer reports and hangs
/// are findings. The parsers alone are fuzzed, many times faster, by `fuzz-constraint-text` and `fuzz-vfl`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // A template has at most 1,000 constraints; 64 lines reach every interaction of a few constraints.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64).map(String.init)
    var solverRun = SolverRun()
    solverRun.run(lines)
    LayoutRun().run(lines)
    return 0
}

/// Parsed expressions added to a solver directly, then an edit variable moved.
struct SolverRun {
    private let solver = Solver()
    private var variables: [String: Variable] = [:]

    mutating func run(_ lines: [String]) {
        for line in lines {
            guard let parsed = try? ConstraintParser.parse(line) else { continue }
            let constraint = parsed.constraint { name in variable(named: name) }
            try? solver.add(constraint)
        }
        // Edits take a different path through the tableau (dual optimization).
        guard let first = variables.keys.sorted().first, let variable = variables[first] else { return }
        try? solver.addEditVariable(variable, priority: .defaultHigh)
        for value in [0.0, -1e9, 1e9, 12.5] { try? solver.suggestValue(value, for: variable) }
        _ = solver.knownVariables.map { solver.value(of: $0) }
    }

    private mutating func variable(named name: String) -> Variable {
        if let known = variables[name] { return known }
        let made = Variable(name)
        variables[name] = made
        return made
    }
}

/// The lines as template constraints over a fixed tree: a content view with two labels-sized views,
/// an image-sized view and a nested one, as `ListRenderer` builds for a template.
struct LayoutRun {
    private let root = View(name: "contentView")
    private let names: LayoutNames
    private static let metrics: [String: Double] = ["pad": 8, "wide": 4096, "tiny": -4096, "half": 0.5]

    init() {
        let card = View(name: "card")
        for name in ["title", "body", "icon"] { root.addSubview(View(name: name)) }
        root.addSubview(card)
        card.addSubview(View(name: "badge"))
        names = LayoutNames(superview: root)
    }

    func run(_ lines: [String]) {
        var active: [LayoutConstraint] = []
        // An installed constraint and the views it names hold each other (View.installedConstraints, the
        // anchors' items), so the tree would outlive the input and the fuzzer's memory would grow until
        // the 2 GB limit (see Fuzz/README.md, "Observations"): deactivating breaks the cycle.
        defer { LayoutConstraint.deactivate(active) }
        for line in lines {
            if let constraint = try? ConstraintText.constraint(line, metrics: Self.metrics, names: names) {
                constraint.isActive = true
                active.append(constraint)
            }
            if let constraints = try? LayoutConstraint.constraints(withVisualFormat: line, metrics: Self.metrics,
                                                                   names: names) {
                LayoutConstraint.activate(constraints)
                active += constraints
            }
        }
        guard let engine = try? LayoutEngine(root: root) else { return }
        if let size = try? engine.fittingSize(width: 320) {
            try? engine.layout(width: 320, height: size.height)
        }
        _ = engine.diagnostics
    }
}
