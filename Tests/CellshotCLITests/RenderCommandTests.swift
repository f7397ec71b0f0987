import CellshotRender
import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `cellshot render` run in-process: the files it writes, its messages and exit statuses.
    @Suite("cellshot render") struct Render {
        /// The gap between two state columns in points (`StateSheet.gutter` in the Cellshot module).
        static let columnGutter = 24

        @Test func writesAPNGOfTheListAtTheScale() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let output = folder.file("hello.png")
            #expect(try render([document, "-o", output, "--scale", "2"]) == .success())
            let size = try #require(pngSize(atPath: output))
            #expect(size.width == 393 * 2)
            #expect(size.height == 52 * 2)   // one 52-point row (the ios26 look)
            #expect(try folder.names() == ["hello.json", "hello.png"])
        }

        @Test func drawsOneColumnPerStateSideBySide() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let output = folder.file("states.png")
            #expect(try render([document, "-o", output, "--states", "normal,selected", "--scale", "2", "--width", "375"])
                    == .success())
            let size = try #require(pngSize(atPath: output))
            #expect(size.width == (2 * 375 + Self.columnGutter) * 2)
            #expect(size.height > 44 * 2)   // a caption band above the columns
        }

        @Test func splitsOneFilePerStateAndPrintsThePathsWhenVerbose() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let output = folder.file("out.png")
            let outcome = try render([document, "-o", output, "--states", "normal", "--states", "selected,disabled",
                                      "--split", "--scale", "1", "--verbose"])
            let paths = ["normal", "selected", "disabled"].map { folder.file("out.\($0).png") }
            #expect(outcome == .success(paths.map { $0 + "\n" }.joined()))
            #expect(try folder.names() == ["hello.json", "out.disabled.png", "out.normal.png", "out.selected.png"])
            for path in paths {
                let size = try #require(pngSize(atPath: path))
                #expect(size.width == 393 && size.height == 52)   // one column, no caption
            }
        }

        @Test func rejectsAnUnknownStateWithASuggestion() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            #expect(try render([document, "-o", folder.file("out.png"), "--states", "normal,slected"]) == commandFailure(
                "--states: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found \"slected\" "
                    + "(did you mean \"selected\"?)"))
            #expect(try render([document, "-o", folder.file("out.png"), "--states", "normal,", "--split"]) == commandFailure(
                "--states: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found an empty name"))
            #expect(try render([document, "-o", folder.file("out.png"), "--states", "selected", "--states", "selected"])
                    == commandFailure("--states: \"selected\" is given twice"))
            #expect(try folder.names() == ["hello.json"])
        }

        @Test func namesTheJSONPathAndTheClosestSymbol() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.misspeltSymbol, to: "network.json")
            #expect(try render([document, "-o", folder.file("out.png"), "--strict-symbols"]) == commandFailure(
                "\(document):2:63: sections[0].rows[1].image.symbol: expected an SF Symbol name that cellshot knows, "
                    + "found \"wfi\" (did you mean \"wifi\"?)"))
            #expect(try folder.names() == ["network.json"])
        }

        /// Without `--strict-symbols` an unknown name is drawn as a placeholder: the image is written and one
        /// warning names the symbol, where it is used and the closest name.
        @Test func drawsAnUnknownSymbolAsAPlaceholderAndWarns() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.misspeltSymbol, to: "network.json")
            #expect(try render([document, "-o", folder.file("out.png")]) == CommandOutcome(
                standardOutput: "",
                standardError: "warning: \(document): sections[0].rows[1].image.symbol: unknown SF Symbol \"wfi\", drawn "
                    + "as a placeholder (a dashed square); did you mean \"wifi\"?\n",
                status: .success))
            #expect(try folder.names() == ["network.json", "out.png"])
            let laidOut = try layout([document])
            #expect(laidOut.status == .success)
            #expect(laidOut.standardOutput.contains(#"unknown SF Symbol \"wfi\""#))
            #expect(try layout([document, "--strict-symbols"]).status == .badInput)
        }

        /// The library says the image is too wide; the command line says which of its options make it narrower.
        @Test func anImageTooWideForPNGNamesTheOptionsThatNarrowIt() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(#"{"width": 4096, "scale": 4, "states": ["normal", "selected"], "#
                                            + #""sections": [{"rows": [{"text": "a"}]}]}"#, to: "wide.json")
            #expect(try render([document, "-o", folder.file("out.png")]) == commandFailure(
                "\(document): cannot make a 32,864 × 352 pixel image: it is wider than the 32,767 pixels an image may be "
                    + "across (draw one state per image with --split, or lower --scale or --width)"))
            #expect(try render([document, "-o", folder.file("out.png"), "--split"]).status == .success)
        }

        @Test func reportsAMissingDocument() throws {
            let folder = try ScratchFolder()
            let document = folder.file("missing.json")
            #expect(try render([document, "-o", folder.file("out.png")])
                    == commandFailure("\(document): cannot read the document: no such file"))
            #expect(try folder.names().isEmpty)
        }

        @Test func reportsMalformedJSONWithItsLineAndColumn() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.malformed, to: "broken.json")
            #expect(try render([document, "-o", folder.file("out.png")])
                    == commandFailure("\(document):2:13: invalid JSON: expected a value, found 'x'"))
        }

        @Test func reportsOptionsOutOfRangeAsBadInput() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let outcome = try render([document, "-o", folder.file("out.png"), "--scale", "5"])
            #expect(outcome.status == .badInput)
            #expect(outcome.standardError.hasPrefix("error: --scale: expected a scale from 1 to 4"))
            #expect(try render([document, "-o", folder.file("out.png"), "--width", "0"]).status == .badInput)
        }

        @Test func leavesAnExistingOutputUntouchedWhenTheDocumentIsWrong() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.misspeltSymbol, to: "network.json")
            let output = try folder.write("the previous image", to: "out.png")
            #expect(try render([document, "-o", output, "--strict-symbols"]).status == .badInput)
            #expect(try render([document, "-o", output, "--split", "--strict-symbols"]).status == .badInput)
            #expect(FileManager.default.contents(atPath: output) == Data("the previous image".utf8))
            #expect(try folder.names() == ["network.json", "out.png"])
        }

        /// Two columns 4096 points wide at scale 4 are wider than any PNG cellshot can make: the writer
        /// fails after rendering, and neither the old file nor a staging file may show it.
        @Test func leavesAnExistingOutputUntouchedWhenWritingFails() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let output = try folder.write("the previous image", to: "out.png")
            let outcome = try render([document, "-o", output, "--states", "normal,selected", "--width", "4096",
                                      "--scale", "4"])
            #expect(outcome.status == .badInput)
            #expect(outcome.standardError.hasPrefix("error: \(document): cannot make a "))
            #expect(FileManager.default.contents(atPath: output) == Data("the previous image".utf8))
            #expect(try folder.names() == ["hello.json", "out.png"])
        }

        @Test func writesNoStateWhenAnotherStatesFileCannotBeWritten() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            try FileManager.default.createDirectory(atPath: folder.file("out.selected.png"), withIntermediateDirectories: false)
            #expect(try render([document, "-o", folder.file("out.png"), "--states", "normal,selected", "--split"])
                    == commandFailure("cannot write \(folder.file("out.selected.png")): it is a folder"))
            #expect(try folder.names() == ["hello.json", "out.selected.png"])
        }

        @Test func reportsAMissingOutputFolderWithThePath() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let output = folder.file("images/out.png")
            #expect(try render([document, "-o", output])
                    == commandFailure("cannot write \(output): the folder \(folder.file("images")) does not exist"))
        }

        @Test func choosesTheFormatByTheOutputsExtension() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            #expect(try render([document, "-o", folder.file("out.jpg")]) == commandFailure(
                "--output: cannot tell the format of \(folder.file("out.jpg")); end its name in .png, .pdf or .svg"))
            #expect(try render([document, "-o", folder.file("OUT.PNG")]) == .success())
            #expect(try render([document, "-o", folder.file("out.pdf")]) == .success())
            #expect(try render([document, "-o", folder.file("out.svg")]) == .success())
            let pdf = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("out.pdf"))))
            #expect(pdf.starts(with: Array("%PDF".utf8)))
            let svg = try String(contentsOfFile: folder.file("out.svg"), encoding: .utf8)
            #expect(svg.contains("<svg") && svg.contains("width=\"393pt\""))
            #expect(try folder.names() == ["OUT.PNG", "hello.json", "out.pdf", "out.svg"])
        }

        /// `--compression` changes the bytes, never the pixels; `default` is what render writes without it.
        @Test func compressesAsAskedWithTheSamePixels() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.misspeltSymbol.replacingOccurrences(of: "wfi", with: "wifi"),
                                            to: "network.json")
            var files: [String: Data] = [:]
            for choice in ["fast", "default", "small"] {
                let output = folder.file("\(choice).png")
                #expect(try render([document, "-o", output, "--states", "normal,selected", "--compression", choice])
                        == .success())
                files[choice] = try Data(contentsOf: URL(fileURLWithPath: output))
            }
            #expect(try render([document, "-o", folder.file("plain.png"), "--states", "normal,selected"]) == .success())
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("plain.png"))) == files["default"])
            let images = try ["fast", "default", "small"].map { try PNGImage.read(path: folder.file("\($0).png")) }
            #expect(images[0] == images[1] && images[1] == images[2])
            #expect(files["small"]!.count <= files["default"]!.count && files["default"]!.count <= files["fast"]!.count)
            // Vector formats have no such setting and ignore it.
            #expect(try render([document, "-o", folder.file("out.pdf"), "--compression", "small"]) == .success())
        }

        @Test func rejectsAnUnknownCompressionBeforeReadingTheDocument() throws {
            let folder = try ScratchFolder()
            #expect(try render([folder.file("missing.json"), "-o", folder.file("out.png"), "--compression", "tiny"])
                    == commandFailure("--compression: unknown value \"tiny\"; expected one of fast, default, small"))
            #expect(try folder.names().isEmpty)
        }

        /// A missing `-o` is the argument parser's usage error: status 64, with the option named.
        @Test func requiresAnOutput() throws {
            let error = try #require(throws: (any Error).self) { try RenderCommand.parse(["list.json"]) }
            #expect(RenderCommand.exitCode(for: error).rawValue == 64)
            #expect(RenderCommand.message(for: error).contains("--output"))
        }
    }
}
