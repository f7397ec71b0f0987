import Foundation
import Testing

/// Documents found by fuzzing that crashed or hung cellshot (`Hostile/`, and generated here when they are
/// megabytes of one character): each now ends at once with a clear error and status 2, or draws.
/// Run as a subprocess, so a trap or a signal shows as a status, and with a timeout, so a hang fails.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct HostileDocumentTests: ~Copyable {
    static let hostile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
    }

    /// One row whose text is `text`, as JSON.
    static func row(_ text: String, _ extra: String = "") -> String {
        let escaped = text.replacingOccurrences(of: "\n", with: "\\n")
        return #"{"sections": [{"rows": [{"text": "\#(escaped)"\#(extra)}]}]}"#
    }

    /// `crashA-overflow-1MB-text.json`: a line of 1,048,576 characters summed its width in Pango units
    /// in an Int32 and trapped (SIGILL). It is now over the text budget.
    @Test func aOneMegabyteLineIsOverTheTextBudget() throws {
        let document = try folder.write(Self.row(String(repeating: "A", count: 1 << 20)), to: "crashA.json")
        let message = "error: \(document):1:34: sections[0].rows[0].text: a text of 1,048,576 characters is over the budget "
            + "of 10,000 characters a text may have (shorten it, or raise the budget with --max-text-length "
            + "(ResourceLimits.textLength), up to 1,000,000)\n"
        #expect(try runCellshot(["layout", document], timeout: 30)
                == ProcessResult(standardOutput: "", standardError: message, status: 2))
        let output = folder.file("crashA.png")
        #expect(try runCellshot(["render", document, "-o", output], timeout: 30).status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
        // Raised to the most, it is still refused, in other words.
        let raised = try runCellshot(["layout", document, "--max-text-length", "1000000"], timeout: 30)
        #expect(raised.status == 2)
        #expect(raised.standardError.hasSuffix("(shorten it: 1,000,000 characters is the most cellshot lays out)\n"))
    }

    /// Under the budget but too long for Pango's 32-bit coordinates at its size: refused before layout.
    @Test func aTextTooLongForPangosCoordinatesAtItsSizeIsRefused() throws {
        let document = try folder.write(Self.row(String(repeating: "W", count: 1000),
                                                 #", "textProperties": {"font": {"size": 1000}}"#), to: "big.json")
        #expect(try runCellshot(["layout", document], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:34: sections[0].rows[0].text: a text of 1,000 characters at 1000 pt could be "
                + "longer than the 2,097,151 points Pango can lay out; at this size a text may have at most 262 "
                + "characters (use a shorter text or a smaller font)\n",
            status: 2))
    }

    /// `crashB-segv-glib-original-c01541.json`: a secondary text with 8 NULs among random Unicode crashed in
    /// glib (`g_utf8_pointer_to_offset`) in about one run of four: Pango was given the text cut at its first
    /// NUL, with attributes at byte offsets past it. Several runs, since the crash was intermittent.
    @Test func nulCharactersInATextNeverCrash() throws {
        let document = Self.hostile.appendingPathComponent("crashB-segv-glib-original-c01541.json").path
        for _ in 0..<5 {
            let result = try runCellshot(["layout", document], timeout: 30)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains(#""secondaryText""#))
        }
        let output = folder.file("crashB.png")
        #expect(try runCellshot(["render", document, "-o", output, "--scale", "1"], timeout: 60).status == 0)
        #expect(pngSize(atPath: output) != nil)
    }

    /// The fuzzer's crash reduced (valgrind): FSI, an emoji, NEL and PDI in one paragraph made FriBidi read
    /// memory it had freed. NEL now reaches Pango as a line feed. (A use after free only sometimes crashes:
    /// `scripts/asan.sh` runs it under valgrind, which always sees it.)
    @Test func aParagraphSeparatorInsideAnIsolateDraws() throws {
        let document = Self.hostile.appendingPathComponent("fribidi-isolate-paragraph-separator.json").path
        let output = folder.file("isolate.png")
        #expect(try runCellshot(["render", document, "-o", output, "--scale", "1"], timeout: 60).status == 0)
        let frames = try runCellshot(["layout", document], timeout: 30)
        #expect(frames.status == 0)
        // Two lines: the separator breaks the line as a line feed does.
        #expect(frames.standardOutput.contains(#""text": {"x": 20, "y": 11, "width": 353, "height": 44}"#),
                "\(frames.standardOutput)")
    }

    /// `hang-quadratic-64k-lines.json`: 65,536 lines in one text took 14 s (line layout grows with the
    /// square of the lines); over the budget it is refused at once, and at the budget it draws.
    @Test func sixtyFourThousandLinesAreOverTheBudgetAndTenThousandCharactersDraw() throws {
        let lines = try folder.write(Self.row(String(repeating: "a\n", count: 65_536)), to: "lines.json")
        let refused = try runCellshot(["layout", lines], timeout: 30)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("a text of 131,072 characters is over the budget of 10,000"))
        let atBudget = try folder.write(Self.row(String(repeating: "a\n", count: 5_000), #", "style": "cell""#),
                                        to: "budget.json")
        let output = folder.file("budget.png")
        #expect(try runCellshot(["render", atBudget, "-o", output, "--scale", "1"], timeout: 60).status == 0)
        #expect((pngSize(atPath: output)?.height ?? 0) > 5_000 * 20)
    }

    /// `fifo-image.json` beside `mkfifo fifo.png`: opening the FIFO waited for a writer forever.
    @Test func aFIFONamedAsAnImageIsRefusedWithoutWaiting() throws {
        let source = Self.hostile.appendingPathComponent("fifo-image.json").path
        let document = try folder.write(try String(contentsOfFile: source, encoding: .utf8), to: "fifo-image.json")
        #expect(mkfifo(folder.file("fifo.png"), 0o644) == 0)
        #expect(try runCellshot(["render", document, "-o", folder.file("out.png")], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:43: sections[0].rows[0].image: cannot read the image \(folder.file("fifo.png")): "
                + "it is a named pipe (FIFO), not a regular file\n",
            status: 2))
    }

    /// A device named as the document was reported as "permission denied"; `/dev/zero` must not be read.
    @Test func aDeviceNamedAsTheDocumentIsSaidToBeOne() throws {
        #expect(try runCellshot(["layout", "/dev/zero"], timeout: 30) == ProcessResult(
            standardOutput: "", standardError: "error: /dev/zero: cannot read the document: it is a device, not a regular file\n",
            status: 2))
    }

    /// A document from a pipe (`<(generate)`) is read; a FIFO nobody writes to is an empty document, not a hang.
    @Test func aFIFONamedAsTheDocumentIsReadOrEmpty() throws {
        let fifo = folder.file("list.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try runCellshot(["layout", fifo], timeout: 30)
        #expect(result.status == 2)
        #expect(result.standardError == "error: \(fifo):1:1: invalid JSON: expected a JSON value, found an empty document\n")
    }

    /// A valid 30,000 × 30,000 PNG was reported as "corrupt PNG (out of memory)": its header is now read first.
    @Test func aHugePNGIsOverThePixelBudget() throws {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(30_000) + bigEndian(30_000) + [8, 2, 0, 0, 0]
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", [])
        #expect(FileManager.default.createFile(atPath: folder.file("huge.png"), contents: Data(png)))
        let document = try folder.write(#"{"sections": [{"rows": [{"text": "a", "image": "huge.png"}]}]}"#, to: "huge.json")
        #expect(try runCellshot(["layout", document], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:48: sections[0].rows[0].image: cannot read the image \(folder.file("huge.png")): "
                + "a 30000 × 30000 pixel PNG is over the pixel budget of an image, 64 megapixels (8192 × 8192); --max-image-pixels (RenderEnvironment's maximumImagePixels) raises it\n",
            status: 2))
    }

    /// `timeout-squeezed-emoji-text.json` (fuzz-render): a wide accessory leaves the text a label 0 pt wide, and
    /// 3,000 one-point emoji broke into 3,000 lines, Pango shaping the rest for each: 15–19 s. It is now over the
    /// line budget, found from the unwrapped width before Pango wraps it; at the budget it draws.
    @Test func aTextSqueezedIntoThousandsOfLinesIsOverTheLineBudget() throws {
        let document = Self.hostile.appendingPathComponent("timeout-squeezed-emoji-text.json").path
        let start = Date()
        #expect(try runCellshot(["layout", document], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:98: sections[0].rows[0].text: a text of 3,000 characters in a label 0 pt wide "
                + "would break into at least 3,000 lines, over the budget of 200 lines a text may have (give the label "
                + "room or shorten the text, or raise the budget with --max-text-lines (ResourceLimits.textLines), up to "
                + "100,000)\n",
            status: 2))
        #expect(Date().timeIntervalSince(start) < 10)
        let output = folder.file("squeezed.png")
        #expect(try runCellshot(["render", document, "-o", output], timeout: 30).status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
        // At the budget (200 characters, so 200 lines at most) it lays out.
        var text = try String(contentsOfFile: document, encoding: .utf8)
        text = text.replacingOccurrences(of: String(repeating: "👍", count: 3_000), with: String(repeating: "👍", count: 200))
        let atBudget = try folder.write(text, to: "at-budget.json")
        #expect(try runCellshot(["layout", atBudget], timeout: 60).status == 0)
        #expect(try runCellshot(["layout", document, "--max-text-lines", "0"], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: --max-text-lines: expected a number of lines from 1 to 100,000, found 0\n",
            status: 2))
    }

    /// `squeezed-wide-accessory-label.json`, the same row with three emoji: at the largest content size its label
    /// accessory is 502.9 pt wide in a 393 pt list, and the cell came out 558.9 pt wide. A cell is as wide as its
    /// list: the content keeps only its margins (20 + 8 pt, the text 0 pt wide), the label takes the rest less the
    /// spacing (8 pt) and the trailing margin (20 pt), 337 pt, drawn cut short, with a warning.
    @Test func anAccessoryWiderThanTheListIsSqueezedIntoTheCell() throws {
        let document = Self.hostile.appendingPathComponent("squeezed-wide-accessory-label.json").path
        let result = try runCellshot(["layout", document], timeout: 30)
        #expect(result.status == 0)
        for frame in [#""frame": {"x": 0, "y": 0, "width": 393, "height": 73.667}"#,
                      #""cell": {"x": 0, "y": 0, "width": 393, "height": 73.57}"#,
                      #""content": {"x": 0, "y": 0, "width": 28, "height": 73.57}"#,
                      #""text": {"x": 20, "y": 35, "width": 0, "height": 3.57}"#,
                      #"{"x": 36, "y": 2.49, "width": 337, "height": 68.59}"#] {
            #expect(result.standardOutput.contains(frame), "\(frame) in \(result.standardOutput)")
        }
        let warning = #"sections[0].rows[0] (normal): the accessories do not fit in the cell's 393 pt: the label "#
            + #"\"WWWWWWWWWW\" needs 502.9 pt and is squeezed to 337 pt, and the content keeps no room for its text "#
            + #"(use fewer accessories, a shorter label or a smaller content size)"#
        #expect(result.standardOutput.contains(#""warnings": ["\#(warning)"]"#), "\(result.standardOutput)")
        let output = folder.file("squeezed.png")
        let rendered = try runCellshot(["render", document, "-o", output, "--scale", "1"], timeout: 60)
        #expect(rendered.status == 0)
        #expect(rendered.standardError == "warning: \(document): \(warning.replacingOccurrences(of: "\\\"", with: "\""))\n")
        #expect(pngSize(atPath: output)?.width == 393)
        // In an inset grouped list the cell is as wide as the card (393 - 2 × 16 pt), its margins 16 pt.
        let inset = try runCellshot(["layout", document, "--list-style", "insetGrouped"], timeout: 30)
        for frame in [#""cell": {"x": 0, "y": 0, "width": 361, "height": 73.57}"#,
                      #""content": {"x": 0, "y": 0, "width": 24, "height": 73.57}"#,
                      #"{"x": 32, "y": 2.49, "width": 313, "height": 68.59}"#] {
            #expect(inset.standardOutput.contains(frame), "\(frame) in \(inset.standardOutput)")
        }
    }

    /// `systems/trap-infinite-ratio.json` (fuzz-constraints, `Fuzz/Findings/fuzz-constraints-crash-133f0e22`, reduced
    /// to three constraints): `(x + y) * 66666663` with `y == 1e301` overflows to infinity, and the solver's ratio
    /// test (`Tableau.leavingRow`) force-unwrapped the best row it had not found when the first ratio was
    /// infinite: `cellshot solve` trapped (SIGILL). Now the constraint that overflows is refused, naming it.
    @Test func aSystemThatOverflowsToInfinityIsAnErrorNotATrap() throws {
        let system = Self.hostile.appendingPathComponent("systems/trap-infinite-ratio.json").path
        let result = try runCellshot(["solve", system], environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: 30)
        #expect(result == ProcessResult(
            standardOutput: "",
            standardError: "error: \(system): constraints[2]: the solver rejected (x + y) * 66666663 <= 100 @required: "
                + "not a finite number: a value overflowed while adding 66666663 * x + 66666663 * y <= 100 "
                + "(coefficients times values beyond 1.8e308)\n",
            status: 2))
    }

    /// Ten thousand combining marks on one letter ("Zalgo"): over the budget of marks a character may carry.
    @Test func aCharacterWithThousandsOfCombiningMarksIsOverTheBudget() throws {
        let document = try folder.write(Self.row("a" + String(repeating: "\u{301}", count: 9_999)), to: "marks.json")
        #expect(try runCellshot(["layout", document], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:34: sections[0].rows[0].text: a character of the text carries 9,999 combining "
                + "marks, over the budget of 30 combining marks a character may have (remove them, or raise the budget "
                + "with --max-combining-marks (ResourceLimits.combiningMarks), up to 1,000,000)\n",
            status: 2))
        #expect(try runCellshot(["layout", document, "--max-combining-marks", "9999"], timeout: 30).status == 0)
        // Thirty is enough for any writing system: a Vietnamese letter with two marks, Thai tone marks.
        let written = try folder.write(Self.row("Tiếng Việt ก่ e\u{301}\u{302}" + String(repeating: "\u{301}", count: 28)),
                                       to: "written.json")
        #expect(try runCellshot(["layout", written], timeout: 30).status == 0)
    }

    /// The row budget counts every row, collapsed children included, before anything is laid out.
    @Test func aDocumentOverTheRowBudgetIsRefused() throws {
        let document = try folder.write(#"""
            {"sections": [{"rows": [{"text": "a"}, {"text": "b", "children": [{"text": "c"}]}]}]}
            """#, to: "rows.json")
        #expect(try runCellshot(["layout", document, "--max-rows", "2"], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:14: sections: the document has more than 2 rows, the budget of rows a document "
                + "may have (children of collapsed rows count) (split it, or raise the budget with --max-rows "
                + "(ResourceLimits.rows), up to 1,000,000)\n",
            status: 2))
        #expect(try runCellshot(["layout", document, "--max-rows", "3"], timeout: 30).status == 0)
        #expect(try runCellshot(["layout", document, "--max-rows", "0"], timeout: 30).standardError
            == "error: --max-rows: expected a number of rows from 1 to 1,000,000, found 0\n")
    }

    /// Rows whose values change their template's constraints each build a system; 100 chained views took
    /// 0.7 s a row. The views built are counted against a budget.
    @Test func rowsThatEachBuildATemplateSystemAreHeldToTheViewBudget() throws {
        let views = (0..<10).map { #""v\#($0)": {"label": {"text": "L\#($0)"}}"# }.joined(separator: ", ")
        let constraints = ([#""v0.top == margins.top + $gap""#] + (1..<10).map { #""v\#($0).top == v\#($0 - 1).bottom""# }
            + [#""v9.bottom == margins.bottom""#]).joined(separator: ", ")
        let rows = (0..<3).map { #"{"template": "t", "values": {"gap": \#($0)}}"# }.joined(separator: ", ")
        let document = try folder.write(#"{"templates": {"t": {"views": {\#(views)}, "constraints": [\#(constraints)]}}, "#
                                        + #""sections": [{"rows": [\#(rows)]}]}"#, to: "views.json")
        #expect(try runCellshot(["layout", document, "--max-template-views", "25"], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:21: templates.t: drawing sections[0].rows[2] would build a constraint system of "
                + "10 views after 20 already built, over the budget of 25 views a render's templates may have (rows "
                + "whose values change a template's constraints each build a system of their own) (keep placeholders out "
                + "of constraints, or raise the budget with --max-template-views (ResourceLimits.templateViews), up to "
                + "10,000,000)\n",
            status: 2))
        #expect(try runCellshot(["layout", document, "--max-template-views", "30"], timeout: 30).status == 0)
    }

    /// Rows of texts each within the text budget add up: the texts laid out are counted against the document's
    /// total, which stops a document of twenty thousand such rows (hours of layout) after seconds. Two states
    /// count each text twice.
    @Test func theTextsOfADocumentAreHeldToTheTotalTextBudget() throws {
        let rows = (0..<6).map { _ in #"{"text": "\#(String(repeating: "a", count: 900))"}"# }.joined(separator: ", ")
        let document = try folder.write(#"{"sections": [{"header": "Header", "rows": [\#(rows)]}]}"#, to: "total.json")
        #expect(try runCellshot(["layout", document, "--max-total-text", "5000"], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: \(document):1:4624: sections[0].rows[5].text: with this text of 900 characters the texts "
                + "laid out come to 5,406 characters, over the budget of 5,000 characters a document's texts may have together "
                + "(each text counted every time it is laid out: once in each state column) (shorten the texts, or draw "
                + "fewer rows or states, or raise the budget with --max-total-text (ResourceLimits.totalTextLength), up to "
                + "1,000,000,000)\n",
            status: 2))
        #expect(try runCellshot(["layout", document, "--max-total-text", "5406"], timeout: 30).status == 0)
        // Rendering two states lays every text out twice.
        let output = folder.file("total.png")
        let twice = try runCellshot(["render", document, "-o", output, "--states", "normal,selected",
                                     "--max-total-text", "10000"], timeout: 30)
        #expect(twice.status == 2 && twice.standardError.contains("come to 10,812 characters"))
        #expect(try runCellshot(["render", document, "-o", output, "--states", "normal,selected",
                                 "--max-total-text", "10812"], timeout: 30).status == 0)
        #expect(try runCellshot(["layout", document, "--max-total-text", "0"], timeout: 30).standardError
            == "error: --max-total-text: expected a number of characters from 1 to 1,000,000,000, found 0\n")
    }

    /// `Fuzz/Findings/timeout-tall-footer-render.json` (fuzz-render, over 10 s under ASan on a loaded machine):
    /// a footer of thousands of short lines makes a list 54,622 pixels tall at scale 1. Nothing grows faster
    /// than the pixels (2.7 s in a debug build, most of it compressing); it is drawn, streamed, in bounded
    /// memory. Kept out of `Hostile/`, which `scripts/asan.sh` renders 200 times under ASan.
    @Test func aFooterOfThousandsOfLinesDrawsAsATallImage() throws {
        let document = Self.hostile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Findings/timeout-tall-footer-render.json").path
        let output = folder.file("tall.png")
        let result = try runCellshot(["render", document, "-o", output, "--scale", "1"], timeout: 120)
        #expect(result.status == 0)
        #expect(pngSize(atPath: output)?.width == 810)
        #expect(pngSize(atPath: output)?.height == 54_630)   // in the default ios26 look
    }

    @Test func theTextBudgetMustBeAPositiveNumberOfCharacters() throws {
        let document = try folder.write(Self.row("a"), to: "a.json")
        #expect(try runCellshot(["layout", document, "--max-text-length", "0"], timeout: 30) == ProcessResult(
            standardOutput: "",
            standardError: "error: --max-text-length: expected a number of characters from 1 to 1,000,000, found 0\n",
            status: 2))
    }
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// The CRC-32 of PNG chunks (ISO 3309), bit by bit: a test needs a few bytes of it.
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
}
