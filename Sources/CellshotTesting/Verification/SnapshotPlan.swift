import Cellshot
import CellshotModel
import Foundation

/// One snapshot to verify or record: a document drawn in one trait combination and one state.
public struct SnapshotItem: Hashable, Sendable {
    /// The document's path.
    public var document: String
    /// The snapshot's name without extension, relative to the snapshots folder:
    /// `settings@dark+AX3+rtl@3x.selected` (subfolders of a folder given as input are kept).
    public var name: String
    /// The trait combination.
    public var variant: SnapshotVariant
    /// The state drawn.
    public var state: CellState
    /// The command-line input the document was found through (a folder, or the file itself): giving it
    /// again names the snapshot the same way (`more/empty.normal` is named after the folder it is in).
    public var input: String?
    /// Which files the document's image paths may name (``AssetAccess/documentFolder`` unless the plan
    /// was given another rule).
    public var assets = AssetAccess.documentFolder

    /// The name of the document's snapshots without the variant and state: `settings` for
    /// `settings@dark.selected`, `more/empty` for `more/empty.normal`.
    public var documentName: String {
        String(name.dropLast(variant.nameSuffix.count + 1 + state.rawValue.count))
    }

    /// The reference image's path under `snapshots`.
    public func referencePath(in snapshots: String) -> String {
        (snapshots as NSString).appendingPathComponent(name + ".png")
    }

    /// The layout sidecar's path under `snapshots` (the frames and colours the reference was drawn with).
    public func layoutPath(in snapshots: String) -> String {
        (snapshots as NSString).appendingPathComponent(name + ".layout.json")
    }
}

/// Every snapshot a run covers: documents (files, or every `.json`/`.yaml`/`.yml` below a folder, without
/// following links out of it) × the trait matrix × each document's states (or the states asked for), in a
/// fixed order, optionally one shard of them, optionally only the snapshots named.
public struct SnapshotPlan: Sendable {
    /// The snapshots, in order: by document path, then variant, then state.
    public private(set) var items: [SnapshotItem]

    /// The symbolic links below folders given that were not followed, because they lead out of the folder
    /// or nowhere: the command says so, naming each link (``SkippedLink``).
    public private(set) var skippedLinks: [SkippedLink]

    /// The documents that could not be read while planning (unreadable, not JSON or YAML, a wrong value), in
    /// order: they have no snapshots, since their states are unknown; a run reports each as one failure and
    /// goes on with the others. With a shard, each failure belongs to one shard (by the document's place
    /// among all documents), so that the shards together report it once; with `only`, a failure is kept when
    /// a name asked for could be one of its document's snapshots.
    public private(set) var failures: [DocumentFailure]

    /// Every document's path, in the plan's order, the failed ones too: the order of a run's failures.
    let documentOrder: [String]

    /// Plans a run.
    /// - Parameters:
    ///   - inputs: document files and folders.
    ///   - matrix: the trait combinations.
    ///   - states: the states to draw instead of each document's `states`.
    ///   - shard: `(index, count)`, 1-based: only every `count`-th snapshot starting at `index`, so `count`
    ///     machines share a suite without overlap.
    ///   - only: snapshot names (``SnapshotItem/name``, e.g. `settings@dark.selected`): only these, in the
    ///     plan's order (`cellshot record … --only NAME`, the review report's accept command). Applied
    ///     after `shard`, so a shard keeps the same snapshots whatever is named; each name must be
    ///     planned, in this shard or another.
    ///   - excluding: folders a folder's search never takes documents from: the references (wherever they
    ///     are, beside the documents as `__Snapshots__` too) and the artifacts.
    ///   - assets: which files the documents' image paths may name.
    /// - Throws: ``SnapshotError`` for a missing input or a folder without documents (a document that cannot
    ///   be read is one of ``failures``); ``SnapshotError/unknownSnapshot(_:closest:)`` for a name in `only`
    ///   that no planned snapshot has (nor could a failed document's).
    public init(inputs: [String], matrix: SnapshotMatrix = SnapshotMatrix(), states: [CellState]? = nil,
                shard: (index: Int, count: Int)? = nil, only: [String]? = nil,
                excluding: [String] = [], assets: AssetAccess = .documentFolder) throws(SnapshotError) {
        let found = try DocumentInputs(inputs, excluding: excluding)
        var items: [SnapshotItem] = []
        var failures: [(index: Int, failure: DocumentFailure)] = []
        for (index, (path, name, input)) in found.documents.enumerated() {
            let document: ListDocument
            do {
                document = try ListDocument.load(contentsOf: path, assets: assets)
            } catch {
                failures.append((index, DocumentFailure(document: path, name: name, input: input, error: .document(error))))
                continue
            }
            for variant in matrix.variants {
                for state in states ?? document.states {
                    var item = SnapshotItem(document: path, name: "\(name)\(variant.nameSuffix).\(state.rawValue)",
                                            variant: variant, state: state)
                    item.input = input
                    item.assets = assets
                    items.append(item)
                }
            }
        }
        // A name in another shard is not an error: every shard runs the same command. Nor is a name that a
        // failed document's snapshot could have: its states are unknown.
        if let only {
            try Self.checkNames(only.filter { name in !failures.contains { $0.failure.couldMake(name) } },
                                among: items.map(\.name))
        }
        // Two documents with one name (a.json and a.yaml, or x.json in two folders) would share references.
        var documentOfName: [String: String] = [:]
        for item in items {
            if let other = documentOfName[item.name], other != item.document {
                throw .io("\(TerminalText.escaped(other)) and \(TerminalText.escaped(item.document)) both make the "
                          + "snapshot \(TerminalText.escaped(item.name)); rename one of them (snapshots are named after "
                          + "their documents)")
            }
            documentOfName[item.name] = item.document
        }
        if let shard {
            items = items.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
            failures = failures.filter { $0.index % shard.count == shard.index - 1 }
        }
        if let only {
            let names = Set(only)
            items = items.filter { names.contains($0.name) }
            failures = failures.filter { entry in only.contains { entry.failure.couldMake($0) } }
        }
        self.items = items
        self.failures = failures.map(\.failure)
        documentOrder = found.documents.map(\.path)
        skippedLinks = found.skippedLinks
    }

    /// Throws for the first name that no planned snapshot has, with the planned names that share its
    /// longest prefix.
    private static func checkNames(_ names: [String], among planned: [String]) throws(SnapshotError) {
        let known = Set(planned)
        guard let unknown = names.first(where: { !known.contains($0) }) else { return }
        func shared(_ name: String) -> Int { zip(name, unknown).prefix { $0 == $1 }.count }
        let best = planned.map(shared).max() ?? 0
        throw .unknownSnapshot(unknown, closest: best == 0 ? [] : Array(planned.filter { shared($0) == best }.prefix(3)))
    }
}

/// The documents a run's inputs name: a file as given (a symbolic link too: it was named on purpose), and
/// the documents below a folder (``DocumentFolder``: links that lead out of it are skipped).
struct DocumentInputs {
    /// Each document's path, its snapshot name (its path in the folder given, without extension) and
    /// the input it was found through, in the inputs' order, each folder's documents sorted.
    private(set) var documents: [(path: String, name: String, input: String)] = []
    /// The links below the folders that were not followed.
    private(set) var skippedLinks: [SkippedLink] = []

    /// A path with its links resolved, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a file is a reference's layout sidecar: `name.layout.json` beside `name.png`.
    static func isSidecar(_ path: String) -> Bool {
        guard path.hasSuffix(".layout.json") else { return false }
        return FileManager.default.fileExists(atPath: String(path.dropLast(".layout.json".count)) + ".png")
    }

    /// A document may not be named like a layout sidecar: its references' sidecars would be taken for it.
    static func checkNotSidecar(_ path: String) throws(SnapshotError) {
        guard path.hasSuffix(".layout.json") else { return }
        throw .io("\(TerminalText.escaped(path)): named like a reference's layout sidecar (.layout.json)"
                  + (isSidecar(path) ? " beside its image, not a document; give the documents, not the references"
                                     : "; rename the document (for example to \((path as NSString).lastPathComponent.replacingOccurrences(of: ".layout.json", with: "-layout.json")))"))
    }

    /// Finds the documents.
    /// - Parameter excluding: folders whose files are never documents (references, artifacts): a folder's
    ///   search skips them, and a layout sidecar (`name.layout.json` beside `name.png`) anywhere.
    /// - Throws: ``SnapshotError/missingInput(_:)`` for a path that does not exist;
    ///   ``SnapshotError/io(_:)`` for a folder that cannot be searched or holds no documents, or a document
    ///   named like a layout sidecar.
    init(_ inputs: [String], excluding: [String] = []) throws(SnapshotError) {
        let excludedFolders = excluding.compactMap(Self.realPath)
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw .missingInput(input)
            }
            guard isDirectory.boolValue else {
                try Self.checkNotSidecar(input)
                documents.append((input, ((input as NSString).lastPathComponent as NSString).deletingPathExtension, input))
                continue
            }
            let folder = try DocumentFolder(searching: input)
            skippedLinks += folder.skippedLinks
            let before = documents.count
            // A folder given holds documents even when the references are kept in it (or it in them): only the
            // excluded folders inside it are left out.
            let inputReal = Self.realPath(input) ?? input
            let excludedInside = excludedFolders.filter { $0 != inputReal && !inputReal.hasPrefix($0 + "/") }
            for file in folder.documents {
                let path = (input as NSString).appendingPathComponent(file)
                // References, artifacts and sidecars are not documents, wherever they live.
                if let real = Self.realPath(path), excludedInside.contains(where: { real.hasPrefix($0 + "/") }) { continue }
                if Self.isSidecar(path) { continue }
                try Self.checkNotSidecar(path)
                documents.append((path, (file as NSString).deletingPathExtension, input))
            }
            // A folder with nothing to verify would make a run that cannot fail.
            guard documents.count > before else {
                throw .io("\(TerminalText.escaped(input)): no .json, .yaml or .yml documents in this folder"
                          + folder.skippedLinks.map { "\n  \($0)" }.joined())
            }
        }
    }
}

/// Why a verification or recording run could not run (as opposed to a snapshot that differs).
public enum SnapshotError: Error, Sendable, CustomStringConvertible {
    /// A document or folder named on the command line does not exist.
    case missingInput(String)
    /// A document could not be read or rendered.
    case document(DocumentError)
    /// Rendering failed.
    case render(CellshotError)
    /// A file could not be read or written.
    case io(String)
    /// A snapshot name asked for (`only`) that no planned snapshot has, with up to three planned names
    /// closest to it.
    case unknownSnapshot(String, closest: [String])

    /// The message, safe to print on a terminal: names are escaped (``TerminalText``), and the message's
    /// other control characters too, but not its line breaks.
    public var description: String {
        let message = switch self {
        case .missingInput(let path): "\(TerminalText.escaped(path)): no such file or folder"
        case .document(let error): error.description
        case .render(let error): error.description
        case .io(let message): message
        case let .unknownSnapshot(name, closest):
            "no snapshot is named \"\(TerminalText.escaped(name))\""
                + (closest.isEmpty ? "" : "; did you mean "
                    + closest.map { "\"\(TerminalText.escaped($0))\"" }.joined(separator: ", ") + "?")
        }
        return TerminalText.escaped(message, keepingLineBreaks: true)
    }
}

extension DocumentFailure {
    /// Whether a snapshot (or reference) of this name could be one of the document's: the document's name
    /// followed by a variant (`@`, `+`) or a state (`.`). It errs towards yes (`a.v2.normal` could be `a`'s),
    /// which is the safe side: such a name is never called unknown, stale or pruned.
    func couldMake(_ snapshot: String) -> Bool {
        snapshot.hasPrefix(name) && ["@", "+", "."].contains(snapshot.dropFirst(name.count).first.map(String.init) ?? "")
    }
}
