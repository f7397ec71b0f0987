import CellshotModel
import Cellshot
import CellshotTesting
import Foundation
import Testing
@testable import CellshotCLI

/// The small parts of `cellshot render` and `cellshot layout`, without rendering.
@Suite struct RenderPartsTests {
    @Test func parsesStateListsInOrder() throws {
        #expect(try StateNames.parse(["normal,selected", " disabled "], option: "states")
                == [.normal, .selected, .disabled])
        #expect(try StateNames.parse(["highlighted"], option: "states") == [.highlighted])
    }

    @Test func suggestsTheClosestStateName() {
        let known = ["normal", "highlighted", "selected", "disabled"]
        #expect(StateNames.suggestion(for: "Selected", among: known) == "selected")
        #expect(StateNames.suggestion(for: "higlighted", among: known) == "highlighted")
        #expect(StateNames.suggestion(for: "dis", among: known) == "disabled")
        #expect(StateNames.suggestion(for: "focused", among: known) == nil)
        #expect(StateNames.suggestion(for: "", among: known) == nil)
    }

    @Test func namesSplitFilesAfterTheOutput() {
        #expect(OutputPlan.path("out.png", inserting: "selected") == "out.selected.png")
        #expect(OutputPlan.path("a.b/list.v2.png", inserting: "normal") == "a.b/list.v2.normal.png")
        #expect(OutputPlan.path("dir.d/out", inserting: "normal") == "dir.d/out.normal")
        #expect(OutputPlan.path(".png", inserting: "normal") == ".png.normal")
        let plan = OutputPlan(output: "o.png", states: [.normal, .disabled], split: true)
        #expect(plan.files == [.init(path: "o.normal.png", states: [.normal]),
                               .init(path: "o.disabled.png", states: [.disabled])])
        #expect(OutputPlan(output: "o.png", states: [.normal, .disabled], split: false).files
                == [.init(path: "o.png", states: [.normal, .disabled])])
    }

    @Test func knowsFormatsByExtension() throws {
        #expect(try ImageFileFormat(outputPath: "a/b.png") == .png)
        #expect(try ImageFileFormat(outputPath: "b.SVG") == .svg)
        #expect(try ImageFileFormat(outputPath: "b.pdf") == .pdf)
        #expect(throws: CommandError.self) { try ImageFileFormat(outputPath: "a.png/b") }
        #expect(throws: CommandError.self) { try ImageFileFormat(outputPath: ".png") }
    }

    @Test func findsTheOutputsFolder() {
        #expect(OutputLocation.folder(of: "out.png") == ".")
        #expect(OutputLocation.folder(of: "/out.png") == "/")
        #expect(OutputLocation.folder(of: "a/b/out.png") == "a/b")
    }

    @Test func stagesBesideTheFile() {
        let pid = getpid()
        #expect(StagedFiles.stagingPath(for: "a/out.png") == "a/.out.png.cellshot-\(pid)")
        #expect(StagedFiles.stagingPath(for: "out.png") == ".out.png.cellshot-\(pid)")
    }

    /// The first file is written, the second fails: neither appears and the old first file stays.
    @Test func writesStagedFilesAllOrNothing() throws {
        let folder = try ScratchFolder()
        let first = try folder.write("old", to: "one.png"), second = folder.file("two.png")
        #expect(throws: CommandError("cannot write \(second): disk full", status: .internalError)) {
            try StagedFiles.write([first, second]) { index, path throws(CommandError) in
                guard index == 0 else { throw CommandError("cannot write \(path): disk full", status: .internalError) }
                try? Data("new".utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        #expect(try folder.names() == ["one.png"])
        #expect(FileManager.default.contents(atPath: first) == Data("old".utf8))

        try StagedFiles.write([first, second]) { _, path throws(CommandError) in
            try? Data("new".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(try folder.names() == ["one.png", "two.png"])
        #expect(FileManager.default.contents(atPath: first) == Data("new".utf8))
    }

    @Test func printsFlatContainersOnOneLine() {
        let value = JSONValue.object([
            .init(key: "a", value: .array([])),
            .init(key: "b", value: .object([.init(key: "x", value: .number(1, text: "1")),
                                            .init(key: "s", value: .string("é\"\n"))])),
            .init(key: "c", value: .array([.object([]), .null, .bool(true)])),
        ])
        #expect(PrettyJSON.text(value) == """
            {
              "a": [],
              "b": {"x": 1, "s": "é\\"\\n"},
              "c": [
                {},
                null,
                true
              ]
            }
            """)
    }
}
