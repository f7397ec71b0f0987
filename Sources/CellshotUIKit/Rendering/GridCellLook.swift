import CellshotModel
import Foundation

/// What a plain `UICollectionViewCell` in a grid looks like beside its content: no selection look of its own
/// (`selectedBackgroundView` and `backgroundConfiguration` are `nil` by default, so its `backgroundColor` stays
/// in every state), its content view's default layout margins (8 pt each side, `UIView`'s), and the layer's
/// corners and border of the content view or the cell, drawn as the cell's background's (a layer's
/// `cornerRadius` rounds its background without `masksToBounds`; its border is drawn inside its bounds).
@MainActor enum GridCellLook {
    /// The default layout margins of a view that is not a view controller's root view (`UIView.directionalLayoutMargins`).
    static let contentMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// A custom content view's template: background, layer look and margins as above.
    static func apply(to snapshot: inout ContentViewSnapshot, cell: UIView, contentView: UIView,
                      background: UIBackgroundConfiguration?, with lowering: ConfigurationLowering) {
        if snapshot.background == nil, background == nil, let color = cell.backgroundColor {
            snapshot.background = .object([JSONMember(key: "color", value: .string(ContentViewLowering.string(lowering.color(color))))])
        }
        if let layer = layerLook(of: cell, contentView: contentView) {
            var members: [JSONMember]
            if case .object(let existing)? = snapshot.background { members = existing } else {
                members = [JSONMember(key: "color", value: .string("clear"))]
            }
            members.removeAll { ["cornerRadius", "strokeColor", "strokeWidth"].contains($0.key) }
            if layer.drawnCornerRadius != 0 {
                members.append(JSONMember(key: "cornerRadius", value: ContentViewLowering.number(layer.drawnCornerRadius)))
            }
            if layer.borderWidth != 0 {
                members.append(JSONMember(key: "strokeColor",
                                          value: .string(ContentViewLowering.string(lowering.color(layer.borderColor?.color ?? .black)))))
                members.append(JSONMember(key: "strokeWidth", value: ContentViewLowering.number(layer.borderWidth)))
            }
            snapshot.background = .object(members)
        }
        if snapshot.margins == nil, cell.explicitMargins == nil {
            snapshot.margins = try? ContentViewLowering.insets(contentMargins, of: "the content view", row: IndexPath(row: 0, section: 0))
        }
    }

    /// Refuses a content view colour in a grid's plain cell with built-in content: its look (corners, border)
    /// is drawn as the cell's background, which a square content fill would cover.
    static func checkContentBackground(of cell: UICollectionViewCell, row: IndexPath) throws(UIKitRenderError) {
        guard cell.contentView.backgroundColor != nil else { return }
        throw .unsupportedProperty("contentView.backgroundColor of a grid cell with a list content configuration",
                                   row: row, hint: "set the cell's backgroundColor or backgroundConfiguration instead "
                                       + "(a custom content view's colour is drawn)")
    }

    /// The layer whose corners and border are drawn: the content view's when it has any, else the cell's
    /// (both fill the cell). `nil` when neither has.
    static func layerLook(of cell: UIView, contentView: UIView) -> CALayer? {
        for view in [contentView, cell] {
            if let layer = view.existingLayer, layer.drawnCornerRadius != 0 || layer.borderWidth != 0 { return layer }
        }
        return nil
    }

    /// Whether both the cell's and the content view's layers have corners or a border: only the content
    /// view's is drawn.
    static func hasTwoLayerLooks(_ cell: UIView, contentView: UIView) -> Bool {
        [contentView, cell].allSatisfy { view in
            view.existingLayer.map { $0.drawnCornerRadius != 0 || $0.borderWidth != 0 } ?? false
        }
    }

    /// A list background configuration (`listPlainCell()`, …) in a grid cell: its colour for the column's state,
    /// which its `updated(for:)` gives whatever the cell (the list's fill, grey when selected), where a list
    /// document leaves it to the list.
    static func listDefaultColor(_ background: UIBackgroundConfiguration, lowered: inout BackgroundConfiguration,
                                 with lowering: ConfigurationLowering) {
        guard case .listDefault(let style) = background.fill, lowered.backgroundColor == nil,
              lowered.colorTransformer == nil else { return }
        let factory = style ?? .listPlainCell
        lowered.backgroundColor = lowering.color(UIColor(storage: .system(factory.metrics.color(in: lowering.state))))
    }

    /// A built-in content cell's background in a grid: its background configuration, else its
    /// `backgroundColor` in every state; the layer's corners and border on it.
    static func background(of cell: UICollectionViewCell, with lowering: ConfigurationLowering) -> BackgroundConfiguration? {
        var configuration = cell.drawnBackgroundConfiguration.map { background in
            var lowered = lowering.background(background)
            listDefaultColor(background, lowered: &lowered, with: lowering)
            return lowered
        } ?? cell.backgroundColor.map { BackgroundConfiguration(backgroundColor: lowering.color($0)) }
        if let layer = layerLook(of: cell, contentView: cell.contentView) {
            var look = configuration ?? BackgroundConfiguration(backgroundColor: lowering.color(.clear))
            if layer.drawnCornerRadius != 0 { look.cornerRadius = Double(layer.drawnCornerRadius) }
            if layer.borderWidth != 0 {
                look.strokeWidth = Double(layer.borderWidth)
                look.strokeColor = lowering.color(layer.borderColor?.color ?? .black)
            }
            configuration = look
        }
        return configuration
    }
}
