import CellshotAssertions
import CellshotModel
import CellshotUIKit
import Foundation

/// Asserts that a list-style collection view — the team's own diffable data source, registrations and
/// cells, written against UIKit — draws as its references beside the test file, one per state, as
/// ``assertCellSnapshot(of:states:traits:width:named:record:comparison:fileID:filePath:function:line:column:)``
/// does for a table view.
///
/// ```swift
/// @MainActor @Test func inbox() {
///     let controller = InboxViewController()   // a list layout and a UICollectionViewDiffableDataSource
///     controller.loadViewIfNeeded()
///     assertCellSnapshot(of: controller.collectionView, states: [.normal, .selected])
/// }
/// ```
/// - Parameters:
///   - collectionView: the collection view, with a list layout and its data source set.
///   - states: the states to draw, one reference each.
///   - traits: style, content size, direction and display scale.
///   - width: the list's width in points.
///   - name: a name for the snapshot, after the test's; needed when a test asserts more than one.
///   - record: whether to record references (`CELLSHOT_RECORD` else missing, as the document assertion).
///   - comparison: how exactly the images must match.
@MainActor
public func assertCellSnapshot(
    of collectionView: UICollectionView,
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
    assertDocumentSnapshot(of: "the collection view", call: call, name: name, record: record, comparison: comparison) {
        () throws(UIKitRenderError) in
        let drawn = try CellshotUIKit.documentAndWarnings(of: collectionView, states: states, traits: traits,
                                                          width: width, fileID: "\(fileID)", line: Int(line))
        // As `render` does: the warnings on standard error.
        for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return drawn.document
    }
}

/// Asserts that one table view cell, in a table of a style, draws as its references, one per state. The
/// same cell is drawn in every column, its state set as a table view sets it (`isSelected`,
/// `isHighlighted`…) and its configuration updated, as on a device.
///
/// ```swift
/// @MainActor @Test func contactCell() {
///     let cell = ContactCell(style: .subtitle, reuseIdentifier: nil)
///     cell.contact = .appleseed
///     assertCellSnapshot(of: cell, style: .insetGrouped, states: [.normal, .selected])
/// }
/// ```
/// - Parameters:
///   - cell: the cell, configured.
///   - style: the table style the cell sits in.
///   - states: the states to draw, one reference each.
///   - traits: style, content size, direction and display scale.
///   - width: the table's width in points.
///   - name: a name for the snapshot, after the test's.
///   - record: whether to record references.
///   - comparison: how exactly the images must match.
@MainActor
public func assertCellSnapshot(
    of cell: UITableViewCell,
    style: UITableView.Style = .plain,
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
    assertDocumentSnapshot(of: "the cell", call: call, name: name, record: record, comparison: comparison) {
        () throws(UIKitRenderError) in
        let drawn = try CellshotUIKit.documentAndWarnings(ofCell: cell, style: style, states: states, traits: traits,
                                                          width: width, fileID: "\(fileID)", line: Int(line))
        for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return drawn.document
    }
}

/// Asserts that one list cell (`UICollectionViewListCell`), in a list of an appearance, draws as its
/// references, one per state; the same cell is drawn in every column, as
/// ``assertCellSnapshot(of:style:states:traits:width:named:record:comparison:fileID:filePath:function:line:column:)``.
/// - Parameters:
///   - cell: the list cell, configured.
///   - appearance: the list's appearance.
///   - states: the states to draw, one reference each.
///   - traits: style, content size, direction and display scale.
///   - width: the list's width in points.
///   - name: a name for the snapshot, after the test's.
///   - record: whether to record references.
///   - comparison: how exactly the images must match.
@MainActor
public func assertCellSnapshot(
    of cell: UICollectionViewListCell,
    appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
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
    assertDocumentSnapshot(of: "the list cell", call: call, name: name, record: record, comparison: comparison) {
        () throws(UIKitRenderError) in
        let drawn = try CellshotUIKit.documentAndWarnings(of: [CellshotUIKit.ListSection(cells: [{ cell }])],
                                                          appearance: appearance, states: states, traits: traits,
                                                          width: width, fileID: "\(fileID)", line: Int(line))
        for warning in drawn.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return drawn.document
    }
}
