/// What a label's text gives Pango: the characters UILabel draws, as UTF-8 with an explicit length.
///
/// A document's text may hold any Unicode scalar, NUL and other control characters included. UILabel
/// (Core Text) draws nothing for them: no glyph, no advance, no hex box. Pango would draw most of them
/// as hex boxes, and a NUL must never cross into C at all — C functions read a `char *` up to its first
/// NUL, so Pango would be given fewer bytes than the byte offsets cellshot computes from the Swift string
/// (the Hangul no-break attributes), and would read past its text. So the control characters are
/// removed here, once, before anything is laid out; measuring and drawing both go through
/// ``PangoTextMeasurer/withLayout(_:_:width:_:)`` and see the same characters.
///
/// Kept: tab, line feed and carriage return, which lay out as UILabel lays them out (a tab stop, a
/// line break). NEL (U+0085) becomes a line feed: both are paragraph separators (Unicode's bidi class
/// B, and TextKit's). That is also what keeps Pango's bidi library safe: Pango splits paragraphs at
/// line feeds, carriage returns and U+2029 only, and FriBidi 1.0.8 (Debian 12) reads memory it has
/// freed when a paragraph separator sits inside an isolate of one paragraph (`U+2068 x U+0085 U+2069`;
/// valgrind: use-after-free in `fribidi_get_par_embedding_levels_ex`), which crashed about one render
/// in three of `crashB-segv-glib-original-c01541.json`. The other separators of class B are C0 controls
/// and removed. Removed: the other C0 controls (U+0000–U+001F), DEL (U+007F) and the other C1 controls
/// (U+0080–U+009F).
enum LabelCharacters {
    /// `text` without the control characters a label does not draw, NEL as a line feed; `text` itself
    /// when it has none.
    static func drawn(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isRemoved($0) || $0 == nextLine }) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isRemoved(scalar) {
            kept.append(scalar == nextLine ? "\n" : scalar)
        }
        return String(kept)
    }

    /// For each Unicode scalar offset of `text` (`0...text.unicodeScalars.count`), the UTF-8 byte offset of
    /// the same place in ``drawn(_:)``'s text: a span's scalar range of the document's text becomes the byte
    /// range Pango's attributes take, a removed character becoming an empty place.
    static func drawnByteOffsets(_ text: String) -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(text.unicodeScalars.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar == nextLine {
                offset += 1
            } else if !isRemoved(scalar) {
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
        }
        return offsets
    }

    /// NEL, NEXT LINE: a paragraph separator, given to Pango as a line feed.
    static let nextLine: Unicode.Scalar = "\u{85}"

    /// Whether a label draws nothing for `scalar` and Pango is not given it.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x85: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Calls `body` with `text`'s UTF-8 bytes and their count, for a C function that takes a length
    /// (never a NUL-terminated string: `text` has no NUL once ``drawn(_:)``, and the length is exact).
    static func withUTF8<Result>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                // An empty buffer may have no address; Pango is then given an empty C string.
                guard let start = characters.baseAddress else { return body("", 0) }
                return body(start, Int32(clamping: characters.count))
            }
        }
    }
}
