import Foundation
import Testing

/// `cellshot render` and `cellshot layout` run as a subprocess: standard input, streams and exit statuses.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct RenderProcessTests {
    @Test func rendersStandardInputAndPrintsNothing() throws {
        let folder = try ScratchFolder()
        let output = folder.file("stdin.png")
        let result = try runCellshot(["render", "-", "-o", output, "--scale", "1"], input: Documents.hello)
        #expect(result == ProcessResult(standardOutput: "", standardError: "", status: 0))
        #expect(pngSize(atPath: output)?.width == 393)
    }

    @Test func laysOutYAMLFromStandardInput() throws {
        let result = try runCellshot(["layout", "-"], input: "sections:\n  - rows:\n      - text: Hello\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""text": {"x": 20, "y": 15, "width": 353, "height": 22}"#))
    }

    @Test func exitsWithStatusTwoForBadInput() throws {
        let folder = try ScratchFolder()
        let result = try runCellshot(["render", "-", "-o", folder.file("out.png"), "--strict-symbols"],
                                     input: Documents.misspeltSymbol)
        #expect(result == ProcessResult(
            standardOutput: "",
            standardError: "error: <stdin>:2:63: sections[0].rows[1].image.symbol: expected an SF Symbol name that "
                + "cellshot knows, found \"wfi\" (did you mean \"wifi\"?)\n",
            status: 2))
        #expect(try folder.names().isEmpty)
    }

    @Test func exitsWithStatus64ForAnInvalidCommandLine() throws {
        let result = try runCellshot(["render", "-"], input: Documents.hello)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
    }
}

/// Characters cellshot's fonts cannot draw are reported, and the image is still written.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct MissingGlyphWarningTests {
    @Test func warnsAboutTextItCannotDraw() throws {
        let folder = try ScratchFolder()
        let output = folder.file("hebrew.png")
        let result = try runCellshot(["render", "-", "-o", output, "--scale", "1"],
                                     input: #"{ "sections": [ { "header": "სათაური", "rows": [ { "text": "გამარჯობა", "secondaryText": "שלום مرحبا 안녕 😀" } ] } ] }"#)
        #expect(result.status == 0)
        #expect(result.standardError == """
            warning: <stdin>: sections[0].header: 7 characters of "სათაური" cannot be drawn with cellshot's fonts \
            (Inter, Noto Sans CJK KR, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Symbols 2, Noto Sans Symbols, \
            Noto Color Emoji) and come out as boxes
            warning: <stdin>: sections[0].rows[0].text: 9 characters of "გამარჯობა" cannot be drawn with cellshot's \
            fonts (Inter, Noto Sans CJK KR, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Symbols 2, Noto Sans Symbols, \
            Noto Color Emoji) and come out as boxes

            """)
        #expect(pngSize(atPath: output)?.width == 393)
    }
}

/// `verify` never records: a `CELLSHOT_RECORD` asking it to gets a note; `never` and `0` (what the assertion
/// library accepts for "do not record") ask for what verify does anyway and get none.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct VerifyRecordEnvironmentTests {
    @Test func noteOnlyWhenTheEnvironmentAsksToRecord() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let arguments = ["verify", root.appendingPathComponent("assets/examples/hello-wwdc.json").path,
                         "--snapshots", root.appendingPathComponent("snapshots/examples").path, "--jobs", "1"]
        let asked = try runCellshot(arguments, environment: ["CELLSHOT_RECORD": "all"])
        #expect(asked.status == 0, "\(asked.standardError)")
        #expect(asked.standardError.contains("CELLSHOT_RECORD=all is ignored by verify"))
        for value in ["never", "0"] {
            let result = try runCellshot(arguments, environment: ["CELLSHOT_RECORD": value])
            // Standard error still has the progress lines; no note.
            #expect(result.status == 0 && !result.standardError.contains("CELLSHOT_RECORD"),
                    "\(value): \(result.standardError)")
        }
    }
}
