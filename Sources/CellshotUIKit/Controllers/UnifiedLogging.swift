import Foundation

#if !canImport(os)
/// A log of Apple's unified logging (`OSLog`), as `import os.log` declares it on iOS: the CellshotSources plugin
/// turns `import os` into a comment, and these declarations let the app's `os_log` calls compile. Nothing is
/// logged — a log is never drawn, so a picture does not change.
public final class OSLog: Sendable {
    /// The subsystem (`com.example.app`), or empty for ``default``.
    public let subsystem: String
    /// The category, or empty for ``default``.
    public let category: String

    /// A log for a subsystem and a category.
    /// - Parameters:
    ///   - subsystem: the subsystem (`com.example.app`).
    ///   - category: the category (`"ui"`).
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that logs nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// The level of a log message (`OSLogType`).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    /// The level's value, as Apple's `os_log_type_t`.
    public let rawValue: UInt8

    /// A level from its value.
    /// - Parameter rawValue: the `os_log_type_t` value.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a message with `printf`-style arguments (`os_log("loaded %d rows", rows.count)`): compiles as on iOS and
/// logs nothing (a log is never drawn).
/// - Parameters:
///   - message: the format.
///   - dso: ignored.
///   - log: ignored.
///   - type: ignored.
///   - args: the format's arguments, ignored (any value: the app's view controllers for `%p` too).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   type: OSLogType = .default, _ args: Any...) {}

/// Logs a message at a level (`os_log(.error, log: log, "failed: %@", error)`): compiles as on iOS and logs nothing.
/// - Parameters:
///   - type: ignored.
///   - dso: ignored.
///   - log: ignored.
///   - message: the format.
///   - args: the format's arguments, ignored.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
                   _ args: Any...) {}
#endif
