import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUI
import Foundation
import Testing

/// A SwiftUI `List` is drawn by the list chrome a document is: the same row frames, separators and pixels as the
/// document that says the same (issue 42, "the sameness").
@MainActor
@Suite struct ListSamenessTests {
    static let environment = try! RenderEnvironment()

    func documentPNG(_ sections: [CellshotModel.Section], appearance: ListAppearance, look: ListLook,
                     style: UserInterfaceStyle) throws -> Data {
        let document = ListDocument(appearance: appearance, look: look, width: 390, scale: 3,
                                    traits: Traits(style: style), sections: sections)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sameness-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ListRenderer(document: document, environment: Self.environment).writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    nonisolated static let cases: [(ListLook, ColorScheme)] = [(.ios26, .light), (.ios26, .dark), (.ios18, .light), (.ios18, .dark)]

    @Test(arguments: cases)
    func textRow(look: ListLook, scheme: ColorScheme) throws {
        let swiftUI = try CellshotSwiftUI.render(List { Text("Wi-Fi"); Text("Bluetooth") }, width: 390, height: nil,
                                                 colorScheme: scheme, look: look)
        var section = CellshotModel.Section(rows: [CellshotModel.Row(configuration: .cell(text: "Wi-Fi")),
                                                   CellshotModel.Row(configuration: .cell(text: "Bluetooth"))])
        // A bare List's first section without a header starts lower than a document's (no navigation bar is above
        // it: SwiftUIFigures.barelessListFirstSectionSpacing); the rest is the same chrome.
        section.spacingAbove = Double(SwiftUIFigures.barelessListFirstSectionSpacing)
        let document = try documentPNG([section], appearance: .insetGrouped, look: look,
                                       style: scheme == .dark ? .dark : .light)
        #expect(swiftUI == document)
    }

    @Test(arguments: cases)
    func sectionWithHeaderAndFooter(look: ListLook, scheme: ColorScheme) throws {
        let view = List {
            Section {
                NavigationLink("Wi-Fi") { Text("Detail") }
                Text("Bluetooth")
            } header: {
                Text("Network")
            } footer: {
                Text("Devices nearby can see this phone.")
            }
        }
        let swiftUI = try CellshotSwiftUI.render(view, width: 390, height: nil, colorScheme: scheme, look: look)
        var wifi = CellshotModel.Row(configuration: .cell(text: "Wi-Fi"))
        wifi.content = .cell(configuration: .cell(text: "Wi-Fi", accessories: [.disclosureIndicator]), states: [:])
        let document = try documentPNG([CellshotModel.Section(header: "Network", footer: "Devices nearby can see this phone.",
                                                              rows: [wifi, CellshotModel.Row(configuration: .cell(text: "Bluetooth"))])],
                                       appearance: .insetGrouped, look: look, style: scheme == .dark ? .dark : .light)
        try swiftUI.write(to: URL(fileURLWithPath: "/tmp/list-\(look)-\(scheme).png"))
        try document.write(to: URL(fileURLWithPath: "/tmp/doc-\(look)-\(scheme).png"))
        #expect(swiftUI == document)
    }
}
