import CellshotModel
import Foundation
import Testing

/// The JSON Schema and the reference page stay in step with the Swift types.
@Suite("Schema and reference")
struct SchemaTests {
    private static func read(_ relativePath: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryRoot + "/" + relativePath)))
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let elements) = value else { return [] }
        return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    @Test("The schema's names are the decoder's names")
    func schemaNames() throws {
        let schema = try JSONParser.parse(Self.read("docs/schema/list.schema.json"))
        let definitions = try #require(schema["$defs"])
        guard case .array(let colorChoices) = definitions["color"]?["anyOf"], colorChoices.count == 2 else {
            Issue.record("$defs.color.anyOf has two choices")
            return
        }
        #expect(Self.strings(colorChoices[1]["enum"]) == SystemColor.allCases.map(\.rawValue))
        #expect(Self.strings(definitions["state"]?["enum"]) == CellState.allCases.map(\.rawValue))
        guard case .array(let fontChoices) = definitions["font"]?["anyOf"] else {
            Issue.record("$defs.font.anyOf is an array")
            return
        }
        #expect(Self.strings(fontChoices.first?["enum"]) == TextStyle.allCases.map(\.rawValue))
        #expect(Self.strings(schema["properties"]?["appearance"]?["anyOf"]?.firstElement?["enum"])
            == ListAppearance.allCases.map(\.rawValue))
        let rowKeys = try #require(definitions["row"]?["properties"])
        guard case .object(let members) = rowKeys else {
            Issue.record("$defs.row.properties is an object")
            return
        }
        #expect(members.map(\.key) == [
            "style", "text", "secondaryText", "image", "textProperties", "secondaryTextProperties", "imageProperties",
            "directionalLayoutMargins", "imageToTextPadding", "textToSecondaryTextVerticalPadding",
            "textToSecondaryTextHorizontalPadding", "prefersSideBySideTextAndSecondaryText",
            "axesPreservingSuperviewLayoutMargins", "accessories", "height", "background", "state", "states",
            "template", "values", "children", "expanded", "indentationLevel", "indentationWidth", "indentsAccessories",
            "tint", "contentBackgroundColor",
        ])
        let headerKeys = try #require(definitions["headerFooter"]?["properties"])
        guard case .object(let headerMembers) = headerKeys else {
            Issue.record("$defs.headerFooter.properties is an object")
            return
        }
        #expect(headerMembers.map(\.key) == [
            "style", "text", "secondaryText", "image", "textProperties", "secondaryTextProperties", "imageProperties",
            "directionalLayoutMargins", "imageToTextPadding", "textToSecondaryTextVerticalPadding", "background",
            "accessories", "template", "values", "height",
        ])
        #expect(Self.strings(definitions["headerFooter"]?["properties"]?["style"]?["anyOf"]?.firstElement?["enum"])
            == HeaderFooterStyle.allCases.map(\.rawValue))
        #expect(Self.strings(definitions["textProperties"]?["properties"]?["transform"]?["anyOf"]?.firstElement?["enum"])
            == TextTransform.allCases.map(\.rawValue))
        #expect(Self.strings(definitions["row"]?["properties"]?["axesPreservingSuperviewLayoutMargins"]?["anyOf"]?
            .firstElement?["enum"]) == LayoutAxes.allCases.map(\.rawValue))
    }

    @Test("The reference page lists every colour and text style")
    func reference() throws {
        let page = String(decoding: try Self.read("docs/document.md"), as: UTF8.self)
        for name in SystemColor.allCases.map(\.rawValue) + TextStyle.allCases.map(\.rawValue) {
            #expect(page.contains("| `\(name)` |"), "docs/document.md lists \(name)")
        }
    }
}

extension JSONValue {
    /// The first element of an array.
    fileprivate var firstElement: JSONValue? {
        guard case .array(let elements) = self else { return nil }
        return elements.first
    }
}
