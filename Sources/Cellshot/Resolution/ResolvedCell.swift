import CellshotGraphics
import CellshotModel

/// A text ready to lay out and draw: its string, attributes and colour.
public struct ResolvedText: Hashable, Sendable {
    /// The string.
    public var string: String
    /// Font, line limit, wrapping and alignment.
    public var attributes: TextAttributes
    /// The colour.
    public var color: Color
}

/// An image ready to lay out and draw.
public struct ResolvedImage: Hashable, Sendable {
    /// What to draw.
    public var reference: ImageReference
    /// The size it is drawn at, in points (symbols: the symbol's size at the text's point size;
    /// files: their natural size, fitted into `maximumSize`).
    public var drawnSize: Size
    /// The box it is laid out in: at least ``drawnSize`` (symbols reserve a fixed width so texts line up).
    public var layoutSize: Size
    /// The tint (symbols), or `nil` to draw the file's own colours.
    public var tint: Color?
    /// The corner radius in points.
    public var cornerRadius: Double
    /// A symbol's weight and layers beyond its tint; `nil` for a regular monochrome symbol and for files.
    public var symbol: SymbolDrawing? = nil
}

/// An accessory ready to lay out and draw.
public enum ResolvedAccessory: Hashable, Sendable {
    /// The chevron of `disclosureIndicator`, in its box, with its colour.
    case disclosureIndicator(Size, Color)
    /// The checkmark, in its box, with its colour.
    case checkmark(Size, Color)
    /// A short text.
    case label(ResolvedText)
    /// One of UIKit's other accessory glyphs in its box: `color` is the glyph's (or its circle's),
    /// `mark` the colour of the sign inside a filled circle (the white minus, plus or check).
    case glyph(AccessoryGlyph, Size, color: Color, mark: Color)
    /// A custom view's image, centred in the width it reserves (its ``ResolvedImage/layoutSize``).
    case image(ResolvedImage)
    /// A `UISwitch` accessory view.
    case `switch`(ResolvedSwitch)

    /// The colour the accessory is mostly drawn in (clear for an image file, drawn in its own colours).
    public var color: Color {
        switch self {
        case .disclosureIndicator(_, let color), .checkmark(_, let color), .glyph(_, _, let color, _): color
        case .label(let text): text.color
        case .image(let image): image.tint ?? .clear
        case .switch(let control): control.trackColor
        }
    }
}

/// A switch as drawn: its track, its thumb at the leading end (off) or the trailing end (on), and its opacity.
public struct ResolvedSwitch: Hashable, Sendable {
    /// The track's size (the accessory's box).
    public var size: Size
    /// Whether the thumb sits at the trailing end.
    public var isOn: Bool
    /// The track's colour: the on tint, or the off grey.
    public var trackColor: Color
    /// The thumb's colour.
    public var thumbColor: Color
    /// The thumb's size and its gap to the track's edge.
    public var thumbSize: Size, thumbInset: Double
    /// 1, or the dimming of a disabled switch.
    public var alpha: Double
}

/// The accessory glyphs drawn as vector paths besides the chevron and the checkmark.
public enum AccessoryGlyph: Hashable, Sendable {
    /// `info.circle`: a thin circle around an "i".
    case detail
    /// The outline chevron, pointing down when expanded, else to the trailing edge.
    case outlineDisclosure(expanded: Bool)
    /// `line.horizontal.3`.
    case reorder
    /// `circle` (outlined), or `checkmark.circle.fill` when selected.
    case multiselect(selected: Bool)
    /// `minus.circle.fill`.
    case delete
    /// `plus.circle.fill`.
    case insert
    /// `chevron.up.chevron.down`.
    case popUpMenu
}

/// A cell's background ready to draw.
public struct ResolvedBackground: Hashable, Sendable {
    /// The fill colour.
    public var color: Color
    /// The corner radius in points.
    public var cornerRadius: Double
    /// The outline colour and width (width 0: none).
    public var strokeColor: Color, strokeWidth: Double
    /// How far the background is inset from the cell's edges.
    public var insets: DirectionalEdgeInsets
}

/// One row in one state with every default filled in: what the cell template lays out and the painter draws.
///
/// This is the result of UIKit's `updated(for:)`: the document's configuration, its state
/// override, and the style's and appearance's defaults for that state, merged.
public struct ResolvedCell: Hashable, Sendable {
    /// The style (decides the template's shape).
    public var style: CellStyle
    /// The primary text, if any.
    public var text: ResolvedText?
    /// The secondary text, if any.
    public var secondaryText: ResolvedText?
    /// The image, if any.
    public var image: ResolvedImage?
    /// The trailing accessories, leading to trailing.
    public var accessories: [ResolvedAccessory]
    /// The leading accessories (delete, insert, multiselect), leading to trailing: before the content.
    public var leadingAccessories: [ResolvedAccessory] = []
    /// The content's margins (horizontal ones already include the list's layout margins).
    public var margins: DirectionalEdgeInsets
    /// Whether text and secondary text sit side by side (`valueCell`).
    public var sideBySide: Bool
    /// The gap between image and text.
    public var imageToTextPadding: Double
    /// The gap between stacked texts.
    public var verticalTextPadding: Double
    /// The gap between side-by-side texts.
    public var horizontalTextPadding: Double
    /// The gap between the content and the first accessory, and between accessories.
    public var contentToAccessory: Double, betweenAccessories: Double
    /// The cell's trailing margin, where the last accessory ends.
    public var accessoryTrailingMargin: Double
    /// The cell's leading margin, where the first leading accessory starts, and the gap between leading accessories.
    public var accessoryLeadingMargin: Double = 0, betweenLeadingAccessories: Double = 0
    /// How far the content view moves from where it would start, towards the trailing edge: the outline
    /// indentation, when the leading accessories do not move with it.
    public var contentIndentation: Double = 0
    /// The row's height: automatic (at least ``minimumHeight``) or fixed.
    public var height: RowHeight
    /// The smallest automatic height.
    public var minimumHeight: Double
    /// The background.
    public var background: ResolvedBackground
}
