import CellshotJSON
import Foundation

/// The files `cellshot-previews` wrote to its output folder, kept there as `.cellshot-previews.json`: the next run
/// removes those it does not write again (a preview renamed or deleted, a scheme dropped) and never touches a file
/// it did not write — a folder of docs holds the team's own files too.
package struct PreviewsManifest: Equatable, Sendable {
    /// The manifest's name in the output folder.
    package static let fileName = ".cellshot-previews.json"

    /// The files written, by name (no folders: everything goes straight into the output folder), sorted.
    package let files: [String]

    package init(files: some Sequence<String>) {
        self.files = Set(files).sorted()
    }

    /// The manifest as JSON, one file a line: the same files give the same bytes, and a change diffs by line.
    package var json: String {
        let lines = files.map { "    " + JSONText.literal($0) }
        return "{\n  \"writtenBy\": \"cellshot-previews\",\n  \"files\": [\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// The files of `earlier` this manifest does not list: a previous run's, to remove.
    package func stale(since earlier: PreviewsManifest) -> [String] {
        let current = Set(files)
        return earlier.files.filter { !current.contains($0) }
    }

    /// Reads the manifest of a folder: `nil` when there is none (a first run).
    /// - Throws: ``PreviewsError/input(_:)`` when it is not one this command wrote: rather than guess which files
    ///   are its, the run stops.
    package static func read(in folder: String) throws(PreviewsError) -> PreviewsManifest? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw .io("cannot read \(path)") }
        let problem = "\(path) is not a manifest cellshot-previews wrote (expected { \"files\": [\"name.png\", …] }); "
            + "remove it to start afresh (files it does not list are never removed)"
        guard case .object(let members)? = try? JSONParser.parse([UInt8](data)),
              case .array(let values)? = members.first(where: { $0.key == "files" })?.value else {
            throw .input(problem)
        }
        var files: [String] = []
        for value in values {
            // A plain name, so that a manifest edited by hand cannot reach outside the folder.
            guard case .string(let name) = value, isPlainName(name) else { throw .input(problem) }
            files.append(name)
        }
        return PreviewsManifest(files: files)
    }

    /// Writes the manifest into `folder`.
    package func write(in folder: String) throws(PreviewsError) {
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        do {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Whether `name` names a file directly in the folder: not empty, no `/`, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\0")
    }
}
