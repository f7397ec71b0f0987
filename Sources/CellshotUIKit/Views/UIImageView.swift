import CellshotModel
import Foundation

/// An image, as the legacy `imageView` of a table view cell holds it (`UIImageView`).
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The size, scale, weight and colours a symbol image is drawn with; the body text's size (17 points) unless
    /// set. Its weight and colours are warned about, not drawn.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing an image, its frame the image's size (as cellshot draws it), as UIKit sizes it.
    /// - Parameter image: the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        frame = CGRect(origin: .zero, size: imageSize ?? .zero)
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

    /// The image's size as cellshot draws it — a symbol's square box for its point size, a file's natural
    /// size — or ``UIView/noIntrinsicMetric`` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        imageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (zero without an image).
    /// - Parameter size: ignored: an image view fits its image.
    /// - Returns: the image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        imageSize ?? .zero
    }

    /// The point size a symbol is drawn at without a configuration: the body text's.
    nonisolated static let defaultSymbolPointSize: CGFloat = 17

    /// The symbol configuration the image is drawn with: the image's own applied over
    /// ``preferredSymbolConfiguration`` (the image's attributes take precedence).
    var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard let own = image?.symbolConfiguration else { return preferredSymbolConfiguration }
        return preferredSymbolConfiguration?.applying(own) ?? own
    }

    /// The size the image is drawn at, as the template engine sizes an image view.
    var imageSize: CGSize? {
        switch image?.drawnSource {
        case .symbol?:
            let pointSize = symbolConfiguration?.drawnPointSize(fallback: Self.defaultSymbolPointSize)
                ?? Self.defaultSymbolPointSize
            let side = ListContentMetrics.symbolSize(forPointSize: Double(pointSize))
            return CGSize(width: CGFloat(side.width), height: CGFloat(side.height))
        case .file(let path)?:
            // The render's own cache: the file is decoded once for sizing and drawing.
            guard let environment = try? SnapshotWriter.environment(fileID: #fileID, line: #line) else { return nil }
            return UIImage.pointSize(ofFile: path, readBy: environment.painter.images)
        case nil:
            return nil
        }
    }
}
