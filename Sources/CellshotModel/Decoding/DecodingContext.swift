import Foundation

/// What decoding needs besides the JSON: where relative image paths start, and the templates that exist.
struct DecodingContext: Sendable {
    /// The absolute folder image paths are relative to: the document's folder.
    var baseDirectory: String
    /// Which files image paths may name: the asset root is ``AssetAccess/root`` (absolute) or
    /// ``baseDirectory``. Contexts made in code (templates set on a document built in code) are
    /// unrestricted; reading a document sets the caller's rule.
    var assets = AssetAccess.unrestricted
    /// The document's templates, checked, by name: for checking rows' `template` and `values`.
    var templates: [String: TemplateSummary] = [:]

    /// The image extensions documents may name, lowercased.
    static let imageExtensions = ["png", "jpg", "jpeg", "svg"]

    /// Resolves an image path against ``baseDirectory`` and checks that it names a readable image file.
    /// - Returns: the absolute, standardized path; its real path (links resolved) when ``assets`` confines it.
    /// - Throws: ``DocumentError`` for an empty path, an unsupported extension, a path that leaves the
    ///   asset root, or a file that is missing, a folder or unreadable.
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
        // Confinement comes before the file is looked at, so that the messages say nothing of files
        // outside the root (whether they exist) to a document probing for them.
        let real = assets.allowsOutside ? nil : try confined(written, resolved: resolved, at: path)
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
        return real ?? resolved
    }

    /// The asset root: ``AssetAccess/root`` made absolute, or the document's folder.
    var assetRoot: String {
        assets.root.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: baseDirectory)).standardizedFileURL.path }
            ?? URL(fileURLWithPath: baseDirectory).standardizedFileURL.path
    }

    /// Checks that an image path stays inside the asset root, on real paths (a link inside the root to
    /// a file outside it is outside).
    /// - Returns: the file's real path; `nil` when it does not exist (the caller says so).
    /// - Throws: ``DocumentError`` naming the path, the root and `--allow-outside-assets`.
    private func confined(_ written: String, resolved: String, at path: JSONPath) throws(DocumentError) -> String? {
        let root = assetRoot
        func refuse(_ why: String) -> DocumentError {
            DocumentError(.invalidValue, path: path,
                          message: "the image path \"\(TerminalText.escaped(written))\" \(why) the asset folder "
                              + TerminalText.escaped(root),
                          hint: "a document may name only images inside its own folder, or inside the folder --assets "
                              + "(AssetAccess.root) names; --allow-outside-assets (AssetAccess.allowsOutside) lets it "
                              + "name any file")
        }
        guard !written.hasPrefix("/") else { throw refuse("is absolute; image paths are relative to") }
        let realRoot = AssetAccess.realPath(root)
        guard let real = AssetAccess.realPath(resolved) else {
            // A missing file: refused if its path leaves the root as written, or its folder resolves outside.
            guard AssetAccess.contains(root, resolved) else { throw refuse("leaves") }
            if let folder = AssetAccess.realPath((resolved as NSString).deletingLastPathComponent),
               realRoot.map({ AssetAccess.contains($0, folder) }) != true {
                throw refuse("is in a linked folder outside")
            }
            return nil
        }
        guard let realRoot, AssetAccess.contains(realRoot, real) else {
            throw refuse(AssetAccess.contains(root, resolved) ? "is a link to a file outside" : "leaves")
        }
        return real
    }
}
