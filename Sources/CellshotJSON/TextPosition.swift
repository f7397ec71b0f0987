/// A place in a document's text as editors count it: line and column, both from 1, columns in Unicode
/// scalars (a carriage return before a line feed is not a column).
public struct TextPosition: Hashable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - line: the line, from 1.
    ///   - column: the column, from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in UTF-8 text; a leading byte order mark takes no column.
    /// - Parameters:
    ///   - offset: the byte's offset from the start of `bytes` (clamped to the text's end).
    ///   - bytes: the text as UTF-8.
    public init(ofByte offset: Int, in bytes: [UInt8]) {
        let end = min(max(offset, 0), bytes.count)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        var line = 1, column = 1
        for byte in bytes[start..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
