import Foundation

/// What decoding needs besides the JSON: where relative image paths start, and the templates that exist.
struct DecodingContext: Sendable {
    /// The absolute folder image paths are relative to: the document's folder.
    var baseDirectory: String
    /// The document's templates, checked, by name: for checking rows' `template` and `values`.
    var templates: [String: TemplateSummary] = [:]

    /// The image extensions documents may name, lowercased.
    static let imageExtensions = ["png", "jpg", "jpeg", "svg"]

    /// Resolves an image path against ``baseDirectory`` and checks that it names a readable image file.
    /// - Returns: the absolute, standardized path.
    /// - Throws: ``DocumentError`` for an empty path, an unsupported extension, or a file that is missing,
    ///   a folder or unreadable.
    func imageFile(_ written: String, at path: JSONPath) throws(DocumentError) -> String {
        let value = JSONValue.string(written)
        let expected = "a PNG, JPEG or SVG image file (.png, .jpg, .jpeg or .svg)"
        guard !written.isEmpty, !written.contains("\u{0}") else {
            throw .invalidValue(at: path, expected: expected, found: value)
        }
        let fileExtension = (written as NSString).pathExtension.lowercased()
        guard Self.imageExtensions.contains(fileExtension) else {
            throw .missingImage(at: path, message: "expected \(expected), found \(value.summary)")
        }
        let absolute = written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.path
        // Paths are named in messages with their control characters escaped, so they print safely.
        let shown = TerminalText.escaped(resolved)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw .missingImage(at: path, message: "image file not found: \(shown)",
                                hint: written.hasPrefix("/") ? nil
                                    : "paths are relative to the document's folder, \(TerminalText.escaped(baseDirectory))")
        }
        guard !isDirectory.boolValue else {
            throw .missingImage(at: path, message: "expected an image file, found a folder: \(shown)")
        }
        guard FileManager.default.isReadableFile(atPath: resolved) else {
            throw DocumentError(.unreadableFile, path: path, message: "image file cannot be read: \(shown)",
                                hint: "check its permissions")
        }
        return resolved
    }
}
