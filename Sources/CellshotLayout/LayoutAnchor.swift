import ConstraintSolver

/// A typed reference to one attribute of a ``LayoutItem``, like `NSLayoutAnchor`.
///
/// Constraints relate anchors of the same type only:
/// ```swift
/// title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16).isActive = true
/// poster.heightAnchor.constraint(equalTo: poster.widthAnchor, multiplier: 1.5).isActive = true
/// ```
public protocol LayoutAnchor {
    /// The item the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute of the item.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    var untyped: AnyLayoutAnchor { AnyLayoutAnchor(item: item, attribute: attribute) }
}

/// An anchor for a horizontal position: leading, trailing, left, right, centerX.
public struct XAxisAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute
}

/// An anchor for a vertical position: top, bottom, centerY, firstBaseline, lastBaseline.
public struct YAxisAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute
}

/// An anchor for a size: width or height. Dimensions can be related with a
/// multiplier, or to a constant.
public struct DimensionAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil as DimensionAnchor?, multiplier: 0, constant: constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, nil as DimensionAnchor?, multiplier: 0, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, nil as DimensionAnchor?, multiplier: 0, constant: constant)
    }
    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// An anchor whose axis is only known at run time (constraints parsed from text).
public struct AnyLayoutAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute

    /// Text for descriptions: `title.leading`.
    var name: String { "\(item.name).\(attribute.rawValue)" }
}
