import CellshotAssertions
import CellshotModel
import CellshotUIKit
import Foundation

/// One snapshot of a module's previews, or why a preview gives none: what ``walkPreviewSnapshots(_:states:traits:variants:width:_:)``
/// hands out, so that the assertion (which compares) and the `cellshot-previews` command (which writes files)
/// draw and name the same snapshots.
package enum PreviewSnapshot {
    /// A UIKit preview's list, lowered in the variant's traits: drawn in each of the document's states.
    case document(ListDocument, name: String, variant: SnapshotVariant, entry: CellshotUIKit.PreviewEntry, warnings: [String])
    /// A SwiftUI preview's picture, already drawn: a PNG and layout per state, in a folder that lasts until the
    /// walk's next step.
    case pictures([(state: CellState, png: String, layout: String)], name: String, variant: SnapshotVariant,
                  entry: CellshotUIKit.PreviewEntry, warnings: [String])
    /// A preview that gives no snapshot (or one of its pictures): the message says which and why.
    case refused(String, entry: CellshotUIKit.PreviewEntry)
}

/// Draws every preview of `entries` in every variant, handing each snapshot (or refusal) to `body` in a fixed
/// order: previews in the entries' order; a UIKit preview's variants in order; a SwiftUI preview's variants, each
/// with its group's pictures in order. Two snapshots whose file names would be the same are refused, the second
/// named with the first's place. `starting` is called before each preview is made: a preview whose code traps ends the
/// process, and a caller that said which one it was starting can tell.
@MainActor
package func walkPreviewSnapshots(_ entries: [CellshotUIKit.PreviewEntry], states: [CellshotUIKit.State],
                                  traits: UITraitCollection, variants: [SnapshotVariant], width: CGFloat,
                                  starting: (CellshotUIKit.PreviewEntry) -> Void = { _ in },
                                  _ body: (PreviewSnapshot) -> Void) {
    var namedAt: [String: String] = [:]
    /// Whether a snapshot name is free (else the refusal is handed out): names that differ only in what a file
    /// name drops ("A b", "A-b") would share a file.
    func claim(_ name: String, by title: String, at place: String, entry: CellshotUIKit.PreviewEntry) -> Bool {
        let fileName = AssertionCall.fileName(ofName: name)
        if let earlier = namedAt[fileName] {
            body(.refused("Cannot snapshot \(title): the preview at \(earlier) has its name (\(fileName)); "
                          + "name one of them differently", entry: entry))
            return false
        }
        namedAt[fileName] = place
        return true
    }
    for entry in entries {
        starting(entry)
        let preview = entry.make()
        let title = preview.name.map { "the preview “\($0)” (\(entry.place))" } ?? "the preview at \(entry.place)"
        let name = PreviewSnapshotName(baseName: entry.baseName, previewName: preview.name, line: entry.line)
        if case .picture(let picture) = preview.body {
            walkPictureSnapshots(of: picture, entry: entry, previewTraits: preview.traits, title: title, name: name,
                                 states: states, baseTraits: traits, variants: variants, width: width,
                                 claim: { claim($0, by: $1, at: $2, entry: entry) }, body)
            continue
        }
        let earlierPlace = entry.line > 0 ? "line \(entry.line) of the same file" : entry.place
        guard claim(name.text, by: title, at: earlierPlace, entry: entry) else { continue }
        let layout = CellshotUIKit.PreviewLayout(traits: preview.traits, defaultWidth: width)
        for variant in variants {
            // A fresh subject per variant: drawing lowers the views in the variant's traits.
            guard let subject = CellshotUIKit.PreviewSubject(entry.make().body) else {
                body(.refused("Cannot draw \(title): it holds no table view, collection view or cell, "
                              + "which is all cellshot draws", entry: entry))
                break
            }
            // Lowered in the variant's traits (a dynamic colour resolves in them), and named by the variant.
            let lowering = traits.replacing(style: variant.style, contentSize: variant.contentSize,
                                            direction: variant.direction, scale: variant.scale)
            do {
                let drawn = try CellshotUIKit.documentAndWarnings(of: subject, layout: layout, states: states,
                                                                  traits: lowering, fileID: entry.fileID, line: entry.line)
                body(.document(drawn.document, name: name.text, variant: variant, entry: entry, warnings: drawn.warnings))
            } catch {
                body(.refused("Cannot draw \(title): \(error)", entry: entry))
            }
        }
    }
}

/// A SwiftUI preview's pictures (one, or one per view of a `PreviewProvider`'s group) in each variant.
@MainActor
private func walkPictureSnapshots(
    of picture: CellshotUIKit.PreviewPicture, entry: CellshotUIKit.PreviewEntry,
    previewTraits: [PreviewTrait<Preview.ViewTraits>], title: String, name: PreviewSnapshotName,
    states: [CellshotUIKit.State], baseTraits: UITraitCollection, variants: [SnapshotVariant], width: CGFloat,
    claim: (String, String, String) -> Bool, _ body: (PreviewSnapshot) -> Void
) {
    let base = baseTraits.modelValues
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var claimed: Set<String> = [], refused: Set<String> = []
    for variant in variants {
        let request = CellshotUIKit.PreviewPictureRequest(
            traits: previewTraits.flatMap(\.kinds), width: width, states: states.map(\.model),
            style: variant.style ?? base.style, contentSize: variant.contentSize ?? base.contentSize,
            direction: variant.direction ?? base.direction, scale: variant.scale ?? base.scale,
            look: variant.look ?? .ios26, folder: folder, fileID: entry.fileID, line: entry.line)
        let results: [CellshotUIKit.PreviewPictureResult]
        do {
            results = try picture.draw(request)
        } catch {
            body(.refused("Cannot draw \(title): \(error)", entry: entry))
            return
        }
        for (index, result) in results.enumerated() {
            // One picture: the preview's name; several (a group): each view's display name, else its position.
            let snapshot = results.count == 1 && result.name == nil ? name.text
                : "\(name.text) \(result.name ?? String(index + 1))"
            let what = results.count == 1 ? title : "\(title), view \(index + 1)"
            guard !refused.contains(snapshot) else { continue }
            if !claimed.contains(snapshot) {
                guard claim(snapshot, what, entry.place) else {
                    refused.insert(snapshot)
                    continue
                }
                claimed.insert(snapshot)
            }
            body(.pictures(result.states, name: snapshot, variant: variant, entry: entry, warnings: result.warnings))
        }
    }
}

/// The part of a preview's snapshot name after the test's: its file's (or `PreviewProvider` type's) name, then its
/// own name or, unnamed, its line (`ProfileCell line 40`, which the snapshot's name makes `ProfileCell-line-40`), as
/// Xcode labels an unnamed preview by its line.
package struct PreviewSnapshotName: Equatable {
    package let text: String

    package init(baseName: String, previewName: String?, line: Int) {
        text = line > 0 || previewName != nil ? "\(baseName) \(previewName ?? "line \(line)")" : baseName
    }
}
