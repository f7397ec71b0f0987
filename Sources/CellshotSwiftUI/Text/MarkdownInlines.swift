import Foundation

/// The inline Markdown a `LocalizedStringKey` literal may hold, as SwiftUI draws it: `**bold**`/`__bold__`,
/// `*italic*`/`_italic_`, `***both***`, `~~strikethrough~~`, `` `code` `` (monospaced) and `[text](url)` (a
/// link, tinted), with backslash escapes. Block syntax (headings, lists) is drawn as written, as SwiftUI does.
///
/// Foundation's `AttributedString(markdown:)` does not exist on Linux, so the inline rules are read here:
/// delimiter runs pair as CommonMark's emphasis does for the common cases (a closing run must follow a
/// non-space; unmatched delimiters are drawn as written).
enum MarkdownInlines {
    static func segments(of text: String) -> [TextSegment] {
        guard text.contains(where: { "*_~`[\\".contains($0) }) else { return [TextSegment(text)] }
        var parser = Parser(characters: Array(text))
        let segments = parser.parse(until: nil, style: TextSegmentStyle())
        return merged(segments)
    }

    /// Neighbouring segments of the same style joined.
    private static func merged(_ segments: [TextSegment]) -> [TextSegment] {
        var result: [TextSegment] = []
        for segment in segments where !segment.string.isEmpty {
            if let last = result.last, last.style == segment.style, last.image == nil, segment.image == nil {
                result[result.count - 1].string += segment.string
            } else {
                result.append(segment)
            }
        }
        return result.isEmpty ? [TextSegment("")] : result
    }

    private struct Parser {
        let characters: [Character]
        var position = 0

        init(characters: [Character]) {
            self.characters = characters
        }

        /// Reads until the closing delimiter `closing` (or the end), in `style`.
        mutating func parse(until closing: String?, style: TextSegmentStyle) -> [TextSegment] {
            var segments: [TextSegment] = []
            var plain = ""
            func flush() {
                if !plain.isEmpty { segments.append(TextSegment(plain, style: style)) }
                plain = ""
            }
            while position < characters.count {
                if let closing, matches(closing), closes(closing) {
                    flush()
                    return segments
                }
                let character = characters[position]
                switch character {
                case "\\" where position + 1 < characters.count && characters[position + 1].isPunctuation
                    || position + 1 < characters.count && "*_~`[]()\\".contains(characters[position + 1]):
                    plain.append(characters[position + 1])
                    position += 2
                case "`":
                    if let end = find("`", from: position + 1) {
                        flush()
                        var code = style
                        code.design = .monospaced
                        segments.append(TextSegment(String(characters[(position + 1)..<end]), style: code))
                        position = end + 1
                    } else {
                        plain.append(character)
                        position += 1
                    }
                case "*", "_", "~":
                    if let (delimiter, inner) = opening(at: position, style: style) {
                        let start = position
                        position += delimiter.count
                        let innerSegments = parse(until: delimiter, style: inner)
                        if position < characters.count {
                            flush()
                            segments += innerSegments
                            position += delimiter.count
                        } else {
                            // No closing delimiter: drawn as written.
                            position = start
                            plain.append(character)
                            position += 1
                        }
                    } else {
                        plain.append(character)
                        position += 1
                    }
                case "[":
                    if let (label, url, end) = link(at: position) {
                        flush()
                        var linked = style
                        linked.link = URL(string: url)
                        var inner = Parser(characters: label)
                        segments += inner.parse(until: nil, style: linked)
                        position = end
                    } else {
                        plain.append(character)
                        position += 1
                    }
                default:
                    plain.append(character)
                    position += 1
                }
            }
            flush()
            return segments
        }

        private func matches(_ delimiter: String) -> Bool {
            let run = Array(delimiter)
            guard position + run.count <= characters.count else { return false }
            return Array(characters[position..<(position + run.count)]) == run
        }



        /// A closing delimiter follows a non-space.
        private func closes(_ delimiter: String) -> Bool {
            position > 0 && !characters[position - 1].isWhitespace
        }

        /// The delimiter opening at `index` and the style inside it, if a matching closer follows.
        private func opening(at index: Int, style: TextSegmentStyle) -> (String, TextSegmentStyle)? {
            let character = characters[index]
            var count = 0
            while index + count < characters.count && characters[index + count] == character { count += 1 }
            let after = index + count
            guard after < characters.count, !characters[after].isWhitespace else { return nil }
            // `_` inside a word is not emphasis (snake_case).
            if character == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
            var inner = style
            let delimiter: String
            switch (character, count) {
            case ("~", 2...):
                delimiter = "~~"
                inner.strikethrough = .some(nil)
            case ("~", _):
                return nil
            case (_, 3...):
                delimiter = String(repeating: character, count: 3)
                inner.weight = .bold
                inner.isItalic = true
            case (_, 2):
                delimiter = String(repeating: character, count: 2)
                inner.weight = .bold
            default:
                delimiter = String(character)
                inner.isItalic = true
            }
            guard hasCloser(delimiter, after: index + delimiter.count) else { return nil }
            return (delimiter, inner)
        }

        private func hasCloser(_ delimiter: String, after start: Int) -> Bool {
            let run = Array(delimiter)
            var index = start
            while index + run.count <= characters.count {
                if Array(characters[index..<(index + run.count)]) == run, index > start, !characters[index - 1].isWhitespace {
                    return true
                }
                index += 1
            }
            return false
        }

        private func find(_ character: Character, from start: Int) -> Int? {
            var index = start
            while index < characters.count {
                if characters[index] == character { return index }
                index += 1
            }
            return nil
        }

        /// `[label](url)` at `index`: the label's characters, the url and the index after it.
        private func link(at index: Int) -> ([Character], String, Int)? {
            guard let close = find("]", from: index + 1), close + 1 < characters.count, characters[close + 1] == "(",
                  let end = find(")", from: close + 2) else { return nil }
            return (Array(characters[(index + 1)..<close]), String(characters[(close + 2)..<end]), end + 1)
        }
    }
}
