/// The decimal numbers of cellshot's text forms (constraint expressions and the
/// Visual Format Language): `16`, `1.5`, `.5`, `1e3`, `2.5E-2`. An `e` not
/// followed by digits is not part of the number.
public enum NumberLiteral {
    /// A number found in text.
    public struct Scanned: Sendable, Equatable {
        /// The offset just past the number.
        public var end: Int
        /// The number as written.
        public var text: String
        /// Its value: `nil` if the text is not a number, infinite if it is too large.
        public var value: Double?
    }

    /// Scans a number starting at `start` (the caller has checked that one starts there).
    /// - Parameter allowsSign: whether a leading `-` belongs to the number.
    public static func scan(_ characters: [Character], from start: Int, allowsSign: Bool = false) -> Scanned {
        func character(at offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }
        func isDigit(_ character: Character?) -> Bool {
            guard let value = character?.asciiValue else { return false }
            return value >= 48 && value <= 57  // "0"..."9", never a digit with a combining mark
        }
        var position = start
        func skipDigits() { while isDigit(character(at: position)) { position += 1 } }
        if allowsSign, character(at: position) == "-" { position += 1 }
        skipDigits()
        if character(at: position) == ".", isDigit(character(at: position + 1)) {
            position += 1
            skipDigits()
        }
        if let marker = character(at: position), marker == "e" || marker == "E" {
            var digitsStart = position + 1
            if let sign = character(at: digitsStart), sign == "+" || sign == "-" { digitsStart += 1 }
            if isDigit(character(at: digitsStart)) {
                position = digitsStart
                skipDigits()
            }
        }
        // Every character scanned is ASCII (digits, '.', 'e', signs): bytes make the string far
        // faster than joining Characters, which showed in `cellshot solve` on large systems.
        let text = String(decoding: characters[start..<position].map { $0.asciiValue ?? 0 }, as: UTF8.self)
        return Scanned(end: position, text: text, value: Double(text))
    }
}
