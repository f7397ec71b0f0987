import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A shape cut to a part of its outline's length (`trim(from:to:)`): a progress ring, a drawn stroke.
public struct _TrimmedShape<Base: Shape>: Sendable {
    let base: Base
    let start: CGFloat
    let end: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: start, to: end) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A shape whose outline is moved by a transform made from its frame (`rotation`, `scale`, `offset`,
/// `transform`): the layout sees the shape's own size, as in SwiftUI.
public struct _TransformedShape<Base: Shape>: Sendable {
    let base: Base
    let transform: @Sendable (CGRect) -> CGAffineTransform
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform(rect)) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A shape drawn at a fixed size from its frame's top left corner (`size(width:height:)`, iOS 17).
public struct _SizedShape<Base: Shape>: Sendable {
    let base: Base
    let size: CGSize
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: CGRect(origin: rect.origin, size: size)) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
}

extension Shape {
    /// The part of the outline between two fractions of its length (0…1): `Circle().trim(from: 0, to: 0.25)` is
    /// the quarter from the right end clockwise.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, start: startFraction, end: endFraction)
    }

    /// The outline turned about a unit point of the frame.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
            return CGAffineTransform(CellshotGraphics.AffineTransform(rotationAngle: angle.radians, about: Point(x: Double(x), y: Double(y))))
        }
    }

    /// The outline scaled about a unit point of the frame.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
            return CGAffineTransform(CellshotGraphics.AffineTransform(scaleX: Double(x), y: Double(y), about: Point(x: Double(ax), y: Double(ay))))
        }
    }

    /// The outline scaled evenly about a unit point of the frame.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The outline moved.
    nonisolated public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
    }

    /// The outline moved.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// The outline moved by a transform.
    nonisolated public func transform(_ transform: CGAffineTransform) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { _ in transform }
    }

    /// The shape at a fixed size from its frame's top left corner.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(base: self, size: CGSize(width: width, height: height))
    }

    /// The shape at a fixed size from its frame's top left corner.
    nonisolated public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(base: self, size: size)
    }
}

extension _TrimmedShape: Shape {}
extension _TransformedShape: Shape {}
extension _SizedShape: Shape {}
