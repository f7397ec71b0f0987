extension ParsedConstraint {
    /// The solver constraint this text stands for.
    ///
    /// ```swift
    /// var variables: [String: Variable] = [:]
    /// let parsed = try ConstraintParser.parse("x + 2*y >= 10 @750")
    /// let constraint = parsed.constraint { name in
    ///     if let known = variables[name] { return known }
    ///     let made = Variable(name); variables[name] = made; return made
    /// }
    /// ```
    /// - Parameters:
    ///   - priority: Overrides the `@priority` of the text when given.
    ///   - identifier: A name for diagnostics.
    ///   - variable: Returns the variable for a name (creating it on first use).
    public func constraint(priority: Priority? = nil, identifier: String? = nil,
                           variable: (String) -> Variable) -> Constraint {
        func expression(_ parsed: ParsedExpression) -> Expression {
            Expression(terms: parsed.terms.map { Term(variable($0.name), $0.coefficient) }, constant: parsed.constant)
        }
        return Constraint(expression(lhs), relation, expression(rhs),
                          priority: priority ?? self.priority.map { Priority($0) } ?? .required,
                          identifier: identifier)
    }
}
