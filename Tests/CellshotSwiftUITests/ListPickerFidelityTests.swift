@testable import CellshotSwiftUI
import CellshotGraphics
import CellshotRender
import Foundation
import Testing

/// Value rows, navigation-link rows and checkmark rows against real iOS: home-assistant/iOS's `ListPicker` (a
/// `NavigationLink` whose label is an `HStack` of a title and the selection in the secondary colour) and the list it
/// opens (`Button` rows, an `HStack` of a leading text and the selected row's checkmark in the accent colour, in two
/// sections with text headers, under an inline title), whose swift-snapshot-testing references were taken at 390 ×
/// 844 pt and 3x at SnapshotTesting's `.medium` content size (so drawn here at `.medium`): iOS 18.2 at commit 83eeb7ab0 (Xcode 16.2), iOS 26.0 at fe9b659da (Xcode 26.0 beta), light and dark
/// (`Tests/Shared/DesignSystem/Components/__Snapshots__/ListPickerTests/testLitPicker{,Content}UI.{light,dark}.png`;
/// docs/fidelity.md, "SwiftUI"). The shapes below are written in our words; every number is a pixel measured on those
/// references [M]. The references' safe area is not known, so everything is measured from the card and the row.
/// cellshot draws Inter where iOS draws SF Pro: ink is compared within a point (3 px).
@MainActor
@Suite struct ListPickerFidelityTests {
    /// The row: a title leading, the selection trailing in the secondary colour, then the link's chevron.
    struct ValueRow: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink {
                        Text("Detail")
                    } label: {
                        HStack {
                            Text("Select Item").frame(maxWidth: .infinity, alignment: .leading)
                            Text("aaaa").foregroundColor(Color(uiColor: .secondaryLabel)).lineLimit(1)
                        }
                    }
                }
            }
        }
    }

    /// The options: two headed sections of button rows, the selected one with a checkmark.
    struct CheckRows: View {
        var body: some View {
            NavigationStack {
                List {
                    ForEach(["Section 1", "Section 2"], id: \.self) { title in
                        Section(title) {
                            ForEach(["Abc", "aaaa", "bbbb", "ccccc"], id: \.self) { item in
                                Button {} label: {
                                    HStack {
                                        Text(item).frame(maxWidth: .infinity, alignment: .leading)
                                        if item == "aaaa" && title == "Section 1" {
                                            Image(systemName: "checkmark").foregroundColor(.accentColor)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Title 1")
            }
        }
    }

    nonisolated static let looks: [CellshotSwiftUI.Look] = [.ios18, .ios26]

    static func safeArea(_ look: CellshotSwiftUI.Look) -> EdgeInsets {
        EdgeInsets(top: look == .ios18 ? SwiftUIFigures.ScreenInsets.iPhone13Top : SwiftUIFigures.ScreenInsets.iPhone17Top,
                   leading: 0, bottom: SwiftUIFigures.ScreenInsets.homeIndicatorBottom, trailing: 0)
    }

    func layout<V: View>(_ view: V, look: CellshotSwiftUI.Look) throws -> LaidOutView {
        try CellshotSwiftUI.layout(of: view, width: 390, height: 844, safeArea: Self.safeArea(look), dynamicTypeSize: .medium,
                                   look: look)
    }

    func pixels<V: View>(_ view: V, look: CellshotSwiftUI.Look, scheme: ColorScheme, name: String) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-list-picker-\(name)-\(look)-\(scheme)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CellshotSwiftUI.render(view, to: path, width: 390, height: 844, safeArea: Self.safeArea(look), colorScheme: scheme,
                                   dynamicTypeSize: .medium, look: look)
        return try PNGImage.read(path: path)
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = 4 * (y * image.width + x)
        return image.pixels[offset ..< offset + 3].map(Int.init)
    }

    /// The runs of columns holding ink — pixels more than 60 (summed over the channels) from the background at the
    /// band's first column — in a band of pixel rows, split where 12 or more columns hold none (the scripts'
    /// measurement).
    func inkRuns(_ image: RGBAImage, rows: ClosedRange<Int>, columns: ClosedRange<Int>) -> [ClosedRange<Int>] {
        var inked: [Int] = []
        for x in columns where rows.contains(where: { y in
            zip(pixel(image, x, y), pixel(image, columns.lowerBound, y)).map { abs($0 - $1) }.reduce(0, +) > 60
        }) {
            inked.append(x)
        }
        var runs: [ClosedRange<Int>] = []
        for x in inked {
            if let last = runs.last, x - last.upperBound <= 12 { runs[runs.count - 1] = last.lowerBound ... x } else { runs.append(x ... x) }
        }
        return runs
    }

    /// The first pixel row with ink in a band of columns.
    func inkTop(_ image: RGBAImage, rows: ClosedRange<Int>, columns: ClosedRange<Int>) -> Int? {
        rows.first { y in
            columns.contains { x in
                zip(pixel(image, x, y), pixel(image, columns.lowerBound, y)).map { abs($0 - $1) }.reduce(0, +) > 60
            }
        }
    }

    func within(_ a: Int, _ b: Int, pixels: Int = 3) -> Bool { abs(a - b) <= pixels }

    func px(_ points: CGFloat) -> Int { Int((points * 3).rounded()) }

    // MARK: The value row

    /// The card, the row, the title's left edge and cap top, the value's right edge and the chevron: iOS 18.2's row is
    /// x 60…1109 px, 132 px tall, its title's ink from x 122 and 47 px below the row's top, the value's ink ending at
    /// x 992, the chevron's ink x 1028…1047; iOS 26.0's x 48…1121, 153 px, 98 and 58 px, 1004, 1047…1066.
    @Test(arguments: looks)
    func valueRow(look: CellshotSwiftUI.Look) throws {
        let ios18 = look == .ios18
        let laidOut = try layout(ValueRow(), look: look)
        let row = try #require(laidOut.all.first { $0.name.hasPrefix("row ") })
        #expect(row.frame.minX == (ios18 ? 20 : 16))
        #expect(row.frame.maxX == (ios18 ? 370 : 374))
        // The minimum row at Medium: 44 pt on iOS 18, 51 on iOS 26 (a 21 pt body line and 15 pt margins; 52 at Large).
        #expect(row.frame.height == (ios18 ? 44 : 51))
        let image = try pixels(ValueRow(), look: look, scheme: .light, name: "value")
        let top = px(row.frame.minY), bottom = px(row.frame.maxY) - 1
        let band = top + 3 ... bottom - 3
        let title = try #require(inkRuns(image, rows: band, columns: px(row.frame.minX) + 6 ... 500).first)
        #expect(within(title.lowerBound, ios18 ? 122 : 98), "title's ink starts at \(title.lowerBound)")
        let capTop = try #require(inkTop(image, rows: band, columns: title))
        #expect(within(capTop - top, ios18 ? 47 : 58), "title's cap top \(capTop - top) px below the row's top")
        let trailing = inkRuns(image, rows: band, columns: 600 ... px(row.frame.maxX) - 6)
        try #require(trailing.count == 2, "\(trailing)")
        let value = trailing[0], chevron = trailing[1]
        if ios18 {
            // At Medium cellshot's value ends 4 px right of iOS 18.2's (at Large 1 px left): its chevron and the
            // content's margin beside it take 1.33 pt less than iOS 18.2's there.
            #expect(value.upperBound == 996)
            withKnownIssue("iOS 18.2's value ink ends at x 992 at Medium") {
                #expect(within(value.upperBound, 992), "value's ink ends at \(value.upperBound)")
            }
        } else {
            #expect(within(value.upperBound, 1004), "value's ink ends at \(value.upperBound)")
        }
        #expect(within(chevron.upperBound, ios18 ? 1047 : 1066), "chevron's ink ends at \(chevron.upperBound)")
        withKnownIssue("iOS's chevron ink is 20 px wide; cellshot's 8 × 14 pt glyph inks 24") {
            #expect(within(chevron.count, 20, pixels: 1), "chevron's ink is \(chevron.count) px wide")
        }
    }

    /// Colours, light and dark: the background (242, 242, 247) / black, the card white / (28, 28, 30), the value
    /// (138, 138, 142) / (152, 152, 159) in both; the chevron (197, 197, 199) / (90, 90, 94) on iOS 26.0, (191, 191,
    /// 191) / (85, 85, 86) on iOS 18.2 — the label colour at 25 % (SwiftUI's own chevron, `.tertiary`).
    @Test(arguments: looks)
    func valueRowColours(look: CellshotSwiftUI.Look) throws {
        let row = try #require(try layout(ValueRow(), look: look).all.first { $0.name.hasPrefix("row ") })
        let top = px(row.frame.minY), bottom = px(row.frame.maxY) - 1
        for scheme in [ColorScheme.light, .dark] {
            let dark = scheme == .dark
            let image = try pixels(ValueRow(), look: look, scheme: scheme, name: "value-colours")
            #expect(pixel(image, 20, top + 10) == (dark ? [0, 0, 0] : [242, 242, 247]))
            #expect(pixel(image, 600, top + 10) == (dark ? [28, 28, 30] : [255, 255, 255]))
            // Clear of the card's rounded corners, which differ from black by more than the ink threshold.
            let trailing = inkRuns(image, rows: top + 3 ... bottom - 3, columns: 600 ... px(row.frame.maxX) - 40)
            try #require(trailing.count == 2, "\(scheme): \(trailing)")
            // The most inked pixel of each run: the value's and the chevron's own colour.
            func ink(_ run: ClosedRange<Int>) -> [Int] {
                let background = pixel(image, 600, top + 10)
                var best: [Int] = background
                for x in run {
                    for y in top ... bottom {
                        let colour = pixel(image, x, y)
                        if zip(colour, background).map({ abs($0 - $1) }).reduce(0, +)
                            > zip(best, background).map({ abs($0 - $1) }).reduce(0, +) { best = colour }
                    }
                }
                return best
            }
            #expect(ink(trailing[0]) == (dark ? [152, 152, 159] : [138, 138, 142]))
            let chevron = ink(trailing[1])
            let measured = look == .ios18 ? (dark ? [85, 85, 86] : [191, 191, 191]) : (dark ? [90, 90, 94] : [197, 197, 199])
            #expect(zip(chevron, measured).allSatisfy { abs($0 - $1) <= 1 }, "chevron \(chevron)")
        }
    }

    // MARK: The checkmark rows

    /// Rows, separators, the headers' text and the checkmark: iOS 18.2's rows are 132 px, separators 1 px from x 120
    /// to the card's edge (1109), the header's ink at x 122 and 53 px above the card, the checkmark's ink ending at
    /// x 1043 and centred on the row; iOS 26.0's 153 px, 3 px from x 96 to 1073, 98 and 79 px, 1067.
    @Test(arguments: looks)
    func checkmarkRows(look: CellshotSwiftUI.Look) throws {
        let ios18 = look == .ios18
        let laidOut = try layout(CheckRows(), look: look)
        let sections = laidOut.all.filter { $0.name.hasPrefix("section ") }
        try #require(sections.count == 2)
        let rows = sections[0].children.filter { $0.name.hasPrefix("row ") }
        try #require(rows.count == 4)
        #expect(rows.allSatisfy { $0.frame.height == (ios18 ? 44 : 51) })
        let separators = rows.dropLast().compactMap { $0.first("separator") }
        #expect(separators.count == 3)
        for separator in separators {
            #expect(px(separator.frame.minX) == (ios18 ? 120 : 96))
            #expect(px(separator.frame.maxX) == (ios18 ? 1110 : 1074))
            #expect(px(separator.frame.height) == (ios18 ? 1 : 3))
        }
        // A card's end to the next card's top, the second header between them: 165 px on iOS 18.2, 170 on iOS 26.0 at
        // Medium (AccessibilitySnapshot's lists at Large leave 169 and 174: the header's line is 4 px taller there).
        let gap = px(sections[1].frame.minY) - px(sections[0].frame.maxY)
        #expect(gap == (ios18 ? 165 : 171))
        #expect(within(gap, ios18 ? 165 : 170, pixels: 1))
        let image = try pixels(CheckRows(), look: look, scheme: .light, name: "checks")
        let cardTop = px(sections[0].frame.minY)
        let header = try #require(inkRuns(image, rows: cardTop - 90 ... cardTop - 1, columns: 30 ... 600).first)
        #expect(within(header.lowerBound, ios18 ? 122 : 98), "header's ink starts at \(header.lowerBound)")
        let headerTop = try #require(inkTop(image, rows: cardTop - 90 ... cardTop - 1, columns: header))
        #expect(within(cardTop - headerTop, ios18 ? 53 : 79), "header's cap top \(cardTop - headerTop) px above the card")
        let selected = rows[1].frame
        let band = px(selected.minY) + 3 ... px(selected.maxY) - 4
        let checkmark = try #require(inkRuns(image, rows: band, columns: 700 ... px(selected.maxX) - 6).last)
        #expect(within(checkmark.upperBound, ios18 ? 1043 : 1067), "checkmark's ink ends at \(checkmark.upperBound)")
        let checkTop = try #require(inkTop(image, rows: band, columns: checkmark))
        let checkBottom = try #require(band.reversed().first { y in
            checkmark.contains { x in zip(pixel(image, x, y), pixel(image, 700, y)).map { abs($0 - $1) }.reduce(0, +) > 60 }
        })
        #expect(within(checkTop + checkBottom, px(selected.minY) + px(selected.maxY), pixels: 3),
                "checkmark's ink \(checkTop)…\(checkBottom) in the row \(px(selected.minY))…\(px(selected.maxY))")
    }

    /// Separators and headers in colour: iOS 18.2's separators (198, 198, 200) light, (62, 62, 65) on the dark card;
    /// iOS 26.0's (232, 232, 232) and (56, 56, 59); headers (133, 133, 139) and (141, 141, 147) in both.
    @Test(arguments: looks)
    func checkmarkRowsColours(look: CellshotSwiftUI.Look) throws {
        let ios18 = look == .ios18
        let laidOut = try layout(CheckRows(), look: look)
        let separator = try #require(laidOut.first("separator"))
        let header = try #require(laidOut.first("header"))
        for scheme in [ColorScheme.light, .dark] {
            let dark = scheme == .dark
            let image = try pixels(CheckRows(), look: look, scheme: scheme, name: "checks-colours")
            let measured = switch (ios18, dark) {
            case (true, false): [198, 198, 200]
            case (true, true): [62, 62, 65]
            case (false, false): [232, 232, 232]
            case (false, true): [56, 56, 59]
            }
            let drawn = pixel(image, 600, px(separator.frame.minY))
            #expect(zip(drawn, measured).allSatisfy { abs($0 - $1) <= 1 }, "separator \(drawn) against \(measured)")
            let run = try #require(inkRuns(image, rows: px(header.frame.minY) ... px(header.frame.maxY) - 1, columns: 30 ... 600).first)
            let background = pixel(image, 30, px(header.frame.minY))
            var ink = background
            for x in run {
                for y in px(header.frame.minY) ..< px(header.frame.maxY) {
                    let colour = pixel(image, x, y)
                    if zip(colour, background).map({ abs($0 - $1) }).reduce(0, +)
                        > zip(ink, background).map({ abs($0 - $1) }).reduce(0, +) { ink = colour }
                }
            }
            let headerColour = dark ? [141, 141, 147] : [133, 133, 139]
            #expect(zip(ink, headerColour).allSatisfy { abs($0 - $1) <= 1 }, "header \(ink)")
        }
    }
}
