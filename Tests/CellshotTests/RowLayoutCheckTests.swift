import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotTestSupport
import Foundation
import Testing

/// Every row of a custom template is checked, not only the first: a row whose values make the layout
/// ambiguous gets the answer it would get alone (whatever rows came before), the same warning, and no
/// frame is ever drawn with a negative size.
@Suite("Every template row's layout is checked")
struct RowLayoutCheckTests {
    /// A mail row: a title and a date, both at the default hugging and compression resistance (so they
    /// tie: which one gives way is undetermined), and a chevron.
    static let mail = #"""
    { "views": { "title": { "label": { "text": "$title", "lines": 1 } },
                 "date": { "label": { "text": "$date", "lines": 1 } },
                 "chevron": { "image": { "symbol": "chevron.right" } } },
      "constraints": [ "H:|-[title]-8-[date]-8-[chevron]-|", "V:|-[title]-|",
                       "date.firstBaseline == title.firstBaseline", "chevron.centerY == title.centerY" ] }
    """#
    static let short = #"{ "template": "mail", "values": { "title": "Short", "date": "Yesterday" } }"#
    static let long = #"{ "template": "mail", "values": { "title": "\#(String(repeating: "Sender ", count: 17)) ", "date": "Yesterday" } }"#

    static func document(rows: [String], template: String = mail, strict: Bool = false) throws -> ListRenderer {
        try TestSupport.renderer(#"{ "states": ["normal"], "sections": [ { "rows": [ \#(rows.joined(separator: ", ")) ] } ], "templates": { "mail": \#(template) } }"#,
                                 options: RenderOptions(strict: strict))
    }

    static func frames(_ renderer: ListRenderer) throws -> [[String: Rect]] {
        try renderer.layout(in: .normal).sections[0].rows.map { try #require($0.template).frames }
    }

    /// Rows re-solved from the previous row's answer gave the long row a chevron -1122 points wide when a
    /// short row came first, and drew it silently; now each row gets the same frames in either order.
    @Test func aRowGetsTheSameFramesWhateverRowCameBefore() throws {
        let shortFirst = try Self.document(rows: [Self.short, Self.long])
        let longFirst = try Self.document(rows: [Self.long, Self.short])
        let (a, b) = (try Self.frames(shortFirst), try Self.frames(longFirst))
        #expect(a[0] == b[1])
        #expect(a[1] == b[0])
        for frames in a + b {
            for (name, frame) in frames { #expect(frame.width >= 0 && frame.height >= 0, "\(name): \(frame)") }
        }
        // The long row's chevron keeps its symbol's width, and the title gives way.
        #expect(a[1]["chevron"]?.width == 20)
        let (title, date) = (try #require(a[1]["title"]), try #require(a[1]["date"]))
        #expect(title.maxX <= date.minX)
        // The same warnings, in both orders: the template leaves the widths undetermined.
        #expect(shortFirst.warnings == longFirst.warnings)
        #expect(shortFirst.warnings.contains {
            $0.hasPrefix("templates.mail (drawing sections[0].rows[0], normal): Ambiguous layout: title has an undetermined width")
        }, "\(shortFirst.warnings)")
    }

    @Test func strictStopsOnTheAmbiguousTemplateInBothOrders() throws {
        for rows in [[Self.short, Self.long], [Self.long, Self.short]] {
            let error = try #require(throws: CellshotError.self) {
                try Self.document(rows: rows, strict: true).layout(in: .normal)
            }
            #expect(error.isBadInput && error.description.contains("Ambiguous layout"), "\(error)")
        }
    }

    /// A template that is sound for some values and ambiguous for others is reported at the row whose
    /// values make it so: the date resists compression more than the title (so an overflowing title is
    /// cut, one answer), but both hug alike (so the space a short title leaves has no one owner).
    @Test func aRowThatMakesTheLayoutAmbiguousIsReportedNamingIt() throws {
        let template = #"""
        { "views": { "title": { "label": { "text": "$title", "lines": 1 } },
                     "date": { "label": { "text": "$date", "lines": 1, "compressionResistance": 751 } } },
          "constraints": [ "H:|-[title]-8-[date]-|", "V:|-[title]-|", "date.firstBaseline == title.firstBaseline" ] }
        """#
        let renderer = try Self.document(rows: [Self.long, Self.long, Self.short], template: template)
        let frames = try Self.frames(renderer)
        #expect(renderer.warnings.count == 2, "\(renderer.warnings)")
        #expect(renderer.warnings.allSatisfy { $0.hasPrefix("templates.mail (drawing sections[0].rows[2], normal): Ambiguous layout") },
                "\(renderer.warnings)")
        // The short row alone gets the same frames.
        #expect(try Self.frames(try Self.document(rows: [Self.short], template: template))[0] == frames[2])
    }

    /// Margins wider than the cell: the label would be -7607 points wide. It is drawn zero-sized with a
    /// warning naming the template, the row and the view; --strict makes it an error.
    @Test func aNegativeFrameIsDrawnZeroSizedWithAWarning() throws {
        let template = #"""
        { "views": { "a": { "label": { "text": "$text" } } },
          "constraints": [ "H:|-(4000)-[a]-(4000)-|", "V:|-[a]-|" ] }
        """#
        let rows = [#"{ "template": "mail", "values": { "text": "one" } }"#, #"{ "template": "mail", "values": { "text": "two" } }"#]
        let renderer = try Self.document(rows: rows, template: template)
        let frames = try Self.frames(renderer)
        #expect(frames.map { $0["a"]?.width } == [0, 0])
        #expect(renderer.warnings == ["templates.mail (drawing sections[0].rows[0], normal): Negative size: a would be "
                                      + "-7607 points wide; drawn zero-sized"])
        let error = try #require(throws: CellshotError.self) {
            try Self.document(rows: rows, template: template, strict: true).layout(in: .normal)
        }
        #expect(error.isBadInput && error.description.contains("Negative size: a would be -7607 points wide"))
    }

    /// Random row values for the templates of the seed articles' and the design's examples: no frame
    /// drawn is ever negative, and each row gets the frames it gets when laid out alone.
    @Test func noDrawnFrameIsNegativeForRandomRowValues() throws {
        var random = SeededRandom(seed: 13)
        let words = ["", "a", "Wi-Fi", "오늘도 코딩", "Hello WWDC!", "مرحبا", String(repeating: "long ", count: 30),
                     String(repeating: "x", count: 200), "😀", "Two\nlines", "12"]
        let examples = TestSupport.root.appendingPathComponent("assets/examples")
        let environment = try RenderEnvironment()
        var rowsChecked = 0
        for file in ["design-contract.json", "seed-box-office.json", "seed-custom-background.json",
                     "seed-my-cell-configuration.json"] {
            // Read with cellshot's own parser: object members keep their order (a stack's arranged views).
            let json = try JSONParser.parse(Array(try Data(contentsOf: examples.appendingPathComponent(file))))
            guard case .object(let templates) = try #require(json["templates"]),
                  case .array(let sections) = try #require(json["sections"]) else { Issue.record("\(file)"); continue }
            let exampleRows = sections.flatMap { section -> [JSONValue] in
                if case .array(let rows) = section["rows"] { return rows } else { return [] }
            }
            for template in templates {
                // The example's own values (colours, symbols, numbers), with every placeholder a label's text
                // names given random words.
                let example = try #require(exampleRows.first { $0["template"] == .string(template.key) })
                let labelTexts = Self.labelTexts(in: template.value).joined()
                let names = Set(labelTexts.matches(of: /\$\{?([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.1) }).sorted()
                #expect(!names.isEmpty, "\(file) \(template.key)")
                var rows: [JSONValue] = []
                for _ in 0..<8 {
                    guard case .object(var values) = example["values"] ?? .object([]) else { continue }
                    for placeholder in names {
                        values.removeAll { $0.key == placeholder }
                        values.append(JSONMember(key: placeholder, value: .string(random.element(of: words))))
                    }
                    rows.append(.object([JSONMember(key: "template", value: .string(template.key)),
                                         JSONMember(key: "values", value: .object(values))]))
                }
                func render(_ rows: [JSONValue]) throws -> [RowLayout] {
                    let document = JSONValue.object([
                        JSONMember(key: "states", value: .array([.string("normal")])),
                        JSONMember(key: "sections", value: .array([.object([JSONMember(key: "rows", value: .array(rows))])])),
                        JSONMember(key: "templates", value: .object(templates)),
                    ])
                    let decoded = try ListDocument.decode(Array(Self.text(of: document).utf8), file: file,
                                                          baseDirectory: examples.path, format: .json)
                    return try ListRenderer(document: decoded, file: file, environment: environment)
                        .layout(in: .normal).sections[0].rows
                }
                let laidOut = try render(rows)
                for (index, row) in laidOut.enumerated() {
                    for (view, frame) in row.template?.frames ?? [:] {
                        #expect(frame.width >= 0 && frame.height >= 0, "\(file) \(template.key) row \(index) \(view): \(frame)")
                    }
                    rowsChecked += 1
                }
                // The last row, alone, gets the frames it got after the others.
                let alone = try render([rows[rows.count - 1]])
                #expect(alone[0].template?.frames == laidOut[laidOut.count - 1].template?.frames, "\(file) \(template.key)")
            }
        }
        #expect(rowsChecked == 4 * 8)
    }

    /// The `text` of every label in a template, to find the placeholders that fill texts in.
    static func labelTexts(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var texts = members.flatMap { labelTexts(in: $0.value) }
            if case .object(let label) = value["label"], let text = label.first(where: { $0.key == "text" })?.value,
               case .string(let string) = text {
                texts.append(string)
            }
            return texts
        case .array(let elements):
            return elements.flatMap(labelTexts)
        default:
            return []
        }
    }

    /// A JSON value as JSON text, members in order.
    static func text(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(_, let text): text
        case .string(let string): String(decoding: try! JSONEncoder().encode(string), as: UTF8.self)
        case .array(let elements): "[" + elements.map(text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { text(of: .string($0.key)) + ":" + text(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}
