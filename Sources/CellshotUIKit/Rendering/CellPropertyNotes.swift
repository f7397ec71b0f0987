import CellshotModel
import Foundation

/// The properties of a cell (and of its content view) that change the picture on iOS and that cellshot does
/// not draw: each is a warning naming it, written with the render call's file and line, never a silently
/// different picture. (What cellshot cannot draw at all is an error instead: see ``TablePass``.)
@MainActor enum CellPropertyNotes {
    /// The warnings of one cell in one column, each starting with the row and column as the layout's do.
    /// - Parameter inGrid: whether the cell is a grid item, whose layer corners and border are drawn (``GridCellLook``).
    static func notes(for cell: UIView, contentView: UIView, builtIn: Bool, accessories: [UICellAccessory] = [],
                      row: IndexPath, state: CellshotUIKit.State, inGrid: Bool = false) -> [String] {
        let place = "row \(row.row) of section \(row.section), \(state.rawValue) column: "
        var notes: [String] = []
        for (view, name) in [(cell, "the cell"), (contentView, "the content view")] {
            if view.alpha != 1 {
                notes.append("\(name)'s alpha (\(number(view.alpha))) is not drawn: the row is drawn opaque; "
                    + "set the alpha of the views inside it instead")
            }
            if view.isHidden {
                notes.append("\(name)'s isHidden is not drawn: the row is drawn; leave the row out of the data "
                    + "source instead")
            }
            if inGrid, view === contentView || !GridCellLook.hasTwoLayerLooks(cell, contentView: contentView) {
                // Drawn as the cell's background's corners and stroke.
            } else if let layer = view.existingLayer, layer.drawnCornerRadius != 0 || layer.borderWidth != 0 {
                notes.append("\(name)'s layer.cornerRadius and layer.borderWidth are not drawn; give the cell a "
                    + "backgroundConfiguration with cornerRadius, strokeWidth and strokeColor instead")
            }
        }
        if cell.explicitMargins != nil, builtIn {
            notes.append("the cell's own directionalLayoutMargins (layoutMargins) are not drawn beside a list content "
                + "configuration; set the configuration's directionalLayoutMargins instead")
        }
        // A custom content view's constraints to the guide are its template's (the separator follows them).
        if builtIn,
           let guide = (cell as? UITableViewCell)?.storedSeparatorGuide ?? (cell as? UICollectionViewListCell)?.storedSeparatorGuide,
           hasConstraints(to: guide, in: cell, contentView: contentView) {
            notes.append("constraints to separatorLayoutGuide are not drawn beside a list content configuration: the "
                + "separator starts where the text does (the list's own inset)")
        }
        func labels(_ view: UIView) -> [UILabel] { ((view as? UILabel).map { [$0] } ?? []) + view.subviews.flatMap(labels) }
        let legacy = (cell as? UITableViewCell).map { [$0.legacyContent.text, $0.legacyContent.detail].compactMap { $0 } } ?? []
        if (labels(contentView) + cell.subviews.filter { $0 !== contentView }.flatMap(labels) + legacy)
            .contains(where: \.adjustsFontSizeToFitWidth) {
            notes.append("a label's adjustsFontSizeToFitWidth is not drawn: its text is drawn at the font's size and "
                + "truncated; give it a smaller font or more lines instead")
        }
        if let inset = (cell as? UITableViewCell)?.assignedSeparatorInset {
            notes.append("the cell's separatorInset (left \(number(inset.left)), right \(number(inset.right))) is not "
                + "drawn: its separator starts at the row's text, as UIKit's automatic insets place it")
        }
        for accessory in accessories {
            notes += accessory.undrawnOptions
        }
        return notes.map { place + $0 }
    }

    /// Whether any active constraint in the cell relates to a guide.
    private static func hasConstraints(to guide: UILayoutGuide, in cell: UIView, contentView: UIView) -> Bool {
        func all(_ view: UIView) -> [NSLayoutConstraint] { view.ownedConstraints + view.subviews.flatMap(all) }
        return (all(cell) + all(contentView)).contains { $0.firstItem === guide || $0.secondItem === guide }
    }

    private static func number(_ value: CGFloat) -> String {
        ContentViewLowering.numberText(value)
    }
}
