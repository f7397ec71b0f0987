import CellshotModel

/// Reads cell state names given on the command line (`--states normal,selected`, `--state selected`),
/// with the "did you mean" hint a document's `states` gets.
///
/// The states are parsed here rather than by `ExpressibleByArgument` because swift-argument-parser
/// rejects a bad value as a usage error (exit 64, no hint); a misspelt state is bad input (exit 2).
enum StateNames {
    /// The states in `values`, each of which may list several names separated by commas, in order.
    ///
    /// ```swift
    /// try StateNames.parse(["normal,selected", "disabled"], option: "states")   // [.normal, .selected, .disabled]
    /// ```
    /// - Parameters:
    ///   - values: the option's values, one per time it was given.
    ///   - option: the option's name without dashes, for messages.
    /// - Throws: ``CommandError`` (status 2) for an empty name, an unknown name or a name given twice.
    static func parse(_ values: [String], option: String) throws(CommandError) -> [CellState] {
        var states: [CellState] = []
        for value in values {
            for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                let state = try self.state(String(name).trimmingWhitespace(), option: option)
                guard !states.contains(state) else {
                    throw CommandError("--\(option): \(JSONText.quoted(state.rawValue)) is given twice",
                                       status: .badInput)
                }
                states.append(state)
            }
        }
        return states
    }

    /// The state named `name`.
    /// - Throws: ``CommandError`` (status 2) naming the known states and the closest one.
    static func state(_ name: String, option: String) throws(CommandError) -> CellState {
        if let state = CellState(rawValue: name) { return state }
        let known = CellState.allCases.map(\.rawValue)
        let found = name.isEmpty ? "an empty name" : JSONText.quoted(name)
        var message = "--\(option): expected a cell state (\(ListFormatting.or(known))), found \(found)"
        if let suggestion = suggestion(for: name, among: known) {
            message += " (did you mean \(JSONText.quoted(suggestion))?)"
        }
        throw CommandError(message, status: .badInput)
    }

    /// The known name closest to `name`: the same but for case, one that starts with it, or one at
    /// most two edits away (`slected`, `higlighted`); `nil` when none is that close.
    static func suggestion(for name: String, among known: [String]) -> String? {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty else { return nil }
        var best: (distance: Int, name: String)?
        for candidate in known {
            let other = Array(candidate.lowercased())
            let distance = lowered == other ? 0
                : lowered.count >= 3 && other.starts(with: lowered) ? 1 : editDistance(lowered, other)
            if distance <= 2, distance < (best?.distance ?? .max) { best = (distance, candidate) }
        }
        return best?.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions each count 1.
    private static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        var previous = Array(0...target.count)
        for (sourceIndex, sourceCharacter) in source.enumerated() {
            var current = [sourceIndex + 1]
            for (targetIndex, targetCharacter) in target.enumerated() {
                let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(previous[targetIndex + 1] + 1, current[targetIndex] + 1, substitution))
            }
            previous = current
        }
        return previous[target.count]
    }
}
