import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Sendable {
    /// The shape, filling the frame it is given.
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Rectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(amount: amount, outline: { Path($0) })
    }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`), continuous unless asked otherwise (the
/// default of current SDKs: Apple's `init(cornerRadius:style:)`). The radius shrinks to fit the frame.
public struct RoundedRectangle: Sendable {
    /// The width and height of each corner.
    public var cornerSize: CGSize
    /// How the corners bend (continuous unless asked otherwise).
    public var style: RoundedCornerStyle

    /// Corners of a radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners of a width and a height (elliptical when they differ).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

extension RoundedRectangle: InsettableShape {
    /// The rectangle inset, its corners smaller by the same amount (concentric), as SwiftUI's `_Inset`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        let size = cornerSize, style = style
        return _InsetShape(amount: amount) { rect in
            let shrunk = CGSize(width: max(0, size.width - amount), height: max(0, size.height - amount))
            return Path(roundedRect: rect, cornerSize: shrunk, style: style)
        }
    }
}

/// The radius of each corner of a rectangle, by leading and trailing (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top leading (left) corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading (left) corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing (right) corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing (right) corner's radius.
    public var topTrailing: CGFloat

    /// A radius per corner (0 unless given).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have their own radii (SwiftUI's `UnevenRoundedRectangle`, iOS 17). Leading is
/// left: the shape is not mirrored in right-to-left layouts.
public struct UnevenRoundedRectangle: Sendable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners bend (continuous unless asked otherwise).
    public var style: RoundedCornerStyle

    /// A rectangle with these corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner (0 unless given).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

extension UnevenRoundedRectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        let radii = cornerRadii, style = style
        return _InsetShape(amount: amount) { rect in
            let shrunk = RectangleCornerRadii(topLeading: max(0, radii.topLeading - amount),
                                              bottomLeading: max(0, radii.bottomLeading - amount),
                                              bottomTrailing: max(0, radii.bottomTrailing - amount),
                                              topTrailing: max(0, radii.topTrailing - amount))
            return Path(roundedRect: rect, cornerRadii: shrunk, style: style)
        }
    }
}

/// A capsule: a rounded rectangle whose corners are half its shorter side (SwiftUI's `Capsule`), continuous
/// unless asked otherwise.
public struct Capsule: Sendable {
    /// How the corners bend (continuous unless asked otherwise).
    public var style: RoundedCornerStyle
    /// A capsule with continuous (or circular) ends.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(model: CellshotGraphics.Path(capsuleIn: rect.standardized.model, style: style.curve))
    }
}

extension Capsule: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        let capsule = self
        return _InsetShape(amount: amount) { capsule.path(in: $0) }
    }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Sendable {
    /// The shape, filling the frame it is given.
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Ellipse: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(amount: amount) { Path(ellipseIn: $0) }
    }
}

/// A circle centred in its frame, as wide as its shorter side (SwiftUI's `Circle`).
public struct Circle: Sendable {
    /// A circle, centred in the frame it is given.
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: Circle.square(in: rect))
    }

    /// A circle takes the square of the smaller side of what it is offered (OpenSwiftUI `Circle.sizeThatFits`).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    static func square(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
}

extension Circle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(amount: amount, outline: { Path(ellipseIn: Circle.square(in: $0)) },
                    sizing: { Circle().sizeThatFits($0) })
    }
}

/// The shape of the container the view is in, inset to the view's frame (SwiftUI's `ContainerRelativeShape`):
/// the shape `.containerShape(_:)` set above, else a rectangle, as SwiftUI draws it with no container shape.
public struct ContainerRelativeShape: Sendable {
    /// The container's shape, in the frame it is given.
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(amount: amount, outline: { Path($0) })
    }
}

/// A shape inset from its frame by an amount (the `InsetShape` of the built-in shapes): its outline is the
/// base shape's in the frame inset by the amount on every edge.
public struct _InsetShape: Sendable {
    let amount: CGFloat
    let outline: @Sendable (CGRect) -> Path
    let sizing: @Sendable (ProposedViewSize) -> CGSize

    init(amount: CGFloat, outline: @escaping @Sendable (CGRect) -> Path,
         sizing: @escaping @Sendable (ProposedViewSize) -> CGSize = { $0.replacingUnspecifiedDimensions() }) {
        self.amount = amount
        self.outline = outline
        self.sizing = sizing
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
        return outline(inset)
    }

    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    nonisolated public func inset(by more: CGFloat) -> _InsetShape {
        _InsetShape(amount: amount + more, outline: outline, sizing: sizing)
    }
}

extension _InsetShape: InsettableShape {}

/// Any shape (SwiftUI's `AnyShape`, iOS 16): a shape whose type is erased, for shapes chosen at run time.
///
/// ```swift
/// AnyShape(isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8)))
/// ```
public struct AnyShape: Sendable {
    let outline: @Sendable (CGRect) -> Path
    let sizing: @Sendable (ProposedViewSize) -> CGSize

    /// Any shape, its type erased.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    nonisolated public func path(in rect: CGRect) -> Path { outline(rect) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}

extension AnyShape: Shape {}

// MARK: Static members (`.rect(cornerRadius:)`, `.circle`, `.capsule`)

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a radius per corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with a corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: Container shape

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
    /// The shape `.containerShape(_:)` set: what `ContainerRelativeShape` draws below.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape `ContainerRelativeShape` takes in the views below (a widget's or a card's corners).
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}
