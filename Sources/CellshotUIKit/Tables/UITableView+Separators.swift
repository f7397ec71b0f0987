extension UITableViewCell {
    /// How a table view divides its rows (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows: the list's separators.
        case singleLine
        /// The same as ``singleLine`` (deprecated in UIKit).
        case singleLineEtched
    }
}

extension UITableView {
    /// What the render says about separator properties it does not draw.
    var undrawnSeparatorNotes: [String] {
        var notes: [String] = []
        if let inset = assignedSeparatorInset {
            notes.append("the table view's separatorInset (left \(inset.left), right \(inset.right)) is not drawn: "
                + "separators start at the row's text, as UIKit's automatic insets place them")
        }
        if separatorColor != nil {
            notes.append("the table view's separatorColor is not drawn: separators are drawn in the list's separator colour")
        }
        return notes
    }
}
