import CellshotAssertions
import CellshotModel
import CellshotUIKit
import Foundation

/// Asserts that a table view — the team's own data source and cells, written against UIKit — draws as its
/// references beside the test file, one per state, exactly as ``assertCellSnapshot(of:states:traits:named:record:comparison:fileID:filePath:function:line:column:)``
/// does for a document: the same names, record modes, comparison, layout sidecars and failure messages.
///
/// ```swift
/// @MainActor @Test func settings() {
///     let tableView = UITableView(frame: .zero, style: .insetGrouped)
///     tableView.register(SettingsCell.self, forCellReuseIdentifier: "setting")
///     tableView.dataSource = dataSource
///     assertCellSnapshot(of: tableView, states: [.normal, .selected])
/// }
/// ```
/// Each state is one column: the traits set, the data source asked, the cells' state set and their
/// configurations updated, then drawn by the pipeline (see docs/uikit.md). A table that cannot be drawn — a
/// data source returning an unregistered identifier, a cell class cellshot cannot make — fails the assertion
/// with that reason, at this call.
/// - Parameters:
///   - tableView: the table, with its data source (and delegate) set.
///   - states: the states to draw, one reference each.
///   - traits: style, content size, direction and display scale.
///   - width: the table's width in points.
///   - name: a name for the snapshot, after the test's; needed when a test asserts more than one.
///   - record: whether to record references (`CELLSHOT_RECORD` else missing, as the document assertion).
///   - comparison: how exactly the images must match.
@MainActor
public func assertCellSnapshot(
    of tableView: UITableView,
    states: [CellshotUIKit.State] = [.normal],
    traits: UITraitCollection = UITraitCollection(),
    width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
    named name: String? = nil,
    record: RecordMode? = nil,
    comparison: ComparisonOptions = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = AssertionCall(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    assertDocumentSnapshot(of: "the table view", call: call, name: name, record: record, comparison: comparison) {
        () throws(UIKitRenderError) in
        let drawn = try CellshotUIKit.documentAndWarnings(of: tableView, states: states, traits: traits, width: width,
                                                          fileID: "\(fileID)", line: Int(line))
        // As UIKit logs a constraint conflict and goes on, so does the assertion: on standard error.
        for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return drawn.document
    }
}
