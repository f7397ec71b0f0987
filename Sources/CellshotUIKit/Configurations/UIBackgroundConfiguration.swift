import CellshotGraphics
import CellshotModel
import Foundation

/// A cell's background: fill colour, corner radius, stroke and insets (`UIBackgroundConfiguration`).
///
/// The list factories (``listPlainCell()``, ``listGroupedCell()``…) keep the list's own fill for each state —
/// the selected grey, the sidebar's tint — until you set ``backgroundColor``. A `nil` background colour is
/// the cell's tint colour, as in UIKit (WWDC20 "Modern cell configuration": "set nil to use the inherited
/// tint color of the cell").
///
/// ```swift
/// var background = UIBackgroundConfiguration.clear()
/// background.cornerRadius = 10
/// if state.isHighlighted || state.isSelected {
///     background.backgroundColor = nil
///     if state.isHighlighted {
///         background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
///     }
/// }
/// ```
public struct UIBackgroundConfiguration: Hashable {
    enum Fill: Hashable {
        /// The list factory's fill for each state.
        case listDefault(ListBackgroundStyle?)
        /// A colour of the user's; `nil` is the tint.
        case color(UIColor?)
    }

    var fill: Fill

    /// A colour transformer applied to the background colour when drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    var explicitCornerRadius: CGFloat?
    /// The colour of the outline; `nil` for none.
    public var strokeColor: UIColor?
    /// A colour transformer applied to the stroke colour when drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline in points; 0 for none.
    public var strokeWidth: CGFloat = 0
    var explicitInsets: NSDirectionalEdgeInsets?
    /// Whether this is the configuration a cell sets up for itself (see ``automaticListCell(for:)``).
    var isAutomatic = false

    init(fill: Fill) {
        self.fill = fill
    }

    /// The background configuration UIKit gives a new `UITableViewCell` or `UICollectionViewListCell`
    /// ("UITableViewCell automatically sets up a default background configuration to provide its default
    /// appearance", Apple's `UITableViewCell.backgroundConfiguration`): the list factory of the list the cell
    /// is in (`listPlainCell()` in plain lists, `listGroupedCell()` in grouped ones, `listSidebarCell()` in
    /// sidebars), `nil` until the cell is in one. Untouched, it draws exactly as no configuration does — the
    /// list's fill for the state, and a legacy `backgroundColor` or `selectionStyle` still apply; once your
    /// code changes it (`backgroundConfiguration?.backgroundColor = …`), it is drawn as any configuration.
    static func automaticListCell(for style: ListBackgroundStyle? = nil) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(fill: .listDefault(style))
        configuration.isAutomatic = true
        return configuration
    }

    /// The automatic configuration takes the factory of the list the cell is in, as UIKit's does.
    mutating func adoptList(_ appearance: ListAppearance) {
        guard isAutomatic, case .listDefault(nil) = fill else { return }
        fill = .listDefault(appearance.geometry(width: DocumentLimits.defaultWidth, look: .default).cellBackground)
    }

    /// Whether this is still the cell's automatic configuration, unchanged: drawn as no configuration.
    var isUntouchedAutomatic: Bool {
        guard isAutomatic, case .listDefault = fill else { return false }
        return backgroundColorTransformer == nil && explicitCornerRadius == nil && strokeColor == nil
            && strokeColorTransformer == nil && strokeWidth == 0 && explicitInsets == nil
    }

    /// The background of a plain list's cell.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(fill: .listDefault(.listPlainCell)) }
    /// The background of a grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(fill: .listDefault(.listGroupedCell)) }
    /// The background of a sidebar's cell.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(fill: .listDefault(.listSidebarCell)) }
    /// The background of an accompanied sidebar's cell.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        .init(fill: .listDefault(.listAccompaniedSidebarCell))
    }
    /// A clear background (`clear` fill, no corners, no stroke).
    public static func clear() -> UIBackgroundConfiguration { .init(fill: .color(.clear)) }

    /// The fill colour. A list factory's reads its normal fill until set; `nil` draws the tint colour.
    public var backgroundColor: UIColor? {
        get {
            switch fill {
            case .color(let color): return color
            case .listDefault(let style): return UIColor(storage: .system((style ?? .listPlainCell).metrics.color(in: .normal)))
            }
        }
        set { fill = .color(newValue) }
    }

    /// The corner radius in points; the factory's until set.
    public var cornerRadius: CGFloat {
        get {
            if let explicitCornerRadius { return explicitCornerRadius }
            if case .listDefault(let style?) = fill { return CGFloat(style.metrics.cornerRadius) }
            return 0
        }
        set { explicitCornerRadius = newValue }
    }

    /// How far the background is inset from the cell's edges; zero until set.
    public var backgroundInsets: NSDirectionalEdgeInsets {
        get { explicitInsets ?? .zero }
        set { explicitInsets = newValue }
    }

    /// The fill colour as drawn: ``backgroundColor`` (the tint when `nil`) through the transformer.
    /// - Parameter tintColor: the tint colour of the cell.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour as drawn: ``strokeColor`` (the tint when `nil`) through the transformer.
    /// - Parameter tintColor: the tint colour of the cell.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration for a state. A list factory's fill follows the state when drawn (the selected
    /// grey, the sidebar's tint); what you set is kept.
    /// - Parameter state: the state to update for.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        self
    }
}
