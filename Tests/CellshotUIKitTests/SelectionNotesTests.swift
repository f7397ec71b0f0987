import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// A delegate that refuses selection or highlighting keeps rows out of those states on iOS; the state columns
/// still draw every row so, and say it (never a silently different picture).
@MainActor @Suite struct SelectionNotesTests {
    /// A table whose delegate keeps its first row from being selected and its last from being highlighted, as a
    /// settings screen's informational rows do.
    final class AboutController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = ["Version", "Licences", "Build"][indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == 0 ? nil : indexPath
        }

        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 2
        }
    }

    @Test("A table delegate's refusals name the rows and the method, per kind of column drawn")
    func tableRefusals() throws {
        let controller = AboutController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        let selected = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal, .selected],
                                                             traits: UITraitCollection(), width: 393,
                                                             fileID: "App/About.swift", line: 9).warnings
        #expect(selected == ["App/About.swift:9: warning: the delegate's tableView(_:willSelectRowAt:) refuses row 0 of "
            + "section 0, so iOS never shows it selected; the selected column draws it selected all the same"])
        let highlighted = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.highlighted],
                                                                traits: UITraitCollection(), width: 393,
                                                                fileID: "App/About.swift", line: 9).warnings
        #expect(highlighted == ["App/About.swift:9: warning: the delegate's tableView(_:shouldHighlightRowAt:) refuses "
            + "row 2 of section 0, so iOS never shows it highlighted; the highlighted column draws it highlighted all "
            + "the same"])
        // Only the normal column: nothing is asked, nothing said.
        #expect(try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                      traits: UITraitCollection(), width: 393,
                                                      fileID: "App/About.swift", line: 9).warnings == [])
    }

    @Test("A collection view controller that refuses every selection, as the Today tutorial's list, is told so")
    func collectionRefusals() throws {
        let controller = RealCodeCompileTests.RemindersController()
        controller.loadViewIfNeeded()
        let warnings = try CellshotUIKit.documentAndWarnings(of: controller.collectionView, states: [.normal, .selected],
                                                             traits: UITraitCollection(), width: 393,
                                                             fileID: "App/Reminders.swift", line: 4).warnings
        #expect(warnings == ["App/Reminders.swift:4: warning: the delegate's collectionView(_:shouldSelectItemAt:) "
            + "refuses rows 0–1 of section 0, so iOS never shows them selected; the selected column draws them "
            + "selected all the same"])
    }

    @Test("Refused rows are named in runs, section by section")
    func describingRows() {
        #expect(SelectionNotes.describe([IndexPath(row: 3, section: 1)]) == "row 3 of section 1")
        #expect(SelectionNotes.describe([0, 1, 2, 4, 6, 7].map { IndexPath(row: $0, section: 0) } + [IndexPath(row: 1, section: 2)])
            == "rows 0–2, 4, 6–7 of section 0 and row 1 of section 2")
        #expect(SelectionNotes.describe([IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1),
                                         IndexPath(row: 5, section: 3)])
            == "row 0 of section 0, row 0 of section 1 and row 5 of section 3")
    }
}
