@testable import CellshotModel
import Foundation
import Testing

/// The JSON Schema's templates name the same kinds and keys as the decoder.
@Suite("Templates: schema")
struct TemplateSchemaTests {
    private static func schema() throws -> JSONValue {
        let url = URL(fileURLWithPath: TestSupport.repositoryRoot + "/docs/schema/list.schema.json")
        return try JSONParser.parse([UInt8](Data(contentsOf: url)))
    }

    private static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    @Test("Each kind's keys, the template's keys and the background's keys match the decoder's")
    func keys() throws {
        let definitions = try #require(try Self.schema()["$defs"])
        let common = Self.keys(definitions["templateCommonProperties"]?["properties"])
        #expect(common == TemplateKeys.common)
        let own: [TemplateView.Kind: [String]] = [
            .label: Self.keys(definitions["templateLabelProperties"]?["properties"]),
            .image: Self.keys(definitions["templateImageProperties"]?["properties"]),
            .stack: Self.keys(definitions["templateStackProperties"]?["properties"]),
        ]
        for kind in [TemplateView.Kind.label, .image, .stack] {
            #expect(common + (own[kind] ?? []) == TemplateKeys.properties(of: kind), "\(kind)")
        }
        guard case .array(let choices) = definitions["templateView"]?["oneOf"] else {
            Issue.record("$defs.templateView.oneOf is an array")
            return
        }
        #expect(choices.flatMap { Self.keys($0["properties"]) } == TemplateKeys.kinds.map(\.rawValue))
        #expect(Self.keys(definitions["template"]?["properties"]) == TemplateReader.keys)
        #expect(Self.keys(definitions["background"]?["properties"]) == BackgroundConfiguration.keys)
        #expect(Self.keys(definitions["templateBackground"]?["properties"]) == BackgroundConfiguration.keys)
    }
}
