import CellshotModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A symbolic link below a folder given to a run that the run did not follow.
///
/// Documents in a folder often come from a pull request, and a pull request can add a link such as
/// `lists/x.yaml → ~/.config/token`: reading what it leads to would quote that file in the error
/// printed to a public CI log. Only the link is named, never what it leads to.
public struct SkippedLink: Hashable, Sendable, CustomStringConvertible {
    /// Why a link was not followed.
    public enum Reason: Hashable, Sendable {
        /// It leads to a file or folder outside the folder given.
        case leadsOutside
        /// It leads nowhere that can be read: to nothing, to itself, or through a folder that cannot be searched.
        case unresolvable
    }

    /// The link as the run names documents: the folder given, then the path inside it (`lists/x.yaml`).
    public var path: String
    /// The folder given on the command line that the link is in.
    public var folder: String
    /// Why the link was not followed.
    public var reason: Reason

    /// Creates a record of a skipped link.
    /// - Parameters:
    ///   - path: the link's path, starting with `folder`.
    ///   - folder: the folder given.
    ///   - reason: why it was not followed.
    public init(path: String, folder: String, reason: Reason) {
        self.path = path
        self.folder = folder
        self.reason = reason
    }

    /// `lists/x.yaml: skipped: a symbolic link that leads out of lists`, with the names' control
    /// characters escaped.
    public var description: String {
        let what = switch reason {
        case .leadsOutside: "a symbolic link that leads out of \(TerminalText.escaped(folder))"
        case .unresolvable: "a symbolic link that cannot be followed"
        }
        return "\(TerminalText.escaped(path)): skipped: \(what)"
    }
}

/// The documents below one folder given to a run: every `.json`, `.yaml` and `.yml` file in it and its
/// subfolders, found without leaving it.
///
/// A link to a file is followed only when the file it leads to (every link on the way resolved) is
/// inside the folder; a link that leads out, or nowhere, is skipped and reported as a ``SkippedLink``.
/// Links to folders are not searched, as `FileManager`'s enumerator never did: a folder inside is
/// searched under its own path already (a second path would name its documents twice, and a link to
/// a parent would never end), and one outside is skipped like a file.
struct DocumentFolder {
    /// The extensions of document files, lowercased.
    static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// The folder as given.
    let folder: String
    /// The folder's real path: every link in it resolved.
    private let root: String

    /// The documents' paths relative to the folder, sorted.
    private(set) var documents: [String] = []
    /// The links not followed, in the order found.
    private(set) var skippedLinks: [SkippedLink] = []

    /// Searches `folder`.
    /// - Throws: ``SnapshotError/io(_:)`` when the folder cannot be resolved or listed.
    init(searching folder: String) throws(SnapshotError) {
        self.folder = folder
        guard let root = Self.realPath(folder) else {
            throw .io("\(TerminalText.escaped(folder)): cannot search the folder: \(String(cString: strerror(errno)))")
        }
        self.root = root
        let top: [String]
        do {
            top = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .io("\(TerminalText.escaped(folder)): cannot list the folder")
        }
        search(top, in: "")
        documents.sort()
    }

    /// Sorts every entry of one folder; subfolders are searched as they are found.
    private mutating func search(_ names: [String], in relativeFolder: String) {
        for name in names.sorted() {
            let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
            let path = (folder as NSString).appendingPathComponent(relative)
            let isDocumentName = Self.extensions.contains((name as NSString).pathExtension.lowercased())
            switch Self.kind(atPath: path) {
            case .directory:
                // A subfolder that cannot be listed is passed over, as the enumerator did.
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                search(inside, in: relative)
            case .file:
                if isDocumentName { documents.append(relative) }
            case .link:
                followLink(at: path, relative: relative, isDocumentName: isDocumentName)
            case .other, nil:
                break
            }
        }
    }

    /// Adds the file a link leads to when it stays inside the folder; records the link as skipped when
    /// it would have been read or searched but leads out of the folder or nowhere.
    private mutating func followLink(at path: String, relative: String, isDocumentName: Bool) {
        guard let target = Self.realPath(path) else {
            if isDocumentName { skippedLinks.append(SkippedLink(path: path, folder: folder, reason: .unresolvable)) }
            return
        }
        let kind = Self.kind(atPath: target)
        guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
            if isDocumentName || kind == .directory {
                skippedLinks.append(SkippedLink(path: path, folder: folder, reason: .leadsOutside))
            }
            return
        }
        if kind == .file, isDocumentName { documents.append(relative) }
    }

    /// What is at a path, for the search.
    private enum Kind {
        case file, directory, link, other
    }

    /// What is at `path`, a link itself rather than what it leads to; `nil` when nothing can be found there.
    private static func kind(atPath path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// `path` with every symbolic link resolved, absolute; `nil` (and `errno` set) when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
