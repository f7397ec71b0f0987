import Foundation

/// An attribute of a view or layout guide that constraints relate (`NSLayoutAnchor`); its subclasses keep
/// the axes apart, so a leading edge cannot be tied to a top edge.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstItem: item, firstAttribute: attribute, relation: relation, secondItem: anchor?.item,
                           secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
                           constant: constant)
    }

    /// This anchor equal to another.
    /// - Parameter anchor: the other anchor.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// This anchor at least another.
    /// - Parameter anchor: the other anchor.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// This anchor at most another.
    /// - Parameter anchor: the other anchor.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// This anchor equal to another plus a constant.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the constant, in points.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// This anchor at least another plus a constant.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the constant, in points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// This anchor at most another plus a constant.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the constant, in points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centre X.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom, centre Y, baselines.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height (`NSLayoutDimension`): it can also equal a constant or a multiple of another dimension.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to a constant.
    /// - Parameter c: the size, in points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    /// This dimension at least a constant.
    /// - Parameter c: the size, in points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// This dimension at most a constant.
    /// - Parameter c: the size, in points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// This dimension equal to a multiple of another.
    /// - Parameters:
    ///   - anchor: the other dimension.
    ///   - m: the multiplier.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// This dimension equal to a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: the other dimension.
    ///   - m: the multiplier.
    ///   - c: the constant, in points.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// This dimension at least a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: the other dimension.
    ///   - m: the multiplier.
    ///   - c: the constant, in points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// This dimension at most a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: the other dimension.
    ///   - m: the multiplier.
    ///   - c: the constant, in points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
