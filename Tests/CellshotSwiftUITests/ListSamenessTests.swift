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
                     style: UserInterfaceStyle, contentSize: ContentSizeCategory = .large) throws -> Data {
        let document = ListDocument(appearance: appearance, look: look, width: 390, scale: 3,
                                    traits: Traits(style: style, contentSize: contentSize), sections: sections)
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

    /// At the Medium Dynamic Type size (the one swift-snapshot-testing's device configurations draw in) iOS 18's rows
    /// are the same, 44 pt. iOS 26's differ, and this names why: a SwiftUI row's minimum is one body line and its
    /// margins, 51 pt at Medium ([M] every swift-snapshot-testing reference of docs/fidelity.md, "SwiftUI"), while the
    /// document and UIKit path keep the chrome's 52 pt at every size (measured on a list at Large only; no UIKit list
    /// at Medium has been measured) — two rows, 2 pt, 6 px shorter; at Large both are 52 (``textRow(look:scheme:)``).
    @Test(arguments: [ListLook.ios18, .ios26])
    func textRowsAtMedium(look: ListLook) throws {
        let swiftUI = try CellshotSwiftUI.render(List { Text("Wi-Fi"); Text("Bluetooth") }, width: 390, height: nil,
                                                 dynamicTypeSize: .medium, look: look)
        var section = CellshotModel.Section(rows: [CellshotModel.Row(configuration: .cell(text: "Wi-Fi")),
                                                   CellshotModel.Row(configuration: .cell(text: "Bluetooth"))])
        section.spacingAbove = Double(SwiftUIFigures.barelessListFirstSectionSpacing)
        let document = try documentPNG([section], appearance: .insetGrouped, look: look, style: .light, contentSize: .medium)
        if look == .ios18 {
            #expect(swiftUI == document)
        } else {
            #expect(try pngHeight(document) - pngHeight(swiftUI) == 6)
        }
    }

    /// A PNG's height in pixels, from its header.
    func pngHeight(_ png: Data) throws -> Int {
        try #require(png.count > 24)
        return png[20 ..< 24].reduce(0) { $0 << 8 | Int($1) }
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
        // Up to iOS 18 SwiftUI's chevron is its own, the label colour at a quarter ([M] home-assistant's `ListPicker`,
        // iOS 18.2), where the document's is the chrome's tertiaryLabel: the one difference, said here.
        let label: Double = scheme == .dark ? 1 : 0
        let quarterLabel = CellshotGraphics.Color(red: label, green: label, blue: label, alpha: 0.25)
        let chevron = look == .ios18 ? CellAccessory(.disclosureIndicator, tintColor: .hex(quarterLabel)) : .disclosureIndicator
        wifi.content = .cell(configuration: .cell(text: "Wi-Fi", accessories: [chevron]), states: [:])
        let document = try documentPNG([CellshotModel.Section(header: "Network", footer: "Devices nearby can see this phone.",
                                                              rows: [wifi, CellshotModel.Row(configuration: .cell(text: "Bluetooth"))])],
                                       appearance: .insetGrouped, look: look, style: scheme == .dark ? .dark : .light)
        #expect(swiftUI == document)
    }

    /// A `.sidebar` list is the document's sidebar: sidebar cells under sidebar headers, in both looks (sidebars keep
    /// iOS 18's figures in iOS 26's look, their SwiftUI rows' margins too).
    @Test(arguments: cases)
    func sidebar(look: ListLook, scheme: ColorScheme) throws {
        let view = List {
            Section("Library") { Text("Songs"); Text("Albums") }
            Section("Playlists") { Text("Favourites") }
        }
        .listStyle(.sidebar)
        let swiftUI = try CellshotSwiftUI.render(view, width: 390, height: nil, colorScheme: scheme, look: look)
        func row(_ text: String) -> CellshotModel.Row { CellshotModel.Row(configuration: .sidebarCell(text: text)) }
        let document = try documentPNG([CellshotModel.Section(header: "Library", rows: [row("Songs"), row("Albums")]),
                                        CellshotModel.Section(header: "Playlists", rows: [row("Favourites")])],
                                       appearance: .sidebar, look: look, style: scheme == .dark ? .dark : .light)
        #expect(swiftUI == document)
    }

    /// The sidebar's frames: rows 10 pt in from the list's sides, 44 pt tall, their text at the 8 pt margin, under a
    /// 45 pt header, in both looks.
    @Test(arguments: [ListLook.ios26, .ios18])
    func sidebarFrames(look: ListLook) throws {
        let laidOut = try CellshotSwiftUI.layout(of: List { Section("Library") { Text("Songs"); Text("Albums") } }.listStyle(.sidebar),
                                                 width: 390, look: look)
        let rows = laidOut.all.filter { $0.name.hasPrefix("row ") }
        #expect(laidOut.first("header")?.frame == CGRect(x: 0, y: 0, width: 390, height: 45))
        #expect(rows.map(\.frame) == [CGRect(x: 10, y: 45, width: 370, height: 44), CGRect(x: 10, y: 89, width: 370, height: 44)])
        let content = rows.compactMap { $0.first("content") }
        #expect(content.map(\.frame.minX) == [18, 18])
        #expect(zip(content, rows).allSatisfy { abs($0.frame.midY - $1.frame.midY) < 0.34 })
        #expect(laidOut.all.first { $0.name == "separator" } == nil)
    }
}
