import CellshotUIKit
import Foundation

/// A key a `Text` was made from and the parts it made: translated from the app's string catalogs when the text is
/// drawn, in the environment's locale (`.environment(\.locale, Locale(identifier: "es"))`), as iOS translates it.
struct TextLocalization: Equatable, Sendable {
    /// The key, with its interpolations.
    let key: LocalizedStringKey
    /// The string catalog's table (`Localizable` when `nil`).
    let tableName: String?
    /// The parts of the text the key made.
    let range: Range<Int>

    /// The first private-use character that stands in for an interpolation while a translation's Markdown is read.
    static let firstStandIn: UInt32 = 0xF0000

    /// The same key for parts that moved by `offset` (a text joined after another).
    func shifted(by offset: Int) -> TextLocalization {
        TextLocalization(key: key, tableName: tableName, range: (range.lowerBound + offset)..<(range.upperBound + offset))
    }

    /// The parts of the translation, `segments` being the text's parts as drawn now (their styles as modifiers set
    /// them since); `nil` when no catalog has the key in the language or its source language.
    func translatedSegments(of segments: [TextSegment], language: String?) -> [TextSegment]? {
        guard let translation = CellshotUIKit.localizedText(forKey: key.key, table: tableName, language: language,
                                                            count: key.count) else { return nil }
        let own = Array(segments[range])
        // The literal parts take the outer style the modifiers gave the key's own parts.
        let literalIndex = (0..<own.count).first { index in !key.arguments.contains { $0.contains(index) } }
        let outer = literalIndex.map { own[$0].outerStyle } ?? own.first?.outerStyle ?? TextSegmentStyle()
        // The translation's Markdown is parsed whole, its interpolations standing in as private-use characters
        // (`¡Hola, **%@**!` makes the name bold), then each stand-in becomes the interpolation's parts.
        var marked = ""
        var next = 0
        for piece in FormatPieces.split(translation) {
            switch piece {
            case .literal(let text):
                marked += text
            case .argument(let position):
                let index = position ?? next
                next = index + 1
                if index < key.arguments.count, let scalar = Unicode.Scalar(Self.firstStandIn + UInt32(index)) {
                    marked.unicodeScalars.append(scalar)
                }
            }
        }
        var result: [TextSegment] = []
        for segment in MarkdownInlines.segments(of: marked) {
            var literal = ""
            func flush() {
                guard !literal.isEmpty else { return }
                var part = segment
                part.string = literal
                part.outerStyle = outer
                result.append(part)
                literal = ""
            }
            for scalar in segment.string.unicodeScalars {
                let index = Int(scalar.value) - Int(Self.firstStandIn)
                guard index >= 0, index < key.arguments.count else {
                    literal.unicodeScalars.append(scalar)
                    continue
                }
                flush()
                result += own[key.arguments[index].clamped(to: 0..<own.count)].map { argument in
                    var argument = argument
                    argument.style = argument.style.over(segment.style)
                    return argument
                }
            }
            flush()
        }
        return result
    }
}

/// A translation's text split at its `printf` specifiers (`%@`, `%lld`, `%2$@`, `%.1f`), `%%` kept as `%`.
enum FormatPieces {
    enum Piece: Equatable {
        case literal(String)
        /// An interpolation: its position when the specifier gives one (`%2$@` → 1), else the next.
        case argument(Int?)
    }

    static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                literal.append("%")
                continue
            }
            // Position (`2$`), flags, width, precision, length, conversion.
            var specifier = ""
            var position: Int?
            while let next = characters.first, next.isNumber {
                specifier.append(next)
                characters.removeFirst()
            }
            if characters.first == "$", let number = Int(specifier) {
                characters.removeFirst()
                position = number - 1
                specifier = ""
            }
            while let next = characters.first, "-+ #0123456789.".contains(next) { characters.removeFirst() }
            while let next = characters.first, "hlqLzjt".contains(next) { characters.removeFirst() }
            guard let conversion = characters.first, "@dDiuUxXoOfFeEgGcCsSpaA".contains(conversion) else {
                literal.append("%")
                continue
            }
            characters.removeFirst()
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(.argument(position))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}

extension Text {
    /// The text translated in an environment's locale from the app's string catalogs; itself when no catalog has
    /// its keys.
    func localized(in environment: EnvironmentValues) -> Text {
        guard !localizations.isEmpty else { return self }
        let language = environment.locale.identifier
        var segments = self.segments
        var localizations: [TextLocalization] = []
        var shift = 0
        for localization in self.localizations {
            let moved = localization.shifted(by: shift)
            guard let translated = moved.translatedSegments(of: segments, language: language) else {
                localizations.append(moved)
                continue
            }
            segments.replaceSubrange(moved.range, with: translated)
            shift += translated.count - moved.range.count
        }
        return Text(segments: segments, localizations: localizations)
    }
}
