import CellshotGraphics
import CellshotModel

/// What the command line may change on top of a document: the states to draw, the width, the scale.
///
/// ```swift
/// let options = RenderOptions(states: [.normal, .selected], scale: 2)
/// let renderer = try ListRenderer(document: document, options: options, environment: environment)
/// ```
public struct RenderOptions: Sendable, Hashable {
    /// The states to draw instead of the document's `states`.
    public var states: [CellState]?
    /// The list's width in points instead of the document's.
    public var width: Double?
    /// Pixels per point instead of the document's (1 to 4).
    public var scale: Double?
    /// Whether a custom template's conflicting or ambiguous constraints stop rendering (an error at the
    /// template's path) instead of being reported as warnings after UIKit's recovery.
    public var strict: Bool
    /// Whether a symbol name cellshot does not know stops rendering (an error at its JSON path, with close
    /// names) instead of being drawn as a placeholder, a dashed square, with a warning (`--strict-symbols`).
    public var strictSymbols = false
    /// The interface style instead of the document's `traits.style`.
    public var style: UserInterfaceStyle?
    /// The Dynamic Type size instead of the document's `traits.contentSize`.
    public var contentSize: ContentSizeCategory?
    /// The reading direction instead of the document's `traits.direction`.
    public var direction: LayoutDirection?
    /// The list appearance instead of the document's `appearance`.
    public var appearance: ListAppearance?
    /// Which iOS release's list design to draw instead of the document's `look`.
    public var look: ListLook?
    /// The budgets a render keeps to (the longest text, …).
    public var limits: ResourceLimits

    /// Creates options; `nil` keeps the document's value.
    public init(states: [CellState]? = nil, width: Double? = nil, scale: Double? = nil, strict: Bool = false,
                style: UserInterfaceStyle? = nil, contentSize: ContentSizeCategory? = nil,
                direction: LayoutDirection? = nil, appearance: ListAppearance? = nil, look: ListLook? = nil,
                limits: ResourceLimits = ResourceLimits(), strictSymbols: Bool = false) {
        self.strictSymbols = strictSymbols
        self.appearance = appearance
        self.look = look
        self.limits = limits
        self.states = states
        self.width = width
        self.scale = scale
        self.strict = strict
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
    }

    /// The document with these options applied.
    /// - Throws: ``CellshotError/invalidOption(name:message:)`` for an empty state list, a width
    ///   that is not greater than 0 and at most ``DocumentLimits/maximumWidth``, a scale outside 1…4, or a
    ///   text budget outside 1…``ResourceLimits/maximumTextLength``, or a line, row, section, height, template view
    ///   or total text budget outside 1 and its maximum.
    public func applied(to document: ListDocument) throws(CellshotError) -> ListDocument {
        var document = document
        try checkLimits()
        if let states {
            guard !states.isEmpty else { throw .invalidOption(name: "states", message: "name at least one state") }
            document.states = states
        }
        if let width {
            guard width.isFinite, width > 0, width <= DocumentLimits.maximumWidth else {
                throw .invalidOption(name: "width", message: "expected a width greater than 0 and at most "
                                        + "\(formatPoints(DocumentLimits.maximumWidth)) points, found \(formatPoints(width))")
            }
            document.width = width
        }
        if let scale {
            guard DocumentLimits.scales.contains(scale) else {
                throw .invalidOption(name: "scale", message: "expected a scale from 1 to 4, found \(formatPoints(scale))")
            }
            document.scale = scale
        }
        if let style { document.traits.style = style }
        if let contentSize { document.traits.contentSize = contentSize }
        if let direction { document.traits.direction = direction }
        if let appearance { document.appearance = appearance }
        if let look { document.look = look }
        guard (document.width * document.scale).rounded() >= 1 else {
            let message = "the list is \(formatPoints(document.width)) points wide at scale \(formatPoints(document.scale)): "
                + "less than one pixel; expected at least \(formatPoints(1 / document.scale)) points"
            // The width is the option's when one was given, else the document's own.
            guard width == nil else { throw .invalidOption(name: "width", message: message) }
            throw .document(DocumentError(.invalidValue, path: JSONPath.root.appending(key: "width"), message: message))
        }
        return document
    }

    /// Checks the budgets alone: each from 1 (0 for combining marks) to its maximum. The command line checks them
    /// before it reads a document, whose rows are counted against them.
    /// - Throws: ``CellshotError/invalidOption(name:message:)`` naming the first budget out of range.
    public func checkLimits() throws(CellshotError) {
        // Each budget: its option, what it counts, its least value and its most.
        let budgets: [(value: Int, option: String, unit: String, least: Int, most: Int)] = [
            (limits.textLength, "max-text-length", "characters", 1, ResourceLimits.maximumTextLength),
            (limits.textLines, "max-text-lines", "lines", 1, ResourceLimits.maximumTextLines),
            (limits.combiningMarks, "max-combining-marks", "marks", 0, ResourceLimits.maximumCombiningMarks),
            (limits.rows, "max-rows", "rows", 1, ResourceLimits.maximumRows),
            (limits.sections, "max-sections", "sections", 1, ResourceLimits.maximumSections),
            (limits.height, "max-height", "pixels", 1, ResourceLimits.maximumHeight),
            (limits.templateViews, "max-template-views", "views", 1, ResourceLimits.maximumTemplateViews),
            (limits.totalTextLength, "max-total-text", "characters", 1, ResourceLimits.maximumTotalTextLength),
        ]
        for budget in budgets where !(budget.least...budget.most).contains(budget.value) {
            throw .invalidOption(name: budget.option, message: "expected a number of \(budget.unit) from \(budget.least) to "
                                    + "\(budget.most.grouped), found \(budget.value)")
        }
    }
}
