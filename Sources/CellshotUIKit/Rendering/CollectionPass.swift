import CellshotModel
import Foundation

/// A collection view as list cells in sections: the data source is asked for each section's header and
/// footer once and for each item's cell in every state column, and the cells are drawn by ``ListCellPass``,
/// as ``CellshotUIKit/render(_:appearance:states:traits:width:fileID:line:)`` draws list cells.
@MainActor enum CollectionPass {
    static func run(_ collectionView: UICollectionView, layout: ResolvedLayout, into builder: inout DocumentBuilder,
                    fileID: String, line: Int) throws(UIKitRenderError) {
        guard let dataSource = collectionView.dataSource else {
            throw .collectionView("\(fileID):\(line): the collection view has no dataSource; make a "
                + "UICollectionViewDiffableDataSource for it (or set collectionView.dataSource) before drawing it")
        }
        try CollectionCellFactories.checkRegistrations()
        let environment = DrawingEnvironment.enter(builder)
        defer { environment.restore() }
        collectionView.traits = builder.traits

        // The first mistake any data source call makes (an unregistered identifier, a nil cell): the cell
        // makers run inside the list pass, which cannot throw it, so it is kept here and thrown after.
        var problem: UIKitRenderError?
        func asking<Answer>(_ call: () -> Answer) -> Answer {
            collectionView.problems = []
            let answer = call()
            if problem == nil { problem = collectionView.problems.first }
            return answer
        }

        var sections: [CellshotUIKit.ListSection] = []
        var gridNotes: [String] = []
        for section in 0..<max(0, dataSource.numberOfSections(in: collectionView)) {
            let list = layout.configuration(of: section)
            let sectionPath = IndexPath(item: 0, section: section)
            var items = Array(0..<max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section)))
            if layout.isGrid(section) {
                // A grid section: its layout lowered onto the document's, its header and footer the data source's
                // views of the boundary items' kinds, its cells at their items' sizes.
                var lowering = GridLowering(section: section, fileID: fileID, line: line)
                let grid: LoweredGridSection
                if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                    grid = try lowering.flowSection(flow, collectionView: collectionView, count: items.count,
                                                    width: CGFloat(builder.document.width))
                } else if let section = layout.gridSections[section] {
                    grid = try lowering.section(section, decorations: collectionView.collectionViewLayout.decorationClasses,
                                                with: builder.lowering(for: builder.states[0]))
                } else {
                    continue
                }
                gridNotes += lowering.notes
                var header: UIListContentConfiguration?, footer: UIListContentConfiguration?
                if let kind = grid.headerKind {
                    let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: sectionPath) }
                    header = try configuration(of: view, kind: "header", section: section, gridKind: kind, fileID: fileID, line: line)
                }
                if let kind = grid.footerKind {
                    let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: sectionPath) }
                    footer = try configuration(of: view, kind: "footer", section: section, gridKind: kind, fileID: fileID, line: line)
                }
                let cells: [@MainActor () -> UICollectionViewCell] = items.map { item in
                    { asking { dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section)) } }
                }
                var lowered = CellshotUIKit.ListSection(headerConfiguration: header, footerConfiguration: footer, cells: cells)
                lowered.grid = grid.layout
                sections.append(lowered)
                continue
            }
            var header: UIListContentConfiguration?
            var headerAccessories: [CellAccessory] = []
            var headerView: (@MainActor () -> UIView)?
            if list.headerMode == .supplementary {
                let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
                    UICollectionView.elementKindSectionHeader, at: sectionPath) }
                // A plain UICollectionReusableView is what a data source that gives no view answers.
                if view is UICollectionViewCell || type(of: view) == UICollectionReusableView.self {
                    header = try configuration(of: view, kind: "header", section: section, fileID: fileID, line: line)
                    headerAccessories = try accessories(of: view, place: "the header of section \(section)",
                                                        at: sectionPath, into: &builder)
                } else {
                    // A reusable view of yours (not a list cell): drawn as a template, as a table's header view,
                    // asked afresh for every column.
                    headerView = {
                        asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
                            UICollectionView.elementKindSectionHeader, at: sectionPath) }
                    }
                }
            } else if list.headerMode == .firstItemInSection, let first = items.first {
                // The first item heads its section: its cell is made as a header, whose default content
                // configuration is the list's header style.
                collectionView.pendingHeaderItem = true
                let cell = asking { dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: first, section: section)) }
                collectionView.pendingHeaderItem = false
                header = try configuration(of: cell, kind: "header", section: section, fileID: fileID, line: line)
                headerAccessories = try accessories(of: cell, place: "the header item (headerMode .firstItemInSection) "
                                                        + "of section \(section)",
                                                    at: IndexPath(item: first, section: section), into: &builder)
                items.removeFirst()
            }
            var footer: UIListContentConfiguration?
            if list.footerMode == .supplementary {
                let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
                    UICollectionView.elementKindSectionFooter, at: sectionPath) }
                footer = try configuration(of: view, kind: "footer", section: section, fileID: fileID, line: line)
            }
            let cells: [@MainActor () -> UICollectionViewCell] = items.map { item in
                {
                    asking {
                        let path = IndexPath(item: item, section: section)
                        let cell = dataSource.collectionView(collectionView, cellForItemAt: path)
                        // As UIKit, the delegate sees each cell before it is shown; what it changes is drawn.
                        collectionView.delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: path)
                        return cell
                    }
                }
            }
            var lowered = CellshotUIKit.ListSection(headerConfiguration: header, footerConfiguration: footer, cells: cells)
            lowered.headerAccessories = headerAccessories
            // A section whose list configuration draws differently from the list's carries it along.
            if list.appearance != layout.appearance || !list.showsSeparators || list.backgroundColor != nil {
                lowered.listConfiguration = list
            }
            lowered.headerView = headerView
            sections.append(lowered)
        }
        if let problem { throw problem }
        try builder.setSectionIndex(dataSource.indexTitles(for: collectionView), fileID: fileID, line: line)
        let selected = collectionView.selectedItems.all.map { path in
            let firstItem = layout.configuration(of: path.section).headerMode == .firstItemInSection ? 1 : 0
            return IndexPath(item: path.item - firstItem, section: path.section)
        }
        if let delegate = collectionView.delegate {
            let paths = (0..<max(0, collectionView.numberOfSections)).flatMap { section in
                (0..<max(0, collectionView.numberOfItems(inSection: section))).map { IndexPath(item: $0, section: section) }
            }
            builder.note(SelectionNotes.notes(
                states: builder.states, paths: paths,
                methods: ("collectionView(_:shouldSelectItemAt:)", "collectionView(_:shouldHighlightItemAt:)")) { kind, path in
                kind == .selected ? !delegate.collectionView(collectionView, shouldSelectItemAt: path)
                    : !delegate.collectionView(collectionView, shouldHighlightItemAt: path)
            })
        }
        do {
            try ListCellPass.run(sections, appearance: layout.appearance, selected: selected, into: &builder,
                                 fileID: fileID, line: line)
        } catch {
            throw problem ?? error
        }
        if let problem { throw problem }
        builder.settled.notes += layout.notes + gridNotes
        builder.settled.notes += collectionView.undrawnScrollNotes
        if let color = background(of: collectionView, appearance: layout.appearance,
                                   lowering: builder.lowering(for: builder.states[0])) {
            builder.setBackgroundColor(color)
        }
    }

    /// The accessories of a header's list cell, as the document's header accessories: those at the trailing edge
    /// shown in the header's (normal) state. What a header cannot show — leading accessories (the editing
    /// controls, a leading custom view), those displayed only while editing — and the options not drawn are notes.
    private static func accessories(of view: UICollectionReusableView, place: String, at path: IndexPath,
                                    into builder: inout DocumentBuilder) throws(UIKitRenderError) -> [CellAccessory] {
        guard let cell = view as? UICollectionViewListCell, !cell.accessories.isEmpty else { return [] }
        let all = try ListCellPass.accessoryModels(cell.accessories, in: cell.configurationState, row: path,
                                                   with: builder.lowering(for: builder.states[0])) ?? []
        var notes = cell.accessories.flatMap(\.undrawnOptions).map { "\(place): \($0)" }
        let leading = all.filter(\.isLeading)
        if !leading.isEmpty {
            notes.append("\(place): its leading accessor\(leading.count == 1 ? "y is" : "ies are") not drawn (a "
                + "header is drawn with its trailing accessories only)")
        }
        let drawn = all.filter { !$0.isLeading }
        if drawn.contains(where: { !$0.isDisplayed(in: .normal) }) {
            notes.append("\(place): the accessories displayed only while editing are not drawn (a header is drawn "
                + "in its normal state)")
        }
        builder.note(notes)
        return drawn.filter { $0.isDisplayed(in: .normal) }
    }

    /// The collection view's own `backgroundColor` as the document's list background, when it is not the one
    /// the list's appearance gives anyway: it shows behind grid sections, and each list section draws its own
    /// appearance's background over its extent, as UIKit's list sections do (docs/reference/uikit-metrics.md,
    /// "Sections of different appearances").
    static func background(of collectionView: UICollectionView, appearance: UICollectionLayoutListConfiguration.Appearance,
                           lowering: ConfigurationLowering) -> ColorReference? {
        guard let color = collectionView.backgroundColor else { return nil }
        let given = lowering.color(color)
        let drawn = ColorReference.system(appearance.model.geometry(width: DocumentLimits.defaultWidth, look: .default)
            .backgroundColor)
        return given == drawn ? nil : given
    }

    /// A collection view's layout for one drawing: each section's list configuration, the list's appearance
    /// (the first list section's), and what the layout says that is not drawn.
    struct ResolvedLayout {
        var sections: [UICollectionLayoutListConfiguration]
        var appearance: UICollectionLayoutListConfiguration.Appearance
        var notes: [String] = []
        /// The grid sections of a compositional layout, by index (lowered when drawn, with the column's traits).
        var gridSections: [Int: NSCollectionLayoutSection] = [:]
        /// Whether every section is a grid section (a flow layout).
        var allGrids = false

        func isGrid(_ section: Int) -> Bool { allGrids || gridSections[section] != nil }

        func configuration(of section: Int) -> UICollectionLayoutListConfiguration {
            sections.indices.contains(section) ? sections[section]
                : UICollectionLayoutListConfiguration(appearance: appearance)
        }
    }

    /// Resolves the layout's sections: a list layout's configuration for every section, or the list sections
    /// a section provider (or `init(section:)`) makes, each in its own configuration; grid sections are
    /// lowered when drawn.
    static func resolveLayout(of collectionView: UICollectionView, width: CGFloat, traits: UITraitCollection,
                              fileID: String, line: Int) throws(UIKitRenderError) -> ResolvedLayout {
        let count = max(0, collectionView.dataSource?.numberOfSections(in: collectionView) ?? 0)
        if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            guard flow.scrollDirection == .vertical else {
                throw .notDrawnYet("the flow layout scrolls horizontally (scrollDirection = .horizontal): cellshot "
                    + "draws collection views that scroll down", fileID: fileID, line: line)
            }
            var notes: [String] = []
            if flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds {
                notes.append("the flow layout's pinned headers and footers are drawn at rest, in their sections")
            }
            return ResolvedLayout(sections: Array(repeating: UICollectionLayoutListConfiguration(appearance: .plain), count: count),
                                  appearance: .plain, notes: notes, allGrids: true)
        }
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            let type = String(describing: type(of: collectionView.collectionViewLayout))
            throw .collectionView("\(fileID):\(line): the collection view's layout is a \(type); cellshot draws lists "
                + "and grids: make the layout with UICollectionViewCompositionalLayout (list(using:), init(section:), "
                + "init(sectionProvider:)) or UICollectionViewFlowLayout")
        }
        if layout.configuration.scrollDirection != .vertical {
            throw .notDrawnYet("the compositional layout scrolls horizontally (configuration.scrollDirection = "
                + ".horizontal): cellshot draws collection views that scroll down; scroll sections across with "
                + "orthogonalScrollingBehavior", fileID: fileID, line: line)
        }
        var notes: [String] = []
        if layout.configuration.interSectionSpacing != 0 {
            notes.append("the compositional layout configuration's interSectionSpacing is not drawn (a list's "
                + "sections are spaced by its appearance)")
        }
        if !layout.configuration.boundarySupplementaryItems.isEmpty {
            notes.append("the compositional layout configuration's boundarySupplementaryItems are not drawn")
        }
        var sections: [UICollectionLayoutListConfiguration?] = []
        var grids: [Int: NSCollectionLayoutSection] = [:]
        func add(_ section: NSCollectionLayoutSection, index: Int) throws(UIKitRenderError) {
            if section.group != nil {
                grids[index] = section
                sections.append(nil)
            } else {
                sections.append(try list(of: section, index: index, notes: &notes, fileID: fileID, line: line))
            }
        }
        switch layout.sections {
        case .list(let configuration):
            return ResolvedLayout(sections: Array(repeating: configuration, count: count),
                                  appearance: configuration.appearance, notes: notes)
        case .section(let section):
            for index in 0..<count {
                try add(section, index: index)
            }
        case .provider(let provider):
            let environment = LayoutEnvironment(width: width, traits: traits)
            for index in 0..<count {
                guard let section = provider(index, environment) else {
                    throw .collectionView("\(fileID):\(line): the section provider returned nil for section \(index); "
                        + "it must return a section (UIKit raises an exception)")
                }
                try add(section, index: index)
            }
        }
        // The first list section's appearance is the document's: the background behind grid sections and below
        // the last section. A list section of another appearance (or with its own separators or background) is
        // drawn in its own, over its own background, as UIKit draws each list section by its configuration.
        // Grid sections draw none of their own (a list of grid sections only is a plain one).
        let appearances = sections.compactMap { $0?.appearance }
        let common = appearances.first ?? .plain
        let resolved = sections.map { $0 ?? UICollectionLayoutListConfiguration(appearance: common) }
        return ResolvedLayout(sections: resolved, appearance: common, notes: notes, gridSections: grids)
    }

    /// A list section's list configuration.
    private static func list(of section: NSCollectionLayoutSection, index: Int, notes: inout [String], fileID: String,
                             line: Int) throws(UIKitRenderError) -> UICollectionLayoutListConfiguration {
        guard let configuration = section.listConfiguration else {
            preconditionFailure("a grid section is not a list section")
        }
        for property in section.undrawn {
            notes.append("section \(index)'s \(property) is not drawn (a list section is laid out by its list "
                + "configuration's appearance)")
        }
        return configuration
    }

    /// The list content configuration a header or footer view shows; `nil` for a view with none, which is
    /// an error: the list's mode asks for the view, and UIKit would draw its content.
    private static func configuration(of view: UICollectionReusableView, kind: String, section: Int,
                                      gridKind: String? = nil, fileID: String,
                                      line: Int) throws(UIKitRenderError) -> UIListContentConfiguration? {
        let content = (view as? UICollectionViewCell)?.contentConfiguration
        if let list = content as? UIListContentConfiguration { return list }
        let what = content.map { "a \(type(of: $0))" } ?? "no content configuration"
        if let gridKind {
            throw .collectionView("\(fileID):\(line): the \(kind) of grid section \(section) (the boundary "
                + "supplementary item of kind \"\(gridKind)\") is a \(type(of: view)) with \(what): cellshot draws "
                + "a \(kind) from a UICollectionViewListCell (or UICollectionViewCell) whose contentConfiguration is a "
                + "UIListContentConfiguration (a SupplementaryRegistration<UICollectionViewListCell>), such as "
                + "UIListContentConfiguration.header()")
        }
        throw .collectionView("\(fileID):\(line): the \(kind) of section \(section) is a \(type(of: view)) with \(what): "
            + "the list's \(kind)Mode asks for it, and cellshot draws a \(kind) from a UICollectionViewListCell whose "
            + "contentConfiguration is a UIListContentConfiguration (a SupplementaryRegistration<UICollectionViewListCell>); "
            + "set the \(kind)Mode to .none for no \(kind)")
    }
}

extension CellshotUIKit {
    /// The PNG of a list-style collection view, one captioned column per state (no caption for one state).
    ///
    /// ```swift
    /// let png = try CellshotUIKit.render(controller.collectionView, states: [.normal, .selected])
    /// ```
    /// Each column asks the data source for every item's cell afresh; headers and footers come from the
    /// supplementary views when the list configuration's `headerMode`/`footerMode` is `.supplementary`
    /// (or the first item, for `.firstItemInSection`).
    /// - Parameters:
    ///   - collectionView: the collection view, with a list layout and a data source.
    ///   - states: the states, one column each.
    ///   - traits: interface style, Dynamic Type size, direction and scale (3 when unspecified).
    ///   - width: the list's width in points.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Returns: the PNG file's bytes.
    /// - Throws: ``UIKitRenderError`` for a mistake in the collection view's code or a failed drawing.
    @MainActor public static func render(_ collectionView: UICollectionView, states: [State] = [.normal],
                                         traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> Data {
        let lowered = try lowered(collectionView, states: states, traits: traits, width: width, fileID: fileID,
                                  line: line)
        return try SnapshotWriter.png(lowered.document, settled: lowered.settled, fileID: fileID, line: line)
    }

    /// Writes the PNG of a list-style collection view to a file, through a temporary file.
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - path: the file to write.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func render(_ collectionView: UICollectionView, states: [State] = [.normal],
                                         traits: UITraitCollection = UITraitCollection(),
                                         width: CGFloat = CGFloat(DocumentLimits.defaultWidth), to path: String,
                                         fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) {
        let lowered = try lowered(collectionView, states: states, traits: traits, width: width, fileID: fileID,
                                  line: line)
        try SnapshotWriter.write(lowered.document, settled: lowered.settled, to: path, fileID: fileID, line: line)
    }

    /// The list document a collection view draws as (see ``document(of:states:traits:width:scale:fileID:line:)``).
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - states: the states, one column each.
    ///   - traits: the traits.
    ///   - width: the list's width in points.
    ///   - scale: pixels per point; the traits' display scale, else 3.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``UIKitRenderError``.
    @MainActor public static func document(of collectionView: UICollectionView, states: [State] = [.normal],
                                           traits: UITraitCollection = UITraitCollection(),
                                           width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                           scale: CGFloat? = nil,
                                           fileID: String = #fileID, line: Int = #line) throws(UIKitRenderError) -> ListDocument {
        try lowered(collectionView, states: states, traits: traits, width: width, scale: scale, fileID: fileID,
                    line: line).document
    }

    /// A collection view lowered to its document, with the notes of what it says that is not drawn.
    @MainActor static func lowered(_ collectionView: UICollectionView, states: [State], traits: UITraitCollection,
                                   width: CGFloat, scale: CGFloat? = nil, fileID: String,
                                   line: Int) throws(UIKitRenderError) -> (document: ListDocument, settled: LayoutPass.Settled) {
        let layout = try CollectionPass.resolveLayout(of: collectionView, width: width, traits: traits, fileID: fileID,
                                                      line: line)
        collectionView.drawnAppearance = layout.appearance
        collectionView.drawnSectionAppearances = layout.sections.map(\.appearance)
        defer {
            collectionView.drawnAppearance = nil
            collectionView.drawnSectionAppearances = []
        }
        var builder = try DocumentBuilder(appearance: layout.appearance.model, states: states, traits: traits,
                                          width: width, scale: scale, tint: collectionView.tintColor, fileID: fileID,
                                          line: line)
        let refused = try OfflineDrawing.run { () throws(UIKitRenderError) in
            try CollectionPass.run(collectionView, layout: layout, into: &builder, fileID: fileID, line: line)
        }.warnings
        builder.settled.notes += refused
        return (builder.finish(), builder.settled)
    }
}
