/// An unknown of a linear system, such as the left edge of a view.
///
/// A variable is a reference: two variables with the same name are still
/// different unknowns. Its value lives in the ``Solver`` that solves for it —
/// read it with ``Solver/value(of:)``.
///
/// ```swift
/// let left = Variable("title.left")
/// let width = Variable("title.width")
/// try solver.add(left + width <= 320)
/// ```
///
/// `Variable` is deliberately not `Equatable`: `==` between variables builds a
/// ``Constraint``. Compare identities with `===`.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in descriptions, diagnostics and dumps.
    public let name: String

    /// Creates a variable.
    /// - Parameter name: A name for descriptions and diagnostics; it need not be unique.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The variable's name, or `v` followed by an address-free placeholder when unnamed.
    public var description: String { name.isEmpty ? "<unnamed>" : name }

    /// The key used by solvers to find this variable. Only for lookup: iteration
    /// order never depends on it.
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
