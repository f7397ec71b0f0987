import Foundation

/// References no snapshot of a run makes any more: a document renamed or removed, a state or a matrix axis
/// dropped. `verify` lists them; `record --prune` removes them with their layout sidecars.
///
/// Only a run that plans every snapshot of its documents can tell (no `--only`, `--shard` or `--states`):
/// otherwise a reference outside the selection is not stale.
public enum StaleReferences {
    /// The names (relative paths without `.png`) of the reference images under `snapshots` that no planned
    /// snapshot has, sorted; symbolic links are not followed, and a missing folder has none.
    ///
    /// With `everyDocument` (the inputs were folders: every document there is planned), any reference not
    /// planned is stale, a removed document's too. Otherwise only references of the planned documents are
    /// judged (a state or trait no longer drawn): the folder may hold other documents' references.
    ///
    /// A document that could not be drawn — the plan's ``SnapshotPlan/failures`` and `failures` (a run's) —
    /// has unknown snapshots: no reference that could be one of its is stale, so none is ever pruned.
    public static func find(in snapshots: String, plan: SnapshotPlan, everyDocument: Bool,
                            failures: [DocumentFailure] = []) -> [String] {
        let planned = Set(plan.items.map(\.name))
        let documents = Set(plan.items.map(\.documentName))
        let failed = plan.failures + failures
        return find(in: snapshots, planned: planned).filter { name in
            guard !failed.contains(where: { $0.couldMake(name) }) else { return false }
            return everyDocument || documents.contains { document in
                name.hasPrefix(document) && ["@", "+", "."].contains(name.dropFirst(document.count).first.map(String.init) ?? "")
            }
        }
    }

    /// The reference images under `snapshots` that are not in `planned`, sorted.
    static func find(in snapshots: String, planned: Set<String>) -> [String] {
        let root = URL(fileURLWithPath: snapshots)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var stale: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "png" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            let name = String(path.dropFirst(prefix.count).dropLast(".png".count))
            // Failures' images of an artifacts folder kept inside the references are not references.
            if [".actual", ".reference", ".diff", ".strip"].contains(where: { name.hasSuffix($0) }) { continue }
            if !planned.contains(name) { stale.append(name) }
        }
        return stale.sorted()
    }

    /// Removes stale references and their layout sidecars.
    /// - Returns: the files removed.
    public static func prune(_ names: [String], in snapshots: String) -> [String] {
        var removed: [String] = []
        for name in names {
            for file in [name + ".png", name + ".layout.json"] {
                let path = (snapshots as NSString).appendingPathComponent(file)
                if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
            }
        }
        return removed
    }
}
