/// The natural size of a view's content, like `UIView.intrinsicContentSize`.
///
/// A `nil` width or height means "no intrinsic metric" on that axis
/// (`UIView.noIntrinsicMetric`): the view then gets no hugging or compression
/// resistance constraints on it.
public struct IntrinsicContentSize: Sendable, Hashable {
    /// The natural width, or `nil` for none.
    public var width: Double?
    /// The natural height, or `nil` for none.
    public var height: Double?
    /// The distance from the top of the content to its first baseline, for text.
    public var firstBaseline: Double?
    /// The distance from the bottom of the content up to its last baseline, for text.
    public var lastBaselineFromBottom: Double?

    /// Creates an intrinsic size.
    public init(width: Double?, height: Double?, firstBaseline: Double? = nil, lastBaselineFromBottom: Double? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaselineFromBottom = lastBaselineFromBottom
    }

    /// No intrinsic size on either axis.
    public static let none = IntrinsicContentSize(width: nil, height: nil)
}

/// Measures a view's content: the measuring protocol between layout and
/// rendering. The layout engine knows nothing of fonts or images; the renderer
/// implements this for labels (with Pango) and images, and tests implement it
/// with fixed sizes. It lives in CellshotGraphics so the renderer can implement
/// it without importing the layout module.
public protocol IntrinsicContent {
    /// Whether the height depends on the width (multi-line text). Such content
    /// gets a second layout pass, measured at the width the first pass gave it.
    var dependsOnWidth: Bool { get }

    /// The content's natural size.
    /// - Parameter width: `nil` on the first pass; on the second pass (only for
    ///   content that ``dependsOnWidth``) the width the view was given.
    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize
}

/// Content with a fixed intrinsic size, such as an image.
public struct FixedIntrinsicContent: IntrinsicContent, Sendable {
    /// The size reported.
    public var size: IntrinsicContentSize

    /// Creates fixed content.
    public init(width: Double?, height: Double?, firstBaseline: Double? = nil, lastBaselineFromBottom: Double? = nil) {
        size = IntrinsicContentSize(width: width, height: height, firstBaseline: firstBaseline,
                                    lastBaselineFromBottom: lastBaselineFromBottom)
    }

    /// Never depends on the width.
    public var dependsOnWidth: Bool { false }

    /// The fixed size.
    public func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize { size }
}
