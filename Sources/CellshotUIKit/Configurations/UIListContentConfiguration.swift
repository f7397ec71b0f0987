import CellshotGraphics
import CellshotModel
import Foundation

/// The built-in content of list cells, headers and footers: an image, a text and a secondary text
/// (`UIListContentConfiguration`).
///
/// Every property reads its style's default until you set it; only what you set is kept as yours, and
/// everything else follows the cell's state when the list is drawn — the selected sidebar cell's white
/// text, the disabled cell's grey — exactly as a document row that leaves the key out.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = UIImage(systemName: "star")
/// content.text = "Hello WWDC!"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    enum Kind: Hashable {
        case cell(CellStyle)
        case headerFooter(HeaderFooterStyle)
    }

    let kind: Kind
    /// Whether this is a header or footer view's default configuration, drawn in the list's own style.
    var isListDefault = false

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties: ImageProperties

    var explicitMargins: NSDirectionalEdgeInsets?
    var explicitAxes: UIAxis?
    var explicitImageToTextPadding: CGFloat?
    var explicitVerticalPadding: CGFloat?
    var explicitHorizontalPadding: CGFloat?
    var explicitSideBySide: Bool?

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .cell(let style):
            let metrics = style.contentMetrics(in: .default)
            textProperties = TextProperties(style: metrics.textStyle, weight: nil, color: metrics.textColor,
                                            numberOfLines: metrics.numberOfLines, transform: .none)
            secondaryTextProperties = TextProperties(style: metrics.secondaryTextStyle, weight: nil,
                                                     color: metrics.secondaryTextColor,
                                                     numberOfLines: metrics.numberOfLines, transform: .none)
        case .headerFooter(let style):
            let metrics = style.metrics(in: .default)
            textProperties = TextProperties(style: metrics.textStyle, weight: metrics.weight, color: metrics.color,
                                            numberOfLines: 0, transform: TextProperties.TextTransform(metrics.transform))
            secondaryTextProperties = TextProperties(style: metrics.secondaryTextStyle, weight: nil,
                                                     color: metrics.secondaryTextColor, numberOfLines: 0,
                                                     transform: .none)
        }
        imageProperties = ImageProperties()
    }

    // MARK: Cells

    /// The default cell: image, text and secondary text stacked below it (`.default`).
    public static func cell() -> UIListContentConfiguration { .init(kind: .cell(.cell)) }
    /// A cell with the secondary text below the text, both smaller margins (`.subtitle`).
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .cell(.subtitleCell)) }
    /// A cell with the secondary text at the trailing edge, side by side with the text (`.value1`).
    public static func valueCell() -> UIListContentConfiguration { .init(kind: .cell(.valueCell)) }
    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .cell(.sidebarCell)) }
    /// A sidebar cell with the secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: .cell(.sidebarSubtitleCell)) }
    /// An accompanied sidebar cell (beside other content, as in iPad apps' columns).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        .init(kind: .cell(.accompaniedSidebarCell))
    }
    /// An accompanied sidebar cell with the secondary text below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(kind: .cell(.accompaniedSidebarSubtitleCell))
    }

    // MARK: Headers and footers

    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: .headerFooter(.plainHeader)) }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: .headerFooter(.plainFooter)) }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .headerFooter(.groupedHeader)) }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .headerFooter(.groupedFooter)) }
    /// An inset grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(kind: .headerFooter(.prominentInsetGroupedHeader))
    }
    /// An inset grouped list's extra prominent header.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(kind: .headerFooter(.extraProminentInsetGroupedHeader))
    }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(kind: .headerFooter(.sidebarHeader)) }

    // MARK: Layout

    /// The margins around the content; the style's until set.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let explicitMargins { return explicitMargins }
            switch kind {
            case .cell(let style): return NSDirectionalEdgeInsets(style.contentMetrics(in: .default).margins)
            case .headerFooter(let style): return NSDirectionalEdgeInsets(style.metrics(in: .default).margins)
            }
        }
        set { explicitMargins = newValue }
    }

    /// Along which axes the content's margins are at least the cell's layout margins; horizontal until set.
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { explicitAxes ?? .horizontal }
        set { explicitAxes = newValue }
    }

    /// The space between the image and the texts; the style's until set.
    public var imageToTextPadding: CGFloat {
        get {
            if let explicitImageToTextPadding { return explicitImageToTextPadding }
            switch kind {
            case .cell(let style): return CGFloat(style.contentMetrics(in: .default).imageToTextPadding)
            case .headerFooter(let style): return CGFloat(style.metrics(in: .default).imageToTextPadding)
            }
        }
        set { explicitImageToTextPadding = newValue }
    }

    /// The space between the text and the secondary text when stacked; the style's until set.
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get {
            if let explicitVerticalPadding { return explicitVerticalPadding }
            switch kind {
            case .cell(let style): return CGFloat(style.contentMetrics(in: .default).textToSecondaryTextVerticalPadding)
            case .headerFooter(let style): return CGFloat(style.metrics(in: .default).textToSecondaryTextVerticalPadding)
            }
        }
        set { explicitVerticalPadding = newValue }
    }

    /// The space between the text and the secondary text when side by side; the style's until set.
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get {
            if let explicitHorizontalPadding { return explicitHorizontalPadding }
            if case .cell(let style) = kind { return CGFloat(style.contentMetrics(in: .default).textToSecondaryTextHorizontalPadding) }
            return 8
        }
        set { explicitHorizontalPadding = newValue }
    }

    /// Whether the text and the secondary text sit side by side (`valueCell()`'s default) or stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get {
            if let explicitSideBySide { return explicitSideBySide }
            if case .cell(let style) = kind { return style.contentMetrics(in: .default).prefersSideBySideTextAndSecondaryText }
            return false
        }
        set { explicitSideBySide = newValue }
    }

    // MARK: UIContentConfiguration

    /// A ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for a state. Properties you set are kept; the ones you did not set stay the
    /// style's defaults, which are resolved for the state of the column they are drawn in (a sidebar
    /// cell's white text on the selected tint, a disabled cell's `tertiaryLabel`), so the result is the same
    /// whether or not you call this.
    /// - Parameter state: the state to update for.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
