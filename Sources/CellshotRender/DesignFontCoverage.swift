import CCairo

/// Keeps the fonts of the designs — Noto Serif (`serif`), DejaVu Sans Mono (`monospaced`) — to the characters
/// Inter has, so that adding them to the font set changes no other text.
///
/// Pango sets each character in the first font of a fontconfig sort that has it, and a sort takes every font of
/// the set, named or not: after the families a text asks for come all the others. DejaVu Sans Mono has
/// Georgian, Armenian, Lao and hundreds of symbols, and Noto Serif the bidi controls U+202A–U+202E and
/// U+2066–U+2069, that no font before them has: a Georgian word in Inter text, a box today (with a warning),
/// would come out in DejaVu Sans Mono. So each design font is told it has only the characters of both itself
/// and Inter (its charset, which Pango's coverage and fontconfig's sort read, is cut to theirs): Inter comes
/// before it in every list that does not name it, and has all its characters, so no other text ever reaches it
/// (fontconfig even trims it from those lists, as a font that adds nothing). In its own design's text it draws
/// what Inter would (Latin, Greek, Cyrillic, punctuation, digits), and the rest falls back as default text does —
/// as SF Mono and New York, which have no Arabic, Hebrew or Korean either, fall back to the system's fonts.
///
/// Inter's italics need nothing of the kind: they have exactly the characters of Inter's upright faces
/// (Debian 12's fonts-inter), which come before them in upright text.
enum DesignFontCoverage {
    /// The families whose characters are cut to Inter's.
    static let designFamilies: Set<String> = [FontCatalog.serifFamily, FontCatalog.monospacedFamily]
    /// The family whose characters they keep.
    static let referenceFamily = "Inter"

    /// Cuts the charset of every design font of `configuration`'s application fonts to Inter's, in place; does
    /// nothing when the set has no Inter.
    static func restrict(_ configuration: OpaquePointer) {
        guard let set = FcConfigGetFonts(configuration, FcSetApplication), let fonts = set.pointee.fonts else { return }
        let patterns = 0..<Int(set.pointee.nfont)
        guard let reference = FcCharSetCreate() else { return }
        defer { FcCharSetDestroy(reference) }
        var found = false
        for index in patterns where families(of: fonts[index]).contains(referenceFamily) {
            if let charset = charset(of: fonts[index]) {
                FcCharSetMerge(reference, charset, nil)
                found = true
            }
        }
        guard found else { return }
        for index in patterns {
            guard let pattern = fonts[index], !designFamilies.isDisjoint(with: families(of: pattern)),
                  let charset = charset(of: pattern), let kept = FcCharSetIntersect(charset, reference) else { continue }
            defer { FcCharSetDestroy(kept) }
            // Patterns read from fontconfig's cache cannot be changed: a copy takes the original's place in the
            // set, which owns it from now on (and releases the original's reference to the cache).
            guard let copy = FcPatternDuplicate(pattern) else { continue }
            FcPatternDel(copy, FC_CHARSET)
            FcPatternAddCharSet(copy, FC_CHARSET, kept)
            fonts[index] = copy
            FcPatternDestroy(pattern)
        }
    }

    /// The family names of a font pattern (a font may give several).
    private static func families(of pattern: OpaquePointer?) -> Set<String> {
        guard let pattern else { return [] }
        var names: Set<String> = []
        var value: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch, let value {
            names.insert(String(cString: value))
            index += 1
        }
        return names
    }

    private static func charset(of pattern: OpaquePointer?) -> OpaquePointer? {
        var charset: OpaquePointer?
        guard let pattern, FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch else { return nil }
        return charset
    }
}
