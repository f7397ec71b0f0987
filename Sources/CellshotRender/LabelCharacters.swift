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
/// line break), and NEL (U+0085), a line break in Unicode's line breaking as in Core Text's.
/// Removed: the other C0 controls (U+0000–U+001F), DEL (U+007F) and the other C1 controls
/// (U+0080–U+009F).
enum LabelCharacters {
    /// `text` without the control characters a label does not draw; `text` itself when it has none.
    static func drawn(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRemoved) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.lazy.filter { !isRemoved($0) })
        return String(kept)
    }

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
