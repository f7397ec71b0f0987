import CellshotGraphics
import CellshotModel

/// What a grid section draws besides its cells, in the list's coordinates.
public struct GridSectionLayout: Hashable, Sendable {
    /// The section's groups and content insets, between its header and footer.
    public var frame: Rect
    /// The background decoration (`NSCollectionLayoutDecorationItem.background`): where and how, if any.
    public var background: (frame: Rect, look: ResolvedBackground)? {
        get { backgroundFrame.flatMap { frame in backgroundLook.map { (frame, $0) } } }
        set { backgroundFrame = newValue?.frame; backgroundLook = newValue?.look }
    }
    /// Where the cells are cut off: an orthogonal section's at the list's edges; `nil` when nothing overflows.
    public var clip: Rect?

    private var backgroundFrame: Rect?
    private var backgroundLook: ResolvedBackground?

    /// Creates a grid section's layout.
    public init(frame: Rect, background: (frame: Rect, look: ResolvedBackground)? = nil, clip: Rect? = nil) {
        self.frame = frame
        self.clip = clip
        self.background = background
    }
}
