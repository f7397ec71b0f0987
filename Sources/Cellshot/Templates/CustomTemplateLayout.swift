import CellshotGraphics
import CellshotLayout
import CellshotModel
import ConstraintSolver

/// A custom template's view tree and constraints, built once per structure and re-solved for every
/// row and state of that structure (new texts, fonts, images and colours only change measured sizes
/// and what is painted; hiding a view, stack properties or fixed sizes change the structure).
final class CustomTemplateLayout {
    /// What decides the view tree and constraints: the definition without what only changes content.
    struct Structure: Hashable {
        let definition: TemplateDefinition
        let defaultMargins: DirectionalEdgeInsets

        init(_ definition: TemplateDefinition, defaultMargins: DirectionalEdgeInsets) {
            var stripped = definition
            stripped.views = definition.views.map(Self.structural)
            stripped.background = nil
            stripped.height = nil
            stripped.path = .root
            self.definition = stripped
            self.defaultMargins = defaultMargins
        }

        private static func structural(_ view: TemplateView) -> TemplateView {
            var copy = view
            var kept = TemplateViewProperties()
            let properties = view.properties
            kept.hidden = properties.hidden
            kept.huggingHorizontal = properties.huggingHorizontal
            kept.huggingVertical = properties.huggingVertical
            kept.compressionResistanceHorizontal = properties.compressionResistanceHorizontal
            kept.compressionResistanceVertical = properties.compressionResistanceVertical
            kept.width = properties.width
            kept.height = properties.height
            kept.layoutMargins = properties.layoutMargins
            // A label's line limit decides whether its height depends on its width (the content's shape).
            kept.numberOfLines = properties.numberOfLines.map { $0 == 1 ? 1 : 0 }
            kept.axis = properties.axis
            kept.spacing = properties.spacing
            kept.stackAlignment = properties.stackAlignment
            kept.distribution = properties.distribution
            kept.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
            kept.isBaselineRelativeArrangement = properties.isBaselineRelativeArrangement
            copy.properties = kept
            copy.subviews = view.subviews.map(structural)
            copy.path = .root
            return copy
        }
    }

    let root = View(name: "contentView")
    private(set) var items: [String: LayoutItem] = [:]
    private var engine: LayoutEngine!   // built once the tree and constraints exist
    private let measurer: any TextMeasuring
    /// Whether a row has been laid out (the first is solved from a fresh system).
    private var hasLaidOut = false
    /// The label and image views each row gives content to, in the definition's order, found once: every
    /// row of this template has the same views (they are its structure), and walking the definition's
    /// views for every row copied them all.
    private var contentViews: [(name: String, kind: TemplateView.Kind, view: View)] = []
    /// The list content views (`UIListContentView`), their sizing and their `textLayoutGuide`'s edges
    /// (leading, top, trailing, bottom: constants that follow the row's content).
    private var listContents: [(name: String, view: View, sizing: ListContentSizing, edges: [LayoutConstraint])] = []
    /// The content of each list content view as the last row laid it out, in the cell's coordinates.
    private(set) var listContentFrames: [String: CellFrames] = [:]
    /// The cell's `separatorLayoutGuide`, when the constraints name it: where the separator starts.
    private(set) var separatorGuide: LayoutGuide?
    private let direction: LayoutDirection

    /// The name constraints give the cell's separator guide.
    static let separatorGuideName = "separatorLayoutGuide"
    /// A list content view's text guide, as constraints name its part: `name.textLayoutGuide`.
    static let textGuide = "textLayoutGuide"
    /// The name of a list content view's text guide in constraints: `name.textLayoutGuide`.
    static func textGuideName(of view: String) -> String { "\(view).\(textGuide)" }

    // The tree and its constraints hold each other: let them go with the template.
    deinit { root.deactivateConstraintsInSubtree() }

    /// Builds the tree and constraints of a definition.
    /// - Throws: ``CellshotError/document(_:)`` for a constraint that does not parse or names
    ///   something unknown, at the constraint's JSON path with a caret under the place.
    ///
    /// `content` is the first row's: the system is built with its texts and images in place, so that it has
    /// the measured metrics that row needs. Built with empty labels instead (an empty text has no baselines),
    /// the first layout found the shape of its content changed and built the whole system again, which
    /// doubled the cost of every template system (building grows faster than the square of its views).
    init(_ definition: TemplateDefinition, defaultMargins: DirectionalEdgeInsets, measurer: any TextMeasuring,
         direction: LayoutDirection, content: ResolvedTemplateContent) throws(CellshotError) {
        self.measurer = measurer
        self.direction = direction
        root.directionalLayoutMargins = definition.layoutMargins ?? defaultMargins
        for view in definition.views { try add(view, to: root, arranged: false) }
        addSeparatorGuide(if: definition)
        let names = LayoutNames(superview: root, items: items)
        var constraints: [LayoutConstraint] = []
        for constraint in definition.constraints {
            do throws(SyntaxError) {
                // `|` is the superview of the format's views (their common one), as in UIKit, not always the content view.
                let parsed = constraint.isVisualFormat
                    ? try LayoutConstraint.constraints(withVisualFormat: constraint.text, metrics: definition.metrics,
                                                       names: LayoutNames(superview: container(of: constraint.text),
                                                                          items: items))
                    : [try ConstraintText.constraint(constraint.text, metrics: definition.metrics, names: names)]
                for layoutConstraint in parsed {
                    if let priority = constraint.priority { layoutConstraint.priority = Priority(Float(priority)) }
                    if let identifier = constraint.identifier { layoutConstraint.identifier = identifier }
                }
                constraints += parsed
            } catch {
                // The source around the mistake, not all of it: messages quote a document's text in short snippets.
                var document = DocumentError(.invalidValue, path: constraint.path,
                                             message: error.description(showingAtMost: JSONText.quoteLimit))
                document.hint = constraint.isVisualFormat ? "see docs/layout.md (Visual Format Language)"
                    : "see docs/layout.md (expressions)"
                // Only a list content view has a text guide: say so where a label's or an image's is asked for.
                if error.message.hasPrefix("unknown view"), error.message.contains(".\(Self.textGuide)") {
                    document.hint = "a list content view (\"listContent\") has a \(Self.textGuide), as "
                        + "UIListContentView does; see docs/templates.md"
                }
                throw .document(document)
            }
        }
        LayoutConstraint.activate(constraints)
        contentViews = definition.allViews.compactMap { spec in
            guard [.label, .image, .button, .switch].contains(spec.kind), let view = items[spec.name] as? View else {
                return nil
            }
            return (spec.name, spec.kind, view)
        }
        show(content)
        do {
            engine = try LayoutEngine(root: root, direction: direction)
        } catch {
            throw .document(DocumentError(.invalidValue, path: definition.path.appending(key: "constraints"),
                                          message: error.description))
        }
    }

    /// The superview a Visual Format string's `|` means: the one every view it names shares; the content
    /// view when they share none (the format's own check then reports a `|` without a common superview).
    private func container(of format: String) -> View {
        var names: [String] = []
        var current: String?
        for character in format {
            if character == "[" {
                current = ""
            } else if var name = current {
                if character.isLetter || character.isNumber || character == "_" {
                    name.append(character)
                    current = name
                } else {
                    names.append(name)
                    current = nil
                }
            }
        }
        let superviews = names.compactMap { (items[$0] as? View)?.superview }
        guard let first = superviews.first, superviews.count == names.count,
              superviews.allSatisfy({ $0 === first }) else { return root }
        return first
    }

    private func add(_ spec: TemplateView, to parent: View, arranged: Bool) throws(CellshotError) {
        let properties = spec.properties
        if spec.kind == .guide {
            guard !arranged else {
                throw .document(DocumentError(.invalidValue, path: spec.path,
                                              message: "a layout guide cannot be an arranged view of a stack",
                                              hint: "UIStackView arranges views; use a \"spacer\" instead"))
            }
            let guide = LayoutGuide(name: spec.name)
            parent.addLayoutGuide(guide)
            items[spec.name] = guide
            return
        }
        let view: View
        switch spec.kind {
        case .stack:
            let stack = StackView(name: spec.name, axis: properties.axis == .vertical ? .vertical : .horizontal)
            stack.spacing = properties.spacing ?? 0
            stack.alignment = StackView.Alignment(rawValue: (properties.stackAlignment ?? .fill).rawValue) ?? .fill
            stack.distribution = StackView.Distribution(rawValue: (properties.distribution ?? .fill).rawValue) ?? .fill
            stack.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement ?? false
            stack.isBaselineRelativeArrangement = properties.isBaselineRelativeArrangement ?? false
            view = stack
        case .label:
            view = View(name: spec.name, content: TextContent(text: "", attributes: TextAttributes(font: FontDescriptor(size: 17)),
                                                              measurer: measurer))
        case .image, .button:
            view = View(name: spec.name, content: FixedIntrinsicContent(width: 0, height: 0))
        case .switch:
            view = View(name: spec.name, content: FixedIntrinsicContent(width: 0, height: 0))
            // UISwitch hugs its fixed size, where a plain view gives way.
            for axis in [Axis.horizontal, .vertical] {
                view.setContentHuggingPriority(Priority(Float(SwitchMetrics.huggingPriority)), for: axis)
            }
        case .spacer:
            view = View(name: spec.name)
            // A spacer gives way to everything: it only fills what is left.
            for axis in [Axis.horizontal, .vertical] {
                view.setContentHuggingPriority(Priority(1), for: axis)
                view.setContentCompressionResistancePriority(Priority(1), for: axis)
            }
        case .listContent:
            view = View(name: spec.name, content: ListContentSizing(measurer: measurer, direction: direction))
        case .view, .guide:
            view = View(name: spec.name)
        }
        view.isHidden = properties.hidden ?? false
        if let margins = properties.layoutMargins { view.directionalLayoutMargins = margins }
        if let value = properties.huggingHorizontal { view.setContentHuggingPriority(Priority(Float(value)), for: .horizontal) }
        if let value = properties.huggingVertical { view.setContentHuggingPriority(Priority(Float(value)), for: .vertical) }
        if let value = properties.compressionResistanceHorizontal {
            view.setContentCompressionResistancePriority(Priority(Float(value)), for: .horizontal)
        }
        if let value = properties.compressionResistanceVertical {
            view.setContentCompressionResistancePriority(Priority(Float(value)), for: .vertical)
        }
        if arranged, let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
        var fixed: [LayoutConstraint] = []
        if let width = properties.width { fixed.append(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height = properties.height { fixed.append(view.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(fixed)
        items[spec.name] = view
        if spec.kind == .listContent, let sizing = view.intrinsicContent as? ListContentSizing {
            addTextGuide(to: view, named: spec.name, sizing: sizing)
        }
        for child in spec.subviews { try add(child, to: view, arranged: spec.kind == .stack) }
    }

    /// A list content view's `textLayoutGuide`: its edges are constants inside the view, set from each row's
    /// laid out texts (``placeTextGuides()``).
    private func addTextGuide(to view: View, named name: String, sizing: ListContentSizing) {
        let guide = LayoutGuide(name: Self.textGuideName(of: name))
        view.addLayoutGuide(guide)
        items[guide.name] = guide
        let edges = [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                     guide.topAnchor.constraint(equalTo: view.topAnchor),
                     guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                     guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        LayoutConstraint.activate(edges)
        listContents.append((name, view, sizing, edges))
    }

    /// The cell's `separatorLayoutGuide`, when a constraint names it: a guide at the top of the content view
    /// whose leading edge is the content view's leading margin (UIKit's default: the separator starts where
    /// content does) unless a constraint places it.
    private func addSeparatorGuide(if definition: TemplateDefinition) {
        guard items[Self.separatorGuideName] == nil,
              definition.constraints.contains(where: { $0.text.contains(Self.separatorGuideName) }) else { return }
        let guide = LayoutGuide(name: Self.separatorGuideName)
        root.addLayoutGuide(guide)
        items[guide.name] = guide
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            guide.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).withPriority(Priority(250)),
        ])
        separatorGuide = guide
    }

    /// Lays a row's definition out at a width (fixed or self-sizing height).
    ///
    /// The system is re-solved from the previous row's solution: reuse is what makes rows cheap. Every
    /// row is then checked, not only the first: its broken required constraints and ambiguous views
    /// (``LayoutEngine/problems``, a few row scans of the tableau), and its frames for negative sizes. A
    /// row whose values leave the layout ambiguous (two views of equal priorities competing for space)
    /// is solved again from a fresh system, so that it gets the answer it would get as the first row,
    /// whatever rows came before it; an unambiguous answer is the same either way. Negative sizes are
    /// reported as ``LayoutDiagnostic/negativeSize(item:axis:size:)`` and drawn zero-sized, as UIKit
    /// draws them.
    /// - Returns: every view's frame in the cell's coordinates, by name, and the row's problems.
    func layout(_ definition: TemplateDefinition, resolved: ResolvedTemplateContent, width: Double)
        throws(CellshotError) -> (size: Size, frames: [String: Rect], diagnostics: [LayoutDiagnostic]) {
        show(resolved)
        // The first row is solved from a fresh system (built in init with this row's content), so it gets
        // the same answer as a later row with the same values that the check sends back to one.
        try solve(definition, width: width)
        var (frames, size) = readFrames()
        // A list content view's text guide follows where its texts were laid out: once they moved, solved again.
        if try placeTextGuides(frames) {
            try solve(definition, width: width)
            (frames, size) = readFrames()
            _ = try placeTextGuides(frames)
        }
        var problems = engine.problems
        // An ambiguous answer depends on the rows solved before; a unique one (negative sizes included) does not.
        if hasLaidOut, problems.contains(where: \.isAmbiguity) {
            try rebuild()
            try solve(definition, width: width)
            (frames, size) = readFrames()
            if try placeTextGuides(frames) {
                try solve(definition, width: width)
                (frames, size) = readFrames()
                _ = try placeTextGuides(frames)
            }
            problems = engine.problems
        }
        hasLaidOut = true
        // Views in name order, for messages that are the same every run; most rows have none to sort.
        let negative = frames.values.contains { $0.width < 0 || $0.height < 0 }
            ? frames.filter { $0.value.width < 0 || $0.value.height < 0 } : [:]
        for name in negative.keys.sorted() {
            let frame = negative[name]!
            if frame.width < -Self.tolerance {
                problems.append(.negativeSize(item: name, axis: .horizontal, size: frame.width))
            }
            if frame.height < -Self.tolerance {
                problems.append(.negativeSize(item: name, axis: .vertical, size: frame.height))
            }
            frames[name] = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width), height: max(0, frame.height))
        }
        return (size, frames, problems)
    }

    /// Puts a row's texts and images into the labels and image views.
    private func show(_ resolved: ResolvedTemplateContent) {
        for (name, kind, item) in contentViews {
            switch kind {
            case .label:
                if let content = item.intrinsicContent as? TextContent, let text = resolved.texts[name] {
                    content.text = text.string
                    content.attributes = text.attributes
                }
            case .image:
                let size = resolved.images[name]?.drawnSize ?? .zero
                item.intrinsicContent = FixedIntrinsicContent(width: size.width, height: size.height)
            case .button:
                // A button is as big as its content: measured here, as a label's text is.
                let button = resolved.buttons[name]
                let title = button?.title.map { measurer.measure($0.string, $0.attributes, width: nil).size }
                let size = button?.intrinsicSize(titleSize: title) ?? .zero
                item.intrinsicContent = FixedIntrinsicContent(width: size.width, height: size.height)
            case .switch:
                // The look's track, whatever the view's state: a UISwitch does not grow with Dynamic Type.
                let size = resolved.switches[name]?.size ?? .zero
                item.intrinsicContent = FixedIntrinsicContent(width: size.width, height: size.height)
            default:
                break
            }
        }
        for entry in listContents {
            entry.sizing.cell = resolved.cells[entry.name]
        }
    }

    /// Lays each list content view's image and texts out in the frame it was given (``listContentFrames``) and
    /// moves its text guide's edges to its texts.
    /// - Returns: whether a guide moved (the constraints must then be solved again).
    private func placeTextGuides(_ frames: [String: Rect]) throws(CellshotError) -> Bool {
        var moved = false
        listContentFrames.removeAll(keepingCapacity: true)
        for entry in listContents {
            guard let frame = frames[entry.name] else { continue }
            let size = Size(width: max(0, frame.width), height: max(0, frame.height))
            let inner: CellFrames?
            do { inner = try entry.sizing.frames(in: size) } catch { throw .layout(error) }
            guard let inner else { continue }
            listContentFrames[entry.name] = inner.offsetBy(dx: frame.minX, dy: frame.minY)
            // Without texts UIKit has no guide (`textLayoutGuide` is nil): it stays the view's bounds here.
            let area = ListContentSizing.textArea(of: inner) ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
            let rightToLeft = direction == .rightToLeft
            let constants = [rightToLeft ? size.width - area.maxX : area.minX, area.minY,
                             rightToLeft ? -area.minX : -(size.width - area.maxX), -(size.height - area.maxY)]
            for (constraint, constant) in zip(entry.edges, constants) where abs(constraint.constant - constant) > Self.tolerance {
                constraint.constant = constant
                moved = true
            }
        }
        return moved
    }

    /// How far below zero a size may be before it counts as negative: the solver's rounding, not a layout.
    static let tolerance = 1e-6

    private func rebuild() throws(CellshotError) {
        do {
            try engine.rebuild()
        } catch {
            throw .layout(error)
        }
    }

    private func solve(_ definition: TemplateDefinition, width: Double) throws(CellshotError) {
        do {
            switch definition.height ?? .automatic {
            case .automatic: try engine.fittingSize(width: width)
            case .fixed(let height): try engine.layout(width: width, height: height)
            }
        } catch {
            throw .layout(error)
        }
    }

    private func readFrames() -> (frames: [String: Rect], size: Size) {
        var frames: [String: Rect] = [:]
        for (name, item) in items { frames[name] = engine.frameInRoot(of: item) }
        return (frames, engine.frameInRoot(of: root).size)
    }
}

extension LayoutDiagnostic {
    /// Whether it is a view left ambiguous.
    var isAmbiguity: Bool {
        if case .ambiguous = self { return true }
        return false
    }

    /// What tells one problem from another when each is reported once per template: its text, but for a
    /// negative size the view and axis only (each row that shrinks the view gives another number).
    var reportKey: String {
        if case let .negativeSize(item, axis, _) = self { return "negative \(item) \(axis.rawValue)" }
        return description
    }
}

extension LayoutDiagnostic {
    /// The diagnostic as an error: what conflicts, without the recovery UIKit would attempt.
    var strictDescription: String {
        switch self {
        case let .unsatisfiable(broken, conflicts):
            "Unable to simultaneously satisfy constraints:\n" + (conflicts + [broken]).map { "    \($0)" }.joined(separator: "\n")
        default:
            description
        }
    }
}
