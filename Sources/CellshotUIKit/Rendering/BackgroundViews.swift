import CellshotGraphics
import CellshotModel
import Foundation

/// A cell's `backgroundView` and `selectedBackgroundView`, drawn as UIKit layers them: the background view
/// behind the content view, and in the highlighted and selected columns the selected background view above it
/// (Apple, `UICollectionViewCell.selectedBackgroundView`: "When the cell has a selected state, this view layers
/// above the backgroundView and behind the contentView"; `UITableViewCell.selectedBackgroundView`: added "only
/// when the cell has a selected state", "directly above the background view … or behind all other views").
///
/// Each view is drawn as its background colour (with its alpha) over the whole cell; a translucent selected
/// view is composited over the background view's colour (or the cell's `backgroundColor`). What else such a view
/// holds — subviews, an image, a corner radius or border — is not drawn, and a warning names it.
@MainActor struct BackgroundViews {
    let cell: UIView
    let normal: UIView?
    let selected: UIView?

    /// The cell's background views; `nil` when it has neither.
    init?(of cell: UIView) {
        let views: (UIView?, UIView?)
        if let tableCell = cell as? UITableViewCell {
            views = (tableCell.backgroundView, tableCell.selectedBackgroundView)
        } else if let collectionCell = cell as? UICollectionViewCell {
            views = (collectionCell.backgroundView, collectionCell.selectedBackgroundView)
        } else {
            return nil
        }
        guard views.0 != nil || views.1 != nil else { return nil }
        self.cell = cell
        (normal, selected) = views
    }

    /// The background of a column: the background view's colour (else the cell's `backgroundColor`), with the
    /// selected background view's colour over it in the highlighted and selected columns.
    func background(selectedLook: Bool, with lowering: ConfigurationLowering) throws(UIKitRenderError) -> BackgroundConfiguration? {
        for (view, name) in [(normal, "backgroundView"), (selected, "selectedBackgroundView")] {
            if let view { note(undrawnParts(of: view), of: name, lowering: lowering) }
        }
        let under = normal.flatMap(Self.fill) ?? cell.backgroundColor
        // A table view cell with no selected background view keeps its selection style's fill (UIKit's own
        // selected background view): `nil` draws the list's.
        if selectedLook, selected == nil, let tableCell = cell as? UITableViewCell, tableCell.selectionStyle != .none {
            return nil
        }
        guard selectedLook, let selected, let over = Self.fill(of: selected) else {
            return under.map { BackgroundConfiguration(backgroundColor: lowering.color($0)) } ?? BackgroundConfiguration()
        }
        guard let under else { return BackgroundConfiguration(backgroundColor: lowering.color(over)) }
        let top = over.resolved(in: lowering.traits, tint: lowering.tint)
        guard top.alpha < 1 else { return BackgroundConfiguration(backgroundColor: lowering.color(over)) }
        let bottom = under.resolved(in: lowering.traits, tint: lowering.tint)
        return BackgroundConfiguration(backgroundColor: .hex(Self.composite(top, over: bottom)))
    }

    /// A view's colour with the view's alpha, `nil` when it has none.
    static func fill(of view: UIView) -> UIColor? {
        guard !view.isHidden, let color = view.backgroundColor else { return nil }
        return view.alpha == 1 ? color : color.withAlphaComponent(color.resolved(in: UITraitCollection.current, tint: nil).alpha
                                                                        * view.alpha)
    }

    /// Source-over compositing of two colours.
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ a: Double, _ b: Double) -> Double { (a * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return Color(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                     blue: channel(top.blue, bottom.blue), alpha: alpha)
    }

    /// What a background view holds beyond its colour, in words.
    private func undrawnParts(of view: UIView) -> [String] {
        var parts: [String] = []
        if !view.subviews.isEmpty { parts.append("its \(view.subviews.count) subview(s)") }
        if type(of: view) != UIView.self { parts.append("what a \(type(of: view)) draws") }
        if let layer = view.existingLayer, layer.drawnCornerRadius != 0 || layer.borderWidth != 0 {
            parts.append("its layer's corner radius and border")
        }
        return parts
    }

    private func note(_ parts: [String], of name: String, lowering: ConfigurationLowering) {
        guard !parts.isEmpty else { return }
        lowering.symbolNotes.noteOnce("the \(name) of a \(type(of: cell)) is drawn as its background colour only: "
            + parts.joined(separator: ", ") + " are not drawn; give the cell a backgroundConfiguration instead")
    }
}
