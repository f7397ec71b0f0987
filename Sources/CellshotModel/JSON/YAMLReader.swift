import Yams

/// Reads YAML into the same ``JSONValue`` the JSON parser gives, so one validator serves both formats.
///
/// Scalars follow the YAML 1.2 core schema, not YAML 1.1: only `true`/`false`
/// are booleans (`On`, `yes` and `no` stay strings), only `null`, `~` and empty
/// scalars are null, and quoted scalars are always strings. Mapping keys must be
/// scalars; mappings keep their order. Aliases are expanded, up to
/// ``maximumValueCount`` values and ``maximumTextBytes`` bytes of strings in all: no more than a JSON document
/// of the largest size can hold, so that an alias repeating a long string in every row costs no more to read,
/// lay out or hash than the same document written out.
///
/// ```swift
/// let value = try YAMLReader.parse(Array("width: 393\nsections: []\n".utf8))
/// ```
public enum YAMLReader {
    /// The most values a document may expand to (aliases can repeat a subtree many times).
    public static let maximumValueCount = 1_000_000
    /// The most bytes of strings (keys and scalars, UTF-8) a document may expand to: the largest document file.
    public static let maximumTextBytes = ListDocument.maximumFileSize

    /// Parses a whole YAML document (one document; a leading byte order mark is skipped).
    /// - Parameter bytes: the document as UTF-8.
    /// - Returns: the document's top-level value.
    /// - Throws: ``DocumentError`` (without a file name) for a syntax error, invalid UTF-8, a
    ///   non-scalar mapping key or an unsupported tag, with the line and column when known.
    public static func parse(_ bytes: [UInt8]) throws(DocumentError) -> JSONValue {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let offset = invalidUTF8Offset(body) {
            let position = TextPosition(ofByte: offset, in: body)
            throw .syntax("invalid YAML: the document is not valid UTF-8", line: position.line, column: position.column)
        }
        let text = String(decoding: body, as: UTF8.self)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw syntaxError(error, text: text)
        } catch {
            throw .syntax("invalid YAML: \(error)", unquoted: "invalid YAML", line: nil, column: nil)
        }
        guard let node else {
            throw .syntax("expected a list document, found an empty YAML document", line: nil, column: nil)
        }
        var converter = Converter()
        return try converter.convert(node)
    }

    /// Where the value at `path` is written (or its key, when `key` is true and the path ends with a key);
    /// for a path that is not in the text, the deepest part of it that is. `nil` if the text does not compose.
    ///
    /// Locating is for errors found after reading, so the text is composed again here rather than every
    /// node's place kept while reading.
    static func position(of path: JSONPath, key wantsKey: Bool, in bytes: [UInt8]) -> TextPosition? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let root = try? Yams.compose(yaml: String(decoding: body, as: UTF8.self), .basic, .default, .utf8)
        else { return nil }
        var node = root
        var found = node.mark
        for (step, component) in path.components.enumerated() {
            let isLast = step == path.components.count - 1
            switch (component, node) {
            case (.key(let name), .mapping(let mapping)):
                guard let (key, value) = mapping.first(where: { $0.key.string == name }) else { return found.map(Self.position) }
                if isLast && wantsKey { return key.mark.map(Self.position) }
                node = value
            case (.index(let index), .sequence(let sequence)) where sequence.indices.contains(index):
                node = sequence[index]
            default:
                return found.map(Self.position)
            }
            found = node.mark ?? found
        }
        return found.map(Self.position)
    }

    private static func position(_ mark: Mark) -> TextPosition {
        TextPosition(line: mark.line, column: mark.column)
    }

    /// Converts nodes depth first, keeping the path to the current node as a stack (no copy per node).
    private struct Converter {
        var count = 0
        /// The bytes of the strings converted so far, against ``YAMLReader/maximumTextBytes``.
        var textBytes = 0
        var components: [JSONPath.Component] = []

        var path: JSONPath { JSONPath(components: components) }

        mutating func convert(_ node: Node) throws(DocumentError) -> JSONValue {
            count += 1
            guard count <= YAMLReader.maximumValueCount else {
                throw located("the YAML document expands to more than \(YAMLReader.maximumValueCount) values",
                              node, path, hint: "aliases (*name) repeat their anchor's value each time")
            }
            switch node {
            case .scalar(let scalar):
                try countText(scalar.string, node)
                return try YAMLReader.value(of: scalar, node: node, at: path)
            case .sequence(let sequence):
                var elements: [JSONValue] = []
                elements.reserveCapacity(sequence.count)
                for (index, element) in sequence.enumerated() {
                    components.append(.index(index))
                    elements.append(try convert(element))
                    components.removeLast()
                }
                return .array(elements)
            case .mapping(let mapping):
                var members: [JSONMember] = []
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else {
                        let kind = if case .mapping = key { "a mapping" } else { "a sequence" }
                        throw located("expected a mapping key that is a string, found \(kind)", key, path)
                    }
                    try countText(keyScalar.string, key)
                    components.append(.key(keyScalar.string))
                    members.append(JSONMember(key: keyScalar.string, value: try convert(value)))
                    components.removeLast()
                }
                return .object(members)
            case .alias:
                throw located("unresolved YAML alias", node, path)
            }
        }

        /// Adds a string's bytes to the document's, refusing a document whose aliases repeat more text than a
        /// document file may hold: every later step (decoding, resolving, laying out) costs at least a string's
        /// length each time it appears.
        mutating func countText(_ text: String, _ node: Node) throws(DocumentError) {
            textBytes += text.utf8.count
            guard textBytes > YAMLReader.maximumTextBytes else { return }
            throw located("the YAML document expands to more than \(YAMLReader.maximumTextBytes >> 20) MiB of text, the most "
                              + "a document file may hold", node, path,
                          hint: "aliases (*name) repeat their anchor's value each time")
        }
    }

    /// A scalar under the YAML 1.2 core schema, or as its explicit tag says.
    private static func value(of scalar: Node.Scalar, node: Node, at path: JSONPath) throws(DocumentError) -> JSONValue {
        let text = scalar.string
        let tag = scalar.tag.description
        let standard = "tag:yaml.org,2002:"
        switch tag {
        case "":
            return scalar.style == .plain || scalar.style == .any ? plainValue(text) : .string(text)
        case "!", standard + "str":
            return .string(text)
        case standard + "int", standard + "float":
            guard case .number = plainValue(text) else {
                let expected = "expected a number after \(tag.replacingPrefix(standard, with: "!!"))"
                throw located("\(expected), found \(JSONValue.string(text).summary)", node, path).unquoted(expected)
            }
            return plainValue(text)
        case standard + "bool":
            guard case .bool = plainValue(text) else {
                throw located("expected true or false after !!bool, found \(JSONValue.string(text).summary)", node, path)
                    .unquoted("expected true or false after !!bool")
            }
            return plainValue(text)
        case standard + "null":
            return .null
        default:
            let written = JSONText.excerpt(tag.replacingPrefix(standard, with: "!!"))
            throw located("unsupported YAML tag \(written)", node, path, hint: "use plain values, or !!str for a string")
                .unquoted("an unsupported YAML tag")
        }
    }

    /// The longest plain scalar read as a number: longer ones are strings.
    static let maximumNumberLength = 1_024

    /// A plain (unquoted) scalar's value: null, a boolean, a number, or else a string.
    static func plainValue(_ text: String) -> JSONValue {
        // No number is written in more than a few hundred characters: a long scalar is a string, found so without
        // copying its scalars.
        guard text.utf8.count <= maximumNumberLength else { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity, text: text)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity, text: text)
        case ".nan", ".NaN", ".NAN": return .number(.nan, text: text)
        default: break
        }
        let scalars = Array(text.unicodeScalars)
        if text.hasPrefix("0o"), scalars.count > 2, let value = Int(String(text.dropFirst(2)), radix: 8) {
            return .number(Double(value), text: text)
        }
        if text.hasPrefix("0x"), scalars.count > 2, let value = Int(String(text.dropFirst(2)), radix: 16) {
            return .number(Double(value), text: text)
        }
        if isDecimal(scalars), let value = Double(text) {
            return .number(value, text: text)
        }
        return .string(text)
    }

    /// `[-+]? ( . [0-9]+ | [0-9]+ ( . [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimal(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        var mantissa = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == scalars.count
    }

    private static func located(_ message: String, _ node: Node, _ path: JSONPath,
                                hint: String? = nil) -> DocumentError {
        DocumentError(.syntax, path: path, message: message, hint: hint, line: node.mark?.line, column: node.mark?.column)
    }

    /// The error in cellshot's words, built from its parts: a `YamlError`'s description quotes the whole
    /// line it is on, which may be a secret in a file that was never a document. libyaml's problems and
    /// contexts are fixed texts, and duplicate keys are cut short.
    private static func syntaxError(_ error: YamlError, text: String) -> DocumentError {
        func hint(_ context: YamlError.Context?) -> String? {
            context.map { "\($0.text) at line \($0.mark.line), column \($0.mark.column)" }
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return .syntax("invalid YAML: \(problem)", line: mark.line, column: mark.column, hint: hint(context))
        case .reader(let problem, let offset, _, _):
            let (line, column) = offset.map { position(ofCharacter: $0, in: text) } ?? (nil, nil)
            return .syntax("invalid YAML: \(problem)", line: line, column: column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = ListFormatter.and(duplicates.sorted().map { JSONText.snippet($0) })
            return .syntax("invalid YAML: duplicate key \(keys) in a mapping",
                           unquoted: "invalid YAML: a duplicate key in a mapping",
                           line: context.mark.line, column: context.mark.column)
        default:
            // The other errors (memory, encoding, writing) quote no text of the document.
            return .syntax("invalid YAML: \(error)", line: nil, column: nil)
        }
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    private static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func position(ofCharacter offset: Int, in text: String) -> (Int?, Int?) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
