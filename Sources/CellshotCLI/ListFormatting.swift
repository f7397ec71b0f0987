/// Lists of names in messages.
enum ListFormatting {
    /// `a`, `a or b`, `a, b or c`.
    static func or(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
