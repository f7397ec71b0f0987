import Cellshot
import CellshotModel
import CellshotUIKit
import Foundation

/// Shared set-up: the repository's examples and a render of a document through the document path.
@MainActor enum UIKitTestSupport {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static var environment: RenderEnvironment?

    /// An example document of assets/examples.
    static func example(_ name: String) throws -> ListDocument {
        try ListDocument.load(contentsOf: root.appendingPathComponent("assets/examples/\(name)").path)
    }

    /// The PNG of a document through the document path (what `cellshot render` writes).
    static func png(of document: ListDocument) throws -> Data {
        let environment = try environment ?? RenderEnvironment()
        Self.environment = environment
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-test-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ListRenderer(document: document, file: "test.json", environment: environment).writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A document from JSON text.
    static func document(_ json: String) throws -> ListDocument {
        try ListDocument.decode(Array(json.utf8), file: "test.json", baseDirectory: root.path, format: .json)
    }
}
