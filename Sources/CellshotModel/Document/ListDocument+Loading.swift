import CellshotGraphics
import Foundation

extension ListDocument {
    /// Reads a document from a file: JSON or YAML, chosen by ``DocumentFormat/detect(file:bytes:)``.
    ///
    /// Image paths in the document are relative to the file's folder, and must stay inside it (or inside
    /// the folder `assets` names) unless `assets` allows any file.
    ///
    /// ```swift
    /// do {
    ///     let document = try ListDocument.load(contentsOf: "list.yaml")
    /// } catch {
    ///     print(error)   // list.yaml:14:16: error: sections[0].rows[2].image: image file not found: …
    /// }
    /// ```
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the current directory.
    ///   - assets: which files image paths may name (see ``AssetAccess``).
    ///   - budget: the most rows and sections, counted before any is read: the budget you render with.
    /// - Throws: ``DocumentError`` when the file cannot be read or the document has a mistake.
    public static func load(contentsOf path: String, assets: AssetAccess = .documentFolder,
                            budget: DocumentBudget = DocumentBudget()) throws(DocumentError) -> ListDocument {
        let bytes = try readFile(path)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            return try decode(bytes, file: path, baseDirectory: folder, assets: assets, budget: budget)
        } catch {
            // A link out of the documents' folder may lead to anything: a token, a key. Until the file has been
            // read as a list document, its mistakes are told without a byte of it.
            throw DocumentPath.leadsOutOfItsFolder(path) ? error.withholdingContent() : error
        }
    }

    /// Reads a document from a file URL: `ListDocument.load(contentsOf: Bundle.module.url(forResource: …)!)`.
    /// - Parameters:
    ///   - url: a `file:` URL.
    ///   - assets: which files image paths may name (see ``AssetAccess``).
    ///   - budget: the most rows and sections, counted before any is read.
    /// - Throws: ``DocumentError`` when the URL is not a file's, the file cannot be read or the document has a
    ///   mistake.
    public static func load(contentsOf url: URL, assets: AssetAccess = .documentFolder,
                            budget: DocumentBudget = DocumentBudget()) throws(DocumentError) -> ListDocument {
        guard url.isFileURL else {
            throw DocumentError(.unreadableFile, file: JSONText.snippet(url.absoluteString), path: nil,
                                message: "cannot read the document: cellshot reads files, not \(url.scheme ?? "other") URLs")
        }
        return try load(contentsOf: url.path, assets: assets, budget: budget)
    }

    /// Reads a document from its text.
    ///
    /// ```swift
    /// let document = try ListDocument.decode(Array(text.utf8), file: "<stdin>", baseDirectory: ".", format: .json)
    /// ```
    /// - Parameters:
    ///   - bytes: the text as UTF-8.
    ///   - file: the name messages give the document (a path, or `<stdin>`).
    ///   - baseDirectory: the folder relative image paths start from (relative to the current directory, or absolute).
    ///   - format: JSON or YAML; `nil` to detect it from `file` and the text.
    ///   - assets: which files image paths may name: inside `baseDirectory` unless given (see ``AssetAccess``).
    ///   - budget: the most rows and sections, counted before any is read.
    /// - Throws: ``DocumentError`` for the first mistake in the document, with the line and column where
    ///   it is written. The document keeps its text (``source``) to place later mistakes too.
    public static func decode(_ bytes: [UInt8], file: String, baseDirectory: String,
                              format: DocumentFormat? = nil, assets: AssetAccess = .documentFolder,
                              budget: DocumentBudget = DocumentBudget()) throws(DocumentError) -> ListDocument {
        let format = format ?? DocumentFormat.detect(file: file, bytes: bytes)
        let source = DocumentSource(bytes: bytes, format: format)
        let json: JSONValue
        do throws(DocumentError) {
            // JSON's rows and sections are counted on the text, before a value is made of it.
            if format == .json {
                do throws(DocumentError) {
                    try budget.check(jsonText: bytes)
                } catch {
                    throw source.locating(error)
                }
            }
            json = try format.parse(bytes)
        } catch {
            throw error.inFile(file)
        }
        do {
            var document = try ListDocument(json: json, file: file, baseDirectory: baseDirectory, assets: assets,
                                            budget: budget)
            document.source = source
            return document
        } catch {
            throw source.locating(error)
        }
    }

    /// The largest document read: 64 MiB, far above a list of ten thousand rows (about 2 MB).
    public static let maximumFileSize = 64 << 20

    /// The document's bytes. A pipe named on the command line (`<(generate-list)`) is read to its end;
    /// a folder, a device or a socket is refused before anything is read.
    private static func readFile(_ path: String) throws(DocumentError) -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path, limit: maximumFileSize, readsPipes: true)
        } catch {
            // The C library's "No such file or directory", in the message's own words.
            let reason = error.reason == String(cString: strerror(ENOENT)) ? "no such file" : error.reason
            throw DocumentError(.unreadableFile, file: path, path: nil, message: "cannot read the document: \(reason)")
        }
    }
}
