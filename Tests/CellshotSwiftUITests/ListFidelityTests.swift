@testable import CellshotSwiftUI
import CellshotGraphics
import CellshotRender
import Foundation
import Testing

/// A SwiftUI list row against real iOS: home-assistant/iOS's `SensorRow` (an icon, then a body and a subheadline text
/// in a leading `VStack`, in a `List`), whose swift-snapshot-testing references were taken on an iPhone 13/14
/// (390 × 844 pt at 3x, safe area 47 pt): iOS 18.2 at commit f677c05, iOS 26 at b8898cc (docs/fidelity.md, "SwiftUI").
/// Measured in pixels on the references [M]; cellshot's Inter stands in for SF Pro, so text edges are not compared,
/// only the card's and the row's.
@MainActor
@Suite struct ListFidelityTests {
    /// The row's shape: what home-assistant's SensorRow lays out (its icon is a 20 pt symbol).
    struct SensorRow: View {
        var body: some View {
            HStack(spacing: 16) {
                Image(systemName: "thermometer").font(.system(size: 20))
                VStack(alignment: .leading) {
                    Text("Sensor 1")
                    Text("21 °C").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// The card (the first row's frame, a section of one row) in the screen's coordinates.
    func card(_ look: CellshotSwiftUI.Look) throws -> CGRect {
        let layout = try CellshotSwiftUI.layout(of: List { SensorRow() }, width: 390, height: 844,
                                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                                look: look)
        let row = try #require(layout.all.first { $0.name.hasPrefix("row ") })
        return row.frame
    }

    /// iOS 18.2: the card is x 20…370, y 89…149.67 — 60.67 pt: 11 pt of margin, the body line (20.33), the
    /// subheadline line (18), 1 px between them [M: text to text in a VStack], 11 pt of margin; it starts 42 pt below
    /// the safe area [M: a bare List's first section without a header].
    @Test func sensorRowOnIOS18() throws {
        let card = try card(.ios18)
        #expect(card.minX == 20)
        #expect(card.maxX == 370)
        try expectVertical(card, height: 182.0 / 3)
    }

    /// iOS 26: x 16…374, y 89…157.67 — 68.67 pt: the same content with 15 pt margins.
    @Test func sensorRowOnIOS26() throws {
        let card = try card(.ios26)
        #expect(card.minX == 16)
        #expect(card.maxX == 374)
        try expectVertical(card, height: 206.0 / 3)
    }

    /// The card's top and height in both looks: one pixel between the two texts of the VStack
    /// (`SwiftUIFigures.textToTextSpacingInPixels`), and a bare `List`'s first section without a header 42 pt below
    /// the safe area (`SwiftUIFigures.barelessListFirstSectionSpacing`; UIKit's inset grouped 35 pt is a list's under a
    /// navigation bar: docs/fidelity.md, "SwiftUI").
    func expectVertical(_ card: CGRect, height: Double) throws {
        #expect(abs(card.height - height) < 0.001)
        #expect(abs(card.minY - 89) < 0.001)
    }

    /// Under a navigation bar the first section keeps UIKit's inset grouped 35 pt (the list chrome's figure, which
    /// home-assistant's lists under a large title match: `NavigationTests`); only a list no bar is above starts lower.
    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func aListUnderABarKeepsTheChromesFirstSectionSpacing(look: CellshotSwiftUI.Look) throws {
        let bare = try CellshotSwiftUI.layout(of: List { Text("Row") }, width: 390, height: 844, look: look)
        let barred = try CellshotSwiftUI.layout(of: NavigationStack { List { Text("Row") }.navigationBarTitleDisplayMode(.inline) },
                                                width: 390, height: 844, look: look)
        let list = try #require(bare.all.first { $0.name == "List" })
        let bareRow = try #require(bare.all.first { $0.name.hasPrefix("row ") })
        #expect(bareRow.frame.minY - list.frame.minY == 42)
        let barredList = try #require(barred.all.first { $0.name == "List" })
        let barredRow = try #require(barred.all.first { $0.name.hasPrefix("row ") })
        #expect(barredRow.frame.minY - barredList.frame.minY == 35)
    }

    /// A headed first section keeps the chrome's spacing above its header [I: not measured without a bar].
    @Test func aHeadedFirstSectionKeepsTheChromesSpacing() throws {
        let layout = try CellshotSwiftUI.layout(of: List { Section("Header") { Text("Row") } }, width: 390, height: 844)
        let list = try #require(layout.all.first { $0.name == "List" })
        let header = try #require(layout.all.first { $0.name == "header" })
        #expect(header.frame.minY == list.frame.minY)
    }
}

/// A bare `List` fills the screen with its background, under the status bar and the home indicator, as its scroll
/// view does on iOS (Zotero's list left white strips there).
@MainActor
@Suite struct ListScreenBackgroundTests {
    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func aBareListsBackgroundFillsTheScreen(look: CellshotSwiftUI.Look) throws {
        let settings = CellshotSwiftUI.Settings(width: 390, height: 844, scale: 3,
                                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                                colorScheme: .light, dynamicTypeSize: .large, look: look)
        let drawing = try CellshotSwiftUI.Drawing(List { Text("Row") }, settings: settings, fileID: #fileID, line: #line)
        let grouped = ControlsTestSupport.color(.systemGroupedBackground, look)
        let screen = GraphicsRect(x: 0, y: 0, width: 390, height: 844)
        let fills = ControlsTestSupport.flatten(drawing.list.commands).filter {
            if case .fill(screen, _, grouped) = $0 { return true }
            return false
        }
        #expect(fills.count == 1)
    }

    /// A screen-tall list's rows run on under the home indicator to the screen's bottom edge, as on iOS (the scroll
    /// view's content inset keeps only where scrolling ends above it): the list's clip reaches the bottom edge, and
    /// a row below the safe area is drawn there — white card, not the grouped background — bare or under a bar.
    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func rowsRunToTheScreensBottomEdge(look: CellshotSwiftUI.Look) throws {
        let rows = List { ForEach(0 ..< 30, id: \.self) { Text("Row \($0)") } }
        let settings = CellshotSwiftUI.Settings(width: 390, height: 844, scale: 3,
                                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                                colorScheme: .light, dynamicTypeSize: .large, look: look)
        for (name, view) in [("bare", AnyView(rows)), ("under a bar", AnyView(NavigationStack { rows.navigationTitle("Rows") }))] {
            let drawing = try CellshotSwiftUI.Drawing(view, settings: settings, fileID: #fileID, line: #line)
            let list = try #require(drawing.laidOut.first("List"), "\(name)")
            #expect(list.frame.maxY == 810, "\(name)")
            let clips = ControlsTestSupport.flatten(drawing.list.commands).compactMap { command -> GraphicsRect? in
                if case let .clip(rect, _, _, _) = command { return rect }
                return nil
            }
            let listClip = GraphicsRect(x: 0, y: Double(list.frame.minY), width: 390, height: 844 - Double(list.frame.minY))
            #expect(clips.first == listClip, "\(name): \(clips.first.map(String.init(describing:)) ?? "no clip")")
            // A row spans the home indicator's inset: its card's white shows there.
            let below = drawing.laidOut.all.filter { $0.name.hasPrefix("row ") && $0.frame.minY < 843 && $0.frame.maxY > 811 }
            #expect(!below.isEmpty, "\(name)")
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-bottom-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try drawing.writePNG(to: path)
            let image = try PNGImage.read(path: path)
            let offset = 4 * ((843 * 3) * image.width + 100 * 3)
            #expect(Array(image.pixels[offset ..< offset + 3]) == [255, 255, 255], "\(name)")
        }
    }
}
