@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// `.listRowBackground` is the cell's background view: the separator UIKit draws between the rows stays above it, as
/// on iOS (Mlem's and Ice Cubes' themed forms keep their separators).
@MainActor
@Suite struct ListRowBackgroundTests {
    @Test(arguments: [CellshotSwiftUI.Look.ios26, .ios18])
    func separatorIsDrawnAboveTheRowBackground(look: CellshotSwiftUI.Look) throws {
        let view = List {
            Text("Upvote on Save").listRowBackground(Color.yellow)
            Text("Infinite Scroll").listRowBackground(Color.yellow)
        }
        let commands = Visuals.flattened(try Visuals.commands(view, look: look))
        let yellow = Color.yellow.resolved(in: EnvironmentValues())
        var firstRowBackground: (index: Int, rect: CellshotGraphics.Rect)?
        var separator: (index: Int, rect: CellshotGraphics.Rect)?
        for (index, command) in commands.enumerated() {
            guard case let .fill(rect, _, color) = command else { continue }
            if color == yellow, firstRowBackground == nil { firstRowBackground = (index, rect) }
            // The separator: a hairline across the row, inside the first row's bottom edge.
            if let row = firstRowBackground, rect.height < 1, rect.width > 100,
               rect.maxY <= row.rect.maxY + 0.001, rect.minY >= row.rect.maxY - 1 {
                separator = (index, rect)
            }
        }
        let row = try #require(firstRowBackground)
        let line = try #require(separator, "no separator drawn over the first row's background")
        #expect(line.index > row.index)
    }
}
