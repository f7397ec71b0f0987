import Foundation

/// The shell command a review report offers to accept a snapshot: `cellshot record DOCUMENT
/// --snapshots DIR [options] --mode failed --only NAME`, which rewrites that one reference (or, for a
/// missing reference, `--mode missing`, which writes it).
///
/// The options that choose the snapshots' names (`--states`, `--appearance`, `--content-size`,
/// `--direction`, `--scale`) must be the verify run's, or the name would not be planned again: pass
/// them as ``arguments``. Every word is quoted for a POSIX shell when it needs to be; the document and
/// snapshots paths are as the verify run was given them, so the command runs from the same folder.
public struct AcceptCommand: Sendable, Hashable {
    /// How the command line starts: `cellshot`, or `swift run cellshot`, taken as it is (not quoted).
    public var executable: String
    /// Options repeated from the verify run, such as `["--appearance", "light,dark"]`.
    public var arguments: [String]

    /// Creates the command.
    public init(executable: String = "cellshot", arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The line that records `names`, snapshots of `document`, under `snapshots`: with
    /// ``RecordMode/failed`` it rewrites references that no longer match, with ``RecordMode/missing``
    /// it writes references that do not exist.
    public func line(document: String, snapshots: String, mode: RecordMode, names: [String]) -> String {
        let words = ["record", document, "--snapshots", snapshots] + arguments + ["--mode", mode.rawValue]
            + names.flatMap { ["--only", $0] }
        return ([executable] + words.map(Self.quoted)).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: unchanged when it holds only characters no shell treats
    /// specially, else in single quotes (a single quote inside becomes `'\''`).
    public static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "@%+=:,./_-".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
