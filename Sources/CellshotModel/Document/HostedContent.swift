import CellshotGraphics

/// A row's content that a front end lays out and draws itself: a SwiftUI view in a list row (`List`,
/// `UIHostingConfiguration`). The list gives it the width its margins and accessories leave and takes back
/// its height and its drawing; everything around it — insets, the minimum row height, accessories,
/// separators, backgrounds, states — is the list's own chrome, the same as a built-in cell's.
///
/// Hosted content is the program's own (it is code, not a document): a document cannot write it, and it is
/// laid out on the thread that renders (the main actor, for the front ends that make it).
///
/// ```swift
/// Row(.hosted(HostedContent(source: mySource, margins: nil, minimumHeight: nil)),
///     accessories: [.disclosureIndicator()])
/// ```
public struct HostedContent: Hashable, Sendable {
    /// What lays the content out and draws it, in each state: the source for the row's state, else the
    /// normal one.
    public var sources: [CellState: any HostedContentSource]
    /// The content's insets inside the cell's content view, edge by edge; an edge left `nil` takes a list cell's
    /// layout margin (11 pt above and below, the list's margin at the sides).
    public var margins: HostedMargins
    /// The least height of the row; `nil` for the list's minimum row height.
    public var minimumHeight: Double?
    /// The cell's background configuration in some states (a list cell's own when a state has none).
    public var backgrounds: [CellState: BackgroundConfiguration] = [:]

    /// Content drawn the same way in every state.
    /// - Parameters:
    ///   - source: what lays the content out and draws it.
    ///   - margins: the insets inside the content view; edges left `nil` take a list cell's layout margins.
    ///   - minimumHeight: the least row height, or `nil` for the list's.
    public init(source: any HostedContentSource, margins: HostedMargins = HostedMargins(), minimumHeight: Double? = nil) {
        self.init(sources: [.normal: source], margins: margins, minimumHeight: minimumHeight)
    }

    /// Content drawn by a source of its own in some states (a cell's `configurationUpdateHandler`).
    /// - Parameters:
    ///   - sources: the sources by state; `.normal` is used for the states without one.
    ///   - margins: the insets inside the content view; edges left `nil` take a list cell's layout margins.
    ///   - minimumHeight: the least row height, or `nil` for the list's.
    public init(sources: [CellState: any HostedContentSource], margins: HostedMargins = HostedMargins(),
                minimumHeight: Double? = nil) {
        self.sources = sources
        self.margins = margins
        self.minimumHeight = minimumHeight
    }

    /// The source for a state: its own, else the normal state's, else any.
    public func source(for state: CellState) -> (any HostedContentSource)? {
        sources[state] ?? sources[.normal] ?? sources.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value
    }

    /// The cell's background configuration in a state: its own, else the normal state's; `nil` for a list
    /// cell's.
    public func background(for state: CellState) -> BackgroundConfiguration? {
        backgrounds[state] ?? backgrounds[.normal]
    }

    public static func == (lhs: HostedContent, rhs: HostedContent) -> Bool {
        lhs.margins == rhs.margins && lhs.minimumHeight == rhs.minimumHeight && lhs.backgrounds == rhs.backgrounds
            && lhs.sources.count == rhs.sources.count
            && lhs.sources.allSatisfy { state, source in rhs.sources[state].map { $0 === source } ?? false }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(margins)
        hasher.combine(minimumHeight)
        hasher.combine(backgrounds)
        for state in sources.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            hasher.combine(state)
            hasher.combine(ObjectIdentifier(sources[state]!))
        }
    }
}

/// A hosted content's margins, edge by edge; `nil` for the cell's own.
public struct HostedMargins: Hashable, Sendable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    /// Margins; the edges not given are the cell's.
    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// These margins over `defaults`.
    public func applied(to defaults: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top ?? defaults.top, leading: leading ?? defaults.leading,
                              bottom: bottom ?? defaults.bottom, trailing: trailing ?? defaults.trailing)
    }
}

/// What lays out and draws a row's hosted content: a front end's view (a SwiftUI view).
public protocol HostedContentSource: AnyObject, Sendable {
    /// The content laid out at a width, in a row's state and the list's traits.
    /// - Throws: a description of what went wrong, drawn as an error at the row.
    func layout(_ request: HostedLayoutRequest) throws -> HostedContentLayout

    /// What the content draws behind the whole cell (`UIHostingConfiguration.background`), in the cell's
    /// coordinates, once the cell's size is known; none by default.
    func background(_ request: HostedLayoutRequest, cellSize: Size) -> [DrawCommand]
}

extension HostedContentSource {
    public func background(_ request: HostedLayoutRequest, cellSize: Size) -> [DrawCommand] { [] }
}

/// What a hosted content source is asked to lay out for.
public struct HostedLayoutRequest {
    /// The row's state.
    public var state: CellState
    /// The width the content is given (the content view's less its margins).
    public var width: Double
    /// The list's traits: light or dark, the Dynamic Type size, the direction.
    public var traits: Traits
    /// The look drawn.
    public var look: ListLook
    /// The list's tint.
    public var tint: Color
    /// Pixels per point.
    public var scale: Double
    /// Measures text as the rest of the list is measured.
    public var measurer: any TextMeasuring
    /// The natural size of an image file or a symbol, or `nil` when it cannot be read.
    public var naturalSize: (ImageReference) -> Size?

    /// A request.
    public init(state: CellState, width: Double, traits: Traits, look: ListLook, tint: Color, scale: Double,
                measurer: any TextMeasuring, naturalSize: @escaping (ImageReference) -> Size?) {
        self.state = state
        self.width = width
        self.traits = traits
        self.look = look
        self.tint = tint
        self.scale = scale
        self.measurer = measurer
        self.naturalSize = naturalSize
    }
}

/// Hosted content laid out: its size and what it draws, in its own coordinates (its top leading corner at
/// the origin).
public struct HostedContentLayout: Hashable, Sendable {
    /// The content's size.
    public var size: Size
    /// What it draws, back to front.
    public var commands: [DrawCommand]
    /// Where the row's separator starts, from the content's leading edge (SwiftUI's
    /// `listRowSeparatorLeading` guide: its first text's leading edge unless the view sets it); `nil`: at the
    /// content's leading edge.
    public var separatorLeading: Double?
    /// Problems that do not stop drawing (what the content's code asks for that is not drawn).
    public var warnings: [String]

    /// A laid-out content.
    public init(size: Size, commands: [DrawCommand], separatorLeading: Double? = nil, warnings: [String] = []) {
        self.size = size
        self.commands = commands
        self.separatorLeading = separatorLeading
        self.warnings = warnings
    }
}
