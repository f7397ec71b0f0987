import ArgumentParser
import Cellshot

/// The `cellshot` command: draws UIKit-style list cells to images.
@main
struct Cellshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellshot",
        abstract: "Draws UIKit-style list cells to images, laid out by an Auto Layout-style constraint solver.",
        version: BuildInfo.versionLine,
        subcommands: [RenderCommand.self, LayoutCommand.self, VerifyCommand.self, RecordCommand.self, DiffCommand.self, Solve.self]
    )

    /// Runs the command line, with one malloc arena for every thread (see ``MallocArenas``) and temporary
    /// files removed if a signal stops it (see ``SignalCleanup``).
    static func main() {
        MallocArenas.limitToOne()
        SignalCleanup.install()
        main(nil)
    }
}
