/// Light or dark appearance, like `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

extension UserInterfaceStyle: DocumentName {
    static var nameDescription: String { "an interface style" }
}
