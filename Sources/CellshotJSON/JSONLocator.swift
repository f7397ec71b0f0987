/// Finds where a value of a JSON document is written, by its ``JSONPath``, so that a mistake found after
/// parsing (a wrong type, an unknown name) can be reported at `file:line:column` as a syntax error is.
///
/// It walks the text of a document that has already parsed, down the path only: the members and elements
/// before the one wanted are skipped, not decoded. Locating is for errors, so it runs once per error.
package struct JSONLocator {
    private let bytes: [UInt8]
    private var position = 0

    /// The offset of the first byte of the value at `path`, or of its key when `key` is true and the
    /// path ends with a key; for a path that is not in the text (a member the decoder supplied),
    /// the deepest part of it that is. `nil` if the text is not JSON.
    package static func offset(of path: JSONPath, key: Bool, in bytes: [UInt8]) -> Int? {
        var locator = JSONLocator(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { locator.position = 3 }
        return locator.find(path.components, key: key)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func find(_ components: [JSONPath.Component], key wantsKey: Bool) -> Int? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        var found = position
        for (step, component) in components.enumerated() {
            let isLast = step == components.count - 1
            switch component {
            case .key(let name):
                guard let member = member(named: name) else { return found }
                if isLast && wantsKey { return member.key }
                found = member.value
            case .index(let index):
                guard let element = element(at: index) else { return found }
                found = element
            }
        }
        return found
    }

    /// Moves to the value of the member `name` of the object here; the offsets of its key and value.
    private mutating func member(named name: String) -> (key: Int, value: Int)? {
        guard peek == UInt8(ascii: "{") else { return nil }
        position += 1
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { return nil }
            let keyStart = position
            guard let key = readString() else { return nil }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            if key == name { return (keyStart, position) }
            guard skipValue(), next() else { return nil }
        }
    }

    /// Moves to the element `index` of the array here; its offset.
    private mutating func element(at index: Int) -> Int? {
        guard peek == UInt8(ascii: "[") else { return nil }
        position += 1
        var current = 0
        while true {
            skipWhitespace()
            guard position < bytes.count, peek != UInt8(ascii: "]") else { return nil }
            if current == index { return position }
            guard skipValue(), next() else { return nil }
            current += 1
        }
    }

    /// Steps over the comma after a member or element; false at the end of its container.
    private mutating func next() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        position += 1
        return true
    }

    /// A string's value; keys with escapes are decoded by ``JSONParser`` so they compare as the decoder saw them.
    private mutating func readString() -> String? {
        let start = position
        guard skipString() else { return nil }
        let quoted = Array(bytes[start..<position])
        guard quoted.contains(UInt8(ascii: "\\")) else {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }
        guard case .string(let value)? = try? JSONParser.parse(quoted) else { return nil }
        return value
    }

    private mutating func skipString() -> Bool {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): position += 1; return true
            default: position += 1
            }
        }
        return false
    }

    /// Steps over one value: a container by its brackets (strings inside skipped whole), a scalar to its end.
    private mutating func skipValue() -> Bool {
        guard let first = peek else { return false }
        switch first {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return true
                    }
                default: break
                }
                position += 1
            }
            return false
        default:
            while let byte = peek, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"),
                                     0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                position += 1
            }
            return true
        }
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    // MARK: Counting before parsing

    /// Walks a document's `sections` and their `rows` (or a grid's `items`) and each row's `children` without
    /// parsing anything, calling `section` for each section and `row` for each row, in order, so that a budget can
    /// refuse a document before a value of it is made: fifteen megabytes of `{}` are five million values to parse,
    /// and their count is known from the text alone. A text that is not JSON is walked as far as it goes (parsing
    /// reports it); nesting deeper than ``JSONParser/maximumDepth`` is not walked.
    package static func countSections<Failure: Error>(in bytes: [UInt8], section: () throws(Failure) -> Void,
                                                      row: () throws(Failure) -> Void) throws(Failure) {
        var locator = JSONLocator(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { locator.position = 3 }
        locator.skipWhitespace()
        guard locator.member(named: "sections") != nil else { return }
        try locator.forEachElement { (locator) throws(Failure) in
            try section()
            try locator.forEachMember { (key, locator) throws(Failure) in
                guard key == "rows" || key == "items" else { return false }
                try locator.countRows(depth: 1, row: row)
                return true
            }
        }
    }

    /// Counts the rows of the array here and their children's, leaving the position after it.
    private mutating func countRows<Failure: Error>(depth: Int, row: () throws(Failure) -> Void) throws(Failure) {
        guard depth < JSONParser.maximumDepth / 2 else {
            _ = skipValue()
            return
        }
        try forEachElement { (locator) throws(Failure) in
            try row()
            try locator.forEachMember { (key, locator) throws(Failure) in
                guard key == "children" else { return false }
                try locator.countRows(depth: depth + 1, row: row)
                return true
            }
        }
    }

    /// Calls `body` at each element of the array here (which must step over it, or leave it to be skipped), and
    /// leaves the position after the array; does nothing at another value but step over it.
    private mutating func forEachElement<Failure: Error>(
        _ body: (inout JSONLocator) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek == UInt8(ascii: "[") else {
            _ = skipValue()
            return
        }
        position += 1
        while true {
            skipWhitespace()
            guard position < bytes.count, peek != UInt8(ascii: "]") else {
                position += 1
                return
            }
            let start = position
            try body(&self)
            // An element the body did not read is stepped over.
            if position == start, !skipValue() { return }
            guard next() else {
                skipWhitespace()
                position += 1
                return
            }
        }
    }

    /// Calls `body` with each member's key at its value, which the body reads (returning true) or leaves to be
    /// skipped (false); leaves the position after the object. Does nothing at another value but step over it.
    private mutating func forEachMember<Failure: Error>(
        _ body: (String, inout JSONLocator) throws(Failure) -> Bool
    ) throws(Failure) {
        guard peek == UInt8(ascii: "{") else {
            _ = skipValue()
            return
        }
        position += 1
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let key = readString() else {
                position += 1
                return
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return }
            position += 1
            skipWhitespace()
            if try !body(key, &self), !skipValue() { return }
            guard next() else {
                skipWhitespace()
                position += 1
                return
            }
        }
    }
}
