import Cellshot
import CellshotModel
import CellshotRender
import Foundation

/// Where a reference image came from, written into it as PNG text chunks: the document's hash, the
/// cellshot version, the font set (names and a fingerprint of the files), the libraries' versions, the symbols,
/// the look, the traits and the state. A failure can then tell a changed
/// document from a changed cellshot or font set (`cellshot:document` differs, or `cellshot:version`…),
/// and the same document, version and fonts give the same bytes.
public enum Provenance {
    /// The text chunks of a snapshot.
    /// A document built in memory (the assertion library's) has no file to hash: its chunk is left out
    /// rather than hashing nothing (or a description holding machine-specific paths).
    /// - Parameters:
    ///   - look: the look the snapshot is drawn in (the variant's, else the document's).
    ///   - fonts: the font files it is drawn with (their names are recorded, not their folders).
    ///   - symbols: where its symbols come from: `bootstrap-icons` (the stand-ins) or `sf-symbols-exports`
    ///     (`--symbols-dir`).
    ///   - documentHash: ``documentHash(atPath:)`` of the item's document, when the caller has
    ///     it already (a run hashes each document once); read from the item's file otherwise.
    public static func chunks(of item: SnapshotItem, look: ListLook, fonts: [String] = FontCatalog.defaultFiles,
                              symbols: String = "bootstrap-icons", documentHash: String?? = nil) -> [(String, String)] {
        var chunks = [("cellshot:version", CellshotVersion.current)]
        if let hash = documentHash ?? Self.documentHash(atPath: item.document) {
            chunks.append(("cellshot:document", hash))
        }
        return chunks + [
            ("cellshot:fonts", fonts.map { ($0 as NSString).lastPathComponent }.joined(separator: ",")),
            ("cellshot:font-files", RenderingLibraries.fingerprint(ofFonts: fonts)),
            ("cellshot:libraries", RenderingLibraries.versions),
            ("cellshot:symbols", symbols),
            ("cellshot:look", look.rawValue),
            ("cellshot:traits", item.variant.nameSuffix.isEmpty ? "document" : item.variant.nameSuffix),
            ("cellshot:state", item.state.rawValue),
        ]
    }

    /// The `cellshot:document` value of a document file (`fnv1a64:` and its hash), or `nil` when there
    /// is no such file (a document built in memory).
    public static func documentHash(atPath path: String) -> String? {
        FileManager.default.contents(atPath: path).map { "fnv1a64:" + hexHash([UInt8]($0)) }
    }

    /// The provenance of a reference, by keyword (empty when it has none).
    public static func read(path: String) -> [String: String] {
        ((try? PNGImage.textChunks(path: path)) ?? [:]).filter { $0.key.hasPrefix("cellshot:") }
    }

    /// What differs between a reference's provenance and a new rendering's, one line each
    /// ("cellshot:version 0.4.0 → 0.5.0").
    /// A change of look is said first and in words, since it changes every pixel:
    /// "recorded with the ios18 look, rendering ios26 (verify with --look ios18, or record again)"; a change of
    /// fonts in words too: "drawn with other fonts: now also SF-Pro-Text-Regular.otf (--fonts, CELLSHOT_FONTS)".
    public static func changes(from reference: [String: String], to actual: [(String, String)]) -> [String] {
        let lines: [String] = actual.compactMap { key, value in
            guard let old = reference[key], old != value else { return nil }
            if key == "cellshot:look" {
                return "recorded with the \(old) look, rendering \(value) (verify with --look \(old), or record again)"
            }
            if key == "cellshot:font-files", reference["cellshot:fonts"] == actual.first(where: { $0.0 == "cellshot:fonts" })?.1 {
                return "drawn with other font files: the same names, other versions (another machine or container image; "
                    + "record references with the container image CI uses)"
            }
            if key == "cellshot:libraries" {
                return "drawn with other libraries: \(old) → \(value) (record references with the container image CI uses)"
            }
            if key == "cellshot:fonts" {
                let before = Set(old.split(separator: ",")), after = Set(value.split(separator: ","))
                let gone = before.subtracting(after).sorted(), new = after.subtracting(before).sorted()
                return "drawn with other fonts: " + [gone.isEmpty ? nil : "the reference also had " + gone.joined(separator: ", "),
                                                     new.isEmpty ? nil : "now also " + new.joined(separator: ", ")]
                    .compactMap { $0 }.joined(separator: "; ") + " (--fonts, CELLSHOT_FONTS)"
            }
            return "\(key): \(old) → \(value)"
        }
        return lines.filter { $0.hasPrefix("recorded with") } + lines.filter { !$0.hasPrefix("recorded with") }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable fingerprint of the document's bytes (not a security hash).
    static func hexHash(_ bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
