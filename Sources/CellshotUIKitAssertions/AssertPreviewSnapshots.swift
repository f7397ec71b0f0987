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
    walkPreviewSnapshots(entries, states: states, traits: traits, variants: variants, width: width) { snapshot in
        switch snapshot {
        case .refused(let message, _):
            call.report([AssertionMessage(message)])
        case let .document(document, name, variant, _, warnings):
            // As the other assertions: the warnings on standard error, named by the preview's file and line.
            for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            call.report(call.run(document, states: nil, traits: variant, name: name, record: record, comparison: comparison))
        case let .pictures(pictures, name, variant, _, warnings):
            for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            call.report(call.run(pictures: pictures, traits: variant, name: name, record: record, comparison: comparison))
        }
    }
}
