/// Finds the known names closest to a misspelt one, for "did you mean" hints.
enum NameSuggester {
    /// The candidates closest to `name`, at most three, in the candidates' order.
    ///
    /// Names equal but for case are closest; then names that start with `name`
    /// (for names of three or more characters: `auto` → `automatic`); then names
    /// within an edit distance that grows with the name's length (at most 2 for
    /// short names, a third of the length for longer ones), compared
    /// case-insensitively. Only the candidates at the smallest distance are kept.
    static func suggestions(for name: String, among candidates: [String]) -> [String] {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty, lowered.count <= 64 else { return [] }
        let limit = max(2, lowered.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            let distance: Int
            if other == lowered {
                distance = 0
            } else if lowered.count >= 3, other.starts(with: lowered) {
                distance = 1
            } else if abs(other.count - lowered.count) > limit {
                // Never within the limit; comparing would cost the product of the lengths (a name can be a megabyte).
                continue
            } else {
                distance = editDistance(lowered, other)
            }
            if distance <= limit { scored.append((distance, candidate)) }
        }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == best }.prefix(3).map(\.name)
    }

    /// `did you mean "valueCell"?`, or `did you mean "a" or "b"?`; `nil` without suggestions.
    static func hint(for name: String, among candidates: [String]) -> String? {
        let names = suggestions(for: name, among: candidates).map { JSONText.quoted($0) }
        guard !names.isEmpty else { return nil }
        return "did you mean \(ListFormatter.or(names))?"
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance: insertions,
    /// deletions, substitutions and swaps of neighbours each count 1.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for sourceIndex in 1...source.count {
            current[0] = sourceIndex
            for targetIndex in 1...target.count {
                let cost = source[sourceIndex - 1] == target[targetIndex - 1] ? 0 : 1
                var best = min(previous[targetIndex] + 1, current[targetIndex - 1] + 1, previous[targetIndex - 1] + cost)
                if sourceIndex > 1, targetIndex > 1, source[sourceIndex - 1] == target[targetIndex - 2],
                   source[sourceIndex - 2] == target[targetIndex - 1] {
                    best = min(best, previousPrevious[targetIndex - 2] + 1)
                }
                current[targetIndex] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[target.count]
    }
}
