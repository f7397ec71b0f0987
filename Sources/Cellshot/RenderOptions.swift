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

    /// Creates options; `nil` keeps the document's value.
    public init(states: [CellState]? = nil, width: Double? = nil, scale: Double? = nil, strict: Bool = false) {
        self.states = states
        self.width = width
        self.scale = scale
        self.strict = strict
    }

    /// The document with these options applied.
    /// - Throws: ``CellshotError/invalidOption(name:message:)`` for an empty state list, a width
    ///   that is not greater than 0 and at most ``DocumentLimits/maximumWidth``, or a scale outside 1…4.
    public func applied(to document: ListDocument) throws(CellshotError) -> ListDocument {
        var document = document
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
        guard (document.width * document.scale).rounded() >= 1 else {
            throw .invalidOption(name: "width", message: "the list is \(formatPoints(document.width)) points wide at "
                                    + "scale \(formatPoints(document.scale)): less than one pixel; expected at least "
                                    + "\(formatPoints(1 / document.scale)) points")
        }
        return document
    }
}
