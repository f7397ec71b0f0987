import CellshotGraphics
import CellshotModel

/// A section header or footer with every default filled in: what ``HeaderFooterTemplate`` lays out
/// (the painter then draws the ``TextBlockLayout`` made of it).
struct ResolvedHeaderFooter: Hashable, Sendable {
    /// The text, transformed (grouped headers: capitals), if any.
    var text: ResolvedText?
    /// The secondary text, if any.
    var secondaryText: ResolvedText?
    /// The image, if any.
    var image: ResolvedImage?
    /// The margins around the content; the leading and trailing ones already include the list's layout margins.
    var margins: DirectionalEdgeInsets
    /// The gap between the image and the texts.
    var imageToTextPadding: Double
    /// The gap between the text and the secondary text.
    var verticalTextPadding: Double
    /// The background, if the document gives one (`listPlainHeaderFooter()` is clear).
    var background: ResolvedBackground?
    /// The trailing accessories, leading to trailing.
    var accessories: [ResolvedAccessory] = []
    /// The gap between the texts and the first accessory, and between two accessories.
    var contentToAccessory = 0.0, betweenAccessories = 0.0
}
