import Foundation

extension UITableView {
    /// How rows are animated in and out (`UITableView.RowAnimation`): a snapshot draws the end state, so
    /// none is drawn.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Enters or leaves editing mode. The editing controls (delete and insert buttons, reorder handles) are not
    /// drawn: a render of an editing table view warns (docs/uikit.md, "What is not").
    /// - Parameters:
    ///   - editing: whether to edit.
    ///   - animated: ignored.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Inserts rows: every render asks the data source afresh, so the rows it then gives are drawn.
    /// - Parameters:
    ///   - indexPaths: the rows.
    ///   - animation: ignored.
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Deletes rows (as ``insertRows(at:with:)``: the data source's rows at the render are drawn).
    /// - Parameters:
    ///   - indexPaths: the rows.
    ///   - animation: ignored.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Reloads rows (every render configures every cell afresh).
    /// - Parameters:
    ///   - indexPaths: the rows.
    ///   - animation: ignored.
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Reconfigures rows (every render configures every cell afresh).
    /// - Parameter indexPaths: the rows.
    public func reconfigureRows(at indexPaths: [IndexPath]) {}

    /// Moves a row (the data source's order at the render is drawn).
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - newIndexPath: where it goes.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

    /// Inserts sections (the data source's sections at the render are drawn).
    /// - Parameters:
    ///   - sections: the sections' indexes.
    ///   - animation: ignored.
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Deletes sections.
    /// - Parameters:
    ///   - sections: the sections' indexes.
    ///   - animation: ignored.
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Reloads sections.
    /// - Parameters:
    ///   - sections: the sections' indexes.
    ///   - animation: ignored.
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Runs updates at once, then the completion with `true`: a snapshot draws the end state.
    /// - Parameters:
    ///   - updates: the updates.
    ///   - completion: called after them.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Begins a group of updates (nothing to do: the end state is drawn).
    public func beginUpdates() {}

    /// Ends a group of updates.
    public func endUpdates() {}

    /// Scrolls to a row (inert: the whole list is drawn).
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - scrollPosition: ignored.
    ///   - animated: ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    /// What the render says about the table view's own properties that change the picture on iOS and are
    /// not drawn here.
    /// - Parameter textHeights: the heights asked of text headers and footers (the delegate's, else the table
    ///   view's), which are sized by their text instead.
    func undrawnNotes(textHeights: [String]) -> [String] {
        var notes: [String] = []
        if isEditing {
            notes.append("the table view is editing (setEditing(true, animated:) or isEditing): its editing controls "
                + "(delete and insert buttons, reorder handles) are not drawn; give list cells .delete()/.reorder() "
                + "accessories to draw them")
        }
        notes += textHeights
        notes += undrawnSurroundingNotes
        notes += undrawnSeparatorNotes
        for (name, view) in [("tableHeaderView", tableHeaderView), ("tableFooterView", tableFooterView)] {
            guard let view, view.frame.height > 0 || !view.subviews.isEmpty else { continue }
            notes.append("the table view's \(name) is not drawn (a \(type(of: view)))")
        }
        return notes
    }
}

extension UITableViewCell {
    /// What editing does to a row (`UITableViewCell.EditingStyle`); the controls are not drawn.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }
}

/// How the keyboard is dismissed when a list scrolls (`UIScrollView.KeyboardDismissMode`): inert.
public enum UIScrollViewKeyboardDismissMode: Int, Sendable {
    /// Never.
    case none
    /// When dragging begins.
    case onDrag
    /// Interactively.
    case interactive
}

/// The swipe actions of a row (`UISwipeActionsConfiguration`): declared, inert — a snapshot does not swipe.
@MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// The swipe actions of a row.
    /// - Parameter actions: the actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// A swipe action (`UIContextualAction`): declared, inert.
@MainActor open class UIContextualAction: NSObject {
    /// What runs when the action is chosen: the action, the view shown, and the completion to call.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look (`UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// Grey.
        case normal
        /// Red, and the row is removed.
        case destructive
    }

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    /// The background colour.
    open var backgroundColor: UIColor!
    /// The image.
    open var image: UIImage?
    /// What runs (never, in a snapshot).
    public let handler: Handler

    /// A swipe action.
    /// - Parameters:
    ///   - style: the style.
    ///   - title: the title.
    ///   - handler: what runs.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
