import CellshotModel
import Testing

/// Names and values reach a terminal as visible escapes, never as control sequences it would obey.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test("Control characters, DEL, C1 controls and bidirectional overrides become visible escapes", arguments: [
        ("\u{1B}[2J", #"\u{1B}[2J"#),
        ("a\u{1B}]0;pwned\u{07}b", #"a\u{1B}]0;pwned\u{7}b"#),
        ("one\ntwo\r\tthree", #"one\ntwo\r\tthree"#),
        ("\u{0}\u{7F}\u{9B}31m", #"\u{0}\u{7F}\u{9B}31m"#),
        ("abc\u{202E}fdp.exe", #"abc\u{202E}fdp.exe"#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}",
         #"\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}"#),
    ])
    func escapes(text: String, expected: String) {
        #expect(TerminalText.escaped(text) == expected)
        #expect(!TerminalText.escaped(text).unicodeScalars.contains(where: TerminalText.isControl))
    }

    @Test("Printable text, other scripts and marks are left as they are")
    func leavesTextAlone() {
        for text in ["lists/settings.yaml", "Réglages", "مرحبا שלום", "😀 \u{200F}x", #"C:\path\n"#, ""] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test("A whole message keeps its line breaks, but not the other controls")
    func keepingLineBreaks() {
        let message = "first line\n  second \u{1B}[31mred\r\n"
        #expect(TerminalText.escaped(message, keepingLineBreaks: true) == "first line\n  second \\u{1B}[31mred\\r\n")
    }

    @Test("Escaping twice changes nothing more")
    func idempotent() {
        let once = TerminalText.escaped("a\nb\u{1B}c\u{202E}")
        #expect(TerminalText.escaped(once) == once)
        #expect(TerminalText.escaped(once, keepingLineBreaks: true) == once)
    }

    @Test("Quoted values escape what a terminal obeys; JSON files keep their bytes")
    func quotedAndLiteral() {
        #expect(JSONText.quoted("a\u{1B}[2J\u{9B}\u{202E}\u{7F}") == #""a\u001b[2J\u009b\u202e\u007f""#)
        #expect(JSONText.literal("a\u{1B}[2J\u{9B}\u{202E}\u{7F}") == "\"a\\u001b[2J\u{9B}\u{202E}\u{7F}\"")
        #expect(JSONText.quoted("abcdef", limit: 3) == #""abc…""#)
        #expect(JSONText.snippet(String(repeating: "a", count: 50)) == "\"" + String(repeating: "a", count: 40) + "…\"")
        #expect(JSONText.excerpt("abc\ndef", limit: 5) == #"abc\nd…"#)
    }
}
