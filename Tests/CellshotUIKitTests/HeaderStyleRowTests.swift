import CellshotModel
@testable import CellshotUIKit
import Testing

/// A list cell whose outline disclosure has the header style is never selected: UIKit's cell is not selectable.
@MainActor @Suite("Header-style outline disclosure rows")
struct HeaderStyleRowTests {
    /// A list cell that records the selection of every configuration state it is updated with.
    final class RecordingCell: UICollectionViewListCell {
        static var selections: [Bool] = []

        override func updateConfiguration(using state: UICellConfigurationState) {
            Self.selections.append(state.isSelected)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = "Weather"
            contentConfiguration = content
        }
    }

    @Test("In the selected column a header-style row is configured unselected; a cell-style row selected")
    func headerStyleRowIsNotSelected() throws {
        RecordingCell.selections = []
        let sections = [CellshotUIKit.ListSection(cells: [
            {
                let cell = RecordingCell(frame: .zero)
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
                return cell
            },
            {
                let cell = RecordingCell(frame: .zero)
                cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
                return cell
            },
        ])]
        let lowered = try CellshotUIKit.lowered(sections, appearance: .insetGrouped, states: [.normal, .selected],
                                                traits: UITraitCollection(), width: 393, fileID: "App/Rows.swift", line: 4)
        // Normal column: header row, cell row; selected column: header row (unselected), cell row (selected).
        #expect(RecordingCell.selections.suffix(2) == [false, true])
        #expect(lowered.settled.notes.isEmpty)
        #expect(lowered.document.sections[0].rows[0].configuration(for: .selected)?.accessories
            == [.outlineDisclosure(expanded: false, style: .header)])
    }
}
