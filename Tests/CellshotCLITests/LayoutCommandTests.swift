import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `cellshot layout` run in-process: the JSON it prints and its errors.
    @Suite("cellshot layout") struct Layout {
        /// One `cell` row in a plain list 393 points wide, in the default ios26 look: 52 tall at the top,
        /// its text at the 20-point layout margin, centred in the 52 points (Body's 22-point line), a 1-point
        /// separator under it from the text's start to the trailing margin (20 points before the edge).
        @Test func printsTheFramesOfAOneRowPlainList() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            #expect(try layout([document]) == .success("""
                {
                  "state": "normal",
                  "size": {"width": 393, "height": 52},
                  "scale": 3,
                  "sections": [
                    {
                      "rows": [
                        {
                          "state": "normal",
                          "frame": {"x": 0, "y": 0, "width": 393, "height": 52},
                          "views": {
                            "cell": {"x": 0, "y": 0, "width": 393, "height": 52},
                            "content": {"x": 0, "y": 0, "width": 393, "height": 52},
                            "text": {"x": 20, "y": 15, "width": 353, "height": 22}
                          },
                          "separator": {"x": 20, "y": 51, "width": 353, "height": 1},
                          "colors": {"background": "#FFFFFF", "text": "#000000"}
                        }
                      ],
                      "card": {"x": 0, "y": 0, "width": 393, "height": 52}
                    }
                  ]
                }

                """))
        }

        @Test func laysOutTheStateWidthAndScaleGiven() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let outcome = try layout([document, "--state", "selected", "--width", "320", "--scale", "2"])
            #expect(outcome.status == .success)
            #expect(outcome.standardOutput.hasPrefix("""
                {
                  "state": "selected",
                  "size": {"width": 320, "height": 52},
                  "scale": 2,
                """))
            // UIKit hides the separator of a selected row.
            #expect(!outcome.standardOutput.contains("\"separator\""))
            #expect(outcome.standardOutput.contains(#""frame": {"x": 0, "y": 0, "width": 320, "height": 52}"#))
        }

        @Test func laysOutTheDocumentsFirstStateByDefault() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(
                #"{"states": ["disabled", "normal"], "sections": [{"rows": [{"text": "Hello"}]}]}"#, to: "states.json")
            #expect(try layout([document]).standardOutput.hasPrefix("{\n  \"state\": \"disabled\",\n"))
        }

        @Test func printsHeadersFootersAndCardsOfAnInsetGroupedList() throws {
            let folder = try ScratchFolder()
            let document = try folder.write("""
                {"appearance": "insetGrouped", "sections": [{"header": "Network", "footer": "Nearby",
                  "rows": [{"style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home",
                            "image": {"symbol": "wifi"}, "accessories": ["disclosureIndicator"]}]}]}
                """, to: "grouped.json")
            let outcome = try layout([document])
            #expect(outcome.status == .success)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                                    as? [String: Any])
            let section = try #require((json["sections"] as? [[String: Any]])?.first)
            // The ios26 look's grouped header: the text as written (ios18 drew it in capitals).
            #expect((section["header"] as? [String: Any])?["text"] as? String == "Network")
            #expect((section["footer"] as? [String: Any])?["text"] as? String == "Nearby")
            #expect(section["cornerRadius"] as? Double == 26)
            let row = try #require((section["rows"] as? [[String: Any]])?.first)
            let views = try #require(row["views"] as? [String: Any])
            #expect(Set(views.keys) == ["cell", "content", "image", "text", "secondaryText", "accessories"])
            #expect((views["accessories"] as? [Any])?.count == 1)
            let card = try #require(section["card"] as? [String: Double])
            #expect(card["x"] == 16 && card["width"] == 361)
            let ios18 = try #require(try JSONSerialization.jsonObject(
                with: Data(try layout([document, "--look", "ios18"]).standardOutput.utf8)) as? [String: Any])
            let ios18Section = try #require((ios18["sections"] as? [[String: Any]])?.first)
            #expect((ios18Section["header"] as? [String: Any])?["text"] as? String == "NETWORK")
            #expect((ios18Section["card"] as? [String: Double])?["x"] == 20 && ios18Section["cornerRadius"] as? Double == 10)
        }

        /// Outline rows nest as the document nests them: an expanded row's visible children are in its
        /// `children`, so `sections[0].rows[0].children[0]` names one row in both; collapsed children are not drawn.
        @Test func nestsTheChildrenOfExpandedRows() throws {
            let folder = try ScratchFolder()
            let document = try folder.write("""
                {"sections": [{"rows": [
                  {"text": "Documents", "expanded": true, "children": [
                    {"text": "Work", "children": [{"text": "Hidden"}]}, {"text": "Notes"}]},
                  {"text": "Photos"}]}]}
                """, to: "outline.json")
            let outcome = try layout([document, "--state", "editing"])
            #expect(outcome.status == .success)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                                    as? [String: Any])
            let rows = try #require((json["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
            #expect(rows.count == 2)
            let children = try #require(rows[0]["children"] as? [[String: Any]])
            #expect(children.count == 2 && children[0]["children"] == nil && rows[1]["children"] == nil)
            let text = try #require((children[1]["views"] as? [String: Any])?["text"] as? [String: Double])
            #expect(text["x"] == 30 && text["y"] == 15)
            #expect((children[1]["frame"] as? [String: Double])?["y"] == 104)
        }

        @Test func rejectsAnUnknownStateWithASuggestion() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            #expect(try layout([document, "--state", "Highlighted"]) == commandFailure(
                "--state: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found \"Highlighted\" "
                    + "(did you mean \"highlighted\"?)"))
        }

        @Test func reportsDocumentErrorsLikeRender() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.malformed, to: "broken.json")
            #expect(try layout([document]) == commandFailure("\(document):2:13: invalid JSON: expected a value, found 'x'"))
        }
    }
}
