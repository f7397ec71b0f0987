import ArgumentParser
import Cellshot
import CellshotModel

/// The options `cellshot render` and `cellshot layout` share: the width and scale to use instead
/// of the document's, and `--strict`.
struct GeometryOptions: ParsableArguments {
    /// The width in points instead of the document's.
    @Option(help: ArgumentHelp("The list's width in points, instead of the document's \"width\" (393 unless set).",
                               valueName: "points"))
    var width: Double?

    /// Pixels per point instead of the document's.
    @Option(help: ArgumentHelp("Pixels per point, 1 to 4, instead of the document's \"scale\" (3 unless set).",
                               valueName: "factor"))
    var scale: Double?

    /// Whether template constraint problems are errors.
    @Flag(help: ArgumentHelp("Stop with an error (status 2) when a template's constraints conflict or leave a view "
                             + "ambiguous, instead of recovering as UIKit does and warning."))
    var strict = false

    /// The width and scale as pipeline options, with `states` if given.
    func renderOptions(states: [CellState]? = nil) -> RenderOptions {
        RenderOptions(states: states, width: width, scale: scale, strict: strict)
    }
}

extension ArgumentHelp {
    /// The help of the document argument both commands take.
    static let document = ArgumentHelp("The list document, JSON or YAML; '-' reads standard input.",
                                       valueName: "list.json")
}
