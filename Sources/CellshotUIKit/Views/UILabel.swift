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

/// An image, as the legacy `imageView` of a table view cell holds it (`UIImageView`).
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?

    /// An image view showing an image.
    /// - Parameter image: the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view with a frame.
    /// - Parameter frame: the frame (not used).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The content view of ``UIListContentConfiguration`` (`UIListContentView`): it holds the configuration,
/// which the list draws.
@MainActor open class UIListContentView: UIView, UIContentView {
    /// The list content configuration shown.
    var listConfiguration: UIListContentConfiguration

    /// A content view showing a configuration.
    /// - Parameter configuration: the configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// A content view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another type is ignored, as UIKit's view does.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let configuration = newValue as? UIListContentConfiguration { listConfiguration = configuration }
        }
    }

    /// Whether the view can show a configuration: only list content configurations.
    /// - Parameter configuration: the configuration to show.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
