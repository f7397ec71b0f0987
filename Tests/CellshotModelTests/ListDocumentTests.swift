import CellshotGraphics
import CellshotModel
import Foundation
import Testing

@Suite("Decoding list documents")
struct ListDocumentTests {
    @Test("The DESIGN.md example decodes field by field")
    func designExample() throws {
        let document = try ListDocument.load(contentsOf: TestSupport.fixture("design.json"))
        #expect(document.appearance == .insetGrouped)
        #expect(document.width == 393)
        #expect(document.scale == 3)
        #expect(document.traits == Traits(style: .light, contentSize: .large, direction: .leftToRight))
        #expect(document.tint == .system(.systemBlue))
        #expect(document.states == [.normal, .selected, .highlighted])
        #expect(document.sections.count == 2)

        let network = document.sections[0]
        #expect(network.header == "Network")
        #expect(network.footer == "Devices nearby can see this phone.")
        #expect(network.rows.count == 2)
        #expect(network.rows[0] == Row(configuration: CellConfiguration(
            style: .cell, text: "Wi-Fi", secondaryText: "Home", image: .symbol("wifi"),
            accessories: [.disclosureIndicator])))
        #expect(network.rows[1] == Row(configuration: CellConfiguration(
            style: .valueCell, text: "Bluetooth", secondaryText: "On", accessories: [.label("2"), .disclosureIndicator])))

        let notice = document.sections[1]
        #expect(notice.header == nil && notice.footer == nil)
        #expect(notice.rows == [Row(template: "notice",
                                    values: ["title": .string("오늘도 코딩"), "body": .string("바디부분")])])

        #expect(Array(document.templates.keys) == ["notice"])
        let template = try #require(document.templates["notice"])
        #expect(template["background"] == .object([JSONMember(key: "color", value: .string("systemBlue"))]))
        guard case .object(let members) = template else { Issue.record("template is not an object"); return }
        #expect(members.map(\.key) == ["background", "views", "constraints", "states"])
        #expect(template["constraints"] == .array([
            .string("V:|-10-[title]-10-[body]-10-|"), .string("H:|-10-[title]-10-|"), .string("H:|-10-[body]-10-|"),
            .string("body.width >= 100 @750"),
        ]))
        #expect(template["views"]?["title"]?["label"]?["font"] == .object([
            JSONMember(key: "size", value: .number(14, text: "14")),
            JSONMember(key: "weight", value: .string("bold")),
        ]))
        #expect(template["states"]?["selected"]?["title"]?["text"] == .string("선택됨: $title"))
    }

    @Test("The YAML version of the DESIGN.md example decodes to the same document")
    func yamlEquivalent() throws {
        let json = try ListDocument.load(contentsOf: TestSupport.fixture("design.json"))
        let yaml = try ListDocument.load(contentsOf: TestSupport.fixture("design.yaml"))
        #expect(yaml == json)
    }

    @Test("A document with only sections gets every default")
    func defaults() throws {
        let document = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "text": "Hello WWDC!" } ] }, {} ] }"#)
        #expect(document == ListDocument(sections: [
            Section(rows: [Row(configuration: CellConfiguration(text: "Hello WWDC!"))]), Section(),
        ], baseDirectory: "/tmp"))
        #expect(document.appearance == .plain)
        #expect(document.width == 393 && document.scale == 3)
        #expect(document.tint == .system(.systemBlue))
        #expect(document.traits == Traits(style: .light, contentSize: .large, direction: .leftToRight))
        #expect(document.states == [.normal])
        #expect(document.templates.isEmpty)
        let row = document.sections[0].rows[0]
        #expect(row.configuration?.effectiveStyle(in: .plain) == .cell && row.configuration?.effectiveStyle(in: .sidebar) == .sidebarCell)
        #expect(row.configuration?.effectiveHeight == .automatic)
        #expect(row.state == nil && row.content == .cell(configuration: CellConfiguration(text: "Hello WWDC!"), states: [:]))
    }

    @Test("null counts as absent")
    func nullIsAbsent() throws {
        let document = try TestSupport.decode(
            #"{ "width": null, "tint": null, "sections": [ { "header": null, "rows": [ { "text": null } ] } ] }"#)
        #expect(document.width == 393)
        #expect(document.sections[0].header == nil)
        #expect(document.sections[0].rows[0].configuration?.text == nil)
    }

    @Test("Every row property decodes")
    func everyRowProperty() throws {
        let folder = try TestSupport.temporaryFolder(files: ["icons/Star.PNG"])
        let text = """
        { "sections": [ { "rows": [ {
            "style": "subtitleCell", "text": "Title", "secondaryText": "Subtitle",
            "image": "icons/../icons/Star.PNG",
            "textProperties": { "font": "headline", "color": "#FF000080", "alignment": "center",
                                "numberOfLines": 2, "lineBreakMode": "byTruncatingMiddle", "writingDirection": "rightToLeft" },
            "secondaryTextProperties": { "font": { "size": 13.5, "weight": "semibold" }, "color": "secondaryLabel" },
            "imageProperties": { "tintColor": "systemOrange", "cornerRadius": 6,
                                 "maximumSize": { "width": 29, "height": 29 },
                                 "reservedLayoutSize": { "width": 32, "height": 0 } },
            "directionalLayoutMargins": { "top": 4, "leading": 20, "bottom": 4, "trailing": 8 },
            "imageToTextPadding": 12, "textToSecondaryTextVerticalPadding": 2,
            "textToSecondaryTextHorizontalPadding": 8,
            "accessories": ["checkmark", { "label": "" }],
            "height": 60,
            "background": { "backgroundColor": "tintColor", "cornerRadius": 10, "strokeColor": "separator",
                            "strokeWidth": 0.5, "backgroundInsets": { "top": 0, "leading": 16, "bottom": 0, "trailing": 16 } },
            "state": "disabled"
        } ] } ] }
        """
        let document = try TestSupport.decode(text, baseDirectory: folder)
        let row = document.sections[0].rows[0]
        let expected = CellConfiguration(
            style: .subtitleCell, text: "Title", secondaryText: "Subtitle", image: .file(folder + "/icons/Star.PNG"),
            textProperties: TextProperties(font: .textStyle(.headline),
                                           color: .hex(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
                                           alignment: .center, numberOfLines: 2, lineBreakMode: .byTruncatingMiddle,
                                           writingDirection: .rightToLeft),
            secondaryTextProperties: TextProperties(font: .fixed(FontDescriptor(size: 13.5, weight: .semibold)),
                                                    color: .system(.secondaryLabel)),
            imageProperties: ImageProperties(tintColor: .system(.systemOrange), cornerRadius: 6,
                                             maximumSize: Size(width: 29, height: 29),
                                             reservedLayoutSize: Size(width: 32, height: 0)),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 8),
            imageToTextPadding: 12, textToSecondaryTextVerticalPadding: 2, textToSecondaryTextHorizontalPadding: 8,
            accessories: [.checkmark, .label("")], height: .fixed(60),
            background: BackgroundConfiguration(backgroundColor: .system(.tintColor), cornerRadius: 10,
                                                strokeColor: .system(.separator), strokeWidth: 0.5,
                                                backgroundInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0,
                                                                                        trailing: 16)))
        #expect(row.configuration == expected)
        #expect(row.state == .disabled)
        #expect(row.effectiveState(in: .normal) == .disabled)
    }

    @Test("Absolute image paths are kept when any file is allowed; relative ones resolve against the base folder")
    func imagePaths() throws {
        let folder = try TestSupport.temporaryFolder(files: ["a.svg", "b.jpeg", "c.jpg"])
        let text = #"{ "sections": [ { "rows": [ { "image": "a.svg" }, { "image": "./b.jpeg" }, { "image": "\#(folder)/c.jpg" } ] } ] }"#
        let rows = try TestSupport.decode(text, baseDirectory: folder, assets: .unrestricted).sections[0].rows
        #expect(rows.map(\.configuration?.image) == [.file(folder + "/a.svg"), .file(folder + "/b.jpeg"),
                                                    .file(folder + "/c.jpg")])
        let loaded = folder + "/list.json"
        #expect(FileManager.default.createFile(atPath: loaded, contents: Data(text.utf8)))
        #expect(try ListDocument.load(contentsOf: loaded, assets: .unrestricted).sections[0].rows == rows)
    }

    @Test("Content size names: UIKit's and SwiftUI's")
    func contentSizeNames() throws {
        func category(_ name: String) throws -> ContentSizeCategory {
            try TestSupport.decode(#"{ "traits": { "contentSize": "\#(name)" }, "sections": [] }"#).traits.contentSize
        }
        #expect(try category("extraSmall") == .extraSmall)
        #expect(try category("xSmall") == .extraSmall)
        #expect(try category("xxxLarge") == .extraExtraExtraLarge)
        #expect(try category("accessibility5") == .accessibilityExtraExtraExtraLarge)
        #expect(try category("accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
    }

    @Test("The format follows the extension, then the content")
    func formatDetection() {
        #expect(DocumentFormat.detect(file: "a.yml", bytes: Array("{}".utf8)) == .yaml)
        #expect(DocumentFormat.detect(file: "a.YAML", bytes: []) == .yaml)
        #expect(DocumentFormat.detect(file: "a.json", bytes: Array("a: 1".utf8)) == .json)
        #expect(DocumentFormat.detect(file: "<stdin>", bytes: Array("\u{FEFF} \n {".utf8)) == .json)
        #expect(DocumentFormat.detect(file: "<stdin>", bytes: Array("sections: []".utf8)) == .yaml)
    }

    @Test("The example documents in assets/examples decode")
    func examples() throws {
        let folder = TestSupport.repositoryRoot + "/assets/examples"
        for name in ["model-states.yaml", "model-dark-values.json"] {
            let document = try ListDocument.load(contentsOf: folder + "/" + name)
            #expect(!document.sections.isEmpty, "\(name)")
        }
    }

    @Test("The example in docs/document.md decodes")
    func referenceExample() throws {
        let page = try String(contentsOfFile: TestSupport.repositoryRoot + "/docs/document.md", encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let document = try TestSupport.decode(String(page[start.upperBound..<end.lowerBound]))
        let bluetooth = document.sections[0].rows[1]
        #expect(bluetooth.configuration(for: .selected)?.textProperties?.color == .system(.white))
    }
}
