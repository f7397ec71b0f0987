import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal given to `Text`,
/// `Button` or `Label` is. Its Markdown is drawn and its interpolations are formatted in the environment's
/// locale; no strings table is read, so the key is shown as written.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The parts: literal runs (whose Markdown is parsed) and interpolated texts (drawn as they are).
    let segments: [TextSegment]
    /// The key as written, for messages and equality, and as a string catalog names it: each interpolation
    /// written as Xcode writes it (`%lld` for an `Int`, `%@` for a string).
    let key: String
    /// Where each interpolation's parts are in ``segments``, in order: a translation's `%@`, `%lld` or `%2$@`
    /// takes them.
    let arguments: [Range<Int>]
    /// The first integer interpolated, which picks a translation's plural form.
    let count: Int?

    /// A key from a string, its Markdown parsed.
    public init(_ value: String) {
        segments = MarkdownInlines.segments(of: value)
        key = value
        arguments = []
        count = nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        // The literal after the last interpolation is still pending in the interpolation: completed, it is kept
        // (`"\(count) items"` draws " items").
        segments = stringInterpolation.completedSegments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        count = stringInterpolation.count
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The key's text without Markdown, as drawn.
    var plainText: String { segments.map(\.string).joined() }

    /// The interpolations a localized string takes: strings, texts, numbers with a format, dates with a style.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [TextSegment] = []
        var key = ""
        var arguments: [Range<Int>] = []
        var count: Int?
        private var literal = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            self.literal += literal
            key += literal
        }

        private mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            segments += MarkdownInlines.segments(of: literal)
            literal = ""
        }

        private mutating func append(_ segment: TextSegment, specifier: String = "%@") {
            append([segment], specifier: specifier)
        }

        private mutating func append(_ parts: [TextSegment], specifier: String = "%@") {
            flushLiteral()
            arguments.append(segments.count..<(segments.count + parts.count))
            segments += parts
            key += specifier
        }

        public mutating func appendInterpolation(_ string: String) {
            append(TextSegment(string))
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
            where Subject: ReferenceConvertible {
            append(TextSegment(formatter?.string(for: subject) ?? "\(subject)"))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(TextSegment(formatter?.string(for: subject) ?? "\(subject)"))
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            noteCount(value)
            append(TextSegment(value._cellshotFormatted(specifier: nil)), specifier: T._cellshotKeySpecifier)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            noteCount(value)
            append(TextSegment(value._cellshotFormatted(specifier: specifier)), specifier: specifier)
        }

        private mutating func noteCount<T>(_ value: T) {
            if count == nil, let integer = value as? any BinaryInteger { count = Int(truncatingIfNeeded: integer) }
        }

        public mutating func appendInterpolation(_ text: Text) {
            append(text.segments)
        }

        public mutating func appendInterpolation(_ string: LocalizedStringKey) {
            append(string.segments)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(TextSegment(style.format(date)))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            append(TextSegment(format.format(input)))
        }

        public mutating func appendInterpolation<T>(_ value: T) where T: CustomStringConvertible {
            append(TextSegment(value.description))
        }

        public mutating func appendInterpolation(_ image: Image) {
            append(TextSegment("\u{FFFC}", image: image))
        }

        /// Ends the interpolation (the literal after the last interpolation).
        fileprivate mutating func finish() {
            flushLiteral()
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    var completedSegments: [TextSegment] {
        var copy = self
        copy.finish()
        return copy.segments
    }
}

/// A number that takes a `printf`-style specifier in a text's interpolation.
public protocol _FormatSpecifiable: Equatable, CustomStringConvertible {
    func _cellshotFormatted(specifier: String?) -> String
    /// How Xcode writes the type's interpolation in a string catalog's key (`%lld` for `Int`).
    static var _cellshotKeySpecifier: String { get }
}

/// An integer interpolated into a localized text without a specifier, as SwiftUI formats it: in the locale's
/// digits with its grouping separator (`Text("\(1283)")` draws "1,283" on iOS, the reason apps write
/// `Text(verbatim:)` or `String(year)` for a year), in en_US as the picture's dates are.
enum IntegerText {
    static func grouped<T: BinaryInteger>(_ value: T) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        let number = T.isSigned ? NSNumber(value: Int64(truncatingIfNeeded: value)) : NSNumber(value: UInt64(truncatingIfNeeded: value))
        return formatter.string(from: number) ?? "\(value)"
    }
}

extension Int: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%lld" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension Int8: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%d" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, Int32(self)) } ?? IntegerText.grouped(self)
    }
}
extension Int16: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%d" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, Int32(self)) } ?? IntegerText.grouped(self)
    }
}
extension Int32: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%d" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension Int64: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%lld" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension UInt: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%llu" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension UInt8: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%u" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, UInt32(self)) } ?? IntegerText.grouped(self)
    }
}
extension UInt16: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%u" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, UInt32(self)) } ?? IntegerText.grouped(self)
    }
}
extension UInt32: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%u" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension UInt64: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%llu" }
    public func _cellshotFormatted(specifier: String?) -> String {
        specifier.map { String(format: $0, self) } ?? IntegerText.grouped(self)
    }
}
extension Double: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%lf" }
    public func _cellshotFormatted(specifier: String?) -> String { String(format: specifier ?? "%lf", self) }
}
extension Float: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%f" }
    public func _cellshotFormatted(specifier: String?) -> String { String(format: specifier ?? "%f", self) }
}
extension CGFloat: _FormatSpecifiable {
    public static var _cellshotKeySpecifier: String { "%lf" }
    public func _cellshotFormatted(specifier: String?) -> String { String(format: specifier ?? "%lf", Double(self)) }
}

extension Text {
    /// How a date is shown (SwiftUI's `Text.DateStyle`). Relative, offset and timer styles are drawn
    /// against the picture's fixed moment, ``CellshotSwiftUI/referenceDate``.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable { case time, date, relative, offset, timer }
        let kind: Kind
        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date) -> String {
            DateText.format(date, style: self)
        }
    }

    /// A date in a style.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// A value formatted by a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A range of dates ("10:30 AM – 10:40 AM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateText.format(dates.lowerBound, style: .time) + " – " + DateText.format(dates.upperBound, style: .time))
    }

    /// An image inline in a text.
    public init(_ image: Image) {
        self.init(segments: [TextSegment("\u{FFFC}", image: image)])
    }
}

/// Dates as a text shows them, in en_US and UTC unless the environment says otherwise [I: the environment's
/// locale is applied by the caller where it differs].
enum DateText {
    static func format(_ date: Date, style: Text.DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .date:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .relative, .offset, .timer:
            let seconds = date.timeIntervalSince(ReferenceMoment.now)
            return relative(seconds, kind: style.kind)
        }
    }

    /// A duration in words, its two largest units ("2 hours, 23 minutes"), as `DateComponentsFormatter`'s full
    /// style writes it in English (CellshotUIKit's, Linux's Foundation having none).
    static func spelledOut(_ seconds: TimeInterval) -> String {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.year, .month, .day, .hour, .minute, .second]
        formatter.maximumUnitCount = 2
        return formatter.string(from: seconds.rounded(.down)) ?? "0 seconds"
    }

    private static func relative(_ seconds: TimeInterval, kind: Text.DateStyle.Kind) -> String {
        let magnitude = abs(seconds)
        switch kind {
        case .timer:
            let total = Int(magnitude)
            let hours = total / 3600, minutes = total / 60 % 60, rest = total % 60
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        default:
            let text = spelledOut(magnitude)
            if kind == .offset { return (seconds < 0 ? "-" : "+") + text }
            return text
        }
    }
}

/// The moment relative dates are measured from: a picture must not change with the clock.
package enum ReferenceMoment {
    /// 2026-01-01 09:41 UTC unless a render sets it.
    @TaskLocal package static var now = Date(timeIntervalSince1970: 1_767_260_460)
}
