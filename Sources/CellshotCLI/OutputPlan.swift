import CellshotModel

/// The files `cellshot render` writes: one image with a column per state, or with `--split` one
/// image per state, named after the output with the state before the extension.
///
/// ```
/// -o out.png --states normal,selected           out.png (two captioned columns)
/// -o out.png --states normal,selected --split   out.normal.png, out.selected.png (no captions)
/// ```
struct OutputPlan: Equatable, Sendable {
    /// One file to write.
    struct File: Equatable, Sendable {
        /// Where it goes.
        var path: String
        /// The states drawn in it, one column each.
        var states: [CellState]
    }

    /// The files, in the order of the states.
    var files: [File]

    /// Plans the files for an output path and the states to draw.
    /// - Parameters:
    ///   - output: the `-o` path.
    ///   - states: the states, in order (the document's, or `--states`).
    ///   - split: whether each state gets a file of its own.
    init(output: String, states: [CellState], split: Bool) {
        files = split ? states.map { File(path: Self.path(output, inserting: $0.rawValue), states: [$0]) }
            : [File(path: output, states: states)]
    }

    /// `dir/out.png` with `selected` inserted before the extension: `dir/out.selected.png`.
    /// A name without an extension gets the state at its end.
    static func path(_ path: String, inserting part: String) -> String {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot != nameStart else { return path + "." + part }
        return String(path[..<dot]) + "." + part + String(path[dot...])
    }
}
