@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// `.listRowBackground` is the cell's background view: the separator UIKit draws between the rows stays above it, as
/// on iOS (Mlem's and Ice Cubes' themed forms keep their separators).
@MainActor
@Suite struct ListRowBackgroundTests {
    /// The lowest y of a filled rectangle path's points (a row's background is its cell's rectangle).
    private func verticalExtent(of path: CellshotGraphics.Path) -> ClosedRange<Double>? {
        let ys = path.elements.compactMap { element -> Double? in
            if case .move(let point) = element { return point.y }
            if case .line(let point) = element { return point.y }
            return nil
        }
        guard let low = ys.min(), let high = ys.max() else { return nil }
        return low...high
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios26, .ios18])
    func separatorIsDrawnAboveTheRowBackground(look: CellshotSwiftUI.Look) throws {
        let view = List {
            Text("Upvote on Save").listRowBackground(Color.yellow)
            Text("Infinite Scroll").listRowBackground(Color.yellow)
        }
        let commands = Visuals.flattened(try Visuals.commands(view, look: look))
        let yellow = Color.yellow.resolved(in: EnvironmentValues())
        var firstRow: (index: Int, extent: ClosedRange<Double>)?
        var separator: (index: Int, rect: CellshotGraphics.Rect)?
        for (index, command) in commands.enumerated() {
            switch command {
            case let .path(path, _, color) where color == yellow && firstRow == nil:
                firstRow = verticalExtent(of: path).map { (index, $0) }
            case let .fill(rect, _, _) where rect.height <= 1 && rect.width > 100:
                // The separator: a hairline across the row, at the first row's bottom edge.
                if let row = firstRow, separator == nil, rect.maxY <= row.extent.upperBound + 0.001,
                   rect.minY >= row.extent.upperBound - 1 {
                    separator = (index, rect)
                }
            default:
                break
            }
        }
        let row = try #require(firstRow, "no yellow row background drawn")
        let line = try #require(separator, "no separator at the first row's bottom")
        #expect(line.index > row.index)
        #expect(line.rect.maxY == row.extent.upperBound)
    }
}
