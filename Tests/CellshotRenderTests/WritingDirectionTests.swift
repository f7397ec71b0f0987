import CellshotGraphics
import Testing
@testable import CellshotRender

/// Text direction follows the text and alignment the interface, as in UILabel: each paragraph's direction
/// comes from its first strong character (natural writing direction), `natural` alignment is the
/// interface's leading edge (resolved to left or right before it reaches the renderer).
@Suite("Writing direction: from the text, alignment from the interface", .serialized)
struct WritingDirectionTests {
    let measurer: PangoTextMeasurer
    let painter: CairoPainter

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
        painter = CairoPainter(measurer: measurer)
    }

    static let body = FontDescriptor(size: 17, lineHeight: 22)

    func attributes(_ alignment: TextAlignment, _ interface: LayoutDirection,
                    _ writing: WritingDirection = .natural) -> TextAttributes {
        TextAttributes(font: Self.body, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: alignment,
                       direction: interface, writingDirection: writing)
    }

    /// `text` drawn in a label 300 points wide, as measured and prepared (and once through Pango's own path).
    func drawn(_ text: String, _ attributes: TextAttributes) -> (prepared: Bitmap, pango: Bitmap) {
        let height = measurer.measure(text, attributes, width: 300).size.height
        let frame = Rect(x: 2, y: 2, width: 300, height: height)
        let size = Size(width: 304, height: height + 4)
        func bitmap(_ prepared: (any PreparedText)?) -> Bitmap {
            Bitmap(DisplayList(size: size, commands: [.text(TextRun(text: text, attributes: attributes, color: .black,
                                                                     frame: frame, prepared: prepared))]),
                   scale: 2, painter: painter)
        }
        return (bitmap(measurer.prepare(text, attributes, width: 300)), bitmap(nil))
    }

    /// An English text in a right-to-left list reads left to right and is right-aligned: the same pixels as
    /// the text right-aligned in a left-to-right list (it was drawn "GB of 128 GB 52.3"). Forced right to
    /// left, a text that starts with a number or ends in punctuation changes ("min 48" does not: its digits follow a
    /// letter; nor does "Wi-Fi (5 GHz)": its brackets pair around letters).
    @Test(arguments: [("52.3 GB of 128 GB", true), ("Runs on cellular data.", true), ("min 48", false),
                      ("Wi-Fi (5 GHz)", false)])
    func englishInARightToLeftListReadsLeftToRight(text: String, forcingMovesIt: Bool) {
        let rtl = drawn(text, attributes(.right, .rightToLeft))
        let ltr = drawn(text, attributes(.right, .leftToRight))
        // Compared as Bools: a failing bitmap comparison would print every pixel.
        let same = rtl.prepared == ltr.prepared, sameThroughPango = rtl.pango == ltr.prepared
        #expect(same, "\(text)")
        #expect(sameThroughPango, "\(text)")
        let forced = drawn(text, attributes(.right, .leftToRight, .rightToLeft)).prepared
        let moved = forced != ltr.prepared
        #expect(moved == forcingMovesIt, "\(text)")
    }

    /// An Arabic text in a left-to-right list reads right to left and is left-aligned: the same pixels as in
    /// a right-to-left list with the text left-aligned; so is a mixed text whose first strong letter is Arabic.
    @Test(arguments: ["مرحبا بالعالم", "48 دقيقة", "Apple ID، iCloud"])
    func rightToLeftTextInALeftToRightListIsLeftAligned(text: String) {
        let ltr = drawn(text, attributes(.left, .leftToRight))
        let rtl = drawn(text, attributes(.left, .rightToLeft))
        let same = ltr.prepared == rtl.prepared, sameThroughPango = ltr.pango == rtl.prepared
        #expect(same, "\(text)")
        #expect(sameThroughPango, "\(text)")
        #expect(!ltr.prepared.darkRows.isEmpty)
    }

    /// Pango mirrors the alignment of a paragraph written against the base direction; each line goes back
    /// to the interface's edge: both paragraphs of "Hello / مرحبا" start at the left in a left-to-right list,
    /// and end at the right in a right-to-left one.
    @Test func everyParagraphKeepsTheInterfacesAlignment() throws {
        let text = "Hello\nمرحبا بالعالم"
        let left = try #require(measurer.prepare(text, attributes(.left, .leftToRight), width: 300) as? ShapedText)
        #expect(left.lines.count == 2)
        #expect(left.lines.allSatisfy { $0.x == 0 }, "\(left.lines.map(\.x))")
        let right = try #require(measurer.prepare(text, attributes(.right, .rightToLeft), width: 300) as? ShapedText)
        #expect(right.lines.allSatisfy { Int($0.x) + Int($0.width) == 300 * 1024 }, "\(right.lines.map { ($0.x, $0.width) })")
    }

    /// Unwrapped (a natural size measured), lines are aligned in the widest one, mirrored or not.
    @Test func unwrappedLinesAlignInTheWidest() {
        let ends = measurer.withLayout("مرحبا بالعالم\nHi", attributes(.right, .leftToRight), width: nil) { layout in
            let lines = TextLines(layout: layout, lineHeight: nil)
            return lines.lines.map { Int($0.offset) + Int($0.width) }
        }
        #expect(ends.count == 2 && Set(ends).count == 1, "\(ends)")
    }
}
