import CellshotAssertions
import CellshotModel
import CellshotUIKit
import Foundation

/// Asserts that every `#Preview` of a module draws as its references beside the test file: one assertion for
/// all of a module's previews, found at run time (``CellshotUIKit/previewRegistries()``), each drawn and
/// compared as ``assertCellSnapshot(of:states:traits:width:named:record:comparison:fileID:filePath:function:line:column:)``
/// does a table view — the same folders, record modes, comparison, sidecars and failure messages.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(in: "SettingsCells")   // SettingsCells' previews, with the Previews trait
/// }
/// ```
/// A preview's body is drawn by what it holds: a table view controller's or collection view controller's
/// list, else the first table view, collection view or cell in its view (a cell alone in a plain list). A
/// preview that holds none of these fails the assertion, named with its file and line; so do two previews
/// of one file with the same name, and a module with no previews. Each snapshot is named after the test,
/// the preview's file and its name (else its line): `previews.ProfileCell-Needs-attention.normal.png`.
/// - Parameters:
///   - module: the module whose previews are drawn (the first part of their `#fileID`).
///   - states: the states to draw each preview in, one reference each.
///   - traits: style, content size, direction and display scale.
///   - width: the list's width in points, unless a preview's `.fixedLayout` trait gives one.
///   - record: whether to record references (`CELLSHOT_RECORD` else missing, as the other assertions).
///   - comparison: how exactly the images must match.
@MainActor
public func assertPreviewSnapshots(
    in module: String,
    states: [CellshotUIKit.State] = [.normal],
    traits: UITraitCollection = UITraitCollection(),
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
    let registries = CellshotUIKit.previewRegistries().filter { $0.fileID.hasPrefix(module + "/") }
    guard !registries.isEmpty else {
        call.report([AssertionMessage("No #Preview found in module \(module): is the module linked into the tests and "
                                      + "built with cellshot's Previews trait?")])
        return
    }
    var namedAt: [String: Int] = [:]
    for registry in registries {
        let preview = registry.makePreview()
        let place = "\(registry.fileID):\(registry.line)"
        let title = preview.name.map { "the preview “\($0)” (\(place))" } ?? "the preview at \(place)"
        let name = PreviewSnapshotName(fileID: registry.fileID, previewName: preview.name, line: registry.line)
        // Names that differ only in what a file name drops ("A b", "A-b") would share a reference.
        let fileName = AssertionCall.fileName(ofName: name.text)
        if let earlier = namedAt[fileName] {
            call.report([AssertionMessage("Cannot snapshot \(title): the preview at line \(earlier) of the same file "
                                          + "has its name (\(fileName)); name one of them differently")])
            continue
        }
        namedAt[fileName] = registry.line
        guard let subject = CellshotUIKit.PreviewSubject(preview.body) else {
            call.report([AssertionMessage("Cannot draw \(title): it holds no table view, collection view or cell, "
                                          + "which is all cellshot draws")])
            continue
        }
        let layout = CellshotUIKit.PreviewLayout(traits: preview.traits, defaultWidth: width)
        assertDocumentSnapshot(of: title, call: call, name: name.text, record: record, comparison: comparison) {
            () throws(UIKitRenderError) in
            let drawn = try CellshotUIKit.documentAndWarnings(of: subject, layout: layout, states: states,
                                                              traits: traits, fileID: registry.fileID,
                                                              line: registry.line)
            // As the other assertions: the warnings on standard error, named by the preview's file and line.
            for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            return drawn.document
        }
    }
}

/// The part of a preview's snapshot name after the test's: its file's name, then its own name or, unnamed,
/// its line (`ProfileCell line 40`, which the snapshot's name makes `ProfileCell-line-40`), as Xcode labels
/// an unnamed preview by its line.
struct PreviewSnapshotName: Equatable {
    let text: String

    init(fileID: String, previewName: String?, line: Int) {
        let file = ((fileID as NSString).lastPathComponent as NSString).deletingPathExtension
        text = "\(file) \(previewName ?? "line \(line)")"
    }
}
