import CellshotModel
import Foundation
import Testing

/// Shared helpers for the model tests: fixtures, decoding from text, and temporary folders.
enum TestSupport {
    /// The absolute path of a file in `Fixtures/`.
    static func fixture(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            Issue.record("missing fixture \(name)")
            return "/missing/\(name)"
        }
        return url.path
    }

    /// The repository's root folder, found from this file's path.
    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// Decodes `text` as a document named `file`, with images relative to `baseDirectory`.
    static func decode(_ text: String, file: String = "list.json", baseDirectory: String = "/tmp",
                       format: DocumentFormat? = nil,
                       assets: AssetAccess = .documentFolder) throws(DocumentError) -> ListDocument {
        try ListDocument.decode(Array(text.utf8), file: file, baseDirectory: baseDirectory, format: format, assets: assets)
    }

    /// The error text decoding `text` gives, or `nil` when it decodes.
    ///
    /// The message as the decoder words it, without the line and column of a mistake found after parsing:
    /// the value is decoded from its parsed form, as a document built from a `JSONValue` is. Syntax errors
    /// keep their position (the parser gives it). Where mistakes are placed in the text is tested on its own
    /// (`DocumentPositionTests`), for every one of these messages.
    static func errorText(_ text: String, file: String = "list.json", baseDirectory: String = "/tmp",
                          assets: AssetAccess = .documentFolder) -> String? {
        errorOf(text, file: file, baseDirectory: baseDirectory, assets: assets).map(\.description)
    }

    /// The error decoding `text` gives, or `nil` when it decodes.
    static func errorOf(_ text: String, file: String = "list.json", baseDirectory: String = "/tmp",
                        assets: AssetAccess = .documentFolder) -> DocumentError? {
        let bytes = Array(text.utf8)
        do throws(DocumentError) {
            let json: JSONValue
            do {
                json = try DocumentFormat.detect(file: file, bytes: bytes).parse(bytes)
            } catch {
                return DocumentError(error.kind, file: file, path: error.path, message: error.message, hint: error.hint,
                                     line: error.line, column: error.column)
            }
            _ = try ListDocument(json: json, file: file, baseDirectory: baseDirectory, assets: assets)
            return nil
        } catch {
            return error
        }
    }

    /// A new empty folder under the system's temporary folder, with the given files (empty contents).
    static func temporaryFolder(files: [String] = []) throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        }
        return URL(fileURLWithPath: folder).standardizedFileURL.path
    }
}
