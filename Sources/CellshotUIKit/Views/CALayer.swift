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

/// The layer of a view, as far as cells use it (`CALayer`): rounded corners, a border, clipping. Layers of their
/// own (`CAGradientLayer()`, `CAShapeLayer()`) compile and are not drawn: adding one to a view's layer, or masking a
/// layer with one, warns at the next render.
@MainActor open class CALayer: NSObject {
    /// The corner radius of the view's background, border and clipping.
    open var cornerRadius: CGFloat = 0 {
        didSet { noteUndrawnCornerMask() }
    }
    /// The corners ``cornerRadius`` rounds (`maskedCorners`), all four unless set. No corners draws square
    /// corners; some of them is not drawn (the radius rounds all four) and warns at the next render.
    open var maskedCorners: CACornerMask = .allFourCorners {
        didSet { noteUndrawnCornerMask() }
    }
    /// The radius drawn: ``cornerRadius``, or 0 when ``maskedCorners`` masks every corner out.
    var drawnCornerRadius: CGFloat { maskedCorners.isEmpty ? 0 : cornerRadius }
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
    /// A layer that masks this one (`mask`): not drawn; setting one warns at the next render.
    open var mask: CALayer? {
        didSet {
            if let mask {
                DeferredNotes.shared.warn("CALayer.mask (a \(type(of: mask))) is not drawn: the layer is drawn "
                    + "unmasked; round a view's corners with layer.cornerRadius and maskedCorners instead")
            }
        }
    }
    /// The layers added to this one (`sublayers`): kept, not drawn.
    open private(set) var sublayers: [CALayer]?
    /// The layer's rectangle: its view's frame for a view's layer, else its own.
    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set { if let view { view.frame = newValue } else { ownFrame = newValue } }
    }
    private var ownFrame = CGRect.zero
    weak var view: UIView?

    /// A layer of its own (`CALayer()`), not a view's: kept, never drawn.
    public override init() {
        super.init()
    }

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Adds a layer above the others (`addSublayer(_:)`): kept, not drawn (warned at the next render).
    /// - Parameter layer: the layer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts a layer among the others (`insertSublayer(_:at:)`): kept, not drawn (warned at the next render).
    /// - Parameters:
    ///   - layer: the layer.
    ///   - index: its place, 0 behind the others.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        DeferredNotes.shared.warn("a \(type(of: layer)) added to a layer is not drawn: cellshot draws views, not "
            + "the layers added to them; use the view's backgroundColor, or a view of its own, instead")
    }

    /// Warns when only some corners are masked, which is not drawn.
    private func noteUndrawnCornerMask() {
        guard cornerRadius != 0, !maskedCorners.isEmpty, maskedCorners != .allFourCorners else { return }
        DeferredNotes.shared.warn("CALayer.maskedCorners (\(maskedCorners.names.joined(separator: ", "))) is not "
            + "drawn: the layer's cornerRadius \(ContentViewLowering.numberText(cornerRadius)) rounds all four corners")
    }
}
