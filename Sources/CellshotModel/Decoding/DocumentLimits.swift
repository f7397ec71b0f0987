/// The defaults and bounds of a list document's numbers, in one table.
///
/// Values outside these bounds are reported as errors rather than clamped, so
/// that a typo (`"width": 39300`) never renders silently.
public enum DocumentLimits {
    /// The default list width in points: an iPhone 15/16's portrait width.
    public static let defaultWidth = 393.0
    /// The widest list in points: wider than any iPad in landscape, small enough to render.
    public static let maximumWidth = 4096.0
    /// The default scale: pixels per point of a current iPhone.
    public static let defaultScale = 3.0
    /// Allowed scales: pixels per point, from 1 (non-Retina) to 4.
    public static let scales: ClosedRange<Double> = 1...4
    /// The longest length (margins, paddings, radii, sizes, row heights) in points.
    public static let maximumLength = 4096.0
    /// The largest font size in points.
    public static let maximumFontSize = 1000.0
    /// The largest `numberOfLines`; 0 means no limit.
    public static let maximumNumberOfLines = 10_000
    /// The most accessories a row may have: far more than fit beside any text (UIKit lists show a
    /// few); the bound keeps a mistaken document from costing minutes of layout.
    public static let maximumAccessories = 16
    /// The most views a template may have, nested ones included: a cell shows a few dozen at most;
    /// the bound keeps a mistaken document from costing minutes of layout per row.
    public static let maximumTemplateViews = 200
    /// The deepest a template's views may nest (a top-level view is at depth 1).
    public static let maximumTemplateDepth = 16
    /// The most constraints a template may have.
    public static let maximumTemplateConstraints = 1000
    /// The most metrics a template may name.
    public static let maximumTemplateMetrics = 200
}
