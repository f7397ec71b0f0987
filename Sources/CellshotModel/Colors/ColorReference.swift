import CellshotGraphics

/// A colour as written in a document: `#RRGGBB`, `#RRGGBBAA`, or a system colour name such as `secondaryLabel`.
///
/// System colours stay names until resolved, because their value depends on
/// the interface style (light or dark) and, for `tintColor`, on the tint.
///
/// ```swift
/// let reference = ColorReference.system(.systemBlue)
/// reference.resolved(for: .dark, in: .ios18).hex   // "#0A84FF"
/// reference.resolved(for: .dark, in: .ios26).hex   // "#0091FF"
/// ```
public enum ColorReference: Hashable, Sendable, CustomStringConvertible {
    /// A fixed colour, written as hex.
    case hex(Color)
    /// A system colour, resolved per interface style.
    case system(SystemColor)

    /// The colour in an interface style and a look.
    /// - Parameters:
    ///   - style: light or dark.
    ///   - look: the iOS release whose system colour values to use.
    ///   - tint: the tint in effect, for ``SystemColor/tintColor``; `nil` for systemBlue.
    public func resolved(for style: UserInterfaceStyle, in look: ListLook, tint: Color? = nil) -> Color {
        switch self {
        case .hex(let color): color
        case .system(let name): name.color(for: style, in: look, tint: tint)
        }
    }

    /// The reference as a document writes it: `#FF0000` or `systemBlue`.
    public var description: String {
        switch self {
        case .hex(let color): color.hex
        case .system(let name): name.rawValue
        }
    }

    /// What a colour is, for messages.
    static let expectation = "a colour (#RRGGBB, #RRGGBBAA or a system colour name)"

    /// Reads a colour: a hex string or a system colour name.
    /// - Throws: ``DocumentError`` for anything else, with a "did you mean" hint for misspelt names.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        guard case .string(let text) = value else {
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                throw .invalidValue(at: path, expected: Self.expectation, found: value,
                                    hint: "hex colours have 6 or 8 hexadecimal digits after #")
            }
            self = .hex(color)
        } else if let name = SystemColor(rawValue: text) {
            self = .system(name)
        } else {
            throw .unknownName(text, at: path, expected: Self.expectation, knownNames: SystemColor.knownNames,
                               hint: "the system colours are listed in docs/document.md")
        }
    }
}
