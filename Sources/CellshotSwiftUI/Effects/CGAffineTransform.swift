import CellshotGraphics
import Foundation

/// A 2-D affine transform (Core Graphics' `CGAffineTransform`, which Linux's Foundation lacks): a point (x, y)
/// goes to (a·x + c·y + tx, b·x + d·y + ty). `transformEffect`, `Path.applying` and `Shape.transform` take one.
///
/// ```swift
/// Rectangle().transformEffect(CGAffineTransform(rotationAngle: .pi / 8).translatedBy(x: 10, y: 0))
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// How x scales x.
    public var a: CGFloat
    /// How x moves y.
    public var b: CGFloat
    /// How y moves x.
    public var c: CGFloat
    /// How y scales y.
    public var d: CGFloat
    /// The move along x.
    public var tx: CGFloat
    /// The move along y.
    public var ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that moves nothing.
    public static let identity = CGAffineTransform()

    /// A move by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation about the origin, clockwise on screen for a positive angle in radians.
    public init(rotationAngle angle: CGFloat) {
        self.init(CellshotGraphics.AffineTransform(rotationAngle: Double(angle)))
    }

    init(_ model: CellshotGraphics.AffineTransform) {
        self.init(a: CGFloat(model.a), b: CGFloat(model.b), c: CGFloat(model.c), d: CGFloat(model.d),
                  tx: CGFloat(model.tx), ty: CGFloat(model.ty))
    }

    /// The transform in the display list's form.
    var model: CellshotGraphics.AffineTransform {
        CellshotGraphics.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(model.concatenating(other.model))
    }

    /// A move by `tx`, `ty` first, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale first, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation first, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one (this one when it cannot be undone, as Core Graphics returns).
    public func inverted() -> CGAffineTransform {
        model.inverted().map(CGAffineTransform.init) ?? self
    }
}

extension CGPoint {
    /// The point moved by a transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size scaled and turned by a transform (its translation ignored).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let box = t.model.apply(to: model)
        return CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height)
    }
}
