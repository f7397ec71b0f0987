/// The part of an item a constraint refers to, like `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// Edges, centres and sizes of the item's frame.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Baselines of the item's text (its top and bottom edges when it has none).
    case firstBaseline, lastBaseline

    /// Which kind of value the attribute is; only attributes of one kind relate.
    public enum Kind: Sendable, Hashable {
        /// A horizontal position.
        case xAxis
        /// A vertical position.
        case yAxis
        /// A width or height.
        case dimension
    }

    /// The kind of value the attribute is.
    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yAxis
        case .width, .height: .dimension
        }
    }

    /// Whether the attribute follows the reading direction (leading, trailing).
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether the attribute is an absolute horizontal edge (left, right).
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// A direction along which views are measured and stacked.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Left–right (widths).
    case horizontal
    /// Top–bottom (heights).
    case vertical
}
