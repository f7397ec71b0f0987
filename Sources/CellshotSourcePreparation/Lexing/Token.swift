/// One token of a Swift source file, as ``SwiftLexer`` cuts it: every byte of the file belongs to exactly one
/// token, so the tokens' texts joined give the file back (the preparation edits tokens and never loses a byte).
public struct Token: Hashable, Sendable {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// Spaces and tabs.
        case whitespace
        /// One line break (`\n`, `\r\n` or `\r`).
        case newline
        /// `// …` up to the line break.
        case lineComment
        /// `/* … */`, nested ones included.
        case blockComment
        /// A name or a keyword (`class`, `UIView`, `` `default` ``, `$0`).
        case identifier
        /// A number literal (`12`, `0x1F`, `1.5e-3`).
        case number
        /// A string literal, whole: its delimiters, escapes and interpolations (`"a \(b) c"`, `#"raw"#`, `"""…"""`).
        case string
        /// An extended regular expression literal (`#/…/#`).
        case regex
        /// `#` and a name: a compiler directive or macro (`#if`, `#endif`, `#selector`, `#Preview`).
        case pound
        /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`: one character each.
        case punctuation
        /// An operator: a run of operator characters (`->`, `==`, `<`, `?`, `!`).
        case `operator`
    }

    /// What the token is.
    public let kind: Kind
    /// Its bytes' offsets in the file's UTF-8 text.
    public let range: Range<Int>
    /// The line it starts on, from 1.
    public let line: Int
    /// The column it starts at, from 1, in bytes.
    public let column: Int

    /// Whether the token is whitespace, a line break or a comment: what the parser skips.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }
}
