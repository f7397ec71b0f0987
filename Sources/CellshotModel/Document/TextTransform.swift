import Foundation

/// How a text's letters are changed before it is measured and drawn, like
/// `UIListContentConfiguration.TextProperties.TextTransform`.
///
/// ```swift
/// TextTransform.uppercase.apply(to: "Network")       // "NETWORK" (groupedHeader's default)
/// TextTransform.capitalized.apply(to: "wi-fi calls") // "Wi-Fi Calls"
/// ```
public enum TextTransform: String, CaseIterable, Hashable, Sendable {
    /// The text as written.
    case none
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
    /// The first letter of every word in capitals, the others small.
    case capitalized

    /// The text transformed.
    ///
    /// Locale-independent, so a document draws the same everywhere: Unicode's default case mappings
    /// (`ß` → `SS`), and for ``capitalized`` Foundation's `capitalized` (not `localizedCapitalized`).
    /// - Parameter text: the text as written.
    public func apply(to text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}

extension TextTransform: DocumentName {
    static var nameDescription: String { "a text transform" }
}
