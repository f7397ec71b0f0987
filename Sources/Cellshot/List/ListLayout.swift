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
    /// The section index along the trailing edge (the document's `sectionIndex`), if it has one.
    public var sectionIndex: SectionIndexLayout? = nil
}

/// A table view's section index laid out: a column of titles along the list's trailing edge.
public struct SectionIndexLayout: Hashable, Sendable {
    /// One title of the index.
    public struct Title: Hashable, Sendable {
        /// The title as drawn.
        public var text: ResolvedText
        /// Its label's frame, in the list's coordinates.
        public var frame: Rect
    }

    /// The index view: the whole height of the list, at its trailing edge.
    public var frame: Rect
    /// The titles, top to bottom.
    public var titles: [Title]
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
    /// Whether each row is a card of its own, rounded by ``cornerRadius`` (rows spaced apart,
    /// ``Section/rowSpacing``), rather than the rows sharing the one ``card``.
    public var rowsAreCards: Bool = false
    /// The full-width separator above the first row (grouped lists), if any.
    public var topSeparator: Rect?
    /// What a grid section draws besides its cells (its ``rows``, each at its item's frame); `nil` for a list section.
    public var grid: GridSectionLayout? = nil
    /// The background a section with a list configuration of its own (``Section/appearance``,
    /// ``Section/backgroundColor``) draws behind itself, over the list's; `nil` for one that follows the list's.
    public var background: Background? = nil

    /// A section's own background: a colour filling its extent.
    public struct Background: Hashable, Sendable {
        /// The section's extent: the list's width, from the space above its header to the space below its footer.
        public var frame: Rect
        /// The colour.
        public var color: Color
    }
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
    /// The trailing accessories (an outline disclosure…), leading to trailing.
    public var accessories: [ResolvedAccessory] = []
    /// The accessories' boxes, in order.
    public var accessoryFrames: [Rect] = []
    /// The template drawing the whole view (``HeaderFooterConfiguration/template``), laid out in the view's
    /// coordinates; `nil` for texts.
    public var template: TemplateRowLayout? = nil
    /// The hosted content drawing the view (``HeaderFooterConfiguration/hosted``), laid out in the view's
    /// coordinates; `nil` for texts.
    public var hosted: HostedRowLayout? = nil
}

/// One row laid out.
public struct RowLayout: Hashable, Sendable {
    /// What a row draws, laid out in the cell's coordinates: a built-in cell or a custom template.
    public enum Drawing: Hashable, Sendable {
        /// A built-in cell (`UIListContentConfiguration`): its resolved content and the frames of its views.
        case cell(ResolvedCell, views: CellFrames)
        /// A row drawn by one of the document's templates.
        case template(TemplateRowLayout)
        /// A row whose content a front end laid out and draws (``HostedContent``).
        case hosted(HostedRowLayout)
    }

    /// The state the row is drawn in.
    public var state: CellState
    /// The cell's frame in the list.
    public var frame: Rect
    /// What the row draws.
    public var drawing: Drawing
    /// The separator below the row, in the list's coordinates, if it has one.
    public var separator: Rect?
    /// The separator's colour when the row gives its own (``Row/separator``); `nil` for the list's.
    public var separatorColor: Color? = nil
    /// Where the row is in the document: `sections[0].rows[2]`, `sections[0].rows[2].children[1]`.
    public var path: JSONPath = .root
    /// How deep the row is in its section's outline: 0 for a section's rows, 1 for their children…
    /// A section's ``SectionLayout/rows`` lists the visible rows depth first, each parent before its children.
    public var depth = 0
    /// The content view's fill (``Row/contentBackgroundColor``) for the row's state; `nil` for none. It covers
    /// ``contentFrame`` across the cell's whole height, over ``background`` and under the content.
    public var contentBackground: Color? = nil

    /// Where ``contentBackground`` is drawn, in the cell's coordinates: the content view's horizontal extent
    /// (the cell less its accessories and indentation) across the whole height of the cell.
    public var contentBackgroundFrame: Rect {
        let content = contentFrame
        return Rect(x: content.minX, y: 0, width: content.width, height: frame.height)
    }

    /// The built-in cell the row draws; `nil` for a row drawn by a template.
    public var cell: ResolvedCell? {
        guard case .cell(let cell, _) = drawing else { return nil }
        return cell
    }

    /// The frames of the built-in cell's views, in the cell's coordinates; `nil` for a row drawn by a template.
    public var views: CellFrames? {
        guard case .cell(_, let views) = drawing else { return nil }
        return views
    }

    /// The hosted content the row draws; `nil` for a built-in cell or a template.
    public var hosted: HostedRowLayout? {
        guard case .hosted(let hosted) = drawing else { return nil }
        return hosted
    }

    /// The custom template the row is drawn by; `nil` for a built-in cell.
    public var template: TemplateRowLayout? {
        guard case .template(let template) = drawing else { return nil }
        return template
    }

    /// The whole cell, in its own coordinates (its height is not yet on the pixel grid: ``frame``'s is).
    public var bounds: Rect {
        switch drawing {
        case .cell(_, let views): views.cell
        case .template(let template): template.bounds
        case .hosted(let hosted): hosted.bounds
        }
    }

    /// The content view, in the cell's coordinates.
    public var contentFrame: Rect {
        switch drawing {
        case .cell(_, let views): views.content
        case .template(let template): template.contentFrame
        case .hosted(let hosted): hosted.contentFrame
        }
    }

    /// The background behind the whole cell.
    public var background: ResolvedBackground {
        switch drawing {
        case .cell(let cell, _): cell.background
        case .template(let template): template.background
        case .hosted(let hosted): hosted.background
        }
    }
}

/// A row drawn by a custom template, laid out.
public struct TemplateRowLayout: Hashable, Sendable {
    /// The definition drawn: the template with the row's values and states applied.
    public var definition: TemplateDefinition
    /// Every view's and guide's frame in the cell's coordinates, by name.
    public var frames: [String: Rect]
    /// The texts, images and decorations to draw.
    public var content: ResolvedTemplateContent
    /// The whole cell, in its own coordinates.
    public var bounds: Rect
    /// The content view the template is laid out in: the cell narrowed by the row's indentation.
    public var contentFrame: Rect
    /// The background: the template's for the state, over UIKit's for the state.
    public var background: ResolvedBackground
    /// The content view's layout margins: the template's, or a cell content view's when it gives none.
    public var layoutMargins: DirectionalEdgeInsets
    /// The row's accessories (``Row/templateAccessories``) as a built-in cell without content resolves them;
    /// `nil` for a row without accessories.
    public var accessoryCell: ResolvedCell? = nil
    /// Where the accessories are (``CellFrames/accessories`` and ``CellFrames/leadingAccessories``) and the
    /// content view they leave (``CellFrames/content``, ``contentFrame`` across), in the cell's coordinates.
    public var accessoryViews: CellFrames? = nil
    /// Each list content view's image and texts, by view name, in the cell's coordinates.
    public var listContentFrames: [String: CellFrames] = [:]
    /// Where the separator starts, from the cell's leading edge, when the template constrains its
    /// `separatorLayoutGuide`; `nil`: at the content view's leading margin.
    public var separatorLeading: Double? = nil
}

/// A row whose content a front end laid out (``HostedContent``): where the content sits in the cell, what it
/// draws, and the list's chrome around it.
public struct HostedRowLayout: Hashable, Sendable {
    /// The content laid out, in its own coordinates.
    public var content: HostedContentLayout
    /// The hosted view's frame in the cell's coordinates (its size is ``HostedContentLayout/size``).
    public var hostedFrame: Rect
    /// The cell's content view: the cell narrowed by indentation and accessories, in the cell's coordinates.
    public var contentFrame: Rect
    /// The whole cell, in its own coordinates.
    public var bounds: Rect
    /// The content view's margins the content was laid out in.
    public var layoutMargins: DirectionalEdgeInsets
    /// The cell's background for its state (UIKit's list cell background, under the content).
    public var background: ResolvedBackground
    /// What the content draws behind itself across the whole cell (`UIHostingConfiguration.background`), in
    /// the cell's coordinates.
    public var backgroundCommands: [DrawCommand] = []
    /// The row's accessories as a built-in cell without content resolves them; `nil` for none.
    public var accessoryCell: ResolvedCell? = nil
    /// Where the accessories are, in the cell's coordinates.
    public var accessoryViews: CellFrames? = nil
    /// Where the separator starts, from the cell's leading edge.
    public var separatorLeading: Double
}
