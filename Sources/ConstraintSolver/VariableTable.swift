/// Variables by name, each made on first use: how text forms of constraints
/// (`x + 2*y >= 10`) become solver constraints.
///
/// ```swift
/// let table = VariableTable()
/// try solver.add(try ConstraintParser.parse("x == 3*y").constraint(variable: table.variable(named:)))
/// solver.value(of: table.variable(named: "x"))
/// ```
public final class VariableTable {
    /// Every variable made so far, by name.
    public private(set) var variables: [String: Variable] = [:]

    /// Creates an empty table.
    public init() {}

    /// The variable called `name`, made the first time it is asked for.
    public func variable(named name: String) -> Variable {
        if let known = variables[name] { return known }
        let made = Variable(name)
        variables[name] = made
        return made
    }
}
