import CellshotGraphics

/// A list document: the list's appearance and look, the traits and states to draw it in, and its sections of rows.
///
/// Read one with ``load(contentsOf:)`` (JSON or YAML, by extension or content)
/// or ``decode(_:file:baseDirectory:format:)``; every mistake in the document is a
/// ``DocumentError`` naming the file, the JSON path and what was expected.
///
/// ```swift
/// let document = try ListDocument.load(contentsOf: "examples/settings.json")
/// for section in document.sections {
///     for row in section.rows {
///         let selected = row.configuration(for: row.effectiveState(in: .selected))
///     }
/// }
/// ```
public struct ListDocument: Hashable, Sendable {
    /// The list's appearance (plain, grouped, inset grouped, sidebar); ``ListAppearance/plain`` by default.
    public var appearance: ListAppearance
    /// Which iOS release's list design to draw; ``ListLook/ios26`` by default.
    public var look: ListLook = .default
    /// The list's width in points; ``DocumentLimits/defaultWidth`` (393) by default.
    public var width: Double
    /// Pixels per point, from 1 to 4; ``DocumentLimits/defaultScale`` (3) by default.
    public var scale: Double
    /// The tint colour (checkmarks, `tintColor`); ``SystemColor/systemBlue`` by default.
    public var tint: ColorReference
    /// The list's own background behind its sections (a collection view's `backgroundColor`), or `nil` for
    /// the appearance's. With one, each list section fills its extent with its own appearance's background (or
    /// its ``Section/backgroundColor``) over it, as UIKit's list sections do: it shows behind grid sections.
    public var backgroundColor: ColorReference? = nil
    /// The interface style, Dynamic Type size and reading direction.
    public var traits: Traits
    /// The states to draw, one column each, in order; `[.normal]` by default.
    public var states: [CellState]
    /// The sections, in order.
    public var sections: [Section]
    /// Regions, in points of a single-state image, that visual regression comparisons ignore (a
    /// clock, a count that changes every run); drawing is not affected.
    public var masks: [Rect] = []
    /// The titles of the section index drawn along the list's trailing edge, as a table view draws the
    /// answer of its data source's `sectionIndexTitles(for:)` ("A", "B", … "#"); empty for none.
    public var sectionIndex: [String] = []
    /// The document's templates by name, as written (placeholders unbound); checked when the document
    /// is read. ``template(for:at:in:)`` gives a row's definition in a state.
    public var templates: [String: JSONValue] {
        get { templateStore.json }
        set { templateStore = TemplateStore(json: newValue, baseDirectory: baseDirectory, assets: assets) }
    }
    /// The folder relative image paths start from: the document's folder, absolute, when read from a
    /// file; empty for the current directory. Templates resolve the files rows' values name against it.
    public var baseDirectory: String {
        get { templateStore.baseDirectory }
        set { templateStore = TemplateStore(json: templates, baseDirectory: newValue, assets: assets) }
    }
    /// Which files the document's image paths may name: the rule it was read with
    /// (``AssetAccess/documentFolder`` unless the reader said otherwise); ``AssetAccess/unrestricted`` for
    /// a document built in code. Templates check the files rows' values name against it.
    public var assets: AssetAccess {
        templateStore.assets
    }
    /// The templates, each read once for all the rows that use it.
    var templateStore: TemplateStore
    /// The text the document was read from (``source``), kept for locating errors.
    var origin = DocumentOrigin()

    /// Creates a document; the defaults are those of a document that leaves every key out.
    /// - Parameters:
    ///   - appearance: the list's appearance.
    ///   - look: which iOS release's design to draw.
    ///   - width: the width in points.
    ///   - scale: pixels per point.
    ///   - tint: the tint colour.
    ///   - traits: style, content size and direction.
    ///   - states: the states to draw.
    ///   - sections: the sections.
    ///   - templates: the templates by name.
    ///   - baseDirectory: the folder relative image paths start from; empty for the current directory.
    public init(appearance: ListAppearance = .plain, look: ListLook = .default, width: Double = DocumentLimits.defaultWidth,
                scale: Double = DocumentLimits.defaultScale, tint: ColorReference = .system(.systemBlue),
                traits: Traits = Traits(), states: [CellState] = [.normal], sections: [Section] = [],
                templates: [String: JSONValue] = [:], baseDirectory: String = "") {
        self.appearance = appearance
        self.look = look
        self.width = width
        self.scale = scale
        self.tint = tint
        self.traits = traits
        self.states = states
        self.sections = sections
        self.templateStore = TemplateStore(json: templates, baseDirectory: baseDirectory)
    }

    /// The tint colour in the document's interface style and look.
    public var resolvedTint: Color {
        tint.resolved(for: traits.style, in: look)
    }

    /// A colour reference resolved in the document's interface style and look, with its tint for `tintColor`.
    /// - Parameter color: the reference to resolve.
    public func resolve(_ color: ColorReference) -> Color {
        color.resolved(for: traits.style, in: look, tint: resolvedTint)
    }

    /// A font reference resolved at the document's content size category.
    /// - Parameter font: the reference to resolve.
    public func resolve(_ font: FontReference) -> FontDescriptor {
        font.resolved(for: traits.contentSize)
    }
}
