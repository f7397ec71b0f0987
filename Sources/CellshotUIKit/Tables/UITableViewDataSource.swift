import Foundation

/// What a table view asks for its rows (`UITableViewDataSource`).
///
/// The methods UIKit marks optional have defaults here: one section, no titles. As on iOS, a method
/// whose name or types differ from the requirement's is not called — check the spelling.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell of a row: dequeue one with ``UITableView/dequeueReusableCell(withIdentifier:for:fileID:line:)``
    /// and configure it.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; 1 by default.
    /// - Parameter tableView: the table view asking.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The header title of a section, drawn in the table style's header; `nil` (the default) for none.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The footer title of a section, drawn in the table style's footer; `nil` (the default) for none.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Whether a row can be edited; `true` by default. Inert: the editing controls are not drawn.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Whether a row can be moved; `false` by default. Inert: reorder handles are not drawn.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Commits an insertion or deletion (never called: nothing is tapped in a snapshot).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - editingStyle: what was done.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)

    /// Moves a row's data (never called: nothing is dragged in a snapshot).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - sourceIndexPath: where the row was.
    ///   - destinationIndexPath: where it goes.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the section index drawn along the trailing edge ("A", "B", … "#"); `nil` (the default)
    /// for none.
    /// - Parameter tableView: the table view asking.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// The section a tap on an index title scrolls to: never asked, as nothing is tapped in a snapshot.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - title: the index title.
    ///   - index: its place in the index.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}

    /// Nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}

    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's place in the index.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// What a table view asks about the look of its rows (`UITableViewDelegate`); every method has a default.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of a row; ``UITableView/automaticDimension`` sizes it to its content. The default is the
    /// table view's ``UITableView/rowHeight``.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// Called with each cell after its state for the column is set and before it is drawn.
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - cell: the cell about to be drawn.
    ///   - indexPath: its row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The header view of a section: a ``UITableViewHeaderFooterView`` drawn from its configurations; `nil`
    /// (the default) draws the data source's title.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// The footer view of a section, as ``tableView(_:viewForHeaderInSection:)``.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// The height of a section's header; ``UITableView/automaticDimension`` sizes it to its content. The
    /// default is the table view's ``UITableView/sectionHeaderHeight``. Drawn for a header view of yours;
    /// a text header is sized by its text (the render warns).
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of a section's footer, as ``tableView(_:heightForHeaderInSection:)``.
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - section: the section's index.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// A row was selected by a tap (never called: nothing is tapped; `selectRow` draws a selected row).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// A row was deselected by a tap (never called).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The editing control of a row; `.delete` by default. Inert: the controls are not drawn.
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// Whether a row's content is indented while the table edits; `true` by default. Inert: editing is not drawn.
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// The actions a swipe from the trailing edge shows (never asked: a snapshot does not swipe).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// The actions a swipe from the leading edge shows (never asked).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// A row's detail button was tapped (never called).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// An estimate of a row's height (inert: rows are measured).
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// Whether a row may be highlighted (never asked: the state columns set the state).
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// The row to select in place of a tapped one (never asked).
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row tapped.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// A cell left the screen (never called).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - cell: the cell.
    ///   - indexPath: its row.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The context menu of a row (never asked: nothing is long-pressed).
    /// - Parameters:
    ///   - tableView: the table view asking.
    ///   - indexPath: the row.
    ///   - point: where it was pressed.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    /// The table view's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// No header view: the title is drawn.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// No footer view: the title is drawn.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// The table view's ``UITableView/sectionHeaderHeight``.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table view's ``UITableView/sectionFooterHeight``.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// A delete control.
    public func tableView(_ tableView: UITableView,
                          editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }

    /// Indented.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    /// No swipe actions.
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// No swipe actions.
    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// Nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// No estimate.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// Yes.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The row tapped.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// No menu.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
}
