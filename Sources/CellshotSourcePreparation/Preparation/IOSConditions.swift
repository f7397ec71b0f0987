/// Evaluates `#if` conditions as an iOS build (on the simulator, where snapshot tests run) would: `os(iOS)`,
/// `canImport(UIKit)`, `canImport(SwiftUI)`, `targetEnvironment(simulator)` are true; other systems, AppKit and
/// Mac Catalyst false. What depends on the build rather than the platform (`DEBUG`, `swift(>=5.9)`, `arch(…)`,
/// a module of the app's) is unknown here and left to the compiler.
///
/// Three-valued so that `DEBUG && os(iOS)` is neither dropped nor kept whole: the group stays and is
/// written `DEBUG && true`, which the compiler then decides as it decides `DEBUG`.
enum IOSConditions {
    /// A condition's value on iOS.
    enum Value: Equatable {
        case `true`, `false`, unknown

        static prefix func ! (value: Value) -> Value {
            switch value {
            case .true: .false
            case .false: .true
            case .unknown: .unknown
            }
        }
    }

    /// A condition's value and, for each term whose value is known, its UTF-8 offsets in the text and the
    /// literal (`true`/`false`) that can stand for it.
    struct Evaluation {
        var value: Value
        var substitutions: [(range: Range<Int>, literal: String)]
    }

    /// Modules of the iOS SDK that cellshot stands in for (its modules, or removing the import): `canImport` of
    /// them is true. Others iOS has and Linux lacks (`Darwin`, `ObjectiveC`, `CoreGraphics`) are left to the
    /// compiler, which takes the branch written for other platforms, the one that compiles here.
    static let iosModules: Set<String> = ["UIKit", "SwiftUI", "Combine", "OSLog", "os", "WebKit"]
    /// Modules an iOS SDK lacks and Linux lacks too (so the answer is the same; decided to drop their branches,
    /// which may not even pair their brackets on Linux).
    static let nonIOSModules: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

    /// Evaluates a condition's text (what follows `#if` or `#elseif` on its line, comments removed).
    /// Text that is not a condition this grammar reads is `unknown`, with no substitutions: the compiler reads it.
    static func evaluate(_ text: String) -> Evaluation {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.disjunction(), parser.atEnd else { return Evaluation(value: .unknown, substitutions: []) }
        return Evaluation(value: value, substitutions: parser.substitutions)
    }

    /// The value of one platform term (`os(iOS)`), or `unknown`.
    static func term(_ name: String, _ argument: String) -> Value {
        switch name {
        case "os":
            return argument == "iOS" ? .true : .false
        case "canImport":
            let module = String(argument.split(separator: ".").first ?? "")
            if iosModules.contains(module) { return .true }
            return nonIOSModules.contains(module) ? .false : .unknown
        case "targetEnvironment":
            if argument == "simulator" { return .true }
            return argument == "macCatalyst" ? .false : .unknown
        default:
            return .unknown
        }
    }

    /// A recursive-descent reader of `||`, `&&`, `!`, parentheses, `true`/`false`, flags and `name(argument)`.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var substitutions: [(range: Range<Int>, literal: String)] = []

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == bytes.count
            }
        }

        mutating func disjunction() -> Value? {
            guard var value = conjunction() else { return nil }
            while take("||") {
                guard let right = conjunction() else { return nil }
                value = value == .true || right == .true ? .true : (value == .false && right == .false ? .false : .unknown)
            }
            return value
        }

        mutating func conjunction() -> Value? {
            guard var value = unary() else { return nil }
            while take("&&") {
                guard let right = unary() else { return nil }
                value = value == .false || right == .false ? .false : (value == .true && right == .true ? .true : .unknown)
            }
            return value
        }

        mutating func unary() -> Value? {
            if take("!") {
                return unary().map { !$0 }
            }
            if take("(") {
                guard let value = disjunction(), take(")") else { return nil }
                return value
            }
            skipSpaces()
            let start = position
            guard let name = identifier() else { return nil }
            if name == "true" { return .true }
            if name == "false" { return .false }
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return .unknown }
            // The argument, raw up to its `)`: `swift(>=5.9)` and `arch(arm64)` are kept as written.
            let argumentStart = position + 1
            guard let close = bytes[argumentStart...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            position = close + 1
            let argument = String(decoding: bytes[argumentStart..<close], as: UTF8.self)
                .filter { $0 != " " && $0 != "\t" }
            let value = IOSConditions.term(name, argument)
            if value != .unknown {
                substitutions.append((start..<position, value == .true ? "true" : "false"))
            }
            return value
        }

        private mutating func identifier() -> String? {
            let start = position
            while position < bytes.count, SwiftLexer.isIdentifierByte(bytes[position]) { position += 1 }
            guard position > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func take(_ symbol: String) -> Bool {
            skipSpaces()
            let symbolBytes = Array(symbol.utf8)
            guard position + symbolBytes.count <= bytes.count,
                  Array(bytes[position..<position + symbolBytes.count]) == symbolBytes else { return false }
            position += symbolBytes.count
            return true
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
        }
    }
}
