/// A JSON value written as text, for generators that build documents: strings are escaped so that
/// every Unicode scalar — NUL and the other controls included — reaches the document reader intact.
public indirect enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONText])
    /// Keys in order, so the same choices give the same bytes.
    case object([(String, JSONText)])

    /// The value as UTF-8 JSON.
    public var bytes: [UInt8] {
        var text = ""
        write(to: &text)
        return Array(text.utf8)
    }

    private func write(to text: inout String) {
        switch self {
        case .string(let value): Self.writeString(value, to: &text)
        case .number(let value):
            text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                value.write(to: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
