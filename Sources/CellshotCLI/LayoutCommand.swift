import ArgumentParser
import Cellshot
import CellshotModel
import CellshotTesting
import Foundation

/// `cellshot layout list.json`: prints where every header, row and view of a list goes, as JSON.
struct LayoutCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Prints the frames of every header, row and view of a list document as JSON.",
        discussion: """
            Lays the list out in one state, as `cellshot render` would draw it, and prints the list's \
            size and every section's header, footer and card, every row's frame and state, its views' \
            frames (cell, content, image, text, secondaryText, accessories; in the cell's coordinates) \
            and its separator; for a row drawn by a custom template, every template view's frame; and \
            the warnings rendering would print. Frames are in points, rounded to 3 decimals; keys \
            without a value are left out. Exit status: 0 printed, 2 bad input, 3 internal error, 64 invalid command line. \
            See docs/cli.md for the format.

            Examples:
              cellshot layout settings.json
              cellshot layout settings.json --state selected --width 375
              cellshot layout settings.json | jq '.sections[0].rows[0].views.text'
            """
    )

    /// The document's path, or `-` for standard input.
    @Argument(help: .document)
    var file: String

    /// The state's name.
    @Option(name: .customLong("state"),
            help: ArgumentHelp("The state to lay out: normal, highlighted, selected, disabled, editing or focused (the first of the "
                               + "document's \"states\" unless given).", valueName: "state"))
    var stateName: String?

    /// The width and scale.
    @OptionGroup var geometry: GeometryOptions

    /// Which files image paths may name.
    @OptionGroup var assetOptions: AssetOptions

    /// `--format text|github`: how an error is reported.
    @OptionGroup var report: ReportOptions

    /// Lays out, prints and exits with the outcome's status.
    func run() throws {
        try outcome().finish()
    }

    /// What the command prints and how it exits; an error is also an annotation with `--format github`
    /// (the default in GitHub Actions).
    func outcome(environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        report.outcome(of: "cellshot layout", environment: environment) { () throws(CommandError) in
            let state = try stateName.map { name throws(CommandError) in try StateNames.state(name, option: "state") }
            let renderer = try RendererLoader.renderer(for: SystemInput(argument: file), options: geometry.renderOptions(),
                                                     assets: assetOptions.access(),
                                                     imagePixels: geometry.imagePixels(), team: geometry.team)
            let layout: ListLayoutJSON
            do throws(CellshotError) {
                layout = ListLayoutJSON(try renderer.layout(in: state ?? renderer.document.states[0]),
                                        warnings: renderer.warnings)
            } catch {
                throw CommandError(error, file: renderer.file)
            }
            return .success(PrettyJSON.text(layout.value) + "\n", standardError: geometry.deprecationNotes)
        }
    }
}
