/// Why the renderer could not do its work.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A font file of the private font set is missing or unreadable.
    case fontUnavailable(path: String)
    /// fontconfig, Pango or Cairo failed to set up.
    case setupFailed(String)
    /// The image would be empty or larger than the renderer supports
    /// (32,767 pixels wide; any height up to 2³¹ − 1).
    case invalidImageSize(width: Int, height: Int)
    /// The output file could not be written; nothing was left behind.
    case writeFailed(path: String, reason: String)

    /// A sentence with a hint.
    public var description: String {
        switch self {
        case let .fontUnavailable(path):
            "font file \(path) is missing or unreadable; run scripts/setup.sh to install cellshot's fonts"
        case let .setupFailed(what):
            "could not set up text rendering: \(what)"
        case let .invalidImageSize(width, height):
            "cannot make a \(width) × \(height) pixel image (width 1…32767, height at least 1)"
        case let .writeFailed(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}
