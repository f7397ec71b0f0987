import Foundation

/// An image, as the legacy `imageView` of a table view cell holds it (`UIImageView`).
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The size a symbol image is drawn at; the body text's (17 points) unless set.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing an image.
    /// - Parameter image: the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view with a frame.
    /// - Parameter frame: the frame, in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
