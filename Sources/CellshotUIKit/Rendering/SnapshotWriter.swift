import Cellshot
import CellshotModel
import Foundation

/// Draws a lowered document with cellshot's renderer, in one render environment shared by every snapshot
/// (loading the fonts takes tens of milliseconds).
@MainActor enum SnapshotWriter {
    private static var sharedEnvironment: RenderEnvironment?

    static func environment(fileID: String, line: Int) throws(UIKitRenderError) -> RenderEnvironment {
        if let sharedEnvironment { return sharedEnvironment }
        do {
            let environment = try RenderEnvironment()
            sharedEnvironment = environment
            return environment
        } catch {
            throw .render(error.description, fileID: fileID, line: line)
        }
    }

    /// The options every render of CellshotUIKit uses: ``CellshotUIKit/strictSymbols``.
    static var options: RenderOptions { RenderOptions(strictSymbols: CellshotUIKit.strictSymbols) }

    /// Draws a document to a PNG file, with the renderer that laid its custom content views out when there is
    /// one (its constraint systems are built already), and writes the warnings on standard error.
    static func write(_ document: ListDocument, settled: LayoutPass.Settled = LayoutPass.Settled(), to path: String,
                      fileID: String, line: Int) throws(UIKitRenderError) {
        let environment = try environment(fileID: fileID, line: line)
        do {
            let renderer: ListRenderer
            if let laidOut = settled.renderer, laidOut.document == document {
                renderer = laidOut
            } else {
                renderer = try ListRenderer(document: document, file: "", options: options, environment: environment)
            }
            try renderer.writePNG(to: path)
            // As UIKit logs a constraint conflict and goes on, so does a snapshot: on standard error.
            for message in messages(for: settled.notes + renderer.warnings, fileID: fileID, line: line) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        } catch {
            throw .render(error.description, fileID: fileID, line: line)
        }
    }

    /// The renderer's warnings as a UIKit developer reads them: at the render call, and a custom content
    /// view's template (`templates.uikit_section0_row2 (drawing sections[0].rows[2], selected)`) named as the
    /// row and column it was drawn for (`row 2 of section 0, selected column`), a row's or header's image
    /// (`sections[0].rows[2].states.normal.image.symbol`) as its row and column or header (`row 2 of section 0,
    /// normal column`).
    static func messages(for warnings: [String], fileID: String, line: Int) -> [String] {
        warnings.map { warning in
            var text = warning
            if let match = text.firstMatch(of: #/^templates\.uikit_section(\d+)_row(\d+)\S* \(drawing sections\[\d+\]\.rows\[\d+\], (\w+)\): /#) {
                text = "row \(match.2) of section \(match.1), \(match.3) column: " + text[match.range.upperBound...]
            } else if let match = text.firstMatch(of: #/^sections\[(\d+)\]\.rows\[(\d+)\](?:\.states\.(\w+))?\S*: /#) {
                text = "row \(match.2) of section \(match.1)" + (match.3.map { ", \($0) column" } ?? "") + ": "
                    + text[match.range.upperBound...]
            } else if let match = text.firstMatch(of: #/^sections\[(\d+)\]\.(header|footer)\S*: /#) {
                text = "\(match.2) of section \(match.1): " + text[match.range.upperBound...]
            }
            return "\(fileID):\(line): warning: \(text)"
        }
    }

    static func png(_ document: ListDocument, settled: LayoutPass.Settled = LayoutPass.Settled(), fileID: String,
                    line: Int) throws(UIKitRenderError) -> Data {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-uikit-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(document, settled: settled, to: path, fileID: fileID, line: line)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .render("the PNG written to \(path) could not be read back", fileID: fileID, line: line)
        }
        return data
    }
}
