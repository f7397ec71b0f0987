import CellshotModel

/// Prints a ``JSONValue`` for people and for diffs: two-space indentation, members in their order,
/// and objects and arrays holding only numbers, strings and literals on one line, so a frame reads
/// `{"x": 0, "y": 0, "width": 393, "height": 44}`.
///
/// Numbers are printed as their text, so the caller decides their formatting. Strings get only the
/// escapes JSON requires (``JSONText/literal(_:)``), so sidecars keep their bytes whatever messages escape.
public enum PrettyJSON {
    /// The value's text, without a final newline.
    public static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, indentation: "", to: &output)
        return output
    }

    private static func write(_ value: JSONValue, indentation: String, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(_, let text): output += text
        case .string(let string): output += JSONText.literal(string)
        case .array(let elements):
            writeContainer(elements.map { (nil, $0) }, brackets: ("[", "]"), indentation: indentation, to: &output)
        case .object(let members):
            writeContainer(members.map { ($0.key, $0.value) }, brackets: ("{", "}"), indentation: indentation,
                           to: &output)
        }
    }

    private static func writeContainer(_ entries: [(key: String?, value: JSONValue)], brackets: (String, String),
                                       indentation: String, to output: inout String) {
        let isFlat = entries.allSatisfy { !$0.value.isContainer }
        let inner = indentation + "  "
        output += brackets.0
        for (index, entry) in entries.enumerated() {
            if index > 0 { output += isFlat ? ", " : "," }
            if !isFlat { output += "\n" + inner }
            if let key = entry.key { output += JSONText.literal(key) + ": " }
            write(entry.value, indentation: inner, to: &output)
        }
        if !isFlat, !entries.isEmpty { output += "\n" + indentation }
        output += brackets.1
    }
}

private extension JSONValue {
    /// Whether this is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
