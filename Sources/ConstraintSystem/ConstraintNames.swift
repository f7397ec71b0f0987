import ConstraintSolver

/// Finds the variable names written in a constraint's text.
///
/// ``ConstraintParser`` drops names whose coefficients cancel out (`x - x`),
/// but such a name is still a variable of the system and is reported with the
/// others. The scan follows the parser's lexer: numbers (`1e3`, `.5`) are
/// skipped, names are identifiers with optional `.identifier` parts, and
/// everything after `@` is the priority.
public enum ConstraintNames {
    /// The names in `text`, in order of first appearance; `parsed` is the text's
    /// parse, whose names are all included even if the scan missed one.
    public static func names(in text: String, parsed: ParsedConstraint) -> [String] {
        // ASCII text (every generated system) is scanned as bytes: splitting it into `Character`s
        // and joining them back into names was 9 % of `cellshot solve` on a 9,000-constraint grid.
        let bytes = Array(text.utf8)
        var names = bytes.allSatisfy({ $0 < 0x80 })
            ? scan(bytes) { String(decoding: $0, as: UTF8.self) }
            : scan(Array(text)) { String($0) }
        var seen = Set(names)
        for term in parsed.lhs.terms + parsed.rhs.terms where seen.insert(term.name).inserted {
            names.append(term.name)
        }
        return names
    }

    /// Whether `name` is one variable name in the parser's syntax: `W`, `title.width`, `제목`.
    public static func isVariableName(_ name: String) -> Bool {
        let characters = Array(name)
        guard let first = characters.first, first.isNameStart else { return false }
        return endOfName(in: characters, from: 0) == characters.count
    }

    /// The names in `units`, in order of first appearance, each made by `string`.
    private static func scan<Unit: NameUnit>(_ units: [Unit], string: (ArraySlice<Unit>) -> String) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        var position = 0
        while position < units.count, units[position] != .at {
            let unit = units[position]
            let next = position + 1 < units.count ? units[position + 1] : nil
            if unit.isDigit || (unit == .dot && next?.isDigit == true) {
                position = endOfNumber(in: units, from: position)
            } else if unit.isNameStart {
                let end = endOfName(in: units, from: position)
                let name = string(units[position..<end])
                if seen.insert(name).inserted { names.append(name) }
                position = end
            } else {
                position += 1
            }
        }
        return names
    }

    /// The end of the number starting at `start`: digits, an optional fraction and an optional exponent.
    private static func endOfNumber<Unit: NameUnit>(in units: [Unit], from start: Int) -> Int {
        var position = start
        func isDigit(_ offset: Int) -> Bool { offset < units.count && units[offset].isDigit }
        func unit(_ offset: Int) -> Unit? { offset < units.count ? units[offset] : nil }
        while isDigit(position) { position += 1 }
        if unit(position) == .dot, isDigit(position + 1) {
            position += 1
            while isDigit(position) { position += 1 }
        }
        if unit(position)?.isExponentMark == true {
            var digits = position + 1
            if unit(digits) == .plus || unit(digits) == .minus { digits += 1 }
            if isDigit(digits) {
                position = digits
                while isDigit(position) { position += 1 }
            }
        }
        return position
    }

    /// The end of the dotted name starting at `start`.
    private static func endOfName<Unit: NameUnit>(in units: [Unit], from start: Int) -> Int {
        var position = start + 1
        while true {
            while position < units.count, units[position].isNameContinuation { position += 1 }
            guard position + 1 < units.count, units[position] == .dot, units[position + 1].isNameStart else {
                return position
            }
            position += 2
        }
    }
}

/// What the name scan reads: a `Character`, or a byte of ASCII text.
private protocol NameUnit: Equatable {
    static var at: Self { get }
    static var dot: Self { get }
    static var plus: Self { get }
    static var minus: Self { get }
    var isDigit: Bool { get }
    var isExponentMark: Bool { get }
    var isNameStart: Bool { get }
    var isNameContinuation: Bool { get }
}

extension Character: NameUnit {
    static var at: Character { "@" }
    static var dot: Character { "." }
    static var plus: Character { "+" }
    static var minus: Character { "-" }
    var isDigit: Bool { asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }
    var isExponentMark: Bool { self == "e" || self == "E" }
    var isNameStart: Bool { ConstraintParser.isIdentifierStart(self) }
    var isNameContinuation: Bool { ConstraintParser.isIdentifierContinuation(self) }
}

extension UInt8: NameUnit {
    static var at: UInt8 { UInt8(ascii: "@") }
    static var dot: UInt8 { UInt8(ascii: ".") }
    static var plus: UInt8 { UInt8(ascii: "+") }
    static var minus: UInt8 { UInt8(ascii: "-") }
    var isDigit: Bool { self >= 48 && self <= 57 }
    var isExponentMark: Bool { self == UInt8(ascii: "e") || self == UInt8(ascii: "E") }
    var isNameStart: Bool { self == 95 || (97...122).contains(self | 0x20) }
    var isNameContinuation: Bool { isNameStart || isDigit }
}
