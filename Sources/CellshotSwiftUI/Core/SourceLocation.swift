/// A place in the app's code (`#fileID`, `#line` of a public modifier or initialiser), kept to name it in
/// warnings (`ViewGraph.warn(_:fileID:line:)`).
struct SourceLocation: Hashable, Sendable {
    var fileID: String
    var line: Int
}
