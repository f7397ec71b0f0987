import CellshotTestSupport
import CellshotModel
import Foundation
import Testing

/// Random and mutated documents: decoding returns a document or one `DocumentError`, and never traps.
@Suite("Garbage never traps")
struct GarbageTests {
    private static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE]

    /// Decodes `bytes` twice; both runs must agree, and an error must be a complete message.
    private func check(_ bytes: [UInt8], format: DocumentFormat) {
        func outcome() -> String {
            do {
                let document = try ListDocument.decode(bytes, file: "garbage", baseDirectory: "/nonexistent",
                                                       format: format)
                return "ok: \(document.sections.count) sections"
            } catch {
                #expect(error.file == "garbage")
                #expect(!error.message.isEmpty)
                #expect(error.description.hasPrefix("garbage"))
                return error.description
            }
        }
        #expect(outcome() == outcome())
    }

    @Test("Random bytes", arguments: seeds)
    func randomBytes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("{}[]:,\"'-#&*!|>?~ \n\t0123456789.eE+abcxyzNaInfitrusl\\u".utf8)
        for _ in 0..<300 {
            let count = Int.random(in: 0...80, using: &random)
            let bytes: [UInt8] = (0..<count).map { _ in
                Bool.random(using: &random) ? alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
            }
            check(bytes, format: .json)
            check(bytes, format: .yaml)
        }
    }

    @Test("Byte mutations of the example documents", arguments: seeds)
    func byteMutations(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for (name, format) in [("design.json", DocumentFormat.json), ("design.yaml", .yaml)] {
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.fixture(name))))
            for _ in 0..<150 {
                var bytes = original
                for _ in 0...Int.random(in: 0...3, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(bytes[Int.random(in: 0..<bytes.count, using: &random)], at: index)
                    }
                }
                check(bytes, format: format)
            }
        }
    }

    @Test("Values of the example replaced by absurd ones", arguments: seeds)
    func valueMutations(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.fixture("design.json"))))
        let original = try JSONParser.parse(bytes)
        let replacements: [JSONValue] = [
            .null, .bool(true), .number(.nan, text: "NaN"), .number(-.infinity, text: "-Infinity"),
            .number(1e308, text: "1e308"), .number(-1, text: "-1"), .number(0, text: "0"), .number(2.5, text: "2.5"),
            .number(9.3e18, text: "9.3e18"), .string(""), .string("systemBlue"), .string("#FFF"), .string("selected"),
            .string("../../etc/passwd.png"), .string("\u{0}"), .array([]), .array([.string("checkmark")]), .object([]),
            .object([JSONMember(key: "symbol", value: .number(1, text: "1"))]),
            .object([JSONMember(key: "size", value: .number(-3, text: "-3"))]),
        ]
        for _ in 0..<400 {
            var value = original
            for _ in 0...Int.random(in: 0...2, using: &random) {
                value = Self.replacingRandomValue(in: value, with: replacements, using: &random)
            }
            check(Array(Self.serialize(value).utf8), format: .json)
        }
    }

    /// `value` with one randomly chosen value somewhere inside it replaced.
    private static func replacingRandomValue(in value: JSONValue, with replacements: [JSONValue],
                                             using random: inout SeededRandom) -> JSONValue {
        let stop = Int.random(in: 0..<4, using: &random) == 0
        switch value {
        case .array(let elements) where !elements.isEmpty && !stop:
            var copy = elements
            let index = Int.random(in: 0..<copy.count, using: &random)
            copy[index] = replacingRandomValue(in: copy[index], with: replacements, using: &random)
            return .array(copy)
        case .object(let members) where !members.isEmpty && !stop:
            var copy = members
            let index = Int.random(in: 0..<copy.count, using: &random)
            copy[index].value = replacingRandomValue(in: copy[index].value, with: replacements, using: &random)
            return .object(copy)
        default:
            return replacements.randomElement(using: &random) ?? .null
        }
    }

    /// JSON text for a value (NaN and infinities written as the parser reads them).
    private static func serialize(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(_, let text): text
        case .string(let text): JSONText.quoted(text)
        case .array(let elements): "[" + elements.map(serialize).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONText.quoted($0.key) + ":" + serialize($0.value) }.joined(separator: ",") + "}"
        }
    }

    @Test("Deep nesting is an error, not a stack overflow")
    func deepNesting() {
        let depth = 100_000
        check(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8), format: .json)
        check(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8), format: .yaml)
        check(Array(("sections:\n" + String(repeating: "- ", count: 5000) + "x\n").utf8), format: .yaml)
    }
}
