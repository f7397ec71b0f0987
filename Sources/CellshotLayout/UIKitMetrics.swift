import ConstraintSolver

/// Every UIKit figure the layout engine relies on, in one table, with where it came from.
///
/// Sources: Apple's documentation of `UILayoutPriority`, `UIView.layoutMargins`,
/// `UIView.intrinsicContentSize` and `UIStackView`, collected with notes in
/// docs/reference/autolayout.md; figures marked "community" were measured by
/// others and are reported there.
public enum UIKitMetrics {
    /// `UIView.directionalLayoutMargins` default: 8 pt on every side (Apple: "Layout margins", autolayout.md).
    public static let defaultLayoutMargin = 8.0
    /// The standard spacing between sibling views in the Visual Format Language (`[a]-[b]`): 8 pt (community, autolayout.md).
    public static let standardSiblingSpacing = 8.0
    /// The standard spacing to the superview edge in the Visual Format Language (`|-[a]`): 20 pt
    /// when the superview has no layout margins guide involved (community, autolayout.md).
    public static let standardSuperviewSpacing = 20.0
    /// Default content hugging priority of a view (`UIView`, Apple docs): 250.
    public static let defaultHugging = Priority.defaultLow
    /// Default compression resistance priority of a view (`UIView`, Apple docs): 750.
    public static let defaultCompressionResistance = Priority.defaultHigh
    /// Hugging of labels created in Interface Builder (autolayout.md): 251.
    public static let interfaceBuilderLabelHugging = Priority(251)
    /// The priority at which a fitting size is computed (`UILayoutPriority.fittingSizeLevel`): 50.
    public static let fittingSizeLevel = Priority.fittingSizeLevel
}
