import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import Foundation
import Testing

/// The facts measured on real iOS 26 and iOS 18.2 screenshots of settings screens and plain lists
/// (docs/reference/ios26-colors.md), pinned in cellshot's layout and in its pixels, in both looks, light
/// and dark: the ios26 look must show iOS 26's, the ios18 look must keep iOS 18's.
@Suite("iOS 26 look: plain lists, colours, the chevron")
struct IOS26LookTests {
    /// Pixels at 3x, the scale the screenshots were taken at.
    static func pixels(_ points: Double) -> Double { (points * 3).rounded() }

    static func plainList(look: ListLook, style: String = "light") -> String {
        #"""
        { "look": "\#(look.rawValue)", "width": 402, "appearance": "plain", "traits": { "style": "\#(style)" },
          "sections": [ { "rows": [
            { "text": "Wi-Fi", "accessories": ["disclosureIndicator"] },
            { "text": "Airplane Mode", "accessories": [{ "switch": { "on": true } }] },
            { "text": "Bluetooth" } ] } ] }
        """#
    }

    static func settings(look: ListLook, style: String) -> String {
        #"""
        { "look": "\#(look.rawValue)", "width": 402, "appearance": "insetGrouped", "traits": { "style": "\#(style)" },
          "sections": [ { "header": { "text": "Connections" }, "rows": [
            { "text": "Wi-Fi", "accessories": ["disclosureIndicator"] },
            { "text": "English", "accessories": ["checkmark"] } ] } ] }
        """#
    }

    // MARK: Frames

    @Test("Plain lists: separators from the text to the trailing margin (ios26) or the edge (ios18), the last row's too",
          arguments: [
              // look, separator start and end in pixels, thickness in pixels.
              (ListLook.ios26, 60.0, 1146.0, 3.0),
              (.ios18, 60, 1206, 1),
          ])
    func plainSeparators(look: ListLook, start: Double, end: Double, thickness: Double) throws {
        let rows = try TestSupport.rows(Self.plainList(look: look))
        #expect(rows.count == 3)
        for row in rows {
            let separator = try #require(row.separator, "every row of a plain section has one, the last too")
            #expect(Self.pixels(separator.minX) == start && Self.pixels(separator.maxX) == end)
            #expect(Self.pixels(separator.height) == thickness && separator.maxY == row.frame.maxY)
        }
    }

    @Test("A plain list's separators end 16 pt before the edge on a narrow phone (ios26)")
    func narrowPlainSeparators() throws {
        let rows = try TestSupport.rows(#"""
        { "look": "ios26", "width": 375, "appearance": "plain", "sections": [ { "rows": [ { "text": "Wi-Fi" } ] } ] }
        """#)
        #expect(rows[0].separator == Rect(x: 16, y: 51, width: 343, height: 1))
    }

    @Test("Plain rows: 52 pt, 53 pt with a switch (ios26); 44 pt either way (ios18)", arguments: [
        (ListLook.ios26, [52.0, 53, 52]),
        (.ios18, [44.0, 44, 44]),
    ])
    func plainRowPitch(look: ListLook, heights: [Double]) throws {
        let rows = try TestSupport.rows(Self.plainList(look: look))
        #expect(rows.map(\.frame.height) == heights)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.maxY == $1.frame.minY })
    }

    @Test("A subtitle row: 72 pt (ios26, iOS 26: about 72), 46 pt (ios18); one line: 52 and 44 pt", arguments: [
        (ListLook.ios26, [72.0, 52]),
        (.ios18, [46.0, 44]),
    ])
    func subtitleRowHeight(look: ListLook, heights: [Double]) throws {
        let rows = try TestSupport.rows(#"""
        { "look": "\#(look.rawValue)", "width": 402, "appearance": "insetGrouped", "sections": [ { "rows": [
            { "style": "subtitleCell", "text": "Jane Appleseed", "secondaryText": "Apple Account, iCloud, Media & Purchases",
              "image": { "symbol": "person.crop.circle.fill" } },
            { "style": "subtitleCell", "text": "Jane Appleseed" } ] } ] }
        """#)
        #expect(rows.map(\.frame.height) == heights)
    }

    @Test("The chevron's box ends at the layout margin and reaches 7/3 pt past its glyph in the ios26 look", arguments: [
        (ListLook.ios26, Rect(x: 354 - 8 - 7.0 / 3, y: 19, width: 8 + 7.0 / 3, height: 14)),
        (.ios18, Rect(x: 334, y: 15, width: 8, height: 14)),
    ])
    func chevronBox(look: ListLook, frame: Rect) throws {
        let rows = try TestSupport.rows(Self.settings(look: look, style: "light"))
        let box = try #require(rows[0].views?.accessories.first)
        #expect(abs(box.minX - frame.minX) < 1e-6 && box.minY == frame.minY && abs(box.width - frame.width) < 1e-6
                && box.height == frame.height, "\(box)")
    }

    // MARK: Pixels

    /// A document drawn at 3x and read back, with its layout.
    static func draw(_ json: String) throws -> (RGBAImage, ListLayout) {
        let renderer = try TestSupport.renderer(json)
        let path = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("cellshot-ios26-look-\(getpid())-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try renderer.writePNG(to: path)
        return (try PNGImage.read(path: path), try renderer.layout(in: .normal))
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = 4 * (y * image.width + x)
        return (0..<3).map { Int(image.pixels[offset + $0]) }
    }

    /// The pixel of `box` (points) farthest from `background`: a glyph's or a text's full colour.
    static func ink(_ image: RGBAImage, in box: Rect, background: [Int]) -> (colour: [Int], lastColumn: Int) {
        var best = background, distance = -1, lastColumn = -1
        for y in Int(pixels(box.minY))..<Int(pixels(box.maxY)) {
            for x in Int(pixels(box.minX))..<Int(pixels(box.maxX)) {
                let colour = pixel(image, x, y)
                let away = zip(colour, background).map { abs($0 - $1) }.reduce(0, +)
                if away > distance { (best, distance) = (colour, away) }
                if away > 30 { lastColumn = max(lastColumn, x) }
            }
        }
        return (best, lastColumn)
    }

    /// A frame in a row's cell, in the list's coordinates.
    static func inList(_ frame: Rect, _ row: RowLayout) -> Rect {
        Rect(x: frame.minX + row.frame.minX, y: frame.minY + row.frame.minY, width: frame.width, height: frame.height)
    }

    static func near(_ drawn: [Int], _ measured: [Int], within levels: Int = 2) -> Bool {
        zip(drawn, measured).allSatisfy { abs($0 - $1) <= levels }
    }

    /// The screenshots' colours (docs/reference/ios26-colors.md): separator, chevron, checkmark, header text.
    struct Colours: Sendable {
        var separator: [Int], chevron: [Int], checkmark: [Int], header: [Int]?
    }

    @Test("Settings colours: separators, chevron, checkmark and header as the screenshots show them", arguments: [
        (ListLook.ios26, "light", Colours(separator: [231, 231, 232], chevron: [197, 197, 199], checkmark: [0, 136, 255],
                                          header: [133, 133, 138])),
        (.ios26, "dark", Colours(separator: [56, 56, 59], chevron: [90, 90, 94], checkmark: [0, 145, 255],
                                 header: [141, 141, 146])),
        // iOS 18: the separators and the blue measured on iOS 18.2; the chevron is the same tertiaryLabel.
        (.ios18, "light", Colours(separator: [199, 199, 201], chevron: [197, 197, 199], checkmark: [0, 122, 255],
                                  header: nil)),
        (.ios18, "dark", Colours(separator: [61, 61, 65], chevron: [90, 90, 94], checkmark: [10, 132, 255],
                                 header: nil)),
    ])
    func settingsColours(look: ListLook, style: String, expected: Colours) throws {
        let (image, layout) = try Self.draw(Self.settings(look: look, style: style))
        let section = layout.sections[0]
        let card = style == "dark" ? [28, 28, 30] : [255, 255, 255]
        // The separator under the first row: a 1 pt band in ios26 (its middle pixel row), 1 px in ios18.
        let separator = try #require(section.rows[0].separator)
        let y = Int(Self.pixels(separator.minY)) + (look == .ios26 ? 1 : 0)
        #expect(Self.pixel(image, Int(Self.pixels(separator.minX + separator.width / 2)), y) == expected.separator)
        // The chevron's and the checkmark's strokes at their full colour.
        for (index, colour) in [(0, expected.chevron), (1, expected.checkmark)] {
            let row = section.rows[index]
            let box = Self.inList(try #require(row.views?.accessories.first), row)
            let drawn = Self.ink(image, in: box, background: card).colour
            #expect(Self.near(drawn, colour), "row \(index): \(drawn), measured \(colour)")
        }
        if let header = expected.header, let text = section.header?.labelFrame {
            let background = style == "dark" ? [0, 0, 0] : [242, 242, 247]
            let drawn = Self.ink(image, in: text, background: background).colour
            #expect(Self.near(drawn, header), "header \(drawn), measured \(header)")
        }
    }

    @Test("The chevron's ink ends 18.3 pt inside the card (ios26), 20 pt (ios18; iOS 18: 20.7)", arguments: [
        (ListLook.ios26, 18.3), (.ios18, 20.0),
    ])
    func chevronInkEdge(look: ListLook, inside: Double) throws {
        let (image, layout) = try Self.draw(Self.settings(look: look, style: "light"))
        let section = layout.sections[0]
        let row = section.rows[0]
        let box = Self.inList(try #require(row.views?.accessories.first), row)
        let lastColumn = Self.ink(image, in: box, background: [255, 255, 255]).lastColumn
        let measured = (Self.pixels(section.card.maxX) - Double(lastColumn + 1)) / 3
        #expect(abs(measured - inside) <= 1.0 / 3, "ink ends \(measured) pt inside the card")
    }

    @Test("A dark plain list's separators on black: (42, 42, 44) in the ios26 look")
    func darkPlainSeparator() throws {
        let (image, layout) = try Self.draw(Self.plainList(look: .ios26, style: "dark"))
        for row in layout.sections[0].rows {
            let separator = try #require(row.separator)
            #expect(Self.pixel(image, Int(Self.pixels(separator.minX + separator.width / 2)), Int(Self.pixels(separator.minY)) + 1) == [42, 42, 44])
        }
    }
}
