import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import Foundation
import Testing

/// An image file's name gives its pixels per point, as UIKit reads it (`ImageFileScale`): a `@3x` file is drawn at a
/// third of its pixels, in every part of the list that sizes a file by its natural size.
struct ImageFileScaleTests {
    @Test(arguments: [
        ("avatar.png", 1.0), ("avatar@2x.png", 2), ("avatar@3x.png", 3), ("a/b/avatar@3x.JPG", 3),
        ("avatar@3x~iphone.png", 3), ("avatar@2x~ipad.jpeg", 2), ("avatar@3x.svg", 1), ("avatar@4x.png", 1),
        ("avatar@3x", 1), ("icon@3x.backup.png", 1), ("@3x.png", 3),
    ])
    func theScaleIsReadFromTheName(name: String, scale: Double) {
        #expect(ImageFileScale.scale(ofFile: name) == scale)
    }

    /// A 90 × 60 px PNG under three names: its row's image view is 90 × 60, 45 × 30 or 30 × 20 pt.
    @Test func aRowsImageFileIsItsPixelsOverItsNamesScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
        for name in ["photo.png", "photo@2x.png", "photo@3x.png"] {
            try PNGWriter(painter: painter).write(DisplayList(size: Size(width: 90, height: 60), background: .white, commands: []),
                                                  scale: 1, to: folder.appendingPathComponent(name).path)
        }
        var sizes: [Size] = []
        for name in ["photo.png", "photo@2x.png", "photo@3x.png"] {
            let json = #"{ "look": "ios18", "sections": [ { "rows": [ { "text": "Photo", "image": "\#(name)" } ] } ] }"#
            let document = try ListDocument.decode(Array(json.utf8), file: "list.json", baseDirectory: folder.path, format: .json)
            let renderer = try ListRenderer(document: document, file: "list.json", environment: try RenderEnvironment())
            let row = try #require(renderer.layout(in: .normal).sections.first?.rows.first)
            sizes.append(try #require(row.views?.image).size)
        }
        #expect(sizes == [Size(width: 90, height: 60), Size(width: 45, height: 30), Size(width: 30, height: 20)])
    }
}
