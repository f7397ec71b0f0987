import Foundation

/// The corners of a layer that its corner radius rounds (`CACornerMask`); the raw values are Core Animation's
/// (`kCALayerMinXMinYCorner` is `1 << 0`, …, `kCALayerMaxXMaxYCorner` `1 << 3`), min Y being the top in UIKit.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A mask of corners.
    /// - Parameter rawValue: the corners' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top leading corner (top left).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// Every corner: a layer's mask unless set.
    static let allFourCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                               .layerMaxXMaxYCorner]

    /// The corners' names, as Swift writes them, for messages.
    var names: [String] {
        [(CACornerMask.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
         (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// A layer drawing a gradient (`CAGradientLayer`): declared so that code making one compiles; it is not drawn,
/// and adding it to a view's layer warns at the next render, naming it.
@MainActor open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s), kept.
    open var colors: [Any]?
    /// Where each colour stops, 0…1, kept.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square (top middle unless set, as Core Animation).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends (bottom middle unless set).
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A layer drawing a path (`CAShapeLayer`): declared so that code making one — usually a mask of rounded
/// corners — compiles; it is not drawn, and using it warns at the next render, naming it.
@MainActor open class CAShapeLayer: CALayer {
    /// The path, kept.
    open var path: CGPath?
    /// The fill colour, kept.
    open var fillColor: CGColor?
    /// The stroke colour, kept.
    open var strokeColor: CGColor?
    /// The stroke's width, kept.
    open var lineWidth: CGFloat = 1
}

/// A Core Graphics path (`CGPath`), as a ``UIBezierPath`` gives it to a ``CAShapeLayer``: kept, never drawn.
public final class CGPath: @unchecked Sendable {
    /// The rectangle the path was made from.
    public let boundingBox: CGRect

    init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
    }
}

/// The corners of a rectangle (`UIRectCorner`), with UIKit's raw values (`topLeft` `1 << 0` … `bottomRight`
/// `1 << 3`, `allCorners` every bit).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set of corners.
    /// - Parameter rawValue: the corners' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of rectangles and rounded rectangles (`UIBezierPath`), made for a ``CAShapeLayer`` (a mask of rounded
/// corners): kept, never drawn on its own (a layer using it warns).
open class UIBezierPath: NSObject {
    /// The path, for a shape layer.
    public let cgPath: CGPath
    /// The rectangle the path encloses.
    open var bounds: CGRect { cgPath.boundingBox }

    /// A rectangle.
    /// - Parameter rect: the rectangle.
    public init(rect: CGRect) {
        cgPath = CGPath(boundingBox: rect)
        super.init()
    }

    /// An ellipse inscribed in a rectangle.
    /// - Parameter rect: the rectangle.
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(boundingBox: rect)
        super.init()
    }

    /// A rectangle with every corner rounded.
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerRadius: the corners' radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(boundingBox: rect)
        super.init()
    }

    /// A rectangle with some corners rounded.
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - corners: the corners rounded.
    ///   - cornerRadii: the corners' radii.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(boundingBox: rect)
        super.init()
    }
}
