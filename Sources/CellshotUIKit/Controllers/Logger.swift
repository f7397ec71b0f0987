import Foundation

#if !canImport(os)
/// Apple's `Logger` (the `os` module's structured logging, iOS 14), as `import os` declares it on iOS: the
/// CellshotSources plugin turns `import os` into a comment, and these declarations let the app's
/// `logger.debug("loaded \(rows.count) rows")` compile. Nothing is logged and the interpolated values are never
/// evaluated (they are `@autoclosure`s, as on iOS, where they are evaluated only when the level is enabled): a log is
/// never drawn, so a picture does not change and nothing is warned about.
public struct Logger: Sendable {
    /// The log the messages would go to (not public: iOS's `Logger` does not show it).
    let osLog: OSLog

    /// A logger of the default log (`Logger()`).
    public init() {
        osLog = .default
    }

    /// A logger for a subsystem and a category.
    /// - Parameters:
    ///   - subsystem: the subsystem (`com.example.app`).
    ///   - category: the category (`"ui"`).
    public init(subsystem: String, category: String) {
        osLog = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger of an existing log.
    /// - Parameter log: the log.
    public init(_ log: OSLog) {
        osLog = log
    }

    /// Logs a message at the default level: logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func log(_ message: OSLogMessage) {}

    /// Logs a message at a level: logs nothing.
    /// - Parameters:
    ///   - level: ignored.
    ///   - message: the message, never evaluated.
    public func log(level: OSLogType, _ message: OSLogMessage) {}

    /// Logs a trace message (the debug level): logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func trace(_ message: OSLogMessage) {}

    /// Logs a debug message: logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func debug(_ message: OSLogMessage) {}

    /// Logs an informative message: logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func info(_ message: OSLogMessage) {}

    /// Logs a notice (the default level): logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func notice(_ message: OSLogMessage) {}

    /// Logs a warning (the error level): logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func warning(_ message: OSLogMessage) {}

    /// Logs an error: logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func error(_ message: OSLogMessage) {}

    /// Logs a critical message (the fault level): logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func critical(_ message: OSLogMessage) {}

    /// Logs a fault: logs nothing.
    /// - Parameter message: the message, never evaluated.
    public func fault(_ message: OSLogMessage) {}
}

/// A `Logger` message: a string literal with interpolations (`"row \(index, privacy: .public)"`), as iOS's
/// `OSLogMessage`. Only the literal parts are kept; the interpolated values stay unevaluated.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's literal parts, joined (its interpolations left out).
    public let literal: String

    /// A message with no interpolation.
    /// - Parameter value: the literal.
    public init(stringLiteral value: String) {
        literal = value
    }

    /// A message with interpolations.
    /// - Parameter stringInterpolation: the literal parts and the (unevaluated) values.
    public init(stringInterpolation: OSLogInterpolation) {
        literal = stringInterpolation.literal
    }
}

/// The interpolations a `Logger` message accepts: the overloads iOS's `OSLogInterpolation` declares (integers and
/// floating-point numbers with a format, Booleans, strings, any `CustomStringConvertible`, objects, metatypes), each
/// with its alignment and privacy arguments. A value no overload takes is a compile error, as on iOS.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    fileprivate var literal = ""

    /// An empty interpolation.
    /// - Parameters:
    ///   - literalCapacity: ignored.
    ///   - interpolationCount: ignored.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Keeps a literal part.
    /// - Parameter literal: the part.
    public mutating func appendLiteral(_ literal: String) {
        self.literal += literal
    }

    /// An integer (`\(count, format: .hex, privacy: .public)`), never evaluated.
    /// - Parameters:
    ///   - number: the value.
    ///   - format: ignored.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation<Number: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> Number, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// A `Double` (`\(width, format: .fixed(precision: 1))`), never evaluated.
    /// - Parameters:
    ///   - number: the value.
    ///   - format: ignored.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// A `Float`, never evaluated.
    /// - Parameters:
    ///   - number: the value.
    ///   - format: ignored.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// A `CGFloat` (`\(view.bounds.width)`), never evaluated.
    /// - Parameters:
    ///   - number: the value.
    ///   - format: ignored.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// A Boolean (`\(isEditing, format: .answer)`), never evaluated.
    /// - Parameters:
    ///   - boolean: the value.
    ///   - format: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {}

    /// A string (`\(name, privacy: .private(mask: .hash))`), never evaluated.
    /// - Parameters:
    ///   - argumentString: the value.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// Any value that describes itself (`\(indexPath)`, `\(error.localizedDescription)`), never evaluated.
    /// - Parameters:
    ///   - value: the value.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation<Value: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> Value, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto) {}

    /// An object (`\(controller)`), never evaluated.
    /// - Parameters:
    ///   - argumentObject: the object.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {}

    /// A type (`\(type(of: cell))`), never evaluated.
    /// - Parameters:
    ///   - value: the type.
    ///   - align: ignored.
    ///   - privacy: ignored.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// How an interpolated value would be redacted in the log (`.public`, `.private(mask: .hash)`): ignored.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is masked.
    public struct Mask: Equatable, Sendable {
        private let name: String
        /// A hash of the value instead of `<private>`.
        public static let hash = Mask(name: "hash")
        /// No mask: `<private>`.
        public static let none = Mask(name: "none")
    }

    private let name: String
    private let mask: Mask

    /// Shown in the log.
    public static let `public` = OSLogPrivacy(name: "public", mask: .none)
    /// Redacted unless a debugger is attached.
    public static let `private` = OSLogPrivacy(name: "private", mask: .none)
    /// Always redacted.
    public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)
    /// The system decides by the value's type.
    public static let auto = OSLogPrivacy(name: "auto", mask: .none)

    /// Redacted with a mask.
    /// - Parameter mask: the mask.
    /// - Returns: the privacy.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }

    /// Always redacted, with a mask.
    /// - Parameter mask: the mask.
    /// - Returns: the privacy.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }

    /// The system decides, with a mask.
    /// - Parameter mask: the mask.
    /// - Returns: the privacy.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
}

/// How an interpolated integer would be written (`.hex`, `.decimal(minDigits: 2)`): ignored.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    private let radix: Int

    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// Octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)

    /// Decimal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: ignored.
    ///   - minDigits: ignored.
    /// - Returns: decimal.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting {
        .decimal
    }

    /// Hexadecimal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: ignored.
    ///   - includePrefix: ignored.
    ///   - uppercase: ignored.
    ///   - minDigits: ignored.
    /// - Returns: hexadecimal.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> OSLogIntegerFormatting {
        .hex
    }

    /// Octal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: ignored.
    ///   - includePrefix: ignored.
    ///   - uppercase: ignored.
    ///   - minDigits: ignored.
    /// - Returns: octal.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int? = nil) -> OSLogIntegerFormatting {
        .octal
    }
}

/// How an interpolated floating-point number would be written (`.fixed(precision: 2)`): ignored.
public struct OSLogFloatFormatting: Equatable, Sendable {
    private let style: String

    /// Fixed-point.
    public static let fixed = OSLogFloatFormatting(style: "fixed")
    /// Hexadecimal.
    public static let hex = OSLogFloatFormatting(style: "hex")
    /// Exponential.
    public static let exponential = OSLogFloatFormatting(style: "exponential")
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(style: "hybrid")

    /// Fixed-point with options.
    /// - Parameters:
    ///   - precision: ignored.
    ///   - explicitPositiveSign: ignored.
    ///   - uppercase: ignored.
    /// - Returns: fixed-point.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        .fixed
    }
}

/// How an interpolated Boolean would be written (`.truth`: true/false, `.answer`: YES/NO): ignored.
public enum OSLogBoolFormat: Sendable {
    /// `true`/`false`.
    case truth
    /// `YES`/`NO`.
    case answer
}

/// How an interpolated value would be padded (`.right(columns: 8)`): ignored.
public struct OSLogStringAlignment: Equatable, Sendable {
    private let columns: Int

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)

    /// Padded on the left to a width.
    /// - Parameter columns: the width.
    /// - Returns: the alignment.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns) }

    /// Padded on the right to a width.
    /// - Parameter columns: the width.
    /// - Returns: the alignment.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns) }
}
#endif
