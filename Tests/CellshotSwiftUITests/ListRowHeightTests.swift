@testable import CellshotSwiftUI
import CellshotRender
import Foundation
import Testing

/// How tall a SwiftUI `List` row is when the app sets no height: iOS 18's 44 pt at every size measured; on iOS 26
/// one body line and 15 pt margins — 52 pt at the Large Dynamic Type size (AccessibilitySnapshot's SwiftUI list), 51
/// at Medium (every swift-snapshot-testing reference in docs/fidelity.md, "SwiftUI") — and a `Toggle` row as tall as a
/// text row, its switch taking one row line in the layout with the track centred on it and reaching 2 pt past the
/// content's trailing edge.
@MainActor
@Suite struct ListRowHeightTests {
    func rowHeights<V: View>(_ view: V, size: DynamicTypeSize, look: CellshotSwiftUI.Look) throws -> [CGFloat] {
        try CellshotSwiftUI.layout(of: view, width: 390, dynamicTypeSize: size, look: look)
            .all.filter { $0.name.hasPrefix("row ") }.map(\.frame.height)
    }

    @Test(arguments: [(CellshotSwiftUI.Look.ios18, DynamicTypeSize.large, 44.0), (.ios18, .medium, 44),
                      (.ios26, .large, 52), (.ios26, .medium, 51), (.ios26, .small, 50)])
    func aTextRowAndAToggleRowAreTheMinimum(look: CellshotSwiftUI.Look, size: DynamicTypeSize, height: Double) throws {
        let list = List {
            Text("Wi-Fi")
            Toggle("Bluetooth", isOn: .constant(true))
            Toggle("Airplane Mode", isOn: .constant(false))
        }
        #expect(try rowHeights(list, size: size, look: look) == [height, height, height])
    }

    @Test func theEnvironmentReadsTheMinimumAndAnAppsOwnWins() throws {
        var environment = EnvironmentValues()
        environment.look = .ios26
        environment.dynamicTypeSize = .medium
        #expect(environment.defaultMinListRowHeight == 51)
        environment.dynamicTypeSize = .large
        #expect(environment.defaultMinListRowHeight == 52)
        environment.look = .ios18
        #expect(environment.defaultMinListRowHeight == 44)
        let own = List { Text("Wi-Fi") }.environment(\.defaultMinListRowHeight, 60)
        #expect(try rowHeights(own, size: .medium, look: .ios26) == [60])
    }

    @Test func sidebarsKeepTheChromesRows() throws {
        let sidebar = List { Text("Songs") }.listStyle(.sidebar)
        #expect(try rowHeights(sidebar, size: .medium, look: .ios26) == [44])
    }

    /// Content taller than a line grows the row by its own height and the 15 pt margins: a text padded 4 pt above and
    /// below is 27.33 + 30 pt at Medium ([M] 172 px, criticalmaps).
    @Test func tallerContentKeepsTheMargins() throws {
        let list = List { Text("Alleycat").padding(.vertical, 4) }
        #expect(try rowHeights(list, size: .medium, look: .ios26).map { ($0 * 3).rounded() } == [172])
    }

    /// The switch in a row: one line tall in the layout (22 pt on iOS 18, 21 at Medium on iOS 26: the row's content is
    /// no taller than its label), its track drawn at its own size centred on the row (the odd pixel below: [M] 35 px
    /// below a 153 px row's top and 34 above its end, criticalmaps) and ending 2 pt past the content's trailing edge (the card's less the 20 / 16 pt layout
    /// margin: [M] x 1056 / 1080 px at 390 pt, home-assistant's `PrivacyView`).
    @Test(arguments: [(CellshotSwiftUI.Look.ios18, 22.0, 153, 93, 1056), (.ios26, 21, 189, 84, 1080)])
    func theSwitchTakesOneLine(look: CellshotSwiftUI.Look, line: Double, trackWidth: Int, trackHeight: Int,
                               trackEnd: Int) throws {
        let list = List { Toggle("Bluetooth", isOn: .constant(true)).tint(Color(red: 1, green: 0, blue: 0)) }
        let laidOut = try CellshotSwiftUI.layout(of: list, width: 390, dynamicTypeSize: .medium, look: look)
        let row = try #require(laidOut.first("row "))
        #expect(try #require(row.first("content")).frame.height == CGFloat(line))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-row-switch-\(look)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CellshotSwiftUI.render(list, to: path, width: 390, dynamicTypeSize: .medium, look: look)
        let image = try PNGImage.read(path: path)
        // The track's pixels: red at least half covered (its antialiased edge included, the white thumb not).
        func red(_ x: Int, _ y: Int) -> Bool {
            let offset = 4 * (y * image.width + x)
            return Int(image.pixels[offset]) - Int(image.pixels[offset + 1]) > 100
        }
        let top = Int((row.frame.minY * 3).rounded()), bottom = Int((row.frame.maxY * 3).rounded())
        let band = top ..< bottom
        let columns = (0 ..< image.width).filter { x in band.contains { red(x, $0) } }
        let rows = band.filter { y in columns.contains { red($0, y) } }
        let left = try #require(columns.first), right = try #require(columns.last)
        let upper = try #require(rows.first), lower = try #require(rows.last)
        #expect(right - left + 1 == trackWidth && right + 1 == trackEnd, "track x \(left)…\(right)")
        #expect(lower - upper + 1 == trackHeight, "track y \(upper)…\(lower)")
        #expect((upper - top) - (bottom - 1 - lower) == 0 || (upper - top) - (bottom - 1 - lower) == 1, "track y \(upper)…\(lower) in \(band)")
    }
}
