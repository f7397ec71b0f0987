/// How tall a row is: sized to fit its content (at least 44 points, as UIKit does), or fixed.
public enum RowHeight: Hashable, Sendable {
    /// Self-sizing: the content's height, at least the style's minimum (the default).
    case automatic
    /// A fixed height in points.
    case fixed(Double)

    /// Reads `"automatic"` or a number greater than 0 and at most ``DocumentLimits/maximumLength``.
    /// - Throws: ``DocumentError`` for anything else.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let limit = JSONText.number(DocumentLimits.maximumLength)
        let expected = "a height (\"automatic\", or a number greater than 0 and at most \(limit) points)"
        switch value {
        case .string("automatic"):
            self = .automatic
        case .string(let name):
            throw .unknownName(name, at: path, expected: expected, knownNames: ["automatic"],
                               hint: Double(name) == nil ? nil : "write the number without quotes: \(name)")
        case .number:
            self = .fixed(try value.number(at: path, expected: expected) {
                $0 > 0 && $0 <= DocumentLimits.maximumLength
            })
        default:
            throw .wrongType(at: path, expected: expected, found: value)
        }
    }
}
