import Foundation

/// A colour for a layer (`CGColor`), made from a `UIColor` with ``UIColor/cgColor``.
public final class CGColor: @unchecked Sendable {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
    }

    /// An sRGB colour from its components, 0…1 (CoreGraphics' `CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey, 0 black to 1 white (CoreGraphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(color: UIColor(white: gray, alpha: alpha))
    }

    /// The colour's alpha.
    public var alpha: CGFloat {
        var alpha: CGFloat = 0
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha
    }
}

extension UIColor {
    /// The colour for a layer's border (`layer.borderColor = UIColor.separator.cgColor`).
    public var cgColor: CGColor { CGColor(color: self) }

    /// The colour of a layer colour (`UIColor(cgColor: layer.borderColor!)`).
    public convenience init(cgColor: CGColor) {
        self.init(dynamicProvider: { traits in cgColor.color.resolvedColor(with: traits) })
    }
}

/// The layer of a view, as far as cells use it (`CALayer`): rounded corners, a border, clipping.
@MainActor open class CALayer: NSObject {
    /// The corner radius of the view's background, border and clipping.
    open var cornerRadius: CGFloat = 0
    /// The width of a border drawn inside the view's bounds.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The layer's place in front of or behind its siblings. cellshot draws views in their order among their
    /// siblings; a z position other than 0 warns at the next render.
    open var zPosition: CGFloat = 0 {
        didSet {
            if zPosition != 0 {
                DeferredNotes.shared.warn("CALayer.zPosition \(zPosition) is not drawn: views are drawn in their "
                    + "order among their siblings")
            }
        }
    }
    /// Whether subviews are clipped to the (rounded) bounds; the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    weak var view: UIView?

    init(view: UIView) {
        self.view = view
        super.init()
    }
}
