import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import Foundation
import Testing

/// The facts measured on real iOS screenshots (docs/reference/ios/README.md), pinned twice: each fact is
/// read from the screenshot kept in the repository, and from cellshot's rendering of the same list in the
/// matching look. Both must agree with the table within 1 pt (3 px at 3x).
///
/// The screenshots cover their elements with translucent colour boxes, so only geometry is read from
/// them, the same way on both sides: text lines found by their ink (``InkLines``), and the distances
/// between them. Frames cellshot knows exactly (card edges, separators, corners) are compared from its
/// layout with the table's figures, which the screenshots show at those pixels.
@Suite("iOS reference facts")
struct IOSReferenceFactsTests {
    /// A screenshot and the cellshot rendering that must match it.
    struct Reference: CustomTestStringConvertible, Sendable {
        /// The screenshot in docs/reference/ios.
        let screenshot: String
        /// The list document in docs/reference/ios/lists that describes the same list.
        let document: String
        let look: ListLook
        /// The screen's width in points.
        let width: Double
        /// The screen's first row of the list (below the navigation bar) in the screenshot, in pixels.
        let listTop: Int
        /// The table's figures in pixels at 3x.
        let facts: TextFacts
        var testDescription: String { "\(screenshot) (\(look.rawValue))" }
    }

    /// Distances between the text lines of a list of two sections, in pixels at 3x, from ink.
    struct TextFacts: Equatable, Sendable, CustomStringConvertible {
        /// Where the first row's text ink starts, from the screen's leading edge.
        var rowInkStart: Int
        /// The first row's text ink height ("Checking": C top to g bottom).
        var rowInkHeight: Int
        /// From one row's text to the next one's: the row pitch.
        var rowPitch: Int
        /// From the list's top to the first header's ink.
        var headerCapTop: Int
        /// Where the first header's ink starts.
        var headerInkStart: Int
        /// The first header's ink height (capitals on iOS 18, title case with no descender on iOS 26).
        var headerInkHeight: Int
        /// From the first header's ink to the first row's.
        var headerToRow: Int
        /// From the end of section 1's card to the start of section 2's (its footer and header between).
        var cardToCard: Int
        /// From the last row's text to the footer's ink, and where the footer's ink starts (when there is one).
        var rowToFooter: Int?
        var footerInkStart: Int?

        var description: String {
            "row ink at \(rowInkStart), \(rowInkHeight) tall, pitch \(rowPitch); header ink at \(headerInkStart), "
                + "\(headerCapTop) below the top, \(headerInkHeight) tall, \(headerToRow) above the row's; card to card "
                + "\(cardToCard); footer \(rowToFooter.map(String.init) ?? "-") below the row, at "
                + "\(footerInkStart.map(String.init) ?? "-")"
        }

        /// The facts of a list of two sections of two rows, header and footer each, from its text lines
        /// (header, row, row, footer, header, row, row, footer); without footers (header, rows…, header, rows…)
        /// give `rowsInFirstSection`.
        init(lines: [InkLines.Line], listTop: Int, rowsInFirstSection: Int = 2, footers: Bool = true) throws {
            let header = lines[0], firstRow = lines[1], lastRow = lines[rowsInFirstSection]
            let nextSectionRow = lines[rowsInFirstSection + (footers ? 3 : 2)]
            rowInkStart = firstRow.minX
            rowInkHeight = firstRow.height
            rowPitch = lines[2].minY - firstRow.minY
            headerCapTop = header.minY - listTop
            headerInkStart = header.minX
            headerInkHeight = header.height
            headerToRow = firstRow.minY - header.minY
            cardToCard = nextSectionRow.minY - lastRow.minY - rowPitch
            if footers {
                let footer = lines[rowsInFirstSection + 1]
                rowToFooter = footer.minY - lastRow.minY
                footerInkStart = footer.minX
            }
        }

        init(rowInkStart: Int, rowInkHeight: Int, rowPitch: Int, headerCapTop: Int, headerInkStart: Int,
             headerInkHeight: Int, headerToRow: Int, cardToCard: Int, rowToFooter: Int? = nil, footerInkStart: Int? = nil) {
            (self.rowInkStart, self.rowInkHeight, self.rowPitch) = (rowInkStart, rowInkHeight, rowPitch)
            (self.headerCapTop, self.headerInkStart, self.headerInkHeight) = (headerCapTop, headerInkStart, headerInkHeight)
            (self.headerToRow, self.cardToCard) = (headerToRow, cardToCard)
            (self.rowToFooter, self.footerInkStart) = (rowToFooter, footerInkStart)
        }

        /// The facts that differ from `other` by more than `tolerance` pixels, by name.
        func differences(from other: TextFacts, tolerance: Int) -> [String] {
            let pairs: [(String, Int?, Int?)] = [
                ("row ink start", rowInkStart, other.rowInkStart), ("row ink height", rowInkHeight, other.rowInkHeight),
                ("row pitch", rowPitch, other.rowPitch), ("header cap top", headerCapTop, other.headerCapTop),
                ("header ink start", headerInkStart, other.headerInkStart),
                ("header ink height", headerInkHeight, other.headerInkHeight),
                ("header to row", headerToRow, other.headerToRow), ("card to card", cardToCard, other.cardToCard),
                ("row to footer", rowToFooter, other.rowToFooter), ("footer ink start", footerInkStart, other.footerInkStart),
            ]
            return pairs.compactMap { name, mine, theirs in
                switch (mine, theirs) {
                case (nil, nil): return nil
                case let (mine?, theirs?): return abs(mine - theirs) <= tolerance ? nil : "\(name): \(mine) vs \(theirs)"
                default: return "\(name): \(mine.map(String.init) ?? "none") vs \(theirs.map(String.init) ?? "none")"
                }
            }
        }
    }

    /// The table (docs/reference/ios/README.md), in pixels at 3x.
    static let references: [Reference] = [
        Reference(screenshot: "testListWithHeadersAndFooters_18_5_402x874@3x.png", document: "headers-and-footers.json",
                  look: .ios18, width: 402, listTop: 186,
                  facts: TextFacts(rowInkStart: 123, rowInkHeight: 48, rowPitch: 132, headerCapTop: 60, headerInkStart: 122,
                                   headerInkHeight: 29, headerToRow: 103, cardToCard: 217, rowToFooter: 111,
                                   footerInkStart: 122)),
        Reference(screenshot: "testListWithHeadersAndFooters_26_2_402x874@3x.png", document: "headers-and-footers.json",
                  look: .ios26, width: 402, listTop: 186,
                  facts: TextFacts(rowInkStart: 99, rowInkHeight: 48, rowPitch: 156, headerCapTop: 43, headerInkStart: 98,
                                   headerInkHeight: 36, headerToRow: 137, cardToCard: 210, rowToFooter: 129,
                                   footerInkStart: 98)),
        Reference(screenshot: "testListWithSectionHeaders_26_2_402x874@3x.png", document: "section-headers.json",
                  look: .ios26, width: 402, listTop: 186,
                  facts: TextFacts(rowInkStart: 98, rowInkHeight: 47, rowPitch: 158, headerCapTop: 40, headerInkStart: 100,
                                   headerInkHeight: 39, headerToRow: 140, cardToCard: 174)),
    ]

    /// The pixels' tolerance: 1 pt at 3x.
    static let tolerance = 3

    static func referenceFolder() -> URL { TestSupport.root.appendingPathComponent("docs/reference/ios") }

    static func facts(of reference: Reference, in image: RGBAImage, listTop: Int) throws -> TextFacts {
        let lines = InkLines.find(in: image, screenWidth: Int(reference.width * 3), from: listTop)
        let footers = reference.facts.rowToFooter != nil
        let rows = footers ? 2 : 3
        try #require(lines.count >= (footers ? 8 : 7), "\(lines.count) text lines: \(lines)")
        return try TextFacts(lines: lines, listTop: listTop, rowsInFirstSection: rows, footers: footers)
    }

    @Test("The screenshots show the table's facts", arguments: references)
    func screenshotsShowTheFacts(reference: Reference) throws {
        let image = try PNGImage.read(path: Self.referenceFolder().appendingPathComponent(reference.screenshot).path)
        let measured = try Self.facts(of: reference, in: image, listTop: reference.listTop)
        #expect(measured.differences(from: reference.facts, tolerance: Self.tolerance) == [], "measured \(measured)")
    }

    @Test("cellshot draws the same list with the same facts in the matching look", arguments: references)
    func cellshotMatchesTheFacts(reference: Reference) throws {
        let image = try Self.render(reference.document, look: reference.look, width: reference.width)
        let measured = try Self.facts(of: reference, in: image, listTop: 0)
        #expect(measured.differences(from: reference.facts, tolerance: Self.tolerance) == [], "measured \(measured)")
    }

    /// The frames the table gives (card edges, corners, separators) in cellshot's layout, in pixels at 3x.
    @Test("Cards, corners and separators sit where iOS puts them", arguments: [
        // look, width, card's leading edge, trailing edge, corner radius, separator start, end, thickness.
        (ListLook.ios18, 393.0, 60.0, 1119.0, 30.0, 120.0, 1119.0, 1.0),
        (.ios18, 402, 60, 1146, 30, 120, 1146, 1),
        (.ios26, 402, 48, 1158, 78, 96, 1110, 3),
    ])
    func framesMatchTheTable(look: ListLook, width: Double, cardLeading: Double, cardTrailing: Double, corner: Double,
                             separatorStart: Double, separatorEnd: Double, thickness: Double) throws {
        let document = try ListDocument.load(contentsOf: Self.listPath("headers-and-footers.json"))
        let renderer = try ListRenderer(document: document, options: RenderOptions(width: width, look: look),
                                        environment: try RenderEnvironment())
        let section = try renderer.layout(in: .normal).sections[0]
        let separator = try #require(section.rows[0].separator)
        func pixels(_ points: Double) -> Double { (points * 3).rounded() }
        #expect(pixels(section.card.minX) == cardLeading && pixels(section.card.maxX) == cardTrailing)
        #expect(abs(pixels(section.cornerRadius) - corner) <= 2)
        // The separator starts under the text (1 pt before its ink) and ends at, or 16 pt before, the card's edge.
        #expect(abs(pixels(separator.minX) - separatorStart) <= 3 && abs(pixels(separator.maxX) - separatorEnd) <= 3)
        #expect(pixels(separator.height) == thickness)
    }

    static func listPath(_ name: String) -> String {
        referenceFolder().appendingPathComponent("lists").appendingPathComponent(name).path
    }

    /// A reference list drawn by cellshot at 3x in a look, read back.
    static func render(_ document: String, look: ListLook, width: Double) throws -> RGBAImage {
        let renderer = try ListRenderer(document: try ListDocument.load(contentsOf: listPath(document)),
                                        options: RenderOptions(width: width, scale: 3, look: look),
                                        environment: try RenderEnvironment())
        let path = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("cellshot-reference-\(getpid())-\(look.rawValue)-\(document).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try renderer.writePNG(to: path)
        return try PNGImage.read(path: path)
    }
}

/// Lines of text found by their ink: runs of pixel rows holding pixels much darker than their row's median,
/// as a person measuring a screenshot would find them.
enum InkLines {
    /// A line of text's ink box, in pixels.
    struct Line: Equatable, CustomStringConvertible {
        var minY: Int, maxY: Int, minX: Int, maxX: Int
        var height: Int { maxY - minY + 1 }
        var description: String { "y \(minY)–\(maxY), x \(minX)–\(maxX)" }
    }

    /// How much darker than its row's median a pixel must be to count as ink (luminance, 0–255):
    /// text is 80–180 darker, separators 57 and the screenshots' translucent boxes' edges less.
    static let darkness = 40
    /// Columns left out at each side: the cards' edges and the screenshots' box outlines (25 pt at 3x).
    static let sideMargin = 75
    /// Rows of ink closer than this belong to the same line (an i's dot, a thin stroke).
    static let gap = 8
    /// Ink runs thinner than this are box outlines and separators, not text.
    static let minimumHeight = 10

    static func find(in image: RGBAImage, screenWidth: Int, from top: Int) -> [Line] {
        let left = sideMargin, right = min(screenWidth, image.width) - sideMargin
        guard right > left, top < image.height else { return [] }
        // Each row's ink columns, or nil for a row without ink or one inked across half its width (a rule).
        var inkRows: [(minX: Int, maxX: Int)?] = []
        var luminance = [Int](repeating: 0, count: right - left)
        for y in top..<image.height {
            for x in left..<right {
                let offset = 4 * (y * image.width + x)
                luminance[x - left] = (Int(image.pixels[offset]) * 299 + Int(image.pixels[offset + 1]) * 587
                                       + Int(image.pixels[offset + 2]) * 114) / 1000
            }
            let median = luminance.sorted()[luminance.count / 2]
            let inked = luminance.indices.filter { luminance[$0] < median - darkness }
            if inked.isEmpty || inked.count >= luminance.count / 2 {
                inkRows.append(nil)
            } else {
                inkRows.append((inked.first! + left, inked.last! + left))
            }
        }
        var lines: [Line] = []
        var current: Line?
        var blank = 0
        for (index, row) in inkRows.enumerated() {
            let y = top + index
            if let row {
                if var line = current {
                    line.maxY = y
                    line.minX = min(line.minX, row.minX)
                    line.maxX = max(line.maxX, row.maxX)
                    current = line
                } else {
                    current = Line(minY: y, maxY: y, minX: row.minX, maxX: row.maxX)
                }
                blank = 0
            } else if let line = current {
                blank += 1
                if blank >= gap {
                    if line.height >= minimumHeight { lines.append(line) }
                    current = nil
                }
            }
        }
        if let line = current, line.height >= minimumHeight { lines.append(line) }
        return lines
    }
}
