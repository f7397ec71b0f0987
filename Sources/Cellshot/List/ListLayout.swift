import CellshotGraphics
import CellshotModel

/// A whole list laid out in one state: where every header, row and footer is, in points,
/// in the list's coordinates. `cellshot layout` prints it as JSON.
public struct ListLayout: Hashable, Sendable {
    /// The state the list is drawn in (rows pinned to a state keep theirs).
    public var state: CellState
    /// The list's size.
    public var size: Size
    /// The sections, in order.
    public var sections: [SectionLayout]
    /// The list's background colour.
    public var backgroundColor: Color
    /// The separators' colour.
    public var separatorColor: Color
    /// Pixels per point the layout was snapped for.
    public var scale: Double
}

/// One section laid out.
public struct SectionLayout: Hashable, Sendable {
    /// The header, if the section has one.
    public var header: TextBlockLayout?
    /// The visible rows, depth first: each expanded row's children follow it (see ``RowLayout/depth``).
    public var rows: [RowLayout]
    /// The footer, if the section has one.
    public var footer: TextBlockLayout?
    /// The rounded card behind the rows (inset grouped), or the rows' bounds.
    public var card: Rect
    /// The card's corner radius (0 unless inset grouped).
    public var cornerRadius: Double
    /// The full-width separator above the first row (grouped lists), if any.
    public var topSeparator: Rect?
}

/// A header or footer laid out; frames are in the list's coordinates.
public struct TextBlockLayout: Hashable, Sendable {
    /// The whole header or footer view.
    public var frame: Rect
    /// The text's label, if it has a text.
    public var labelFrame: Rect?
    /// The text as drawn (grouped headers are in capitals), if any.
    public var text: ResolvedText?
    /// The secondary text's label, if it has one.
    public var secondaryLabelFrame: Rect? = nil
    /// The secondary text as drawn, if any.
    public var secondaryText: ResolvedText? = nil
    /// The image's box, if it has one.
    public var imageFrame: Rect? = nil
    /// The image, if any.
    public var image: ResolvedImage? = nil
    /// The background behind the whole view, if the document gives one.
    public var background: ResolvedBackground? = nil
}

/// One row laid out.
public struct RowLayout: Hashable, Sendable {
    /// The state the row is drawn in.
    public var state: CellState
    /// The cell's frame in the list.
    public var frame: Rect
    /// The frames of its views, in the cell's coordinates.
    public var views: CellFrames
    /// What the row draws.
    public var cell: ResolvedCell
    /// The separator below the row, in the list's coordinates, if it has one.
    public var separator: Rect?
    /// The custom template the row is drawn by, if any (then ``views`` has only the cell and content frames).
    public var template: TemplateRowLayout?
    /// Where the row is in the document: `sections[0].rows[2]`, `sections[0].rows[2].children[1]`.
    public var path: JSONPath = .root
    /// How deep the row is in its section's outline: 0 for a section's rows, 1 for their children…
    /// A section's ``SectionLayout/rows`` lists the visible rows depth first, each parent before its children.
    public var depth = 0
}

/// A row drawn by a custom template, laid out.
public struct TemplateRowLayout: Hashable, Sendable {
    /// The definition drawn: the template with the row's values and states applied.
    public var definition: TemplateDefinition
    /// Every view's and guide's frame in the cell's coordinates, by name.
    public var frames: [String: Rect]
    /// The texts, images and decorations to draw.
    public var content: ResolvedTemplateContent
}
