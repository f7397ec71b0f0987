import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// Custom templates on the command line: UIKit's recovery reported as warnings, `--strict`, and
    /// the template's views in `cellshot layout`.
    @Suite("templates on the command line") struct Templates {
        /// A template whose box is asked to be 100 and 200 points wide.
        static let conflicting = #"""
            { "templates": { "t": { "views": { "box": { "view": { "width": 100 } } },
                                    "constraints": [ "box.width == 200", "H:|-0-[box]", "V:|-0-[box(20)]-0-|" ] } },
              "sections": [ { "rows": [ { "template": "t" } ] } ] }
            """#

        @Test func warnsAboutConflictsAndStillWrites() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Self.conflicting, to: "list.json")
            let outcome = try render([document, "-o", folder.file("out.png")])
            #expect(outcome.status == .success)
            #expect(outcome.standardError.hasPrefix(
                "warning: \(document): templates.t (drawing sections[0].rows[0], normal): Unable to simultaneously satisfy constraints.\n"))
            #expect(outcome.standardError.contains("Will attempt to recover by breaking constraint\n"))
            #expect(try folder.names() == ["list.json", "out.png"])
        }

        @Test func strictMakesConflictsErrors() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Self.conflicting, to: "list.json")
            let outcome = try render([document, "-o", folder.file("out.png"), "--strict"])
            #expect(outcome.status == .badInput)
            #expect(outcome.standardError.hasPrefix("error: \(document):2:40: templates.t.constraints: Unable to simultaneously"))
            #expect(try folder.names() == ["list.json"])
        }

        @Test func layoutPrintsTheTemplatesViewsAndWarnings() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Self.conflicting, to: "list.json")
            let outcome = try layout([document])
            #expect(outcome.status == .success)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let sections = try #require(json["sections"] as? [[String: Any]])
            let rows = try #require(sections.first?["rows"] as? [[String: Any]])
            let template = try #require(rows.first?["template"] as? [String: Any])
            #expect(template["name"] as? String == "t")
            let box = try #require((template["views"] as? [String: Any])?["box"] as? [String: Double])
            // The constraint added last is the one broken; the view keeps its fixed width.
            #expect(box == ["x": 0, "y": 0, "width": 100, "height": 20])
            let warnings = try #require(json["warnings"] as? [String])
            #expect(warnings.count == 1)
            #expect(warnings[0].hasSuffix("Will attempt to recover by breaking constraint\n    box.width == 200 from \"box.width == 200\""))
        }
    }
}
