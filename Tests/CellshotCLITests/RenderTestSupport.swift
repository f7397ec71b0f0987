import Foundation
import Testing
@testable import CellshotCLI

/// A fresh folder under the temporary directory, for one test's documents and images.
struct ScratchFolder: ~Copyable {
    /// The folder's path.
    let path: String

    /// Creates the folder.
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// The names in the folder, sorted (hidden ones included, so staging files would show).
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

/// Documents the command tests draw: small, so a render takes milliseconds.
enum Documents {
    /// One plain `cell` row with the text "Hello".
    static let hello = #"{"sections": [{"rows": [{"style": "cell", "text": "Hello"}]}]}"#

    /// The second row names a symbol that does not exist; the closest is "wifi".
    static let misspeltSymbol = """
        {"sections": [{"rows": [{"text": "Airplane Mode"},
                                {"text": "Wi-Fi", "image": {"symbol": "wfi"}}]}]}
        """

    /// A syntax error on line 2, column 13.
    static let malformed = "{\"sections\": [\n  {\"rows\": [x]}]}"
}

/// Runs `cellshot render` in-process with `arguments` (after `render`).
func render(_ arguments: [String]) throws -> CommandOutcome {
    try RenderCommand.parse(arguments).outcome()
}

/// Runs `cellshot layout` in-process with `arguments` (after `layout`).
func layout(_ arguments: [String]) throws -> CommandOutcome {
    try LayoutCommand.parse(arguments).outcome()
}

/// A failed outcome: nothing on standard output, `error: message` on standard error.
func commandFailure(_ message: String, status: CellshotCLI.ExitStatus = .badInput) -> CommandOutcome {
    CommandOutcome(standardOutput: "", standardError: "error: \(message)\n", status: status)
}

/// The size in pixels a PNG file's header gives, or `nil` if the file is not a PNG file.
func pngSize(atPath path: String) -> (width: Int, height: Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
    let bytes = [UInt8](data.prefix(24))
    // The signature, then the IHDR chunk: length 13, type, width and height as big-endian 32-bit numbers.
    guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          bytes[12..<16] == Array("IHDR".utf8)[...] else { return nil }
    func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(at: 16), number(at: 20))
}

/// The in-process tests of `cellshot render` and `cellshot layout`, one at a time: each run sets
/// up a private font set, and Pango must not be used from two threads at once.
@Suite(.serialized) enum RenderingCommandTests {}
