import ArgumentParser
import Cellshot
import CellshotModel
import CellshotRender
import Foundation

/// `cellshot render list.json -o out.png`: draws a list document to an image file.
struct RenderCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws a list document to an image file.",
        discussion: """
            Draws every state the document lists ("states", or --states) as a column of its own, \
            side by side under captions; with --split, each state goes to a file of its own, named \
            after the output with the state before the extension, without a caption. The format \
            follows the output's extension: .png, .pdf or .svg.

            Nothing is printed on success but warnings (texts with characters cellshot's fonts \
            cannot draw). Files are replaced only once every one of them is \
            rendered and written: a failure leaves no partial file and never touches an existing one. \
            Exit status: 0 written, 2 bad input (the document, an option, a symbol, an image, an \
            unwritable output), 3 internal error, 64 invalid command line. See docs/cli.md.

            Examples:
              cellshot render list.json -o list.png
              cellshot render list.json -o list.png --states normal,selected --split
              cellshot render list.json -o list.png --compression fast
              cat list.yaml | cellshot render - -o list.png --width 375 --scale 2
            """
    )

    /// The document's path, or `-` for standard input.
    @Argument(help: .document)
    var file: String

    /// Where the image goes.
    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The image file to write; its extension chooses the format.", valueName: "out.png"))
    var output: String

    /// The state names given, each possibly a comma-separated list.
    @Option(name: .customLong("states"),
            help: ArgumentHelp("The states to draw, in order, instead of the document's \"states\": normal, "
                               + "highlighted, selected, disabled, editing, focused. Separate them with commas or repeat the option.",
                               valueName: "state,…"))
    var stateNames: [String] = []

    /// Whether each state gets a file of its own.
    @Flag(help: "Write one file per state (out.normal.png, out.selected.png…) instead of one with a column per state.")
    var split = false

    /// The width and scale.
    @OptionGroup var geometry: GeometryOptions

    /// Which files image paths may name.
    @OptionGroup var assetOptions: AssetOptions

    /// How many threads draw a PNG.
    @Option(help: ArgumentHelp("Threads to draw and compress a PNG on, 1 to \(RenderJob.maximumJobs) (the bytes are "
                               + "the same for any number); all the cores unless given.", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// How hard a PNG is compressed, by name.
    @Option(help: ArgumentHelp("How hard a PNG is compressed: fast, default or small. Every choice gives the same "
                               + "pixels and the same bytes on every run; only the file's size and the time to "
                               + "write it change. PDF and SVG output ignore it.", valueName: "choice"))
    var compression = PNGCompression.default.rawValue

    /// Whether to print the written paths.
    @Flag(help: "Print the path of every file written on standard output, one per line.")
    var verbose = false

    /// `--format text|github`: how an error is reported.
    @OptionGroup var report: ReportOptions

    /// Renders, prints and exits with the outcome's status.
    func run() throws {
        try outcome().finish()
    }

    /// What the command prints and how it exits; an error is also an annotation with `--format github`
    /// (the default in GitHub Actions).
    func outcome(environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        report.outcome(of: "cellshot render", environment: environment) { () throws(CommandError) in
            let states = try stateNames.isEmpty ? nil : StateNames.parse(stateNames, option: "states")
            let job = RenderJob(input: SystemInput(argument: file), output: output,
                                options: try geometry.renderOptions(states: states), split: split,
                                jobs: try RenderJob.checkedJobs(jobs),
                                compression: try Self.compression(named: compression),
                                assets: try assetOptions.access(), imagePixels: try geometry.imagePixels(),
                                team: geometry.team)
            let (written, warnings) = try job.run()
            // Paths and warnings name files and quote the document's texts: escaped for the terminal (a warning
            // can span lines, as UIKit's about conflicting constraints does).
            return .success(verbose ? written.map { TerminalText.escaped($0) + "\n" }.joined() : "",
                            standardError: geometry.deprecationNotes + warnings.map {
                                "warning: \(TerminalText.escaped($0, keepingLineBreaks: true))\n"
                            }.joined())
        }
    }

    /// The compression choice a `--compression` value names.
    /// - Throws: ``CommandError`` (status 2) for another name.
    static func compression(named name: String) throws(CommandError) -> PNGCompression {
        guard let compression = PNGCompression(rawValue: name) else {
            throw CommandError("--compression: unknown value \"\(name)\"; expected one of "
                               + PNGCompression.allCases.map(\.rawValue).joined(separator: ", "), status: .badInput)
        }
        return compression
    }
}

/// One run of `cellshot render`: checks the output, renders every planned file, then puts them in place.
struct RenderJob {
    /// Where the document is read from.
    var input: SystemInput
    /// The `-o` path.
    var output: String
    /// The states, width and scale to use instead of the document's.
    var options: RenderOptions
    /// Whether each state gets a file of its own.
    var split: Bool
    /// How many threads draw a PNG.
    var jobs = 1
    /// How hard PNG files are compressed.
    var compression = PNGCompression.default
    /// Which files the document's image paths may name.
    var assets = AssetAccess.documentFolder
    /// The pixel budget of an image.
    var imagePixels = ImageCache.defaultMaximumPixels
    /// The team's fonts and symbols (`--fonts`, `--symbols-dir`).
    var team = TeamResources()

    /// The most threads `--jobs` accepts.
    static let maximumJobs = 64

    /// `--jobs` checked: 1 to ``maximumJobs``.
    static func checkedJobs(_ jobs: Int) throws(CommandError) -> Int {
        guard (1...maximumJobs).contains(jobs) else {
            throw CommandError("--jobs: expected a number of threads from 1 to \(maximumJobs), found \(jobs)",
                               status: .badInput)
        }
        return jobs
    }

    /// Renders and writes the files.
    /// - Returns: the paths written, in the order of the states, and the renderer's warnings
    ///   (`FILE: PATH: message`).
    /// - Throws: ``CommandError``; nothing is written then.
    func run() throws(CommandError) -> (written: [String], warnings: [String]) {
        // Mistakes in the output path are reported before the document is read and the fonts are set up.
        let format = try ImageFileFormat(outputPath: output)
        try OutputLocation.check(output)
        let renderer = try RendererLoader.renderer(for: input, options: options, jobs: jobs, assets: assets,
                                                     imagePixels: imagePixels, team: team)
        let plan = OutputPlan(output: output, states: renderer.document.states, split: split)
        for file in plan.files where file.path != output { try OutputLocation.check(file.path) }
        try StagedFiles.write(plan.files.map(\.path)) { index, path throws(CommandError) in
            do throws(CellshotError) {
                try renderer.write(to: path, format: format, states: plan.files[index].states, compression: compression)
            } catch {
                throw CommandError(error, file: renderer.file)
            }
        }
        return (plan.files.map(\.path), renderer.warnings.map { "\(TerminalText.escaped(renderer.file)): \($0)" })
    }
}
