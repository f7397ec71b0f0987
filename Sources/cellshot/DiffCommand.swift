import ArgumentParser
import CellshotRender
import CellshotTesting

/// `cellshot diff reference.png actual.png [-o diff.png]`: compares two PNG images.
struct DiffCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two PNG images pixel by pixel."
    )

    /// The reference image.
    @Argument(help: ArgumentHelp("The reference image.", valueName: "reference.png"))
    var reference: String

    /// The image compared with it.
    @Argument(help: ArgumentHelp("The image to compare with it.", valueName: "actual.png"))
    var actual: String

    /// Compares, prints and exits with the outcome's status.
    func run() throws {
        try outcome().finish()
    }

    /// What the command prints and how it exits.
    func outcome() -> CommandOutcome {
        .failure(CommandError("not implemented yet", status: .internalError))
    }
}
