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
}

/// How a container merges the explicit values its subviews give a guide into one value of its own.
package enum AlignmentMerging: Sendable {
    /// The mean of the values (SwiftUI's default for every guide).
    case average
    /// The smallest value: the topmost first baseline.
    case minimum
    /// The largest value: the lowest last baseline.
    case maximum

    func merge(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }
}

/// A guide's identity: its `AlignmentID` type, and how explicit values are merged.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    let merging: AlignmentMerging

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

/// An alignment position along the horizontal axis (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    package let key: AlignmentKey

    /// A guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal, merging: .average)
    }

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
    private enum SeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum SeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
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
        key = AlignmentKey(id: id, axis: .vertical, merging: .average)
    }

    private init(_ id: any AlignmentID.Type, merging: AlignmentMerging) {
        key = AlignmentKey(id: id, axis: .vertical, merging: merging)
    }

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// The view's top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The view's vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The view's bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the view's topmost text; its bottom edge when it has no text (Apple's
    /// `firstTextBaseline`). A container takes the smallest of its subviews' values.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, merging: .minimum)
    /// The baseline of the view's lowest text; its bottom edge when it has no text. A container takes the
    /// largest of its subviews' values.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, merging: .maximum)
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
