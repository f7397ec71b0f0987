import Foundation

/// A type that names an alignment guide and gives its default value in a view (SwiftUI's `AlignmentID`).
///
/// ```swift
/// private enum Centerline: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
/// }
/// extension HorizontalAlignment { static let centerline = HorizontalAlignment(Centerline.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`th explicit value a container's subviews give the guide (in the container's coordinates)
    /// into the container's own value. The default averages them (Apple: `AlignmentID`; OpenSwiftUI
    /// `AlignmentGuide.swift`, `_combineExplicit`).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running mean of the values: a container's value of a custom guide is the mean of its subviews'.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = n == 0 ? childValue : (parentValue ?? childValue)
        parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
    }

    /// The container's value of the guide from its subviews' explicit values (`nil` where a subview has none).
    static func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var count = 0
        for case let value? in values {
            _combineExplicit(childValue: value, count, into: &result)
            count += 1
        }
        return result
    }
}

/// A guide of a view's frame (its edges and centre): a container never passes its subviews' explicit values
/// of these up, so a stack's `.leading` is its own leading edge whatever its subviews set (OpenSwiftUI
/// `FrameAlignment`, whose `_combineExplicit` does nothing).
protocol FrameAlignment: AlignmentID {}

extension FrameAlignment {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// A guide's identity: its `AlignmentID` type and axis.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The container's value from its subviews' explicit values, by the guide's own rule.
    func combineExplicit(_ values: [CGFloat?]) -> CGFloat? {
        id.combineExplicit(values)
    }
}

/// An alignment position along the horizontal axis (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    package let key: AlignmentKey

    /// A guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// The value a container gives this guide from its subviews' explicit values: their mean for custom guides,
    /// none for the frame's own guides (leading, centre, trailing).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.id.combineExplicit(values)
    }

    private enum Leading: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
    /// Passes up from the row's content: the leftmost value a subview sets (OpenSwiftUI's `leadingText`
    /// guide takes the minimum).
    private enum SeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.min(childValue, parentValue ?? .infinity)
        }
    }
    /// Passes up from the row's content: the rightmost value a subview sets [I: by symmetry with the leading one].
    private enum SeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.max(childValue, parentValue ?? -.infinity)
        }
    }

    /// The view's leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The view's horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The view's trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// Where a list row's separator starts: the row's leading edge unless its first text sets it.
    public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeading.self)
    /// Where a list row's separator ends: the row's trailing edge unless a view sets it.
    public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailing.self)
}

/// An alignment position along the vertical axis (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    package let key: AlignmentKey

    /// A guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// The value a container gives this guide from its subviews' explicit values: the minimum of the first
    /// baselines, the maximum of the last ones, the mean for custom guides, none for top, centre and bottom.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.id.combineExplicit(values)
    }

    private enum Top: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        /// The topmost of the subviews' first baselines (Apple: `VerticalAlignment.combineExplicit`).
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.min(childValue, parentValue ?? .infinity)
        }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        /// The lowest of the subviews' last baselines (Apple's doc of `VerticalAlignment.combineExplicit`:
        /// "lastTextBaseline returns the maximum value"; OpenSwiftUI's code takes the minimum, against the doc
        /// it carries — Apple's word is followed).
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.max(childValue, parentValue ?? -.infinity)
        }
    }

    /// The view's top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The view's vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The view's bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the view's topmost text; its bottom edge when it has no text (Apple's
    /// `firstTextBaseline`). A container takes the smallest of its subviews' values.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the view's lowest text; its bottom edge when it has no text. A container takes the
    /// largest of its subviews' values.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes (SwiftUI's `Alignment`).
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and its alignment guides, as a layout sees them (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// The value the view sets for a guide itself (a text's baseline, an `.alignmentGuide`), or `nil`.
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicitValue = explicitValue
    }

    /// The guide's value: the view's own, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[guide.key]
    }

    /// The guide's value: the view's own, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[guide.key]
    }

    /// The value the view sets for the guide itself, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    /// The value the view sets for the guide itself, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size
    }
}
