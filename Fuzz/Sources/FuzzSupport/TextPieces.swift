/// Texts for generated documents, built from pieces that have broken text layout before or could:
/// controls (NUL, C0, DEL, C1) that `LabelCharacters` must remove, line breaks and tabs it keeps,
/// invisible and bidirectional formatting, combining marks, emoji sequences, Hangul, Arabic and Hebrew
/// (shaped, right to left), and long runs — one unbreakable word, or many lines.
public enum TextPieces {
    static let pieces: [String] = [
        "Wi-Fi", "Hello WWDC!", " ", "", "a", "0",
        "\u{0}", "a\u{0}b", "\u{1}\u{2}\u{1B}[31m", "\u{7F}", "\u{80}\u{85}\u{9F}", "\n", "\r\n", "\t", "\u{2028}",
        "\u{FFFD}", "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "e\u{301}", "\u{301}\u{302}\u{303}\u{304}", "Z\u{351}\u{352}\u{353}\u{354}\u{355}\u{356}",
        "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇰🇷", "\u{1F600}\u{FE0F}", "#\u{FE0F}\u{20E3}",
        "오늘도 코딩", "\u{1100}\u{1161}\u{11A8}", "한",
        "مرحبا بالعالم", "لا", "\u{0627}\u{0644}\u{0644}\u{0647}",
        "שלום עולם", "\u{05D0}\u{05B8}",
        "漢字かなカナ", "ß", "ﬃ", "İ", "$a", "$", "\\",
    ]

    /// A text of one to eight pieces, or — one time in six — a long one: a piece repeated to up to
    /// about 3,000 characters, as one unbreakable word or as many short lines.
    public static func text(_ choices: inout ByteChoices) -> String {
        if choices.chance(oneIn: 6) {
            let piece = choices.pick(["W", "ab", "한", "مر", "👍", "e\u{301}", "\u{0}", "x\n", "word ", "\t"])
            let count = choices.pick([10, 100, 500, 1500, 3000])
            return String(repeating: piece, count: count / max(1, piece.count))
        }
        return (0..<choices.int(in: 1...8)).map { _ in choices.pick(pieces) }.joined()
    }
}
