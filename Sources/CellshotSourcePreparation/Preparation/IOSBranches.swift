/// Keeps the iOS branch of every `#if` whose conditions ``IOSConditions`` can decide and blanks the others, line
/// breaks kept, so every line that stays is on its original line. Runs on tokens before brackets are paired:
/// brackets that pair up only within the iOS branch (`#if os(iOS) … {` / `#else … {` / `#endif`) pair up after.
///
/// A group whose value is unknown before a clause is taken (`#if DEBUG`) stays for the compiler, its known terms
/// written as `true`/`false` (`#if DEBUG && canImport(UIKit)` becomes `#if DEBUG && true`), since Linux would
/// answer them otherwise.
enum IOSBranches {
    /// The text with the iOS branches kept.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - path: its path, for diagnostics.
    /// - Throws: ``SourceDiagnostic`` for a string or comment that never ends, or an `#else`/`#endif` with no `#if`.
    static func keep(in text: String, path: String) throws(SourceDiagnostic) -> String {
        var lexer = SwiftLexer(text: text, path: path)
        let tokens = try lexer.tokens()
        let bytes = Array(text.utf8)
        func tokenText(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }

        /// One `#if` group being read.
        struct Group {
            /// Inside a dropped branch: the whole group goes with it.
            var dead: Bool
            /// Left to the compiler: its directives stay.
            var undecided = false
            /// A clause of it was kept: later ones are dropped.
            var taken = false
            /// Whether the current clause's lines are kept.
            var keeping = false
        }
        var groups: [Group] = []
        var dropped: [Range<Int>] = []                      // byte ranges whose non-newline bytes go
        var replacements: [(range: Range<Int>, text: String)] = []
        var dropFrom: Int?                                  // where the clause being dropped starts

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(tokenText(index)) else {
                index += 1
                continue
            }
            let directive = tokenText(index)
            // The directive's line: its condition runs to the line break; comments on it are not condition.
            var end = index + 1
            var conditionEnd = token.range.upperBound
            while end < tokens.count, tokens[end].kind != .newline {
                if !tokens[end].isTrivia { conditionEnd = tokens[end].range.upperBound }
                end += 1
            }
            let lineEnd = end < tokens.count ? tokens[end].range.lowerBound : bytes.count
            let conditionStart = token.range.upperBound
            let condition = String(decoding: bytes[conditionStart..<conditionEnd], as: UTF8.self)
            let lineRange = token.range.lowerBound..<lineEnd
            let parentKeeps = groups.last.map { !$0.dead && $0.keeping } ?? true

            func evaluate() -> IOSConditions.Evaluation {
                var evaluation = IOSConditions.evaluate(condition)
                evaluation.substitutions = evaluation.substitutions.map {
                    (($0.range.lowerBound + conditionStart)..<($0.range.upperBound + conditionStart), $0.literal)
                }
                return evaluation
            }
            /// Writes the known terms of a directive the compiler keeps as literals.
            func substitute(_ evaluation: IOSConditions.Evaluation) {
                replacements += evaluation.substitutions.map { ($0.range, $0.literal) }
            }
            /// Starts or ends dropping lines at this directive, which itself goes unless the compiler keeps it.
            func decide(keep: Bool, group: inout Group) {
                if let start = dropFrom {
                    dropped.append(start..<lineRange.lowerBound)
                    dropFrom = nil
                }
                dropped.append(lineRange)
                group.keeping = keep
                if !keep { dropFrom = lineRange.upperBound }
            }

            switch directive {
            case "#if":
                var group = Group(dead: !parentKeeps)
                if !group.dead {
                    let evaluation = evaluate()
                    switch evaluation.value {
                    case .unknown:
                        group.undecided = true
                        group.keeping = true
                        substitute(evaluation)
                    case .true:
                        group.taken = true
                        decide(keep: true, group: &group)
                    case .false:
                        decide(keep: false, group: &group)
                    }
                }
                groups.append(group)
            case "#elseif", "#else":
                guard var group = groups.popLast() else {
                    throw SourceDiagnostic(path: path, line: token.line, column: token.column,
                                           message: "cellshot-sources: this \(directive) has no #if")
                }
                if group.undecided {
                    if directive == "#elseif" { substitute(evaluate()) }
                } else if !group.dead {
                    if group.taken {
                        decide(keep: false, group: &group)
                    } else if directive == "#else" {
                        group.taken = true
                        decide(keep: true, group: &group)
                    } else {
                        let evaluation = evaluate()
                        switch evaluation.value {
                        case .unknown:
                            // The clauses before were false and are gone: this one opens the group the compiler reads.
                            if let start = dropFrom {
                                dropped.append(start..<lineRange.lowerBound)
                                dropFrom = nil
                            }
                            replacements.append((token.range, "#if"))
                            substitute(evaluation)
                            group.undecided = true
                            group.keeping = true
                        case .true:
                            group.taken = true
                            decide(keep: true, group: &group)
                        case .false:
                            decide(keep: false, group: &group)
                        }
                    }
                }
                groups.append(group)
            default:
                guard var group = groups.popLast() else {
                    throw SourceDiagnostic(path: path, line: token.line, column: token.column,
                                           message: "cellshot-sources: this #endif has no #if")
                }
                if !group.dead && !group.undecided { decide(keep: true, group: &group) }
            }
            index = end
        }
        if !groups.isEmpty {
            throw SourceDiagnostic(path: path, line: 1, column: 1,
                                   message: "cellshot-sources: an #if of this file has no #endif")
        }
        return render(bytes, dropped: dropped, replacements: replacements)
    }

    /// The bytes with the dropped ranges reduced to their line breaks and the replacements made.
    private static func render(_ bytes: [UInt8], dropped: [Range<Int>],
                               replacements: [(range: Range<Int>, text: String)]) -> String {
        var keep = [Bool](repeating: true, count: bytes.count)
        for range in dropped {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                keep[offset] = false
            }
        }
        let sorted = replacements.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var offset = 0, next = 0
        while offset < bytes.count {
            if next < sorted.count, sorted[next].range.lowerBound == offset {
                if keep[offset] { output += Array(sorted[next].text.utf8) }
                offset = sorted[next].range.upperBound
                next += 1
                continue
            }
            if keep[offset] { output.append(bytes[offset]) }
            offset += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
