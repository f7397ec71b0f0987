import CellshotJSON
import CellshotModel
import CellshotTesting
import Foundation

/// What `swift package cellshot-previews` was asked for: the target whose previews are drawn, the folder they go
/// to, the colour schemes and looks to draw each in, and the JUnit file and review page to write.
///
/// The plugin hands its arguments over unparsed (it cannot link a library), so they are read here, in the
/// process that draws, where they can be tested.
package struct PreviewsOptions: Equatable, Sendable {
    /// The target (`--target App`).
    package var target: String
    /// The folder the pictures and the index page go to (`--output docs/previews`), absolute.
    package var output: String
    /// The colour schemes (`--color-scheme light,dark`); empty: the preview's own, and no `@light` in names.
    package var styles: [UserInterfaceStyle] = []
    /// The looks (`--look ios26,ios18`); empty: iOS 26's, and no `@ios26` in names.
    package var looks: [ListLook] = []
    /// The JUnit file (`--junit results.xml`), absolute.
    package var junit: String?
    /// The review page (`--report report.html`), absolute.
    package var report: String?

    /// Every combination asked for, in `cellshot verify`'s order (looks, then schemes): each preview's snapshots.
    package var variants: [SnapshotVariant] { SnapshotMatrix(looks: looks, styles: styles).variants }

    /// Reads the command's arguments; relative paths start at `directory` (the package's folder).
    /// - Throws: ``PreviewsError/usage(_:)`` naming the option and what it takes.
    package init(arguments: [String], relativeTo directory: String) throws(PreviewsError) {
        var target: String?, output: String?
        var given: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            var option = arguments[index]
            var value: String?
            // `--look=ios18` as well as `--look ios18`.
            if let equals = option.firstIndex(of: "="), option.hasPrefix("--") {
                value = String(option[option.index(after: equals)...])
                option = String(option[..<equals])
            }
            guard Self.options.contains(option) else {
                throw .usage("unknown option \(Self.quoted(option)) (the options are \(Self.options.joined(separator: ", ")))")
            }
            guard given.insert(option).inserted else { throw .usage("\(option) is given twice: give it once") }
            if value == nil {
                index += 1
                guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
                    throw .usage("\(option) needs a value (\(Self.example[option] ?? ""))")
                }
                value = arguments[index]
            }
            let text = value ?? ""
            guard !text.isEmpty else { throw .usage("\(option) needs a value (\(Self.example[option] ?? ""))") }
            switch option {
            case "--target": target = text
            case "--output": output = Self.absolute(text, in: directory)
            case "--color-scheme": styles = try Self.list(text, of: option)
            case "--look": looks = try Self.list(text, of: option)
            case "--junit": junit = Self.absolute(text, in: directory)
            default: report = Self.absolute(text, in: directory)
            }
            index += 1
        }
        guard let target else { throw .usage("--target is required: the target whose previews are drawn (--target App)") }
        guard let output else {
            throw .usage("--output is required: the folder the pictures go to (--output docs/previews)")
        }
        self.target = target
        self.output = output
    }

    /// The options, in the order the usage names them.
    static let options = ["--target", "--output", "--color-scheme", "--look", "--junit", "--report"]

    /// An example value of each option, for "needs a value".
    static let example = ["--target": "--target App", "--output": "--output docs/previews",
                          "--color-scheme": "--color-scheme light,dark", "--look": "--look ios26,ios18",
                          "--junit": "--junit previews.xml", "--report": "--report previews-report.html"]

    /// A comma-separated list of an enumeration's raw values, each once.
    private static func list<Value: RawRepresentable & CaseIterable & Equatable>(
        _ text: String, of option: String
    ) throws(PreviewsError) -> [Value] where Value.RawValue == String {
        var values: [Value] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let value = Value(rawValue: part) else {
                let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("\(option): expected a comma-separated list of \(allowed), found \(quoted(part))")
            }
            guard !values.contains(value) else { throw .usage("\(option): \(part) is listed twice") }
            values.append(value)
        }
        return values
    }

    /// `path` made absolute against `directory`, without `.` and `..` parts.
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    /// A value quoted for a message, its control characters escaped.
    static func quoted(_ text: String) -> String { "\"\(TerminalText.escaped(text))\"" }
}

/// Why `cellshot-previews` could not run at all (as opposed to a preview it could not draw, which is one failure of
/// a run that goes on).
package enum PreviewsError: Error, Equatable, CustomStringConvertible {
    /// An option is unknown, missing, repeated or has a wrong value: status 2.
    case usage(String)
    /// Nothing to draw, or the output folder holds files cellshot did not write that it would replace: status 2.
    case input(String)
    /// A file could not be read or written: status 3.
    case io(String)

    package var description: String {
        switch self {
        case .usage(let message), .input(let message), .io(let message): message
        }
    }

    /// The exit status, as `cellshot verify`'s: 2 for what the user can fix in the command or package, 3 when
    /// writing failed.
    package var status: Int32 {
        switch self {
        case .usage, .input: 2
        case .io: 3
        }
    }
}
