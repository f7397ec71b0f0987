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
}
