/// Text that came from a document, a file name or the command line, made safe to print on a terminal
/// or in a CI log.
///
/// A terminal obeys the control characters it is sent rather than showing them: ESC starts sequences
/// that clear the screen, retitle the window or hide what follows (`\u{1B}[2J`, `\u{1B}]0;…\u{07}`), a
/// newline or carriage return inside a file name forges a line of output of its own, and the
/// bidirectional overrides reorder the characters after them. Each such character is written as a
/// visible escape instead, so a message shows exactly which characters a name or a value holds.
///
/// ```swift
/// print(TerminalText.escaped("x\u{1B}[2J.yaml"))   // x\u{1B}[2J.yaml
/// print(TerminalText.escaped("a\nb.json"))         // a\nb.json
/// ```
public enum TerminalText {
    /// `text` with every character that ``isControl(_:)`` accepts written as a visible escape: `\n`,
    /// `\r` and `\t` for those three, `\u{1B}`-style hexadecimal for the others.
    ///
    /// Backslashes are left as they are, so escaping text twice changes nothing more than escaping it
    /// once: a message built from already escaped names can go through again as a whole.
    /// - Parameters:
    ///   - text: a file name, a value from a document, or a whole message.
    ///   - keepingLineBreaks: whether `\n` stays a line break: for a whole message whose lines are
    ///     cellshot's own (the names and values inside it are escaped on their own first).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) && !(keepingLineBreaks && scalar == "\n")
        }
        // Almost every text has nothing to escape: return it as it is.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    /// Whether a terminal acts on `scalar` instead of showing it: the C0 controls (U+0000–U+001F,
    /// newline and tab included), DEL (U+007F), the C1 controls (U+0080–U+009F, among them the
    /// one-character CSI, U+009B), and the bidirectional embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069).
    /// - Parameter scalar: one Unicode scalar.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
