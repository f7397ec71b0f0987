import Cellshot
import CellshotModel
import Foundation

/// Shared set-up for the pipeline's tests: one render environment (fonts take ~30 ms) and documents from text.
enum TestSupport {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A document from JSON text, in the ios18 look unless it names one: the layout tests pin UIKit's
    /// iOS 14–18 figures frame by frame (``ListLook/ios18``); the ios26 look's are pinned by the tests that
    /// name it and by the iOS reference facts.
    static func document(_ json: String) throws -> ListDocument {
        var document = try ListDocument.decode(Array(json.utf8), file: "test.json", baseDirectory: root.path, format: .json)
        if case .object(let members) = try JSONParser.parse(Array(json.utf8)), !members.contains(where: { $0.key == "look" }) {
            document.look = .ios18
        }
        return document
    }

    /// A renderer of a document from JSON text, in a fresh environment.
    static func renderer(_ json: String, options: RenderOptions = RenderOptions()) throws -> ListRenderer {
        try ListRenderer(document: try document(json), file: "test.json", options: options,
                         environment: try RenderEnvironment())
    }

    /// The first section's rows laid out in a state.
    static func rows(_ json: String, state: CellState = .normal) throws -> [RowLayout] {
        try renderer(json).layout(in: state).sections[0].rows
    }
}
