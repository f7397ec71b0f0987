/// One variable of a parsed linear expression: a name and the factor it is multiplied by.
///
/// In `2*x + 1` the term is named `x` with coefficient 2.
public struct ParsedTerm: Sendable, Equatable {
    /// The variable's name as written, dots included: `title.leading`.
    public var name: String

    /// The factor the variable is multiplied by; never zero.
    public var coefficient: Double

    /// Where the name first appears in the source, in `Character` offsets.
    public var range: Range<Int>

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - name: The variable's name, dots included.
    ///   - coefficient: The factor the variable is multiplied by.
    ///   - range: Where the name first appears in the source, in `Character` offsets.
    public init(name: String, coefficient: Double, range: Range<Int>) {
        self.name = name
        self.coefficient = coefficient
        self.range = range
    }
}

/// One side of a parsed constraint, reduced to a linear form: a sum of terms plus a constant.
///
/// `2*(x + 3) - x/2` becomes the term `1.5 * x` and the constant 6. Terms with
/// the same name are merged, terms whose coefficients cancel out are dropped, and
/// the remaining terms keep the order in which their names first appear.
public struct ParsedExpression: Sendable, Equatable {
    /// The variables with non-zero coefficients, in order of first appearance.
    public var terms: [ParsedTerm]

    /// The part of the expression that does not depend on any variable.
    public var constant: Double

    /// Where the expression is in the source, in `Character` offsets, without surrounding spaces.
    public var range: Range<Int>

    /// Creates an expression.
    ///
    /// - Parameters:
    ///   - terms: The variables with non-zero coefficients, in order of first appearance.
    ///   - constant: The part that does not depend on any variable.
    ///   - range: Where the expression is in the source, in `Character` offsets.
    public init(terms: [ParsedTerm], constant: Double, range: Range<Int>) {
        self.terms = terms
        self.constant = constant
        self.range = range
    }
}

/// A linear constraint read from text, such as `title.leading == image.trailing + 16 @750`.
///
/// Produced by ``ConstraintParser/parse(_:)``. Both sides are linear forms; the
/// priority is `nil` when the text gives none, which callers usually read as required.
public struct ParsedConstraint: Sendable, Equatable {
    /// The side left of the relation.
    public var lhs: ParsedExpression

    /// How the two sides compare.
    public var relation: Relation

    /// The side right of the relation.
    public var rhs: ParsedExpression

    /// The priority after `@`, from 1 to 1000, or `nil` when the text gives none.
    public var priority: Float?

    /// Where the priority is in the source, without the `@`, or `nil` when the text gives none.
    public var priorityRange: Range<Int>?

    /// The whole text that was parsed.
    public var source: String

    /// Every variable name written before the priority, in order of first appearance: the terms' names and
    /// those whose coefficients cancel out (`x - x`), which are no term but still variables of the system.
    public var names: [String]

    /// Creates a constraint.
    ///
    /// - Parameters:
    ///   - lhs: The side left of the relation.
    ///   - relation: How the two sides compare.
    ///   - rhs: The side right of the relation.
    ///   - priority: The priority from 1 to 1000, or `nil` when none is given.
    ///   - priorityRange: Where the priority is in the source, without the `@`.
    ///   - source: The whole text that was parsed.
    ///   - names: every name written, in order; `nil` for the terms' names (left side first).
    public init(
        lhs: ParsedExpression,
        relation: Relation,
        rhs: ParsedExpression,
        priority: Float? = nil,
        priorityRange: Range<Int>? = nil,
        source: String,
        names: [String]? = nil
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.priorityRange = priorityRange
        self.source = source
        self.names = names ?? Self.inOrder(lhs.terms.map(\.name), then: rhs.terms.map(\.name))
    }

    /// The names of `first`, then those of `second` that `first` does not hold (each list is already free of
    /// repeats).
    static func inOrder(_ first: [String], then second: [String]) -> [String] {
        guard !second.isEmpty else { return first }
        let seen = Set(first)
        return first + second.filter { !seen.contains($0) }
    }
}
