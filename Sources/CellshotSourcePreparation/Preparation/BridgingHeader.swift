/// An app's Objective-C bridging header (`App-Bridging-Header.h`): Xcode makes what it imports visible to every
/// Swift file of the app without an `import`. The preparation compiles Swift only, so it does not read the header;
/// rather than leave the app's files failing on names with no word of where they came from, each import of the
/// header is a warning at its line, naming what it imports and what to do.
public struct BridgingHeader: Sendable {
    /// The header's file.
    public var path: String
    /// Its text.
    public var text: String

    /// A header.
    /// - Parameters:
    ///   - path: the file.
    ///   - text: its text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Whether a file is a bridging header, by Xcode's name for one (`<Target>-Bridging-Header.h`).
    /// - Parameter path: the file's path.
    public static func isBridgingHeader(_ path: String) -> Bool {
        path.split(separator: "/").last?.hasSuffix("-Bridging-Header.h") ?? false
    }

    /// A warning per `#import` or `#include` of the header, at its line.
    public var diagnostics: [SourceDiagnostic] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let directive = ["#import", "#include", "@import"].first(where: { trimmed.hasPrefix($0) }) else {
                return nil
            }
            let imported = trimmed.dropFirst(directive.count).trimmingSpacesAndSemicolon
            guard !imported.isEmpty else { return nil }
            return SourceDiagnostic(
                path: path, line: index + 1, column: 1, severity: .warning,
                message: "cellshot-sources: the app's bridging header imports \(imported), which the preparation does "
                    + "not read (it compiles the app's Swift files only): what they use from it is not declared on "
                    + "Linux; declare those names in a Swift file of the target's own (a stand-in), or leave out the "
                    + "files that use them")
        }
    }
}

extension Substring {
    /// The text without spaces around it and a trailing `;` (of `@import Module;`).
    fileprivate var trimmingSpacesAndSemicolon: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == ";" || last == "\r" { text.removeLast() }
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        return String(text)
    }
}
