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

    static func write(_ document: ListDocument, to path: String, fileID: String, line: Int) throws(UIKitRenderError) {
        let environment = try environment(fileID: fileID, line: line)
        do {
            let renderer = try ListRenderer(document: document, file: "", environment: environment)
            try renderer.writePNG(to: path)
            // As UIKit logs a constraint conflict and goes on, so does a snapshot: on standard error.
            for warning in renderer.warnings {
                FileHandle.standardError.write(Data("\(fileID):\(line): warning: \(warning)\n".utf8))
            }
        } catch {
            throw .render(error.description, fileID: fileID, line: line)
        }
    }

    static func png(_ document: ListDocument, fileID: String, line: Int) throws(UIKitRenderError) -> Data {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-uikit-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(document, to: path, fileID: fileID, line: line)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .render("the PNG written to \(path) could not be read back", fileID: fileID, line: line)
        }
        return data
    }
}
