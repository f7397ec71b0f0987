import Foundation

/// A proposal for the size of a view, as SwiftUI's `Layout` protocol passes it from a container to a subview.
///
/// Each dimension is a number, or `nil` to ask for the view's ideal size on that axis. `0` asks for the
/// view's minimum size and `.infinity` for its maximum (Apple: `ProposedViewSize`; WWDC22 "Compose custom
/// layouts with SwiftUI").
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let narrowest = subview.sizeThatFits(ProposedViewSize(width: 0, height: nil))
/// ```
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of a width and a height, either of which may be `nil`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions zero: asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions `nil`: asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with `size`'s dimension where the proposal has none (10 × 10 unless given,
    /// as SwiftUI's default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal with `value` along `axis` and `other` across it.
    init(_ value: CGFloat?, along axis: Axis, across other: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: value, height: other) : ProposedViewSize(width: other, height: value)
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size with `value` along `axis` and `other` across it.
    init(_ value: CGFloat, along axis: Axis, across other: CGFloat) {
        self = axis == .horizontal ? CGSize(width: value, height: other) : CGSize(width: other, height: value)
    }
}

extension CGPoint {
    /// A point at `value` along `axis` and `other` across it.
    init(_ value: CGFloat, along axis: Axis, across other: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: value, y: other) : CGPoint(x: other, y: value)
    }
}
