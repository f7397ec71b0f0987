/// How much a constraint matters, from 1 to 1000, like `UILayoutPriority`.
///
/// Priorities are **strict tiers**: a constraint at a higher priority is never
/// given up to satisfy any number of constraints at lower priorities. A
/// constraint at ``required`` (1000) must hold; adding one that cannot hold
/// throws ``SolverError/unsatisfiable(_:conflicts:)``.
///
/// Named values follow UIKit's `UILayoutPriority` (Apple's documentation of
/// `UILayoutPriority`; collected in docs/reference/autolayout.md).
public struct Priority: Sendable, Hashable, Comparable {
    /// The numeric priority. Valid values are 1…1000.
    public var value: Float

    /// Creates a priority. Values outside 1…1000 are rejected when the
    /// constraint is added to a solver (``SolverError/invalidPriority(_:)``).
    public init(_ value: Float) {
        self.value = value
    }

    /// A constraint that must hold (1000).
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh` (750): compression resistance by default.
    public static let defaultHigh = Priority(750)
    /// UIKit's `dragThatCanResizeScene` (510).
    public static let dragThatCanResize = Priority(510)
    /// UIKit's `sceneSizeStayPut` (500).
    public static let sceneSizeStayPut = Priority(500)
    /// UIKit's `dragThatCannotResizeScene` (490).
    public static let dragThatCannotResize = Priority(490)
    /// UIKit's `defaultLow` (250): content hugging by default.
    public static let defaultLow = Priority(250)
    /// UIKit's `fittingSizeLevel` (50): the level at which a fitting size is computed.
    public static let fittingSizeLevel = Priority(50)

    /// The named priorities, by the names used in text forms (`@defaultHigh`).
    public static let named: [(name: String, priority: Priority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh),
        ("dragThatCanResize", .dragThatCanResize), ("sceneSizeStayPut", .sceneSizeStayPut),
        ("dragThatCannotResize", .dragThatCannotResize), ("defaultLow", .defaultLow),
        ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// Whether the priority is ``required``.
    public var isRequired: Bool { value == 1000 }

    /// Whether a solver accepts the priority: a finite value in 1…1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Creates a priority from an integer literal: `let p: Priority = 750`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
    /// Creates a priority from a float literal: `let p: Priority = 999.5`.
    public init(floatLiteral value: Float) { self.init(value) }
}

extension Priority: CustomStringConvertible {
    /// The value without a trailing `.0`: `750`, `999.5`.
    public var description: String {
        value == value.rounded() && abs(value) < 1e7 ? String(Int(value)) : String(value)
    }
}
