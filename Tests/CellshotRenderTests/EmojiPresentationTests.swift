import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// Emoji are drawn as iOS draws them: U+FE0F asks for the colour emoji font, U+FE0E for a text font, and
/// every sequence of Unicode's emoji data — keycaps, flags, skin tones, ZWJ sequences — is one glyph of
/// the colour font when the font has it.
@Suite("Emoji presentation", .serialized)
struct EmojiPresentationTests {
    let catalog: FontCatalog
    let measurer: PangoTextMeasurer
    let painter: CairoPainter
    let body = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22))

    init() throws {
        catalog = try FontCatalog()
        measurer = PangoTextMeasurer(catalog: catalog)
        painter = CairoPainter(measurer: measurer)
    }

    /// What one sequence of a laid-out text became: its glyphs (empty glyphs, such as a variation
    /// selector's, left out), the clusters they belong to, and the families of their fonts.
    struct Shaping: Equatable, CustomStringConvertible {
        var glyphs = 0
        var clusters = 0
        var unknown = 0
        var families: Set<String> = []
        var description: String { "\(glyphs) glyphs, \(clusters) clusters, \(unknown) unknown, \(families.sorted())" }

        /// One glyph of the colour font.
        var isOneColourGlyph: Bool { glyphs == 1 && clusters == 1 && unknown == 0 && families == [FontCatalog.emojiFamily] }
    }

    /// How each of `sequences` is shaped when they are laid out together on one line, a space apart,
    /// as cellshot lays a label out (or, with `onlyIn`, in that one font with Pango's fallback off).
    func shapings(of sequences: [String], onlyIn family: String? = nil) -> [Shaping] {
        var starts: [Int] = [], ends: [Int] = [], text = ""
        for sequence in sequences {
            starts.append(text.utf8.count)
            text += sequence
            ends.append(text.utf8.count)
            text += " "
        }
        var result = [Shaping](repeating: Shaping(), count: sequences.count)
        func read(_ layout: OpaquePointer) {
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            var lastCluster = [Int](repeating: -1, count: sequences.count)
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
                let item = run.pointee.item.pointee
                let description = pango_font_describe(item.analysis.font)
                defer { pango_font_description_free(description) }
                let runFamily = String(cString: pango_font_description_get_family(description))
                let glyphs = run.pointee.glyphs.pointee
                for index in 0..<Int(glyphs.num_glyphs) {
                    let offset = Int(item.offset) + Int(glyphs.log_clusters[index])
                    // The sequence the glyph's cluster starts in (binary search over the starts).
                    var low = 0, high = starts.count - 1
                    while low < high {
                        let middle = (low + high + 1) / 2
                        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
                    }
                    let glyph = glyphs.glyphs[index].glyph
                    guard offset < ends[low], glyph != PANGO_GLYPH_EMPTY else { continue }
                    result[low].glyphs += 1
                    if glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { result[low].unknown += 1 }
                    if offset != lastCluster[low] { result[low].clusters += 1; lastCluster[low] = offset }
                    result[low].families.insert(runFamily)
                }
            } while pango_layout_iter_next_run(iterator) != 0
        }
        if let family {
            let layout = pango_layout_new(catalog.context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let font = pango_font_description_new()
            pango_font_description_set_family(font, family)
            pango_font_description_set_absolute_size(font, 17 * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            LabelCharacters.withUTF8(text) { pango_layout_set_text(layout, $0, $1) }
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_fallback_new(0))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
            read(layout)
        } else {
            measurer.withLayout(text, body, width: nil) { read($0) }
        }
        return result
    }

    /// The issue's four cases: each one glyph in the font its selector asks for.
    static let cases: [(text: String, family: String)] = [
        ("\u{2764}\u{FE0F}", "Noto Color Emoji"),                            // ❤️ red heart
        ("\u{1F6B4}\u{200D}\u{2640}\u{FE0F}", "Noto Color Emoji"),           // 🚴‍♀️ woman biking (ZWJ)
        ("1\u{FE0F}\u{20E3}", "Noto Color Emoji"),                           // 1️⃣ keycap
        ("\u{263A}\u{FE0E}", "Noto Sans Symbols"),                           // ☺︎ smiling face, text presentation
    ]

    @Test("A selector picks the font: one glyph each", arguments: cases)
    func selectorsPickTheFont(text: String, family: String) {
        let shaping = shapings(of: [text])[0]
        #expect(shaping.glyphs == 1 && shaping.clusters == 1 && shaping.unknown == 0, "\(shaping)")
        #expect(shaping.families == [family], "\(shaping)")
    }

    @Test func moreSequencesAreOneColourGlyph() {
        // A flag, a skin tone, a ZWJ family without selectors, a rainbow flag (FE0F inside a ZWJ sequence),
        // a tag sequence (England), ©️ and ⭐️ with FE0F.
        let sequences = ["\u{1F1EB}\u{1F1F7}", "\u{1F44D}\u{1F3FD}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
                         "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
                         "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{00A9}\u{FE0F}", "\u{2B50}\u{FE0F}"]
        for (sequence, shaping) in zip(sequences, shapings(of: sequences)) {
            #expect(shaping.isOneColourGlyph, "\(sequence.unicodeScalars.map { String($0.value, radix: 16) }): \(shaping)")
        }
        // Without a selector a character keeps its default: "❤" (text by default) in Inter, "😀" in colour.
        let plain = shapings(of: ["\u{2764}", "\u{1F600}"])
        #expect(plain[0].families == ["Inter"] && plain[1].isOneColourGlyph)
    }

    /// Inked pixels of `text` drawn in black at 3x: how many, and how many of them coloured (not grey).
    func ink(_ text: String) -> (inked: Int, coloured: Int, red: Int) {
        let frame = Rect(x: 2, y: 2, width: 40, height: 22)
        let run = TextRun(text: text, attributes: body, color: .black, frame: frame,
                          prepared: measurer.prepare(text, body, width: frame.width))
        let bitmap = Bitmap(DisplayList(size: Size(width: 44, height: 26), commands: [.text(run)]), scale: 3, painter: painter)
        var inked = 0, coloured = 0, red = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                guard pixel != RGB(255, 255, 255) else { continue }
                inked += 1
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                if channels.max()! - channels.min()! > 40 { coloured += 1 }
                if Int(pixel.red) > 180 && Int(pixel.green) < 90 && Int(pixel.blue) < 90 { red += 1 }
            }
        }
        return (inked, coloured, red)
    }

    @Test func colourFollowsTheSelector() {
        // ❤️ is a red heart (it was Inter's black one), 🚴‍♀️ and 1️⃣ are in colour, ☺︎ is black text.
        let heart = ink("\u{2764}\u{FE0F}")
        #expect(heart.red > 500, "\(heart)")
        for text in ["\u{1F6B4}\u{200D}\u{2640}\u{FE0F}", "1\u{FE0F}\u{20E3}"] {
            let drawn = ink(text)
            #expect(drawn.coloured > drawn.inked / 3, "\(text): \(drawn)")
        }
        let face = ink("\u{263A}\u{FE0E}")
        #expect(face.inked > 100 && face.coloured == 0, "\(face)")
        #expect(ink("\u{263A}").coloured > 100)   // without the selector: the emoji font, the only one of the list with it
    }

    /// Unicode's emoji test data, from Debian's unicode-data (`scripts/setup.sh --tests`).
    static let emojiTestFile = "/usr/share/unicode/emoji/emoji-test.txt"

    /// The sequences of emoji-test.txt with their status (`fully-qualified`, `minimally-qualified`, …).
    static func emojiTestSequences() throws -> [(sequence: String, status: String)] {
        let data = try String(contentsOfFile: emojiTestFile, encoding: .utf8)
        return data.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";") else { return nil }
            let scalars = line[..<semicolon].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let status = line[line.index(after: semicolon)...].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            return (String(String.UnicodeScalarView(scalars)), status)
        }
    }

    @Test func everyFullyQualifiedSequenceTheColourFontHasIsOneColourGlyph() throws {
        try #require(FileManager.default.fileExists(atPath: Self.emojiTestFile),
                     "\(Self.emojiTestFile) is missing: install unicode-data (scripts/setup.sh --tests)")
        let all = try Self.emojiTestSequences()
        let qualified = all.filter { $0.status == "fully-qualified" }.map(\.sequence)
        // Unicode 15.0 (Debian 12's unicode-data 15.0.0) lists 3,655 fully-qualified emoji.
        #expect(qualified.count == 3655)
        // What the colour font has: the sequence shaped in it alone is one glyph.
        let inFont = shapings(of: qualified, onlyIn: FontCatalog.emojiFamily)
        let covered = zip(qualified, inFont).filter { $0.1.glyphs == 1 && $0.1.unknown == 0 }.map(\.0)
        let missing = zip(qualified, inFont).filter { !($0.1.glyphs == 1 && $0.1.unknown == 0) }.map(\.0)
        // Noto Color Emoji 2.042 (Debian 12) has every one of them.
        #expect(covered.count == 3655, "not in the colour font: \(missing)")
        let laidOut = shapings(of: covered)
        let wrong = zip(covered, laidOut).filter { !$0.1.isOneColourGlyph }
        #expect(wrong.isEmpty, "\(wrong.count) of \(covered.count) not one colour glyph: \(wrong.prefix(20).map { "\($0.0) \($0.1)" })")
        // Minimally-qualified sequences (a selector left out inside) are one colour glyph too; of the unqualified
        // ones, those whose first character is text by default stay text (64 of 242, such as ♀, ©, "1⃣").
        let minimally = all.filter { $0.status == "minimally-qualified" }.map(\.sequence)
        let minimallyWrong = shapings(of: minimally).filter { !$0.isOneColourGlyph }
        #expect(minimally.count == 827 && minimallyWrong.isEmpty)
        let unqualified = all.filter { $0.status == "unqualified" }.map(\.sequence)
        #expect(shapings(of: unqualified).filter { !$0.isOneColourGlyph }.count == 64)
    }
}
