import CellshotGraphics

/// A font as written in a document: a text style name (`"headline"`), a text style at another weight
/// (`{ "style": "body", "weight": "semibold" }`) or `{ "size": 14, "weight": "bold" }`.
///
/// Text styles follow the content size category, as `UIFont.preferredFont(forTextStyle:)` does;
/// fixed sizes do not, as `UIFont.systemFont(ofSize:weight:)` does not.
///
/// ```swift
/// FontReference.textStyle(.body).resolved(for: .extraLarge)   // 19 pt regular
/// ```
public enum FontReference: Hashable, Sendable {
    /// A Dynamic Type text style.
    case textStyle(TextStyle)
    /// A Dynamic Type text style at another weight, as a preferred font with a weight trait (UIKit's
    /// emphasized styles): it follows the content size.
    case weightedTextStyle(TextStyle, FontWeight)
    /// A fixed size and weight.
    case fixed(FontDescriptor)

    /// The font in a content size category. A fixed font gets the system font's line height
    /// (``FontDescriptor/system(size:weight:)``), so Korean or emoji do not make its lines taller than on iOS.
    /// - Parameter category: the Dynamic Type size; Large by default.
    public func resolved(for category: ContentSizeCategory = .large) -> FontDescriptor {
        switch self {
        case .textStyle(let style): style.font(for: category)
        case .weightedTextStyle(let style, let weight): style.font(for: category).withWeight(weight)
        case .fixed(let font): font.lineHeight == nil ? FontDescriptor.system(size: font.size, weight: font.weight) : font
        }
    }

    /// What a font is, for messages.
    static let expectation = "a font (a text style name, or an object with \"style\" or \"size\", and \"weight\")"

    /// Reads a font: a text style name or an object with `size` (required) and `weight` (default regular).
    /// - Throws: ``DocumentError`` for an unknown name, a size outside 0 < size ≤ 1000 or an unknown weight.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        switch value {
        case .string:
            self = .textStyle(try TextStyle(json: value, at: path))
        case .object:
            let object = try ObjectReader(value, at: path, expected: "a font", keys: ["style", "size", "weight"])
            if try object.oneOf(["style", "size"], hint: "a text style follows Dynamic Type and a size does not; "
                                    + "write one of them") == "style" {
                let style = try object.require("style", expected: "a text style") { (value, path) throws(DocumentError) in
                    try TextStyle(json: value, at: path)
                }
                self = try object.name("weight", as: FontWeight.self).map { .weightedTextStyle(style, $0) }
                    ?? .textStyle(style)
                return
            }
            let limit = JSONText.number(DocumentLimits.maximumFontSize)
            let size = try object.require("size", expected: "a font size in points, or a text style as \"style\"") { (value, path) throws(DocumentError) in
                try value.number(at: path, expected: "a font size greater than 0 and at most \(limit) points") {
                    $0 > 0 && $0 <= DocumentLimits.maximumFontSize
                }
            }
            self = .fixed(FontDescriptor(size: size, weight: try object.name("weight") ?? .regular))
        default:
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
    }
}

extension FontWeight: DocumentName {
    static var nameDescription: String { "a font weight" }
}

extension FontDescriptor {
    /// This font at another weight, its size and line height kept.
    func withWeight(_ weight: FontWeight) -> FontDescriptor {
        var font = self
        font.weight = weight
        return font
    }
}
