import CellshotGraphics
import CellshotModel

/// A section header or footer with every default filled in: what the header template lays out and
/// the painter draws.
public struct ResolvedHeaderFooter: Hashable, Sendable {
    /// The text, transformed (grouped headers: capitals), if any.
    public var text: ResolvedText?
    /// The secondary text, if any.
    public var secondaryText: ResolvedText?
    /// The image, if any.
    public var image: ResolvedImage?
    /// The margins around the content; the leading and trailing ones already include the list's layout margins.
    public var margins: DirectionalEdgeInsets
    /// The gap between the image and the texts.
    public var imageToTextPadding: Double
    /// The gap between the text and the secondary text.
    public var verticalTextPadding: Double
    /// The background, if the document gives one (`listPlainHeaderFooter()` is clear).
    public var background: ResolvedBackground?
}
