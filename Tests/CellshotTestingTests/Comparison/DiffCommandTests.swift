import CellshotRender
import Foundation
import Testing
@testable import CellshotCLI

/// `cellshot diff` run in-process: its output, exit status and diff file.
@Suite("cellshot diff")
struct DiffCommandTests {
    let folder: String
    let white = RGBAImage.filled(width: 10, height: 10, 255, 255, 255)

    init() throws {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    func png(_ image: RGBAImage, _ name: String) throws -> String {
        try PNGImage.write(image, to: file(name))
        return file(name)
    }

    func diff(_ arguments: [String]) throws -> CommandOutcome {
        try DiffCommand.parse(arguments).outcome()
    }

    @Test func identicalImagesExitZeroAndWriteNoDiff() throws {
        let a = try png(white, "a.png"), b = try png(white, "b.png")
        #expect(try diff([a, b]) == .success("images are identical (10 × 10 pixels)\n"))
        #expect(try diff([a, b, "-o", file("diff.png")])
            == .success("images are identical (10 × 10 pixels)\nnothing to draw: \(file("diff.png")) not written\n"))
        #expect(!FileManager.default.fileExists(atPath: file("diff.png")))
    }

    @Test func differentImagesExitOneAndWriteTheDiff() throws {
        let a = try png(white, "a.png"), b = try png(white.filling(x: 0..<3, y: 0..<1, 0, 0, 0), "b.png")
        let outcome = try diff([a, b, "-o", file("diff.png")])
        #expect(outcome == CommandOutcome(
            standardOutput: "3 pixels differ (3.00 %)\ndiff image written to \(file("diff.png"))\n",
            standardError: "", status: .verificationFailed))
        let written = try PNGImage.read(path: file("diff.png"))
        #expect(written.rgba(0, 0) == Diff.red && written.rgba(5, 5) == Diff.fadedWhite)
    }

    @Test func toleranceOptionsDecide() throws {
        let a = try png(white, "a.png"), b = try png(white.filling(x: 0..<3, y: 0..<1, 250, 250, 250), "b.png")
        #expect(try diff([a, b]).status == .verificationFailed)
        #expect(try diff([a, b, "--threshold", "0.1"]) == .success("0 pixels differ (0.00 %)\n"))
        #expect(try diff([a, b, "--max-diff-pixels", "3"])
            == .success("3 pixels differ (3.00 %); within the allowed 3 pixels\n"))
        #expect(try diff([a, b, "--max-diff-ratio", "0.02"]).status == .verificationFailed)
        let edgeA = try png(.edge(at: 5), "edge-a.png"), edgeB = try png(.edge(at: 6), "edge-b.png")
        #expect(try diff([edgeA, edgeB, "--threshold", "0.1"])
            == .success("0 pixels differ (0.00 %), 20 anti-aliased ignored\n"))
        #expect(try diff([edgeA, edgeB, "--threshold", "0.1", "--include-aa"])
            == CommandOutcome(standardOutput: "20 pixels differ (20.00 %)\n", standardError: "",
                              status: .verificationFailed))
    }

    @Test func differentSizesExitOne() throws {
        let a = try png(white, "a.png"), b = try png(.filled(width: 10, height: 11, 255, 255, 255), "b.png")
        let outcome = try diff([a, b, "-o", file("diff.png")])
        #expect(outcome.status == .verificationFailed)
        #expect(outcome.standardOutput.hasPrefix("sizes differ: reference 10 × 10 pixels, actual 10 × 11 pixels (blue in "
                                                 + "the diff: only one has it); where both have pixels, "))
        #expect(outcome.standardOutput.hasSuffix("diff image written to \(file("diff.png"))\n"))
        #expect(try PNGImage.read(path: file("diff.png")).height == 11)
    }

    @Test func badInputExitsTwoNamingThePath() throws {
        let a = try png(white, "a.png")
        let missing = file("missing.png")
        #expect(try diff([a, missing])
            == .failure(CommandError("cannot read image \(missing): No such file or directory", status: .badInput)))
        let text = file("notes.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        #expect(try diff([text, a])
            == .failure(CommandError("cannot read image \(text): not a PNG file", status: .badInput)))
    }

    @Test func badOptionsExitTwo() throws {
        let a = try png(white, "a.png")
        #expect(try diff([a, a, "--threshold", "1.5"])
            == .failure(CommandError("--threshold: expected a number from 0 to 1, found 1.5", status: .badInput)))
        #expect(try diff([a, a, "--max-diff-pixels=-1"])
            == .failure(CommandError("--max-diff-pixels: expected 0 or more, found -1", status: .badInput)))
        #expect(try diff([a, a, "--max-diff-ratio", "2"])
            == .failure(CommandError("--max-diff-ratio: expected a number from 0 to 1, found 2", status: .badInput)))
        #expect(try diff([a, a, "-o", file("diff.jpg")]).status == .badInput)
        #expect(try diff([a, a, "-o", file("no/such/folder/diff.png")]) == .failure(CommandError(
            "cannot write \(file("no/such/folder/diff.png")): the folder \(file("no/such/folder")) does not exist",
            status: .badInput)))
    }

    @Test func isASubcommandOfCellshot() throws {
        #expect(Cellshot.configuration.subcommands.contains { $0 == DiffCommand.self })
        #expect(throws: (any Error).self) { try DiffCommand.parse(["only-one.png"]) }
    }
}
