/// A mistake in a text form, such as a constraint or a visual format string, and where it is.
///
/// The error keeps the whole text that was parsed and the offset of the offending
/// character, so its ``description`` can point at the mistake:
///
/// ```
/// expected a relation ('==', '<=' or '>='), found 'y'
///   x y
///     ^
/// ```
///
/// Offsets count `Character`s (grapheme clusters) from 0, so `제목.width` has
/// the same offsets however it is encoded.
public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming what was expected: `expected ')' to close '(' at 5`.
    public var message: String

    /// The whole text that was parsed.
    public var source: String

    /// The offending character's index in ``source``, in `Character`s from 0.
    ///
    /// Equals `source.count` when the text ended too early.
    public var offset: Int

    /// Creates an error that points at one character of a text.
    ///
    /// - Parameters:
    ///   - message: What is wrong, naming what was expected.
    ///   - source: The whole text that was parsed.
    ///   - offset: The offending character's index in `source`, in `Character`s;
    ///     `source.count` for an unexpected end.
    public init(message: String, source: String, offset: Int) {
        self.message = message
        self.source = source
        self.offset = offset
    }

    /// Spaces up to ``offset`` followed by a caret, to print under ``source``.
    ///
    /// For an error at offset 2 this is `"  ^"`.
    public var caretLine: String {
        String(repeating: " ", count: max(0, offset)) + "^"
    }

    /// Three lines: the message, the source indented by two spaces, and a caret under the offending character.
    ///
    /// ```
    /// unexpected character '$'
    ///   x == $
    ///        ^
    /// ```
    public var description: String {
        "\(message)\n  \(source)\n  \(caretLine)"
    }

    /// ``description`` with at most `limit` characters of ``source``: the ones around the offending
    /// character, with `…` where the source was cut, and the caret under the same character.
    ///
    /// For messages about text that may not be what it seems (a whole file read as a document, with a
    /// secret in it): a mistake is recognised from its neighbourhood, and no more of the text is shown.
    ///
    /// ```
    /// expected a relation ('==', '<=' or '>='), found the end
    ///   …abcdefghijklmnopqrstuvwxyz0123456789ABCD
    ///                                            ^
    /// ```
    /// - Parameter limit: the most characters of the source to show, at least 1.
    public func description(showingAtMost limit: Int) -> String {
        let characters = Array(source)
        guard characters.count > limit, limit > 0 else { return description }
        // The window ends a quarter of the limit after the offending character, or at the end of the source.
        let start = max(0, min(offset - limit * 3 / 4, characters.count - limit))
        let end = min(characters.count, start + limit)
        let excerpt = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        let caret = String(repeating: " ", count: max(0, offset - start + (start > 0 ? 1 : 0))) + "^"
        return "\(message)\n  \(excerpt)\n  \(caret)"
    }
}
