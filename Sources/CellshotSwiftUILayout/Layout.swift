import Foundation

/// A type that lays out a collection of views: proposes sizes to its subviews, reports its own size, and
/// places its subviews (SwiftUI's `Layout`).
///
/// Conform an app's own layout to it and it works as on iOS: `MyLayout { Text("a"); Text("b") }`.
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
public protocol Layout: Animatable {
    /// Properties of the layout: the axis of a stack, for the spacers it holds.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Makes the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout's view prefers around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The layout's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The layout's own value of a horizontal guide, or `nil` for the merged value of its subviews'.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The layout's own value of a vertical guide, or `nil` for the merged value of its subviews'.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferences on every edge (SwiftUI's default), starting from none: a layout
    /// whose subviews prefer nothing is spaced as an ordinary view.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.none) { $0.formUnion($1.spacing) }
    }

    /// `nil`: the subviews' values, merged.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// `nil`: the subviews' values, merged.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
    /// The axis a stack lays its subviews along; spacers in it grow along it. `nil` for other layouts.
    public var stackOrientation: Axis?

    /// No orientation.
    public init() {}
}

/// A key for a value a view gives its layout (SwiftUI's `LayoutValueKey`), set with `.layoutValue(key:value:)`
/// and read with `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}
