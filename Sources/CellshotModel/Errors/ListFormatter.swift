/// Joins names for messages: `a`, `a or b`, `a, b or c`.
package enum ListFormatter {
    /// The names joined with commas and a final `or`.
    package static func or(_ names: [String]) -> String {
        join(names, with: "or")
    }

    /// The names joined with commas and a final `and`.
    package static func and(_ names: [String]) -> String {
        join(names, with: "and")
    }

    private static func join(_ names: [String], with word: String) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
