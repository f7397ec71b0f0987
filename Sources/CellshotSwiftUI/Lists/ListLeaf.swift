import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import CellshotSwiftUILayout
import Foundation

/// A `List` laid out and drawn: its children turned into a list document — each row's content hosted, laid
/// out by SwiftUI's rules at the width the row's chrome leaves — and the document laid out and painted by
/// cellshot's list layouter and painter at the width the list is given. The list takes all the space it is
/// offered (as tall as its rows when offered no height).
final class ListLeaf: LeafLayout, NodeDrawing {
    let sections: [CellshotModel.Section]
    let appearance: ListAppearance
    let environment: EnvironmentValues
    let graph: ViewGraph
    private var laidOut: [Double: EmbeddedList] = [:]

    @MainActor
    init(elements: [_ViewListElement], selection: Set<AnyHashable>, selectable: Bool, environment: EnvironmentValues,
         graph: ViewGraph) {
        self.environment = environment
        self.graph = graph
        appearance = environment.listStyle.appearance
        if environment.listStyle == .inset {
            graph.warn(".listStyle(.inset) is drawn as .plain: cellshot's lists have no inset plain appearance")
        }
        var sections = ListLeaf.sections(of: elements, selection: selection, selectable: selectable, appearance: appearance,
                                         environment: environment, graph: graph)
        if let spacing = environment.listRowSpacing, spacing.points != 0 {
            if appearance == .insetGrouped {
                for index in sections.indices { sections[index].rowSpacing = Double(spacing.points) }
            } else {
                graph.warn(".listRowSpacing(\(spacing.points)) is drawn only in an inset grouped list: the rows are drawn joined",
                           fileID: spacing.fileID, line: spacing.line)
            }
        }
        if let request = environment.listSectionSpacing, let points = request.spacing.points {
            if appearance == .insetGrouped {
                // The spacing is between sections: the first keeps the space above it.
                for index in sections.indices.dropFirst() { sections[index].spacingAbove = Double(points) }
            } else {
                graph.warn(".listSectionSpacing(\(request.spacing.name)) is drawn only in an inset grouped list: the sections keep the style's spacing",
                           fileID: request.fileID, line: request.line)
            }
        }
        if appearance == .insetGrouped, environment.navigationChrome == nil, let first = sections.first,
           first.header?.hasContent != true {
            // With no navigation bar above it, SwiftUI starts a bare list's first headerless section lower than
            // UIKit's inset grouped table does under a bar.
            sections[0].spacingAbove = Double(SwiftUIFigures.barelessListFirstSectionSpacing)
        }
        self.sections = sections
    }

    /// The width a list takes when offered none: the screen's (cellshot's default screen width).
    static let idealWidth: CGFloat = 390

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ListLeaf.idealWidth
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        guard let list = list(width: Double(width)) else { return CGSize(width: width, height: 0) }
        return CGSize(width: width, height: CGFloat(list.layout.size.height))
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard frame.width > 0, let list = list(width: Double(frame.width)) else { return }
        var commands: [DrawCommand] = []
        // A list's scroll view runs to the screen's bottom edge: the rows below the safe area are drawn under the home
        // indicator, as on iOS (the content inset keeps only where scrolling ends above it).
        let visible = environment.screenGeometry?.extendingIntoBottomInset(frame) ?? frame
        // The list's background fills its frame below its last row, as a scroll view's background does.
        if list.layout.backgroundColor.alpha > 0 {
            commands.append(.fill(visible.model, cornerRadius: 0, color: list.layout.backgroundColor))
        }
        commands += list.commands.offsetBy(dx: Double(frame.minX), dy: Double(frame.minY))
        // A list's scroll view fills the screen: its background shows under the status bar and the home indicator
        // where the list reaches the safe area's edges, as on iOS (a navigation stack draws the same behind its bar).
        if let screen = environment.screenGeometry, list.layout.backgroundColor.alpha > 0 {
            let extended = screen.extendingIntoInsets(frame)
            if extended != frame {
                canvas.commands.append(.fill(extended.model, cornerRadius: 0, color: list.layout.backgroundColor))
            }
        }
        canvas.commands.append(.clip(visible.model, cornerRadius: 0, commands: commands))
    }

    /// The list's parts as tests read them, in the screen's coordinates: each section's header (`header`),
    /// rows (`row N`, with their `separator`) and footer (`footer`), and each row's hosted content (`content`).
    func laidOutParts(in frame: CGRect) -> [LaidOutView] {
        guard let list = list(width: Double(frame.width)) else { return [] }
        func moved(_ rect: Rect) -> CGRect {
            CGRect(x: frame.minX + CGFloat(rect.minX), y: frame.minY + CGFloat(rect.minY), width: CGFloat(rect.width),
                   height: CGFloat(rect.height))
        }
        return list.layout.sections.enumerated().map { index, section in
            var parts: [LaidOutView] = []
            if let header = section.header { parts.append(LaidOutView(name: "header", frame: moved(header.frame))) }
            for (rowIndex, row) in section.rows.enumerated() {
                var rowParts: [LaidOutView] = []
                if let hosted = row.hosted {
                    let content = hosted.hostedFrame
                    rowParts.append(LaidOutView(name: "content", frame: moved(Rect(x: row.frame.minX + content.minX,
                                                                                   y: row.frame.minY + content.minY,
                                                                                   width: content.width, height: content.height))))
                }
                if let separator = row.separator { rowParts.append(LaidOutView(name: "separator", frame: moved(separator))) }
                parts.append(LaidOutView(name: "row \(rowIndex) (\(row.state.rawValue))", frame: moved(row.frame), children: rowParts))
            }
            if let footer = section.footer { parts.append(LaidOutView(name: "footer", frame: moved(footer.frame))) }
            return LaidOutView(name: "section \(index)", frame: moved(section.card), children: parts)
        }
    }

    /// The list laid out at a width (kept per width).
    private func list(width: Double) -> EmbeddedList? {
        if let known = laidOut[width] { return known }
        let document = document(width: width)
        do {
            let list = try EmbeddedList(document, in: environment.cellState, measurer: graph.measurer,
                                        naturalSize: graph.naturalSize)
            for warning in list.warnings { graph.warn(warning) }
            laidOut[width] = list
            return list
        } catch {
            graph.warn("the List could not be laid out: \(error)")
            return nil
        }
    }

    /// The document the list draws at a width.
    private func document(width: Double) -> ListDocument {
        let style: UserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        let traits = Traits(style: style, contentSize: environment.dynamicTypeSize.category,
                            direction: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let tint = Color.accentColor.resolved(in: environment)
        var document = ListDocument(appearance: appearance, look: environment.look, width: width,
                                    scale: Double(environment.displayScale), tint: .hex(tint), traits: traits,
                                    states: [environment.cellState], sections: sections)
        if environment.scrollContentBackgroundHidden {
            // Clear, so that what the app put behind the list shows behind the cards: the list's background, and each
            // section's — a list with a background of its own draws its sections' appearance background behind
            // each of them (as a compositional layout's list sections do), which would hide the app's colour.
            let clear = ColorReference.hex(CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0))
            document.backgroundColor = clear
            for index in document.sections.indices where document.sections[index].backgroundColor == nil {
                document.sections[index].backgroundColor = clear
            }
        }
        return document
    }
}

extension ListLeaf {
    /// The list's sections: each `Section` one, and the rows between them sections of their own.
    @MainActor
    static func sections(of elements: [_ViewListElement], selection: Set<AnyHashable>, selectable: Bool,
                         appearance: ListAppearance, environment: EnvironmentValues,
                         graph: ViewGraph) -> [CellshotModel.Section] {
        var sections: [CellshotModel.Section] = []
        var loose: [_ViewListElement] = []
        // A loop, not a closure over the graph: an optimized build's isolation checking refuses to send the graph
        // and the selection into a closure (swift 6.1, -O).
        func flushLoose() {
            guard !loose.isEmpty else { return }
            var rows: [CellshotModel.Row] = []
            for element in loose {
                if let made = row(element, selection: selection, selectable: selectable, graph: graph) { rows.append(made) }
            }
            sections.append(CellshotModel.Section(rows: rows))
            loose = []
        }
        let metrics = appearance.geometry(width: 393, look: environment.look)
        for element in elements {
            if let picker = element.traits[ListRowTraits.InlinePicker.self] {
                // An inline picker outside any section is a section of its own, its label the header [I].
                flushLoose()
                var section = CellshotModel.Section(rows: optionRows(picker, graph: graph))
                section.header = headerFooter(picker.label, metrics: metrics.header, style: nil, list: environment, graph: graph)
                sections.append(section)
                continue
            }
            guard case .section(let parts) = element.kind else {
                loose.append(element)
                continue
            }
            flushLoose()
            if let own = element.inputs.environment.listSectionSpacing, own != environment.listSectionSpacing,
               own.spacing.points != nil {
                // The list reads its own environment's spacing: a section's is not read.
                graph.warn(".listSectionSpacing(\(own.spacing.name)) on a Section is not drawn: set it on the List",
                           fileID: own.fileID, line: own.line)
            }
            var section = CellshotModel.Section(rows: [])
            for child in parts.content {
                if case .section = child.kind {
                    graph.warn("a Section inside a Section is drawn as its rows, without its header and footer")
                }
                for made in flattened(child) {
                    if let picker = made.traits[ListRowTraits.InlinePicker.self] {
                        section.rows += optionRows(picker, graph: graph)
                    } else if let row = row(made, selection: selection, selectable: selectable, graph: graph) {
                        section.rows.append(row)
                    }
                }
            }
            var header = parts.header
            if header.isEmpty, parts.content.count == 1, let picker = parts.content[0].traits[ListRowTraits.InlinePicker.self] {
                // A section holding an inline picker alone, without a header of its own, is headed by its label, as
                // one outside any section; among other rows the label is not drawn [I].
                header = picker.label
            }
            let prominent = element.inputs.environment.headerProminence == .increased
            section.header = headerFooter(header, metrics: metrics.header,
                                          style: prominent ? prominentHeaderStyle(appearance) : nil, list: environment,
                                          graph: graph)
            section.footer = headerFooter(parts.footer, metrics: metrics.footer, style: nil, list: environment, graph: graph)
            sections.append(section)
        }
        flushLoose()
        return sections
    }

    /// An inline picker's options as rows: each option's view a row the user touches, the selected one with the
    /// checkmark in the picker's tint (UIKit's checkmark accessory, as iOS draws an inline picker's rows); a
    /// disabled option is greyed and not touched.
    @MainActor
    static func optionRows(_ picker: InlinePickerRows, graph: ViewGraph) -> [Row] {
        picker.options.compactMap { option -> Row? in
            let selected = picker.isSelected(option)
            var option = option
            option.traits[ListRowTraits.Interactive.self] = option.inputs.environment.isEnabled
            if !option.inputs.environment.isEnabled {
                // A disabled option (or every option of a disabled picker) is greyed as a disabled button's title is:
                // the label colour at 25 % [M: ButtonColors].
                option.inputs.environment.foregroundStyle = AnyShapeStyle(
                    Color(provider: .system(.label)).opacity(SwiftUIFigures.disabledLabelOpacity))
            }
            // The list's own selection is not the picker's: an option's tag selects nothing in the list.
            option.traits[TagTraitKey.self] = nil
            guard var made = row(option, selection: [], selectable: false, graph: graph) else { return nil }
            if selected { made.templateAccessories.append(.checkmark) }
            let environment = option.inputs.environment
            if environment.tint != nil { made.tint = .hex(Color.accentColor.resolved(in: environment)) }
            return made
        }
    }

    /// A section's children with nested sections opened up.
    private static func flattened(_ element: _ViewListElement) -> [_ViewListElement] {
        guard case .section(let parts) = element.kind else { return [element] }
        return parts.content.flatMap(flattened)
    }

    /// The header style `.headerProminence(.increased)` draws.
    static func prominentHeaderStyle(_ appearance: ListAppearance) -> HeaderFooterStyle {
        appearance == .insetGrouped ? .prominentInsetGroupedHeader : .extraProminentInsetGroupedHeader
    }

    /// A row: its content hosted, with the list chrome its traits and its view ask for.
    @MainActor
    static func row(_ element: _ViewListElement, selection: Set<AnyHashable>, selectable: Bool, graph: ViewGraph) -> Row? {
        guard case .view(let make) = element.kind else { return nil }
        let traits = element.traits
        var environment = element.inputs.environment
        environment.isInListRow = true
        // A row's own content is no longer the list's rows: a `List` inside a row's stack is a view of its own.
        environment.isListContent = false
        var background: (@MainActor (_ViewInputs) -> _ViewOutputs)?
        if let view = traits[ListRowTraits.Background.self] {
            background = { inputs in AnyView._makeNodes(view, inputs) }
        }
        let source = HostedSwiftUIView(content: make, background: background, origin: nil, baseEnvironment: environment)
        var margins = HostedMargins()
        if let insets = traits[ListRowTraits.Insets.self] {
            margins = HostedMargins(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                                    trailing: Double(insets.trailing))
        }
        var hosted = HostedContent(source: source, margins: margins,
                                   minimumHeight: Double(environment.defaultMinListRowHeight))
        if background != nil {
            // The row's background view replaces the cell's (SwiftUI draws it as the cell's background view).
            hosted.backgrounds[.normal] = BackgroundConfiguration(backgroundColor: .hex(CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
        var row = Row(.hosted(hosted))
        var accessories = traits[ListRowTraits.Accessories.self]
        if let badge = traits[ListRowTraits.Badge.self] {
            accessories.insert(.label(badge.localized(in: environment).plainText), at: 0)
        }
        // In edit mode a list shows its deletable rows' delete controls and its movable rows' reorder controls
        // (and a selectable list its selection circles), as UIKit's list cells in editing do.
        if environment.editMode?.wrappedValue.isEditing == true {
            if selectable {
                let selected = traits[TagTraitKey.self].map { selection.contains($0) } ?? false
                accessories.insert(.multiselect(selected: selected), at: 0)
            } else if traits[ListRowTraits.Deletable.self] {
                accessories.insert(.delete, at: 0)
            }
            if traits[ListRowTraits.Movable.self] { accessories.append(.reorder) }
            // Editing controls show in the editing state (they are displayed `whenEditing`, as UIKit's).
            if row.state == nil { row.state = .editing }
        }
        if environment.look == .ios18 {
            // Up to iOS 18 SwiftUI draws its rows' chevron itself, in the label colour at a quarter (`.tertiary`).
            let chevron = ColorReference.hex(Color(provider: .system(.label))
                .opacity(SwiftUIFigures.ios18ListChevronLabelOpacity).resolved(in: environment))
            accessories = accessories.map { accessory in
                guard accessory.tintColor == nil, accessory.kind == .disclosureIndicator || accessory.kind == .detailDisclosure
                else { return accessory }
                var tinted = accessory
                tinted.tintColor = chevron
                return tinted
            }
        }
        row.templateAccessories = accessories
        if row.state == .editing {
            // Editing: the selection shows as the selection circles.
        } else if let tag = traits[TagTraitKey.self], selection.contains(tag) {
            row.state = .selected
        } else {
            // A column's touched or selected state reaches only the rows that can be touched or selected: a
            // `NavigationLink` or `Button` row, any row of a list with a selection.
            let column = environment.cellState
            let touched = column == .highlighted || column == .selected
            let touchable = traits[ListRowTraits.Interactive.self] || (column == .selected && selectable)
                || (touched && containsRowButton(make, environment: environment, graph: graph))
            if touched && !touchable { row.state = .normal }
        }
        var separator = RowSeparator()
        if let (visibility, edges) = traits[ListRowTraits.SeparatorHidden.self] {
            let value: RowSeparator.Visibility = switch visibility {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
            if edges.contains(.top) { separator.top = value }
            if edges.contains(.bottom) { separator.bottom = value }
        }
        if let tint = traits[ListRowTraits.SeparatorTint.self] {
            separator.color = .hex(tint.resolved(in: element.inputs.environment))
        }
        if separator != RowSeparator() { row.separator = separator }
        if let outline = traits[ListRowTraits.Outline.self] {
            row.children = outline.children.compactMap { Self.row($0, selection: selection, selectable: selectable, graph: graph) }
            row.expanded = outline.isExpanded
            row.templateAccessories.append(.outlineDisclosure(expanded: outline.isExpanded))
        }
        for undrawn in traits[ListRowTraits.Undrawn.self] { graph.warn("\(undrawn) is not drawn yet") }
        if let spacing = environment.listRowSpacing, spacing.points != 0 {
            // The spacing is the list's (its content is made without it, `List`): set on a row, it changes nothing.
            graph.warn(".listRowSpacing(\(spacing.points)) on a row is not drawn: set it on the List", fileID: spacing.fileID,
                       line: spacing.line)
        }
        return row
    }

    /// Whether a row's content holds a button that makes the whole row its hit area (an enabled one of the automatic
    /// style, `ControlRowPresentation.touchesRow`) below other views — `HStack { Image(…); Button("Retry") {} }`.
    /// A row that is the button itself is known by its trait before its content is made; this one is only known
    /// from the content, so the content is made once here, in a graph of its own (what it warns is warned again when
    /// the row is laid out, once).
    @MainActor
    static func containsRowButton(_ make: @escaping @MainActor (_ViewInputs) -> _ViewOutputs, environment: EnvironmentValues,
                                  graph: ViewGraph) -> Bool {
        let probe = ViewGraph(measurer: graph.measurer, naturalSize: graph.naturalSize)
        let hosting = HostingLayout(screen: HostingLayout.Screen(width: ListLeaf.idealWidth, height: nil, safeArea: EdgeInsets()),
                                    environment: environment, graph: probe)
        let root = hosting.settledRoot(NodesView(make: make))
        return root.firstNode { ($0.payload as? ControlMarker)?.presentation.touchesRow == true } != nil
    }

    /// A section's header or footer: a plain text as the list style's text header (exactly as a document's), any
    /// other view hosted in the style's margins, its texts in the style's font, colour and case.
    @MainActor
    static func headerFooter(_ elements: [_ViewListElement], metrics: HeaderFooterMetrics, style: HeaderFooterStyle?,
                             list: EnvironmentValues, graph: ViewGraph) -> HeaderFooterConfiguration? {
        guard !elements.isEmpty else { return nil }
        var environment = elements[0].inputs.environment
        // A foreground style the app set inside the list — on the section or on views around it — is closer to the
        // header's text than the list's header style, so it colours the header and footer, and their `.secondary`
        // is that style's second level [M: criticalmaps-ios's `RideEventSettingsView`, iOS 26: the header in the
        // app's (26, 26, 26), a `.secondary` footer (133, 133, 136) — that colour at half on the grouped background;
        // docs/fidelity.md, "SwiftUI"]. One set on the List itself is outside the header style, which wins [I].
        let ownForeground = environment.foregroundStyle.flatMap { $0 == list.foregroundStyle ? nil : $0 }
        if elements.count == 1, ownForeground == nil, let text = elements[0].plainText {
            return HeaderFooterConfiguration(style: style, text: text)
        }
        let views = elements
        let styleMetrics = style?.metrics(in: environment.look) ?? metrics
        var font = Font.system(styleMetrics.textStyle.swiftUI)
        if let weight = styleMetrics.weight { font = font.weight(Font.Weight(model: weight)) }
        environment.font = font
        environment.foregroundStyle = ownForeground ?? AnyShapeStyle(Color(provider: .system(styleMetrics.color)))
        environment.textCase = styleMetrics.transform == .uppercase ? .uppercase : nil
        let content: @MainActor (_ViewInputs) -> _ViewOutputs = { inputs in
            var outputs = _ViewOutputs()
            for element in views {
                if case .view(let make) = element.kind { outputs.nodes += make(inputs).nodes }
            }
            if outputs.nodes.count > 1 {
                return _ViewOutputs(LayoutNode(layout: VStackLayout(alignment: .leading), children: outputs.nodes,
                                               name: "VStack", direction: inputs.environment.layoutDirection))
            }
            return outputs
        }
        var configuration = HeaderFooterConfiguration(style: style)
        // The view's texts have SF Pro's line height, not the style's taller one the table's margins are set around:
        // UIKit's own margins hold them (HeaderFooterMetrics.margins(aroundLineHeightRatio:)).
        let margins = styleMetrics.margins(aroundLineHeightRatio: Double(SwiftUIFigures.lineHeightRatio))
        configuration.hosted = HostedContent(source: HostedSwiftUIView(content: content, background: nil, origin: nil,
                                                                       baseEnvironment: environment),
                                             margins: HostedMargins(top: margins.top, bottom: margins.bottom))
        return configuration
    }
}

extension CellshotModel.TextStyle {
    /// SwiftUI's text style of the same figures.
    var swiftUI: Font.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption
        case .caption2: .caption2
        }
    }
}

extension EnvironmentValues {
    struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
    var scrollContentBackgroundHidden: Bool { self[ScrollContentBackgroundKey.self] == .hidden }
}

extension View {
    /// Whether a list's or form's own background shows; `.hidden` lets the view's `.background` show behind the
    /// rows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundValue, visibility)
    }
}

extension EnvironmentValues {
    var scrollContentBackgroundValue: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
