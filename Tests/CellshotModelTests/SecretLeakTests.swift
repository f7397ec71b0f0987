import CellshotModel
import CellshotTestSupport
import Foundation
import Testing

/// A file that was never meant to be a document — a token, a private key, a `.env` — read as one (a
/// symbolic link in a documents folder can lead to it) must not come back whole in the error: messages
/// quote at most ``JSONText/quoteLimit`` characters of a document's own text, in values, keys and paths.
@Suite("Errors quote a document's text only in short snippets")
struct SecretLeakTests {
    /// `token-` and 200 random letters and digits: what a credential looks like.
    static let secret: String = {
        var random = SeededRandom(seed: 0x5EC2E7)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return "token-" + String((0..<200).map { _ in random.element(of: alphabet) })
    }()

    /// The secret as a name JSON paths print with dots (letters, digits and `_` only).
    static let identifierSecret = secret.replacingOccurrences(of: "-", with: "_")

    /// 200 digits: a secret that reads as a number.
    static let numericSecret: String = {
        var random = SeededRandom(seed: 0xD1617)
        return "9" + String((0..<199).map { _ in random.element(of: Array("0123456789")) })
    }()

    /// The secret cut into lines, as a private key file is.
    static let multiline = "-----BEGIN PRIVATE KEY-----\n"
        + stride(from: 0, to: secret.count, by: 64).map { offset in
            String(Array(secret)[offset..<min(secret.count, offset + 64)])
        }.joined(separator: "\n")
        + "\n-----END PRIVATE KEY-----\n"

    /// Files made of a secret, each with the secret it holds, read as the named document.
    static let files: [(name: String, text: String, secret: String)] = [
        ("x.yaml", secret, secret),
        ("x.yaml", secret + "\n", secret),
        ("x.json", secret, secret),
        ("x.yml", multiline, multiline),
        ("x.json", multiline, multiline),
        ("x.yaml", "api_key: \(secret)\n", secret),
        ("x.yaml", "\(secret): value\n", secret),
        ("x.yaml", "\(identifierSecret): value\n", identifierSecret),
        ("x.yaml", "sections: \(secret)\n", secret),
        ("x.yaml", "sections:\n  - rows:\n      - \(secret): 1\n", secret),
        ("x.yaml", "!\(secret) value\n", secret),
        ("x.yaml", "[\(secret)\n", secret),
        ("x.yaml", "\(secret): 1\n\(secret): 2\n", secret),
        ("x.yaml", "TOKEN=\(secret)\nOTHER=\(secret)\n", secret),
        ("x.yaml", numericSecret, numericSecret),
        ("x.yaml", "sections: \"\(numericSecret)\"\n", numericSecret),
        ("x.json", "\"\(secret)\"", secret),
        ("x.json", numericSecret, numericSecret),
        ("x.json", #"{"\#(secret)": 1}"#, secret),
        ("x.json", #"{"\#(identifierSecret)": 1}"#, identifierSecret),
        ("x.json", #"{"\#(secret)": 1, "\#(secret)": 2}"#, secret),
        ("x.json", #"{"sections": "\#(secret)"}"#, secret),
        ("x.json", #"{"sections": [{"rows": [{"text": "a", "\#(secret)": 1}]}]}"#, secret),
        ("x.json", #"{"width": "\#(numericSecret)", "sections": []}"#, numericSecret),
        ("x.json", #"{"token": \#(secret)}"#, secret),
    ]

    @Test("A file of secrets gives an error with at most 40 characters of them in a row",
          arguments: files.indices)
    func boundedError(index: Int) throws {
        let (name, text, secret) = Self.files[index]
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: DocumentError.self) { try ListDocument.load(contentsOf: path) }
        let message = error.description
        #expect(longestSharedRun(message, secret) <= JSONText.quoteLimit, "\(message)")
    }

    @Test("The measure finds a secret quoted whole")
    func measureFindsALeak() {
        #expect(longestSharedRun("error: \"\(Self.secret)\"", Self.secret) == Self.secret.count)
        #expect(longestSharedRun("error: \(Self.secret.prefix(41))…", Self.secret) == 41)
        #expect(longestSharedRun("nothing in common here", "QXZ") == 0)
    }

    @Test("Keys in paths are cut short and escaped; short ones print as before")
    func pathKeys() {
        let long = JSONPath.root.appending(key: Self.secret).description
        #expect(long == "[\"" + Self.secret.prefix(JSONText.quoteLimit) + "…\"]")
        let identifier = JSONPath.root.appending(key: "edits").appending(key: Self.identifierSecret).description
        #expect(identifier == "edits[\"" + Self.identifierSecret.prefix(JSONText.quoteLimit) + "…\"]")
        let forty = String(repeating: "a", count: 40)
        #expect(JSONPath.root.appending(key: "edits").appending(key: forty).description == "edits." + forty)
        #expect(JSONPath.root.appending(key: "a\u{1B}[2J").description == #"["a\u001b[2J"]"#)
    }

    @Test("Numbers and strings in messages are cut short")
    func summaries() {
        #expect(JSONValue.number(.infinity, text: Self.numericSecret).summary
            == "the number " + Self.numericSecret.prefix(40) + "…")
        #expect(JSONValue.string(Self.secret).summary == "the string \"" + Self.secret.prefix(40) + "…\"")
        #expect(JSONValue.number(393, text: "393").summary == "the number 393")
    }
}
