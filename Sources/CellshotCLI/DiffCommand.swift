import ArgumentParser
import Foundation
import CellshotGraphics
import CellshotRender
import CellshotTesting

/// `cellshot diff reference.png actual.png [-o diff.png]`: compares two PNG images.
struct DiffCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two PNG images pixel by pixel.",
        discussion: """
            Prints one line: how many pixels differ, or that the images are identical. Exact by \
            default: any changed channel of any pixel counts, because cellshot draws the same \
            document to the same bytes on every machine. --threshold compares perceptually instead \
            (pixelmatch's YIQ colour distance; 0.1 is its usual value) and ignores pixels that look \
            like anti-aliasing unless --include-aa is given. With -o, the diff image is written \
            when there is something to show: the reference faded to grey, differing pixels red, \
            alpha-only differences magenta, ignored anti-aliasing yellow. See docs/comparison.md.

            Exit status: 0 the images match (within the allowed differences), 1 they differ \
            (or their sizes do), 2 bad input (a file missing or not a PNG, an option out of range, \
            an unwritable -o), 64 invalid command line.

            Examples:
              cellshot diff snapshots/list.png out/list.png
              cellshot diff a.png b.png -o diff.png --threshold 0.1 --max-diff-pixels 20
            """
    )

    /// The reference image.
    @Argument(help: ArgumentHelp("The reference image.", valueName: "reference.png"))
    var reference: String

    /// The image compared with it.
    @Argument(help: ArgumentHelp("The image to compare with the reference.", valueName: "actual.png"))
    var actual: String

    /// Where the diff image goes.
    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Write the diff image here when the images differ.", valueName: "diff.png"))
    var output: String?

    /// The perceptual threshold.
    @Option(help: ArgumentHelp("Compare perceptually: the colour distance (0 to 1) still taken as equal "
                               + "(0.1 is pixelmatch's default). Without it, any difference counts.",
                               valueName: "0…1"))
    var threshold: Double?

    /// The number of pixels that may differ.
    @Option(help: ArgumentHelp("How many pixels may differ for the images to match.", valueName: "count"))
    var maxDiffPixels = 0

    /// The fraction of pixels that may differ.
    @Option(help: ArgumentHelp("What fraction of the pixels (0 to 1) may differ for the images to match.",
                               valueName: "ratio"))
    var maxDiffRatio = 0.0

    /// Whether anti-aliasing counts.
    @Flag(name: .customLong("include-aa"),
          help: "With --threshold, count pixels that look like anti-aliasing as differences instead of ignoring them.")
    var includeAntiAliasing = false

    /// Compares, prints and exits with the outcome's status.
    func run() throws {
        try outcome().finish()
    }

    /// What the command prints and how it exits.
    func outcome() -> CommandOutcome {
        do throws(CommandError) {
            let options = try comparisonOptions()
            if let output {
                // Writing the diff over one of the images compared would destroy a reference.
                let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
                guard resolved(output) != resolved(reference), resolved(output) != resolved(actual) else {
                    throw CommandError("--output: \(output) is one of the images compared; write the diff elsewhere",
                                       status: .badInput)
                }
                try DiffOutput.check(output)
            }
            let result = ImageComparison.compare(reference: try Self.read(reference), actual: try Self.read(actual),
                                                 options: options)
            var text = result.summary + "\n"
            if let output { text += try DiffOutput.write(result.diff, to: output) + "\n" }
            return CommandOutcome(standardOutput: text, standardError: "",
                                  status: result.matches ? .success : .verificationFailed)
        } catch {
            return .failure(error)
        }
    }

    /// The options, checked.
    private func comparisonOptions() throws(CommandError) -> ComparisonOptions {
        if let threshold, !(0...1).contains(threshold) {
            throw CommandError("--threshold: expected a number from 0 to 1, found \(formatPoints(threshold))",
                               status: .badInput)
        }
        guard maxDiffPixels >= 0 else {
            throw CommandError("--max-diff-pixels: expected 0 or more, found \(maxDiffPixels)", status: .badInput)
        }
        guard (0...1).contains(maxDiffRatio) else {
            throw CommandError("--max-diff-ratio: expected a number from 0 to 1, found \(formatPoints(maxDiffRatio))",
                               status: .badInput)
        }
        return ComparisonOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing,
                                 maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    /// Reads a PNG file; status 2 naming the path when it cannot.
    private static func read(_ path: String) throws(CommandError) -> RGBAImage {
        do {
            return try PNGImage.read(path: path)
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
    }
}

/// The `-o` file of `cellshot diff`.
enum DiffOutput {
    /// Checks the path before any image is read: a `.png` name in a writable folder.
    static func check(_ path: String) throws(CommandError) {
        guard path.lowercased().hasSuffix(".png") else {
            throw CommandError("--output: the diff image is a PNG file; end its name in .png, found \(path)",
                               status: .badInput)
        }
        try OutputLocation.check(path)
    }

    /// Writes the diff image if there is one, and says what happened.
    static func write(_ diff: RGBAImage?, to path: String) throws(CommandError) -> String {
        guard let diff else { return "nothing to draw: \(path) not written" }
        do {
            try PNGImage.write(diff, to: path)
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
        return "diff image written to \(path)"
    }
}
