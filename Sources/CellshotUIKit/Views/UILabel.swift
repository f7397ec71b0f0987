import CellshotGraphics
import CellshotModel
import Foundation

/// A text, as the legacy `textLabel` and `detailTextLabel` of a table view cell hold it (`UILabel`).
///
/// A cell draws its labels' text, font, colour, alignment and lines through the same built-in layout
/// as `defaultContentConfiguration()`.
@MainActor open class UILabel: UIView {
    /// The text.
    open var text: String?
    var explicitFont: UIFont?
    var explicitTextColor: UIColor?
    /// How the text lines up.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines drawn, 0 for any number.
    open var numberOfLines = 1
    /// How a text that does not fit ends.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the label's font follows the Dynamic Type size when it changes (a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`). Drawn the same either way: every column is
    /// drawn afresh, its fonts made at the column's content size, so a preferred font is the size iOS shows
    /// whether or not it would adjust later; a fixed font stays fixed, as on iOS.
    open var adjustsFontForContentSizeCategory = false
    /// Whether UIKit shrinks the font to fit the text in the label's width (down to ``minimumScaleFactor``).
    /// Not drawn: the text is drawn at its font's size and truncated, and the drawing warns.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale of the font ``adjustsFontSizeToFitWidth`` may shrink it to; 0 unless set.
    open var minimumScaleFactor: CGFloat = 0
    var isSet: Bool { text != nil || explicitFont != nil || explicitTextColor != nil }

    /// The font; the body text style until set.
    open var font: UIFont! {
        get { explicitFont ?? .preferredFont(forTextStyle: .body) }
        set { explicitFont = newValue }
    }

    /// The text colour; `label` until set.
    open var textColor: UIColor! {
        get { explicitTextColor ?? .label }
        set { explicitTextColor = newValue }
    }

    /// The text's size on one line per paragraph, measured as cellshot draws it (zero for no text).
    open override var intrinsicContentSize: CGSize { measuredSize(width: nil) }

    /// The text's size: on one line, or wrapped at `size.width` when ``numberOfLines`` is not 1.
    /// - Parameter size: the size to fit in.
    /// - Returns: the fitting size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(width: numberOfLines == 1 ? nil : size.width)
    }

    /// The text measured with the font at the traits' Dynamic Type size, by the measurer that draws it (zero
    /// when cellshot's fonts cannot be loaded, in which case drawing reports why).
    func measuredSize(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty, let measurer = Measuring.measurer else { return .zero }
        let traits = traitCollection
        let direction = traits.modelTraits.direction
        let attributes = TextAttributes(font: font.reference.resolved(for: traits.modelTraits.contentSize),
                                        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.model,
                                        alignment: textAlignment.model, direction: direction)
        let size = measurer.measure(text, attributes, width: width.map(Double.init)).size
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

/// The text measurer of cellshot's shared render environment, for sizes your code reads.
@MainActor enum Measuring {
    static var measurer: (any TextMeasuring)? {
        (try? SnapshotWriter.environment(fileID: #fileID, line: #line))?.measurer
    }
}
