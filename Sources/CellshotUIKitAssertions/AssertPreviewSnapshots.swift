import CellshotAssertions
import CellshotModel
import CellshotUIKit
import Foundation

/// Asserts that every preview of a module draws as its references beside the test file: one assertion for all
/// of a module's previews — its `#Preview`s with a UIKit body and, with CellshotSwiftUI linked, those with a
/// SwiftUI body and its `PreviewProvider` types — found at run time (``CellshotUIKit/previewRegistries()``), each
/// drawn and compared as
/// ``assertCellSnapshot(of:states:traits:width:named:record:comparison:fileID:filePath:function:line:column:)``
/// does a table view — the same folders, record modes, comparison, sidecars and failure messages.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(in: "SettingsCells")   // SettingsCells' previews, with the Previews trait
///     // Every preview in light and dark, and in iOS 18's look: three references each.
///     assertPreviewSnapshots(in: "SettingsCells",
///                            variants: [SnapshotVariant(), SnapshotVariant(style: .dark), SnapshotVariant(look: .ios18)])
/// }
/// ```
/// A UIKit preview's body is drawn by what it holds: a table view controller's or collection view controller's
/// list, else the first table view, collection view or cell in its view (a cell alone in a plain list). A
/// preview that holds none of these fails the assertion, named with its file and line; so do two previews
/// of one file with the same name, and a module with no previews. A SwiftUI preview is drawn as
/// `CellshotSwiftUI.render` draws a screen (docs/swiftui.md, "Previews"); a `PreviewProvider`'s group is one
/// picture per view in it. Each snapshot is named after the test, the preview's file and its name (else its
/// line), then the variant: `previews.ProfileCell-Needs-attention@dark.normal.png`; a `PreviewProvider`'s after its
/// type and each view's `.previewDisplayName` (else its position): `previews.RowView_Previews-Dark.normal.png`.
/// - Parameters:
///   - module: the module whose previews are drawn (the first part of their `#fileID`).
///   - states: the states to draw each preview in, one reference each.
///   - traits: style, content size, direction and display scale.
///   - variants: the trait combinations to draw each preview in, one reference each: a variant's look, style,
///     Dynamic Type size, direction and scale replace the `traits`' (and name the reference: `@dark`, `@ios18`).
///   - width: the list's (or screen's) width in points, unless a preview's `.fixedLayout` trait gives one.
///   - record: whether to record references (`CELLSHOT_RECORD` else missing, as the other assertions).
///   - comparison: how exactly the images must match.
@MainActor
public func assertPreviewSnapshots(
    in module: String,
    states: [CellshotUIKit.State] = [.normal],
    traits: UITraitCollection = UITraitCollection(),
    variants: [SnapshotVariant] = [SnapshotVariant()],
    width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
    record: RecordMode? = nil,
    comparison: ComparisonOptions = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = AssertionCall(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let entries = CellshotUIKit.previewEntries(in: module)
    guard !entries.isEmpty else {
        call.report([AssertionMessage("No #Preview found in module \(module): is the module linked into the tests and "
                                      + "built with cellshot's Previews trait?")])
        return
    }
    var namedAt: [String: String] = [:]
    /// Whether a snapshot name is free (else the failure is reported): names that differ only in what a file name
    /// drops ("A b", "A-b") would share a reference.
    func claim(_ name: String, by title: String, at place: String) -> Bool {
        let fileName = AssertionCall.fileName(ofName: name)
        if let earlier = namedAt[fileName] {
            call.report([AssertionMessage("Cannot snapshot \(title): the preview at \(earlier) "
                                          + "has its name (\(fileName)); name one of them differently")])
            return false
        }
        namedAt[fileName] = place
        return true
    }
    for entry in entries {
        let preview = entry.make()
        let title = preview.name.map { "the preview “\($0)” (\(entry.place))" } ?? "the preview at \(entry.place)"
        let name = PreviewSnapshotName(baseName: entry.baseName, previewName: preview.name, line: entry.line)
        if case .picture(let picture) = preview.body {
            assertPictureSnapshots(of: picture, entry: entry, traits: preview.traits, title: title, name: name,
                                   call: call, states: states, baseTraits: traits, variants: variants, width: width,
                                   record: record, comparison: comparison, claim: claim)
            continue
        }
        let earlierPlace = entry.line > 0 ? "line \(entry.line) of the same file" : entry.place
        guard claim(name.text, by: title, at: earlierPlace) else { continue }
        let layout = CellshotUIKit.PreviewLayout(traits: preview.traits, defaultWidth: width)
        for variant in variants {
            // A fresh subject per variant: drawing lowers the views in the variant's traits.
            guard let subject = CellshotUIKit.PreviewSubject(entry.make().body) else {
                call.report([AssertionMessage("Cannot draw \(title): it holds no table view, collection view or cell, "
                                              + "which is all cellshot draws")])
                break
            }
            // Lowered in the variant's traits (a dynamic colour resolves in them), and named by the variant.
            let lowering = traits.replacing(style: variant.style, contentSize: variant.contentSize,
                                            direction: variant.direction, scale: variant.scale)
            assertDocumentSnapshot(of: title, call: call, name: name.text, variant: variant, record: record,
                                   comparison: comparison) { () throws(UIKitRenderError) in
                let drawn = try CellshotUIKit.documentAndWarnings(of: subject, layout: layout, states: states,
                                                                  traits: lowering, fileID: entry.fileID, line: entry.line)
                // As the other assertions: the warnings on standard error, named by the preview's file and line.
                for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
                return drawn.document
            }
        }
    }
}

/// A SwiftUI preview's pictures (one, or one per view of a `PreviewProvider`'s group) in each variant, compared
/// with their references.
@MainActor
private func assertPictureSnapshots(
    of picture: CellshotUIKit.PreviewPicture, entry: CellshotUIKit.PreviewEntry,
    traits previewTraits: [PreviewTrait<Preview.ViewTraits>], title: String, name: PreviewSnapshotName,
    call: AssertionCall, states: [CellshotUIKit.State], baseTraits: UITraitCollection, variants: [SnapshotVariant],
    width: CGFloat, record: RecordMode?, comparison: ComparisonOptions,
    claim: (String, String, String) -> Bool
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
            call.report([AssertionMessage("Cannot draw \(title): \(error)")])
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
            for warning in result.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            call.report(call.run(pictures: result.states, traits: variant, name: snapshot, record: record,
                                 comparison: comparison))
        }
    }
}

/// The part of a preview's snapshot name after the test's: its file's (or `PreviewProvider` type's) name, then its
/// own name or, unnamed, its line (`ProfileCell line 40`, which the snapshot's name makes `ProfileCell-line-40`), as
/// Xcode labels an unnamed preview by its line.
struct PreviewSnapshotName: Equatable {
    let text: String

    init(baseName: String, previewName: String?, line: Int) {
        text = line > 0 || previewName != nil ? "\(baseName) \(previewName ?? "line \(line)")" : baseName
    }
}
