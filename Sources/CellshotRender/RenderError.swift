/// Why the renderer could not do its work.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A font file of the private font set is missing or unreadable.
    case fontUnavailable(path: String)
    /// fontconfig, Pango or Cairo failed to set up.
    case setupFailed(String)

    /// A sentence with a hint.
    public var description: String {
        switch self {
        case let .fontUnavailable(path):
            "font file \(path) is missing or unreadable; run scripts/setup.sh to install cellshot's fonts"
        case let .setupFailed(what):
            "could not set up text rendering: \(what)"
        }
    }
}
