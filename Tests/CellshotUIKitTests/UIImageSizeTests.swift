@testable import CellshotUIKit
import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import Foundation
import Testing

/// `UIImage.size` and `scale`, as UIKit gives them: a file's pixels over the scale its name says, a symbol's box at
/// its point size — the size an image view shows.
@MainActor @Suite struct UIImageSizeTests {
    @Test func aFilesSizeIsItsPixelsOverItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
        for name in ["photo.png", "photo@3x.png"] {
            try PNGWriter(painter: painter).write(DisplayList(size: Size(width: 90, height: 60), background: .white, commands: []),
                                                  scale: 1, to: folder.appendingPathComponent(name).path)
        }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))

        let plain = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("photo.png").path))
        #expect(plain.size == CGSize(width: 90, height: 60) && plain.scale == 1)
        let tripled = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("photo@3x.png").path))
        #expect(tripled.size == CGSize(width: 30, height: 20) && tripled.scale == 3)
        // What an image view sizes itself to.
        let view = UIImageView(image: tripled)
        #expect(view.intrinsicContentSize == tripled.size)
        #expect(try #require(UIImage(contentsOfFile: folder.appendingPathComponent("broken.png").path)).size == .zero)
    }

    @Test func aSymbolsSizeIsItsBoxAtItsPointSize() throws {
        let star = try #require(UIImage(systemName: "star"))
        let body = ListContentMetrics.symbolSize(forPointSize: 17)
        #expect(star.size == CGSize(width: CGFloat(body.width), height: CGFloat(body.height)))
        let large = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        let side = ListContentMetrics.symbolSize(forPointSize: 34)
        #expect(large.size == CGSize(width: CGFloat(side.width), height: CGFloat(side.height)))
        #expect(large.size.width > star.size.width)
        #expect(star.scale == 3)
    }
}
