@testable import CellshotSwiftUI
import CellshotGraphics
import CellshotRender
import Foundation
import Testing

/// A list's row spacing and its background behind the cards (issue 42; docs/swiftui.md, "Lists and forms").
@MainActor
@Suite struct ListSpacingTests {
    typealias Support = ControlsTestSupport

    nonisolated static let looks: [(CellshotSwiftUI.Look, Double, Double)] = [(.ios26, 52, 26), (.ios18, 44, 10)]

    func rows(_ layout: LaidOutView) -> [LaidOutView] {
        layout.all.filter { $0.name.hasPrefix("row ") }
    }

    /// The clips of a display list whose corners are rounded, with their frames.
    func roundedClips(_ commands: [GraphicsCommand]) -> [(GraphicsRect, Double)] {
        commands.compactMap { command in
            if case let .clip(rect, radius, _, _) = command, radius > 0 { return (rect, radius) }
            return nil
        }
    }

    func pixels<V: View>(_ view: V, look: CellshotSwiftUI.Look, scheme: ColorScheme = .light, name: String) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-list-spacing-\(name)-\(look)-\(scheme).png").path
        try CellshotSwiftUI.render(view, to: path, width: 390, colorScheme: scheme, look: look)
        return try PNGImage.read(path: path)
    }

    func pixel(_ image: RGBAImage, x: CGFloat, y: CGFloat) -> [UInt8] {
        let offset = 4 * (Int(y * 3) * image.width + Int(x * 3))
        return Array(image.pixels[offset ..< offset + 3])
    }

    struct Spaced: View {
        var body: some View {
            List {
                Section("Servers") {
                    Text("Home")
                    Text("Office")
                    Text("Cabin")
                }
            }
            .listRowSpacing(10)
        }
    }

    /// `.listRowSpacing(10)` in an inset grouped list: each row a card of its own — its own frame clipped with the
    /// card's corners — 10 pt below the one above, the rows' heights and the cards' edges unchanged, no separators.
    @Test(arguments: looks)
    func rowSpacingMakesEachRowACard(look: CellshotSwiftUI.Look, rowHeight: Double, radius: Double) throws {
        let layout = try CellshotSwiftUI.layout(of: Spaced(), width: 390, look: look)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let rows = self.rows(layout)
        try #require(rows.count == 3)
        #expect(rows.map { Double($0.frame.height) } == [rowHeight, rowHeight, rowHeight])
        #expect(rows[1].frame.minY == rows[0].frame.maxY + 10 && rows[2].frame.minY == rows[1].frame.maxY + 10)
        let joined = self.rows(try CellshotSwiftUI.layout(of: List { Section("Servers") { Text("Home") } }, width: 390, look: look))
        #expect(rows.allSatisfy { $0.frame.minX == joined[0].frame.minX && $0.frame.width == joined[0].frame.width })
        #expect(rows[0].frame.minY == joined[0].frame.minY)
        #expect(rows.allSatisfy { $0.first("separator") == nil })
        let clips = roundedClips(try Support.commands(Spaced(), width: 390, look: look))
        #expect(clips.map { $0.1 } == [radius, radius, radius])
        #expect(clips.map { CGRect(x: $0.0.minX, y: $0.0.minY, width: $0.0.width, height: $0.0.height) } == rows.map(\.frame))
    }

    /// The gap between two cards is the list's grouped background; the cards are the cell's.
    @Test(arguments: looks)
    func theGapShowsTheListBackground(look: CellshotSwiftUI.Look, rowHeight: Double, radius: Double) throws {
        let layout = try CellshotSwiftUI.layout(of: Spaced(), width: 390, look: look)
        let rows = self.rows(layout)
        try #require(rows.count == 3)
        for (scheme, background, card) in [(ColorScheme.light, [UInt8]([242, 242, 247]), [UInt8]([255, 255, 255])),
                                           (.dark, [0, 0, 0], [28, 28, 30])] {
            let image = try pixels(Spaced(), look: look, scheme: scheme, name: "spaced")
            #expect(pixel(image, x: 195, y: rows[0].frame.maxY + 5) == background, "\(scheme)")
            #expect(pixel(image, x: 195, y: rows[1].frame.minY + 2) == card, "\(scheme)")
        }
    }

    /// A touched row's grey follows its own card's corners: in the highlighted column the corner of a spaced
    /// `NavigationLink` row shows the list's background, its middle the highlight.
    @Test(arguments: looks)
    func aHighlightedCardKeepsItsCorners(look: CellshotSwiftUI.Look, rowHeight: Double, radius: Double) throws {
        let view = List {
            NavigationLink("Home") { Text("Home") }
            NavigationLink("Office") { Text("Office") }
        }
        .listRowSpacing(12)
        let rows = self.rows(try CellshotSwiftUI.layout(of: view, width: 390, look: look))
        try #require(rows.count == 2)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-list-spacing-highlighted-\(look).png").path
        try CellshotSwiftUI.render(view, states: [.highlighted], to: path, width: 390, look: look)
        let image = try PNGImage.read(path: path)
        // One state is one column without a caption: the picture's points are the layout's.
        let corner = pixel(image, x: rows[1].frame.minX + 1, y: rows[1].frame.minY + 1)
        let middle = pixel(image, x: rows[1].frame.midX, y: rows[1].frame.minY + 2)
        #expect(corner != middle)
        #expect(corner == pixel(image, x: rows[1].frame.midX, y: rows[1].frame.minY - 6), "the gap's colour")
        #expect(middle == pixel(image, x: rows[0].frame.midX, y: rows[0].frame.minY + 2), "both cards highlighted")
    }

    /// Row spacing is drawn only in inset grouped lists, and only where the list sets it: elsewhere it warns.
    @Test func rowSpacingWarnsWhereItIsNotDrawn() throws {
        let plain = try CellshotSwiftUI.layout(of: List { Text("A"); Text("B") }.listStyle(.plain).listRowSpacing(8), width: 390)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("is drawn only in an inset grouped list") == true)
        #expect(rows(plain)[1].frame.minY == rows(plain)[0].frame.maxY)
        _ = try CellshotSwiftUI.layout(of: List { Text("A").listRowSpacing(8); Text("B") }, width: 390)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("on a row is not drawn") == true)
        _ = try CellshotSwiftUI.layout(of: List { Text("A"); Text("B") }.listRowSpacing(0), width: 390)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// The picture of spaced rows, looked at beside iOS 17+'s (`__Snapshots__/ListSpacingTests`).
    @Test(arguments: looks)
    func spacedRowsPicture(look: CellshotSwiftUI.Look, rowHeight: Double, radius: Double) throws {
        try Support.verifySnapshot(Spaced(), named: "row-spacing-\(look)", suite: "ListSpacingTests", width: 390, look: look)
    }
}

/// `.scrollContentBackground(.hidden)` with the app's `.background`: the app's colour shows behind the cards
/// (issue 42; docs/swiftui.md, "Lists and forms").
@MainActor
@Suite struct ListHiddenBackgroundTests {
    struct Tinted: View {
        var body: some View {
            Form {
                Section("Account") { Text("Name"); Text("Email") }
                Section { Text("Sign Out") }
            }
            .scrollContentBackground(.hidden)
            .background(Color.mint)
        }
    }

    func image(_ look: CellshotSwiftUI.Look, _ scheme: ColorScheme) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-hidden-background-\(look)-\(scheme).png").path
        try CellshotSwiftUI.render(Tinted(), to: path, width: 390, colorScheme: scheme, look: look)
        return try PNGImage.read(path: path)
    }

    func pixel(_ image: RGBAImage, x: CGFloat, y: CGFloat) -> [UInt8] {
        let offset = 4 * (Int(y * 3) * image.width + Int(x * 3))
        return Array(image.pixels[offset ..< offset + 3])
    }

    /// Beside the cards, between the sections and under the header the app's mint shows; the cards stay the
    /// cell's colour.
    @Test(arguments: [CellshotSwiftUI.Look.ios26, .ios18], [ColorScheme.light, .dark])
    func theAppsColourShowsBehindTheCards(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        let layout = try CellshotSwiftUI.layout(of: Tinted(), width: 390, colorScheme: scheme, look: look)
        let sections = layout.all.filter { $0.name.hasPrefix("section ") }
        try #require(sections.count == 2)
        let image = try image(look, scheme)
        var mint = ControlsTestSupport.color(.systemMint, look, dark: scheme == .dark)
        mint.alpha = 1
        let expected = [mint.red, mint.green, mint.blue].map { UInt8(($0 * 255).rounded()) }
        let card = scheme == .dark ? [UInt8]([28, 28, 30]) : [255, 255, 255]
        let first = sections[0].frame, second = sections[1].frame
        #expect(pixel(image, x: 4, y: first.midY) == expected, "beside the card")
        #expect(pixel(image, x: 195, y: (first.maxY + second.minY) / 2) == expected, "between the sections")
        #expect(pixel(image, x: 195, y: 2) == expected, "above the header")
        #expect(pixel(image, x: 195, y: first.minY + 4) == card, "the card")
    }
}

/// `.listSectionSpacing(_:)` on an inset grouped list (issue 42; docs/swiftui.md, "Lists and forms"): the space from
/// the end of one section to the next one's header or first row.
@MainActor
@Suite struct ListSectionSpacingTests {
    typealias Support = ControlsTestSupport

    struct Sections: View {
        var spacing: ListSectionSpacing
        var body: some View {
            List {
                Section { Text("Wi-Fi") }
                Section { Text("Bluetooth") }
                Section("Network") { Text("VPN") }
            }
            .listSectionSpacing(spacing)
        }
    }

    /// The rows, the third section's header and the list of a layout.
    func parts(_ layout: LaidOutView) throws -> (rows: [LaidOutView], header: LaidOutView, list: LaidOutView) {
        let rows = layout.all.filter { $0.name.hasPrefix("row ") }
        try #require(rows.count == 3)
        return (rows, try #require(layout.all.first { $0.name == "header" }), try #require(layout.all.first { $0.name == "List" }))
    }

    /// `.custom(10)`, `.compact` (20 pt, `SwiftUIFigures.compactListSectionSpacing`) and `.default` (the style's
    /// 17.5 pt of empty footer and 17.5 of empty header, each on the pixel grid: 53 px at 3x): exact frames in both looks. The first section keeps the
    /// space above it (a bare list's 42 pt), the rows their heights, and a header starts where a card would.
    @Test(arguments: [CellshotSwiftUI.Look.ios26, .ios18], [(ListSectionSpacing.custom(10), 10.0), (.compact, 20), (.default, 106.0 / 3)])
    func sectionsAreSpacedAsAsked(look: CellshotSwiftUI.Look, spacing: (ListSectionSpacing, Double)) throws {
        let layout = try CellshotSwiftUI.layout(of: Sections(spacing: spacing.0), width: 390, look: look)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let (rows, header, list) = try parts(layout)
        let rowHeight: CGFloat = look == .ios26 ? 52 : 44
        #expect(rows.map(\.frame.height) == [rowHeight, rowHeight, rowHeight])
        #expect(rows[0].frame.minY - list.frame.minY == 42)
        #expect(abs(Double(rows[1].frame.minY - rows[0].frame.maxY) - spacing.1) < 0.0001)
        if spacing.0 == .default {
            // The style's own: a header is preceded by the section before's empty footer alone.
            #expect(abs(header.frame.minY - rows[1].frame.maxY - 53.0 / 3) < 0.0001)
        } else {
            #expect(abs(Double(header.frame.minY - rows[1].frame.maxY) - spacing.1) < 0.0001)
        }
        #expect(rows[2].frame.minY == header.frame.maxY)
    }

    /// A spacing that is not a whole number of pixels is rounded up to the pixel, as the chrome's spacings are.
    @Test func aFractionalSpacingIsOnThePixelGrid() throws {
        let (rows, _, _) = try parts(try CellshotSwiftUI.layout(of: Sections(spacing: .custom(10.1)), width: 390))
        #expect(abs(rows[1].frame.minY - rows[0].frame.maxY - 31.0 / 3) < 0.0001)
    }

    /// Other styles keep their spacing and warn, and a `Section` that sets it is not read (set it on the list).
    @Test func sectionSpacingWarnsWhereItIsNotDrawn() throws {
        let grouped = try CellshotSwiftUI.layout(of: Sections(spacing: .custom(10)).listStyle(.grouped), width: 390)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("is drawn only in an inset grouped list") == true)
        let plainGrouped = try CellshotSwiftUI.layout(of: Sections(spacing: .default).listStyle(.grouped), width: 390)
        #expect(try parts(grouped).rows.map(\.frame) == parts(plainGrouped).rows.map(\.frame))
        let onSection = try CellshotSwiftUI.layout(of: List {
            Section { Text("A") }
            Section { Text("B") }.listSectionSpacing(.compact)
        }, width: 390)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("on a Section is not drawn") == true)
        let sectionRows = onSection.all.filter { $0.name.hasPrefix("row ") }
        #expect(abs(sectionRows[1].frame.minY - sectionRows[0].frame.maxY - 106.0 / 3) < 0.0001)
    }

    /// The picture of compact sections, looked at (`__Snapshots__/ListSectionSpacingTests`).
    @Test(arguments: [CellshotSwiftUI.Look.ios26, .ios18])
    func compactSectionsPicture(look: CellshotSwiftUI.Look) throws {
        try Support.verifySnapshot(Sections(spacing: .compact), named: "section-spacing-compact-\(look)",
                                   suite: "ListSectionSpacingTests", width: 390, look: look)
    }
}
