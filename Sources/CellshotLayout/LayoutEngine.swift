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

    /// The problems UIKit logs, of the last layout: required constraints broken (in the order found) and
    /// items left ambiguous — ``diagnostics`` without the optional constraints that gave way, which cost
    /// a solve per candidate to explain. Cheap enough to ask after every layout: the ambiguity of an item
    /// is read from the tableau (a free direction of zero cost), a few row scans each.
    public var problems: [LayoutDiagnostic] {
        conflictDiagnostics + findAmbiguity()
    }

    /// Conflicts broken while building and solving.
    var conflictDiagnostics: [LayoutDiagnostic] = []
    /// Ambiguity found after the last solve; `nil` until asked for.
    var ambiguity: [LayoutDiagnostic]?
    /// The frame variables the ambiguity check asks about, by item and axis: fixed until the next build.
    var ambiguityProbes: (entries: [(item: LayoutItem, axis: Axis)], variables: VariableProbe)?
    /// Every item's x, y, width and height, in the order of ``items``, read after every solve (made again
    /// when items were added since).
    private var frameProbe: (items: Int, variables: VariableProbe)?

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
        var shape: MetricShape {
            MetricShape(width: width != nil, height: height != nil, firstBaseline: firstBaseline != nil,
                        lastBaseline: lastBaseline != nil)
        }
    }

    enum HeightMode: Equatable { case fitting, fixed }

    var solver = Solver()
    var items: [LayoutItem] = []
    var itemVariables: [ObjectIdentifier: ItemVariables] = [:]
    var contentVariables: [ObjectIdentifier: ContentVariables] = [:]
    /// The layout constraint behind each solver constraint, for diagnostics.
    var origins: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Installed user constraints and what was added for them, to follow later changes.
    var installed: [(layout: LayoutConstraint, solver: Constraint?, constant: Double, priority: Priority)] = []
    /// The tree's activation revision when ``installed`` was last synced (`nil`: never, or rebuilt since).
    var syncedRevision: Int?
    /// Every item's frame in root coordinates after the last solve (empty during a solve or after a rebuild).
    private var solvedFramesInRoot: [ObjectIdentifier: Rect] = [:]
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
        if let frame = solvedFramesInRoot[ObjectIdentifier(item)] { return frame }
        return computedFrameInRoot(of: item)
    }

    /// An item's frame in the root's coordinates, read from the solver.
    private func computedFrameInRoot(of item: LayoutItem) -> Rect {
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
        syncedRevision = nil
        solvedFramesInRoot = [:]
        conflictDiagnostics = []
        ambiguity = nil
        ambiguityProbes = nil
        frameProbe = nil
        heightMode = .fitting
        try build()
    }

    func solve(width: Double, height: Double?) throws(LayoutError) {
        guard width.isFinite, height?.isFinite ?? true else {
            throw .invalidNumber("layout size \(width) × \(height.map { String($0) } ?? "fitting")")
        }
        // Every content is measured once per layout, unconstrained; the same
        // sizes decide whether the system must be rebuilt and feed the first pass.
        solvedFramesInRoot.removeAll(keepingCapacity: true)
        var natural = naturalSizes()
        if measurementShapeChanged(natural) {
            // The same sizes, for the rebuilt list of items (the same views; measuring again would ask the
            // measurer twice).
            let byView = Dictionary(uniqueKeysWithValues: zip(items.map(ObjectIdentifier.init), natural))
            try rebuild()
            natural = items.map { byView[ObjectIdentifier($0)] ?? nil }
        }
        try syncInstalledConstraints()
        try setHeightMode(height == nil ? .fitting : .fixed)
        let frame = variables(of: root)
        try measure(pass: nil, natural: natural, with: [(frame.width, width), (frame.height, height ?? 0)])
        // Second pass (and a few more if needed): height-for-width content is
        // measured at the width the previous pass gave it.
        for _ in 0..<4 {
            guard try measure(pass: true) else { break }
        }
        try recoverTargetSize(width: width, height: height)
        writeFrames()
        ambiguity = nil
    }

    func setHeightMode(_ mode: HeightMode) throws(LayoutError) {
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
    func measure(pass widthPass: Bool?, natural: [IntrinsicContentSize?]? = nil,
                 with extra: [(variable: Variable, value: Double)] = []) throws(LayoutError) -> Bool {
        var changed = false
        var suggestions = extra
        for (index, item) in items.enumerated() {
            guard let view = item as? View, let content = view.intrinsicContent,
                  var entry = contentVariables[ObjectIdentifier(view)] else { continue }
            let size: IntrinsicContentSize
            if widthPass == nil {
                size = natural?[index] ?? content.intrinsicContentSize(forWidth: nil)
            } else {
                guard content.dependsOnWidth else { continue }
                size = content.intrinsicContentSize(forWidth: max(0, solver.value(of: variables(of: view).width)))
            }
            if size == entry.measured { continue }
            // Each metric in turn, without an array of the four per view and pass.
            func suggest(_ variable: Variable?, _ value: Double?) throws(LayoutError) {
                guard let variable, let value else { return }
                guard value.isFinite else { throw .invalidNumber("intrinsic size of \(view.name): \(value)") }
                suggestions.append((variable, value))
            }
            try suggest(entry.width, size.width)
            try suggest(entry.height, size.height)
            try suggest(entry.firstBaseline, size.firstBaseline)
            try suggest(entry.lastBaseline, size.lastBaselineFromBottom)
            changed = changed || size != entry.measured
            entry.measured = size
            contentVariables[ObjectIdentifier(view)] = entry
        }
        do { try solver.suggestValues(suggestions) } catch { throw .solver(error) }
        return changed
    }

    /// Every content's unconstrained size, in the order of ``items`` (`nil` for items without content).
    /// An array, not a dictionary by view: it is made on every layout.
    func naturalSizes() -> [IntrinsicContentSize?] {
        items.map { item in
            guard let view = item as? View, let content = view.intrinsicContent else { return nil }
            return content.intrinsicContentSize(forWidth: nil)
        }
    }

    /// Whether content appeared, vanished or gained or lost a metric since the build.
    func measurementShapeChanged(_ natural: [IntrinsicContentSize?]) -> Bool {
        for (index, item) in items.enumerated() {
            guard let view = item as? View else { continue }
            let key = ObjectIdentifier(view)
            switch (natural[index], contentVariables[key]) {
            case (nil, nil): continue
            case let (size?, entry?): if Self.shape(of: size) != entry.shape { return true }
            default: return true
            }
        }
        return false
    }

    static func shape(of size: IntrinsicContentSize) -> MetricShape {
        MetricShape(width: size.width != nil, height: size.height != nil, firstBaseline: size.firstBaseline != nil,
                    lastBaseline: size.lastBaselineFromBottom != nil)
    }

    /// Which of a content's metrics exist (a value, not an array: it is compared for every view on every
    /// layout, and the arrays were allocations on each).
    struct MetricShape: Equatable {
        var width, height, firstBaseline, lastBaseline: Bool
    }

    /// Reads every item's frame once (the solver's values are kept until the next solve: the frames of
    /// containers are needed again for their children, and callers ask for frames in root coordinates),
    /// and sets each item's frame relative to its container.
    func writeFrames() {
        solvedFramesInRoot.removeAll(keepingCapacity: true)
        // All values at once through a probe that keeps the variables' symbols: four hashed lookups per
        // item were a sixth of re-solving a template row.
        if frameProbe?.items != items.count {
            frameProbe = (items.count, VariableProbe(items.flatMap { item in
                let frame = variables(of: item)
                return [frame.x, frame.y, frame.width, frame.height]
            }))
        }
        let values = solver.values(of: &frameProbe!.variables)
        for (index, item) in items.enumerated() {
            solvedFramesInRoot[ObjectIdentifier(item)] = Rect(x: Self.snap(values[4 * index]),
                                                             y: Self.snap(values[4 * index + 1]),
                                                             width: Self.snap(values[4 * index + 2]),
                                                             height: Self.snap(values[4 * index + 3]))
        }
        for item in items { item.frame = frame(of: item) }
    }
}
