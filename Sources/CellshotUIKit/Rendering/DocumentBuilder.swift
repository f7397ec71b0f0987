import CellshotGraphics
import CellshotModel
import Foundation

/// Collects the state columns of a UIKit list into one list document: each row's configuration in each
/// state is its own override (`row.states[state]`), so nothing leaks from one column into another.
struct DocumentBuilder {
    /// A section as one column saw it.
    struct ColumnSection {
        var header: HeaderFooterConfiguration?
        var footer: HeaderFooterConfiguration?
        /// The header view of yours, drawn as the template ``header`` names.
        var headerView: ContentViewSnapshot?
        /// The footer view of yours, drawn as the template ``footer`` names.
        var footerView: ContentViewSnapshot?
        var rows: [ColumnRow] = []
        /// The section's grid layout, for a grid section of a collection view.
        var grid: GridLayout?
        /// The section's own list appearance, separators and background (``Section/appearance``); `nil` for the list's.
        var appearance: ListAppearance?
        var showsSeparators: Bool?
        var backgroundColor: ColorReference?
    }

    /// The header and footer views of yours, by template name: the first column's (a header has no state).
    private var headerFooterViews: [String: ContentViewSnapshot] = [:]

    /// A row as one column saw it.
    struct ColumnRow {
        var configuration: CellConfiguration
        var indentationLevel = 0
        var indentationWidth: Double?
        var indentsAccessories: Bool?
        /// A state the row is drawn in whatever the column (a selected row of a table view).
        var pinnedState: CellshotUIKit.State?
        /// The row's custom content view, drawn as a template, when it has one.
        var custom: ContentViewSnapshot?
        /// The cell's content laid out by another front end (`UIHostingConfiguration`), in this column's state.
        var hosted: HostedContent?
        /// The cell's own `tintColor`, when your code set one.
        var tint: ColorReference?
        /// The content view's `backgroundColor`, when your code set one (a grid's plain cell draws it as its look).
        var contentBackground: ColorReference?
    }

    /// The custom content views of rows, per row and state, made into templates by ``finish()``.
    private var customRows: [IndexPath: [(state: CellshotUIKit.State, snapshot: ContentViewSnapshot)]] = [:]
    /// The fixed heights of custom rows.
    private var customHeights: [IndexPath: Double] = [:]

    /// What laying the custom content views out left (`LayoutPass`): its warnings, for callers that draw the
    /// document without a renderer of theirs to ask; what the UIKit layer itself warns about as UIKit does (a
    /// collapsed self-sizing cell given the standard height), which no renderer reports; its renderer.
    var settled = LayoutPass.Settled()
    /// What the UIKit layer warns about while lowering the cells (``CellPropertyNotes``), each once, in order.
    private(set) var notes: [String] = []

    /// Adds warnings, each once.
    mutating func note(_ texts: [String]) {
        for text in texts where !notes.contains(text) { notes.append(text) }
    }

    let states: [CellshotUIKit.State]
    let traits: UITraitCollection
    private(set) var document: ListDocument
    private let tint: Color
    /// What symbol images ask for that is not drawn, from every column (`SymbolNotes`).
    private let symbolNotes = SymbolNotes()

    init(appearance: ListAppearance, states: [CellshotUIKit.State], traits: UITraitCollection, width: CGFloat,
         scale: CGFloat?, tint tintColor: UIColor, fileID: String, line: Int) throws(UIKitRenderError) {
        guard width > 0, Double(width) <= DocumentLimits.maximumWidth else {
            throw .invalidSize("the width must be greater than 0 and at most \(Int(DocumentLimits.maximumWidth)) "
                                   + "points, not \(width)", fileID: fileID, line: line)
        }
        let scale = Double(scale ?? (traits.displayScale > 0 ? traits.displayScale : CGFloat(DocumentLimits.defaultScale)))
        guard DocumentLimits.scales.contains(scale) else {
            throw .invalidSize("the scale must be from 1 to 4, not \(scale)", fileID: fileID, line: line)
        }
        guard !states.isEmpty else {
            throw .invalidSize("give at least one state to draw", fileID: fileID, line: line)
        }
        // A storyboard asked for before this render: what is drawn would not be the storyboard's screen.
        if let refused = DeferredNotes.shared.takeErrors().first {
            throw .notDrawnYet(refused, fileID: fileID, line: line)
        }
        self.states = states
        self.traits = traits
        let systemBlue = SystemColor.systemBlue.color(for: traits.resolvedStyle, in: ListLook.default)
        tint = tintColor.resolved(in: traits, tint: systemBlue)
        document = ListDocument(appearance: appearance, width: Double(width), scale: scale,
                                tint: tintColor.reference(in: traits, tint: systemBlue),
                                traits: traits.modelTraits, states: states.map(\.model))
    }

    /// Sets the section index the data source answers (`sectionIndexTitles(for:)`, `indexTitles(for:)`).
    mutating func setSectionIndex(_ titles: [String]?, fileID: String, line: Int) throws(UIKitRenderError) {
        guard let titles, !titles.isEmpty else { return }
        guard titles.count <= SectionIndexMetrics.maximumTitles,
              titles.allSatisfy({ !$0.isEmpty && $0.count <= SectionIndexMetrics.maximumTitleLength }) else {
            throw .invalidSize("the section index titles must be at most \(SectionIndexMetrics.maximumTitles) "
                                   + "strings of 1 to \(SectionIndexMetrics.maximumTitleLength) characters, not "
                                   + "\(titles.count) titles "
                                   + "(\(titles.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))…)",
                               fileID: fileID, line: line)
        }
        document.sectionIndex = titles
    }

    /// Sets the list's own background (a collection view's `backgroundColor`).
    mutating func setBackgroundColor(_ color: ColorReference) {
        document.backgroundColor = color
    }

    /// The lowering of a column.
    func lowering(for state: CellshotUIKit.State) -> ConfigurationLowering {
        ConfigurationLowering(traits: traits, tint: tint, state: state.model, appearance: document.appearance,
                              listWidth: document.width, symbolNotes: symbolNotes)
    }

    /// Adds a column: the first one makes the sections, the others must have the same shape.
    mutating func add(_ sections: [ColumnSection], state: CellshotUIKit.State) throws(UIKitRenderError) {
        for (sectionIndex, section) in sections.enumerated() {
            for (view, footer) in [(section.headerView, false), (section.footerView, true)] {
                guard let view else { continue }
                let name = Self.headerFooterTemplateName(section: sectionIndex, footer: footer)
                if let first = headerFooterViews[name] {
                    guard first.shape == view.shape else {
                        throw .rowsChanged(state: state.rawValue, detail: "the \(footer ? "footer" : "header") view of "
                                               + "section \(sectionIndex) has other views or constraints than in the "
                                               + "\(states[0].rawValue) column")
                    }
                } else {
                    headerFooterViews[name] = view
                }
            }
            for (rowIndex, row) in section.rows.enumerated() {
                guard let custom = row.custom else { continue }
                let indexPath = IndexPath(row: rowIndex, section: sectionIndex)
                if let first = customRows[indexPath]?.first, first.snapshot.shape != custom.shape {
                    throw .rowsChanged(state: state.rawValue, detail: "the custom content view of row \(rowIndex) of "
                                           + "section \(sectionIndex) has other views or constraints than in the "
                                           + "\(first.state.rawValue) column")
                }
                customRows[indexPath, default: []].append((row.pinnedState ?? state, custom))
                if case .fixed(let height) = row.configuration.height { customHeights[indexPath] = height }
            }
        }
        if document.sections.isEmpty, state == states[0] {
            document.sections = sections.enumerated().map { sectionIndex, section in
                Section(header: section.header, footer: section.footer, rows: section.rows.enumerated().map { rowIndex, column in
                    let columnState = (column.pinnedState ?? state).model
                    let content: Row.Content = if let hosted = column.hosted {
                        .hosted(Self.hosted(hosted, in: columnState, background: column.configuration.background))
                    } else if column.custom == nil {
                        .cell(configuration: CellConfiguration(), states: [columnState: column.configuration])
                    } else {
                        .template(name: Self.templateName(IndexPath(row: rowIndex, section: sectionIndex)), values: [:])
                    }
                    var row = Row(content, state: column.pinnedState?.model)
                    if column.indentationLevel != 0 { row.indentationLevel = column.indentationLevel }
                    row.indentationWidth = column.indentationWidth
                    row.indentsAccessories = column.indentsAccessories
                    row.tint = column.tint
                    row.contentBackgroundColor = column.contentBackground
                    if column.custom != nil || column.hosted != nil {
                        row.templateAccessories = column.configuration.accessories ?? []
                    }
                    return row
                }, grid: section.grid, appearance: section.appearance, showsSeparators: section.showsSeparators,
                   backgroundColor: section.backgroundColor)
            }
            return
        }
        guard sections.count == document.sections.count else {
            throw .rowsChanged(state: state.rawValue, detail: "\(sections.count) sections instead of "
                                   + "\(document.sections.count)")
        }
        for (index, section) in sections.enumerated() {
            guard section.rows.count == document.sections[index].rows.count else {
                throw .rowsChanged(state: state.rawValue, detail: "\(section.rows.count) rows in section \(index) "
                                       + "instead of \(document.sections[index].rows.count)")
            }
            for (rowIndex, row) in section.rows.enumerated() {
                guard (row.custom == nil) == (document.sections[index].rows[rowIndex].template == nil) else {
                    throw .rowsChanged(state: state.rawValue, detail: "row \(rowIndex) of section \(index) has a custom "
                                           + "content view in one column and not in another")
                }
                let drawnHosted: HostedContent? = if case .hosted(let hosted) = document.sections[index].rows[rowIndex].content {
                    hosted
                } else {
                    nil
                }
                guard (row.hosted == nil) == (drawnHosted == nil) else {
                    throw .rowsChanged(state: state.rawValue, detail: "row \(rowIndex) of section \(index) has a "
                                           + "UIHostingConfiguration in one column and not in another")
                }
                if let columnHosted = row.hosted, let drawnHosted {
                    let columnState = (row.pinnedState ?? state).model
                    let merged = Self.hosted(columnHosted, in: columnState, background: row.configuration.background)
                    var hosted = drawnHosted
                    hosted.sources[columnState] = merged.sources[columnState]
                    hosted.backgrounds[columnState] = merged.backgrounds[columnState]
                    document.sections[index].rows[rowIndex].content = .hosted(hosted)
                }
                // A template row's accessories are one list for every state: UIKit's depend on the state only
                // through their colours, which the drawing resolves per state.
                let drawn = document.sections[index].rows[rowIndex]
                if row.contentBackground != drawn.contentBackgroundColor {
                    let note = "row \(rowIndex) of section \(index), \(state.rawValue) column: contentView.backgroundColor "
                        + "differs from the \(states[0].rawValue) column's and is drawn as there (a document row has one "
                        + "content view colour); change the cell's backgroundConfiguration per state instead"
                    if !settled.notes.contains(note) { settled.notes.append(note) }
                }
                if row.custom != nil || row.hosted != nil, drawn.templateAccessories != (row.configuration.accessories ?? []) {
                    throw .rowsChanged(state: state.rawValue, detail: "the accessories beside the custom content "
                                           + "view of row \(rowIndex) of section \(index) differ from the "
                                           + "\(states[0].rawValue) column's")
                }
                if case .cell(let configuration, var states) = document.sections[index].rows[rowIndex].content {
                    states[(row.pinnedState ?? state).model] = row.configuration
                    document.sections[index].rows[rowIndex].content = .cell(configuration: configuration, states: states)
                }
            }
        }
    }

    /// A column's hosted content keyed by the column's state, with the cell's background for it.
    static func hosted(_ content: HostedContent, in state: CellState, background: BackgroundConfiguration?) -> HostedContent {
        var hosted = content
        hosted.sources = content.source(for: .normal).map { [state: $0] } ?? [:]
        hosted.backgrounds = background.map { [state: $0] } ?? [:]
        return hosted
    }

    /// UIKit's values of the view properties a column may leave unset.
    static let defaults: [String: JSONValue] = [
        "backgroundColor": .string("clear"), "alpha": .number(1, text: "1"), "clipsToBounds": .bool(false),
    ]

    /// The kind key of the view `name` in a template's views (nested ones included), if there is one.
    static func kind(of name: String, in views: JSONValue) -> String? {
        guard case .object(let members) = views else { return nil }
        for member in members {
            guard case .object(let kinds) = member.value, let kind = kinds.first else { continue }
            if member.key == name { return kind.key }
            for key in ["subviews", "arranged"] {
                if let children = kind.value[key], let found = self.kind(of: name, in: children) { return found }
            }
        }
        return nil
    }

    /// A list content view's keys (and keys of its property groups: `textProperties.color`) the first column
    /// set and a later one does not: a state's override cannot unset them, so that column draws the first's.
    static func unsetListContentKeys(before: [JSONMember], after: [JSONMember]) -> [String] {
        var unset: [String] = []
        for member in before {
            guard let now = after.first(where: { $0.key == member.key }) else {
                unset.append(member.key)
                continue
            }
            if case .object(let old) = member.value, case .object(let new) = now.value {
                for inner in old where !new.contains(where: { $0.key == inner.key }) {
                    unset.append("\(member.key).\(inner.key)")
                }
            }
        }
        return unset
    }

    static func templateName(_ row: IndexPath) -> String {
        "uikit_section\(row.section)_row\(row.row)"
    }

    /// The name of the template drawing a section's header or footer view.
    static func headerFooterTemplateName(section: Int, footer: Bool) -> String {
        "uikit_section\(section)_\(footer ? "footer" : "header")"
    }

    /// The document, with a template for each custom content view: its first column's views and
    /// constraints, and for every other column the properties that changed, as that state's override.
    /// - Parameter takingNotes: whether the process's deferred notes are taken into this document's notes: not
    ///   for a trial layout (its document is thrown away, and so would the notes be).
    mutating func finish(takingNotes: Bool = true) -> ListDocument {
        // A storyboard asked for while the list was drawn is reported here; one asked for before fails at the start.
        if takingNotes {
            settled.notes += symbolNotes.messages + DeferredNotes.shared.takeWarnings() + DeferredNotes.shared.takeErrors()
                + DeferredNotes.shared.refreshingNote
        }
        guard !customRows.isEmpty || !headerFooterViews.isEmpty else { return document }
        var templates: [String: JSONValue] = [:]
        for (name, view) in headerFooterViews {
            var members = [JSONMember(key: "views", value: view.views),
                           JSONMember(key: "constraints", value: .array(view.constraints))]
            if let background = view.background { members.append(JSONMember(key: "background", value: background)) }
            if let margins = view.margins { members.append(JSONMember(key: "margins", value: margins)) }
            templates[name] = .object(members)
        }
        // Rows in any order (a dictionary's): their notes are sorted by row, so that runs print the same.
        var unsetNotes: [(row: IndexPath, note: String)] = []
        for (row, columns) in customRows {
            guard let base = columns.first?.snapshot else { continue }
            var members = [JSONMember(key: "views", value: base.views),
                           JSONMember(key: "constraints", value: .array(base.constraints))]
            if let background = base.background { members.append(JSONMember(key: "background", value: background)) }
            if let margins = base.margins { members.append(JSONMember(key: "margins", value: margins)) }
            if let height = customHeights[row] {
                members.append(JSONMember(key: "height", value: ContentViewLowering.number(CGFloat(height))))
            }
            var overrides: [JSONMember] = []
            for (state, snapshot) in columns.dropFirst() {
                var changed: [JSONMember] = []
                for (name, properties) in snapshot.properties.sorted(by: { $0.key < $1.key }) {
                    let before = base.properties[name] ?? []
                    var different = properties.filter { member in !before.contains(member) }
                    // A property the first column set and this one does not goes back to UIKit's default.
                    for member in before where !properties.contains(where: { $0.key == member.key }) {
                        if let reset = Self.defaults[member.key] { different.append(JSONMember(key: member.key, value: reset)) }
                    }
                    let kind = Self.kind(of: name, in: base.views)
                    // What a state's override cannot unset: the first column's value is drawn, with a warning.
                    let unset = kind == "listContent" ? Self.unsetListContentKeys(before: before, after: properties)
                        : kind == "switch" ? before.map(\.key).filter { key in
                            key.hasSuffix("TintColor") && !properties.contains { $0.key == key }
                        } : []
                    unsetNotes += unset.map { key in
                        (row,
                        "row \(row.row) of section \(row.section), \(state.rawValue) column: the \(key) of the "
                            + "\(kind == "switch" ? "switch" : "list content view") \(name), set in the "
                            + "\(columns[0].state.rawValue) column, is unset in this one and drawn as there; set it in "
                            + "every state")
                    }
                    if !different.isEmpty { changed.append(JSONMember(key: name, value: .object(different))) }
                }
                if snapshot.background != base.background {
                    changed.append(JSONMember(key: "background", value: snapshot.background
                        ?? .object([JSONMember(key: "color", value: .string("clear"))])))
                }
                if !changed.isEmpty { overrides.append(JSONMember(key: state.model.rawValue, value: .object(changed))) }
            }
            if !overrides.isEmpty { members.append(JSONMember(key: "states", value: .object(overrides))) }
            templates[Self.templateName(row)] = .object(members)
        }
        settled.notes += unsetNotes.sorted { $0.row < $1.row }.map(\.note)
        var finished = document
        finished.templates = templates
        return finished
    }
}
