import Cellshot
import CellshotModel
import Foundation
import Testing

/// A list built in Swift with UIKit's names draws the same bytes as the example document it stands for.
@Suite struct SwiftListTests {
    /// `assets/examples/settings.json`, written as the cell code it imitates (the example in docs/testing-library.md).
    static let settings = ListDocument(appearance: .insetGrouped, states: [.normal, .selected]) {
        Section {
            Row(tinted(.subtitleCell(text: "Jane Appleseed", secondaryText: "Apple ID, iCloud, Media & Purchases",
                                     image: .symbol("person.crop.circle.fill"), accessories: [.disclosureIndicator]),
                       .systemGray))
        }
        Section {
            for (name, value, symbol) in [("Wi-Fi", "Home", "wifi"), ("Bluetooth", "On", "bluetooth"),
                                          ("Personal Hotspot", "Off", "personalhotspot")] {
                Row(.valueCell(text: name, secondaryText: value, image: .symbol(symbol), accessories: [.disclosureIndicator]))
            }
        }
        Section(header: "Notifications",
                footer: "Apps that ask to track you appear here. Turning this off also denies new requests.") {
            Row(tinted(.cell(text: "Notifications", image: .symbol("bell.badge"),
                             accessories: [.label("3"), .disclosureIndicator]), .systemRed))
            Row(tinted(.cell(text: "Focus", image: .symbol("moon.fill"), accessories: [.disclosureIndicator]), .systemIndigo))
            Row(.cell(text: "Allow apps to ask to track your activity across other companies' apps and websites",
                      image: .symbol("hand.raised.fill"), accessories: [.disclosureIndicator]))
        }
    }

    /// The configuration with its image tinted, as cell code sets `imageProperties.tintColor` after the factory.
    static func tinted(_ configuration: CellConfiguration, _ tint: ColorReference) -> CellConfiguration {
        var content = configuration
        content.imageProperties = ImageProperties(tintColor: tint)
        return content
    }

    /// The PNG a document draws, all its states side by side.
    static func png(_ document: ListDocument) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-swift-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try ListRenderer(document: document, environment: try RenderEnvironment()).writePNG(to: file.path)
        return try Data(contentsOf: file)
    }

    @Test("Settings built in Swift draws the bytes of settings.json")
    func settingsParity() throws {
        let example = try ListDocument.load(contentsOf: TestSupport.root.appendingPathComponent("assets/examples/settings.json"))
        #expect(try Self.png(Self.settings) == Self.png(example))
        // The same rows, but `.cell()` names the style the document leaves out.
        #expect(Self.settings.sections.map { $0.rows.count } == example.sections.map { $0.rows.count })
        #expect(Self.settings.sections[2].rows[0].configuration?.style == CellStyle.cell)
        #expect(example.sections[2].rows[0].configuration?.style == nil)
    }

    @Test("if, switch and for in the builders, and rows made elsewhere")
    func builderStatements() {
        enum Plan { case free, paid }
        func list(showsBluetooth: Bool, plan: Plan) -> ListDocument {
            ListDocument {
                Section(header: "Connections") {
                    Row(.valueCell(text: "Wi-Fi", secondaryText: "Home"))
                    if showsBluetooth {
                        Row(.valueCell(text: "Bluetooth", secondaryText: "On"))
                    }
                    switch plan {
                    case .free: Row(.cell(text: "Upgrade"))
                    case .paid: Row(.cell(text: "Manage"))
                    }
                }
                ["General", "Privacy"].map { Section(rows: [Row(.cell(text: $0))]) }
            }
        }
        let shown = list(showsBluetooth: true, plan: .paid)
        #expect(shown.sections.count == 3)
        #expect(shown.sections[0].header?.text == "Connections")
        #expect(shown.sections[0].rows.map(\.configuration?.text) == ["Wi-Fi", "Bluetooth", "Manage"])
        #expect(shown.sections[2].rows.first?.configuration?.text == "Privacy")
        #expect(list(showsBluetooth: false, plan: .free).sections[0].rows.map(\.configuration?.text) == ["Wi-Fi", "Upgrade"])
    }
}
