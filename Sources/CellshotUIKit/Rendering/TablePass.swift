import CellshotModel
import Foundation

/// One pass over a table view per state column: ask the data source, set each cell's state, run its
/// configuration update, lower its configurations.
@MainActor enum TablePass {
    static func run(_ tableView: UITableView, into builder: inout DocumentBuilder, fileID: String,
                    line: Int) throws(UIKitRenderError) {
        guard let dataSource = tableView.dataSource else { throw .noDataSource(fileID: fileID, line: line) }
        let environment = DrawingEnvironment.enter(builder)
        defer { environment.restore() }
        tableView.traits = builder.traits
        var columns: [LayoutPass.Column] = []
        var lives: [LiveContent] = []
        var textHeights: [String] = []
        for state in builder.states {
            let lowering = builder.lowering(for: state)
            var sections: [DocumentBuilder.ColumnSection] = []
            for section in 0..<max(0, dataSource.numberOfSections(in: tableView)) {
                var column = DocumentBuilder.ColumnSection()
                if tableView.separatorStyle == .none { column.showsSeparators = false }
                tableView.problems = []
                let header = try headerFooter(tableView, section: section, footer: false, with: lowering)
                column.header = header.configuration
                    ?? dataSource.tableView(tableView, titleForHeaderInSection: section).map { HeaderFooterConfiguration(text: $0) }
                column.headerView = header.view
                let footer = try headerFooter(tableView, section: section, footer: true, with: lowering)
                column.footer = footer.configuration
                    ?? dataSource.tableView(tableView, titleForFooterInSection: section).map { HeaderFooterConfiguration(text: $0) }
                column.footerView = footer.view
                // A header or footer subclass without a factory (the view drawn would not be the app's).
                if let problem = tableView.problems.first { throw problem.placed(fileID: fileID, line: line) }
                for (configuration, isFooter) in [(column.header, false), (column.footer, true)]
                where configuration != nil && configuration?.template == nil {
                    if let note = textHeightNote(tableView, section: section, footer: isFooter),
                       !textHeights.contains(note) { textHeights.append(note) }
                }
                for row in 0..<max(0, dataSource.tableView(tableView, numberOfRowsInSection: section)) {
                    let indexPath = IndexPath(row: row, section: section)
                    tableView.problems = []
                    let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
                    if let problem = tableView.problems.first { throw problem.placed(fileID: fileID, line: line) }
                    // A selected row is drawn selected in every column (a pinned state).
                    let selected = tableView.selectedRows.contains(indexPath)
                    let rowState: CellshotUIKit.State = selected ? .selected : state
                    prepare(cell, in: rowState, tableView: tableView, traits: builder.traits)
                    tableView.delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
                    cell.runConfigurationUpdate()
                    let rowLowering = selected ? builder.lowering(for: .selected) : lowering
                    builder.note(CellPropertyNotes.notes(for: cell, contentView: cell.contentView,
                                                         builtIn: cell.contentConfiguration is UIListContentConfiguration
                                                             || (cell.contentConfiguration == nil
                                                                 && cell.contentView.subviews.isEmpty),
                                                         row: indexPath, state: state))
                    if let hosting = cell.contentConfiguration as? any HostedContentConfiguration {
                        // SwiftUI's UIHostingConfiguration: its view lays itself out in the cell's chrome.
                        var configuration = CellConfiguration(accessories: try accessories(of: cell, row: indexPath,
                                                                                           with: rowLowering))
                        configuration.background = try background(of: cell, configuration: cell.drawnBackgroundConfiguration,
                                                                  selectionStyle: cell.selectionStyle, with: rowLowering)
                        let height = tableView.delegate?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
                        var hosted = hosting.hostedContent()
                        if height >= 0 { hosted.minimumHeight = Double(height) }
                        column.rows.append(DocumentBuilder.ColumnRow(
                            configuration: configuration, indentationLevel: cell.indentationLevel,
                            indentationWidth: cell.indentationLevel == 0 ? nil : Double(cell.indentationWidth),
                            pinnedState: selected ? .selected : nil, hosted: hosted,
                            tint: cell.explicitTintColor.map(rowLowering.color),
                            contentBackground: cell.contentView.backgroundColor.map(rowLowering.color)))
                        continue
                    }
                    let live = try customContent(of: cell, contentView: cell.contentView,
                                                 configuration: cell.contentConfiguration,
                                                 background: cell.drawnBackgroundConfiguration,
                                                 hasAccessories: cell.accessoryType != .none || cell.accessoryView != nil,
                                                 row: indexPath,
                                                 state: state, with: rowLowering)
                    if let live { lives.append(live) }
                    let custom = try live?.snapshot()
                    var configuration = custom == nil ? try lower(cell, row: indexPath, with: rowLowering)
                        : CellConfiguration(accessories: try accessories(of: cell, row: indexPath, with: rowLowering))
                    let height = tableView.delegate?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
                    if height >= 0 { configuration.height = .fixed(Double(height)) }
                    column.rows.append(DocumentBuilder.ColumnRow(
                        configuration: configuration, indentationLevel: cell.indentationLevel,
                        indentationWidth: cell.indentationLevel == 0 ? nil : Double(cell.indentationWidth),
                        pinnedState: selected ? .selected : nil, custom: custom,
                        tint: cell.explicitTintColor.map(rowLowering.color),
                        contentBackground: cell.contentView.backgroundColor.map(rowLowering.color)))
                }
                sections.append(column)
            }
            columns.append(LayoutPass.Column(state: state, sections: sections))
        }
        try builder.setSectionIndex(dataSource.sectionIndexTitles(for: tableView), fileID: fileID, line: line)
        if let delegate = tableView.delegate {
            let paths = (0..<max(0, dataSource.numberOfSections(in: tableView))).flatMap { section in
                (0..<max(0, dataSource.tableView(tableView, numberOfRowsInSection: section))).map {
                    IndexPath(row: $0, section: section)
                }
            }
            builder.note(SelectionNotes.notes(states: builder.states, paths: paths,
                                              methods: ("tableView(_:willSelectRowAt:)", "tableView(_:shouldHighlightRowAt:)")) {
                kind, path in
                kind == .selected ? delegate.tableView(tableView, willSelectRowAt: path) == nil
                    : !delegate.tableView(tableView, shouldHighlightRowAt: path)
            })
        }
        builder.settled = try LayoutPass.settle(&columns, lives: lives, builder: builder, fileID: fileID, line: line)
        builder.settled.notes = builder.notes + builder.settled.notes + tableView.undrawnNotes(textHeights: textHeights)
        for column in columns { try builder.add(column.sections, state: column.state) }
    }

    /// The warning for a fixed height asked of a text header or footer, which is sized by its text; `nil` when
    /// the height is automatic.
    static func textHeightNote(_ tableView: UITableView, section: Int, footer: Bool) -> String? {
        let own = footer ? tableView.sectionFooterHeight : tableView.sectionHeaderHeight
        let asked = height(of: tableView, section: section, footer: footer)
        guard asked != UITableView.automaticDimension else { return nil }
        let kind = footer ? "Footer" : "Header"
        if asked == own {
            return "the table view's section\(kind)Height \(own) is not drawn (headers and footers are sized by their "
                + "content)"
        }
        return "tableView(_:heightFor\(kind)InSection:) \(asked) for section \(section) is not drawn (a text "
            + "\(kind.lowercased()) is sized by its text; a view of yours from viewFor\(kind)InSection is given the height)"
    }

    /// The height the delegate (else the table view) asks of a section's header or footer.
    static func height(of tableView: UITableView, section: Int, footer: Bool) -> CGFloat {
        guard let delegate = tableView.delegate else {
            return footer ? tableView.sectionFooterHeight : tableView.sectionHeaderHeight
        }
        return footer ? delegate.tableView(tableView, heightForFooterInSection: section)
            : delegate.tableView(tableView, heightForHeaderInSection: section)
    }

    /// A section's header or footer view from the delegate: a `UITableViewHeaderFooterView` drawn from its
    /// configurations, or any other view of yours drawn as a template (``headerFooterView(_:section:footer:with:)``);
    /// `nil`s for none.
    static func headerFooter(_ tableView: UITableView, section: Int, footer: Bool,
                             with lowering: ConfigurationLowering) throws(UIKitRenderError)
        -> (configuration: HeaderFooterConfiguration?, view: ContentViewSnapshot?) {
        guard let delegate = tableView.delegate else { return (nil, nil) }
        let plain = tableView.style == .plain
        tableView.pendingHeaderFooterStyle = footer ? (plain ? .plainFooter : .groupedFooter)
            : (plain ? .plainHeader : .groupedHeader)
        let view = footer ? delegate.tableView(tableView, viewForFooterInSection: section)
            : delegate.tableView(tableView, viewForHeaderInSection: section)
        guard let view else { return (nil, nil) }
        guard let headerFooter = view as? UITableViewHeaderFooterView else {
            let snapshot = try headerFooterView(view, section: section, footer: footer, with: lowering)
            let height = height(of: tableView, section: section, footer: footer)
            let configuration = HeaderFooterConfiguration(
                template: DocumentBuilder.headerFooterTemplateName(section: section, footer: footer),
                height: height >= 0 ? Double(height) : nil)
            return (configuration, snapshot)
        }
        headerFooter.parent = tableView
        headerFooter.traits = lowering.traits
        headerFooter.runConfigurationUpdate()
        var configuration: HeaderFooterConfiguration
        if let content = headerFooter.contentConfiguration {
            guard let list = content as? UIListContentConfiguration else {
                throw .unsupportedHeaderFooterView(typeName: String(describing: type(of: content)), section: section,
                                                   footer: footer)
            }
            configuration = lowering.headerFooter(list)
        } else {
            configuration = HeaderFooterConfiguration(text: headerFooter.legacyText?.text)
            configuration.textProperties = headerFooter.legacyText.map(lowering.label)
        }
        configuration.background = headerFooter.backgroundConfiguration.map(lowering.background)
        // Views the code added to the header itself (a label placed with constraints) would be silently lost.
        let own = headerFooter.subviews.filter { $0 !== headerFooter.legacyText }
        if !own.isEmpty {
            let names = own.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            throw .unsupportedHeaderFooterView(typeName: "\(type(of: headerFooter)) with views of its own (\(names))",
                                               section: section, footer: footer)
        }
        return (configuration, nil)
    }

    /// Any view of yours as a header or footer, as a template: UIKit gives it the table view's width and the
    /// section's header height (or the height its constraints give, for `automaticDimension`), so it is drawn
    /// pinned to the edges of a content view of that size, with everything a custom content view may hold.
    static func headerFooterView(_ view: UIView, section: Int, footer: Bool,
                                 with lowering: ConfigurationLowering) throws(UIKitRenderError) -> ContentViewSnapshot {
        let container = UIView(frame: .zero)
        container.traits = lowering.traits
        view.traits = lowering.traits
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        view.layoutIfNeeded()
        var contentLowering = ContentViewLowering(lowering: lowering, row: IndexPath(row: 0, section: section))
        do {
            return try contentLowering.snapshot(of: container)
        } catch {
            // Said about the header, not a row.
            switch error {
            case let .unsupportedProperty(property, _, hint):
                throw .unsupportedHeaderFooterProperty(property, section: section, footer: footer, hint: hint)
            case let .unsupportedContentConfiguration(typeName, _):
                throw .unsupportedHeaderFooterProperty(typeName, section: section, footer: footer,
                                                       hint: "make the view of labels, image views, stack views and "
                                                           + "plain views")
            default:
                throw error
            }
        }
    }

    /// Sets a cell's state for a column through its open properties, so subclasses' observers run.
    static func prepare(_ cell: UITableViewCell, in state: CellshotUIKit.State, tableView: UITableView,
                        traits: UITraitCollection) {
        cell.parent = tableView
        cell.traits = traits
        cell.backgroundConfiguration?.adoptList(tableView.style.model)
        let flags = state.flags
        cell.stateFlags.disabled = flags.disabled
        cell.stateFlags.focused = flags.focused
        cell.isHighlighted = flags.highlighted
        cell.isSelected = flags.selected
        cell.isEditing = flags.editing
    }

    static func lower(_ cell: UITableViewCell, row: IndexPath,
                      with lowering: ConfigurationLowering) throws(UIKitRenderError) -> CellConfiguration {
        var configuration: CellConfiguration
        if let content = cell.contentConfiguration {
            guard let list = content as? UIListContentConfiguration else {
                throw .unsupportedContentConfiguration(typeName: String(describing: type(of: content)), row: row)
            }
            configuration = try lowering.cell(list, row: row)
        } else {
            configuration = try lowering.legacy(cell.legacyContent, style: cell.style, row: row)
        }
        configuration.background = try background(of: cell, configuration: cell.drawnBackgroundConfiguration,
                                                   selectionStyle: cell.selectionStyle, with: lowering)
        configuration.accessories = try accessories(of: cell, row: row, with: lowering)
        return configuration
    }

    /// The cell's accessory type as the document's accessory, or its accessory view, which UIKit shows in
    /// its place; `nil` for none.
    static func accessories(of cell: UITableViewCell, row: IndexPath,
                            with lowering: ConfigurationLowering) throws(UIKitRenderError) -> [CellAccessory]? {
        if let view = cell.accessoryView { return [try accessory(view, row: row, with: lowering)] }
        switch cell.accessoryType {
        case .none: return nil
        case .disclosureIndicator: return [.disclosureIndicator]
        case .detailDisclosureButton: return [.detailDisclosure]
        case .checkmark: return [.checkmark]
        case .detailButton: return [.detail]
        }
    }

    /// An accessory view as the document's accessory: a switch, or an image view's image at its own width.
    /// Any other view cannot be drawn beside built-in content (a template takes the whole cell).
    static func accessory(_ view: UIView, row: IndexPath,
                          with lowering: ConfigurationLowering) throws(UIKitRenderError) -> CellAccessory {
        switch view {
        case let toggle as UISwitch:
            return CellAccessory(.switch(SwitchConfiguration(isOn: toggle.isOn, isEnabled: toggle.isEnabled,
                                                             onTintColor: toggle.onTintColor.map(lowering.color),
                                                             thumbTintColor: toggle.thumbTintColor.map(lowering.color))))
        case let imageView as UIImageView where type(of: view) == UIImageView.self:
            guard let image = imageView.image else {
                throw .unsupportedProperty("an accessoryView that is a UIImageView without an image", row: row,
                                           hint: "give the image view an image, or leave accessoryView nil")
            }
            let place = SymbolNotes.place(row: row, state: lowering.state)
            lowering.symbolNotes.noteUndrawnStyle(image, configuration: imageView.symbolConfiguration,
                                                  in: "an accessory view", place: place)
            lowering.symbolNotes.noteUndrawnSize(image, configuration: imageView.symbolConfiguration,
                                                 in: "an accessory view", place: place)
            return CellAccessory(.customView(CellAccessory.CustomViewConfiguration(
                image: image.source, placement: .trailing,
                tintColor: (image.symbolOriginalColor ?? imageView.explicitTintColor).map(lowering.color),
                reservedLayoutWidth: .actual,
                maintainsFixedSize: true)))
        default:
            throw .unsupportedProperty("an accessoryView of type \(type(of: view))", row: row,
                                       hint: "cellshot draws a UISwitch or a UIImageView with an image as the accessory "
                                           + "view; put other views in a custom content view, or use accessoryType")
        }
    }
}

extension TablePass {
    /// A cell's custom content view, kept live until the column is laid out: the view a custom content
    /// configuration made, or subviews added to the content view; `nil` for built-in content.
    static func customContent(of cell: UIView, contentView: UIView, configuration: (any UIContentConfiguration)?,
                              background: UIBackgroundConfiguration?, hasAccessories: Bool, row: IndexPath,
                              state: CellshotUIKit.State,
                              with lowering: ConfigurationLowering) throws(UIKitRenderError) -> LiveContent? {
        // Views added to the cell itself (`addSubview` on the cell): UIKit draws them above the content view.
        let cellViews = cell.subviews.filter { $0 !== contentView }
        if let own = cellViews.first {
            let what = "a view added to the cell itself (a \(type(of: own)), with addSubview on the cell)"
            if configuration is UIListContentConfiguration || (configuration == nil && contentView.subviews.isEmpty
                                                               && hasLegacyContent(cell)) {
                throw .unsupportedProperty("\(what) beside the cell's built-in content", row: row,
                                           hint: "cellshot draws views of yours in a custom content view: add them to "
                                               + "contentView with the other views, or drop the built-in content")
            }
            if hasAccessories {
                throw .unsupportedProperty("\(what) beside an accessory", row: row,
                                           hint: "add the view to contentView, which the accessory leaves room for")
            }
            if ((cell as? UITableViewCell)?.indentationLevel ?? (cell as? UICollectionViewListCell)?.indentationLevel ?? 0) != 0 {
                throw .unsupportedProperty("\(what) in an indented cell", row: row,
                                           hint: "add the view to contentView, which the indentation moves")
            }
        }
        if configuration is UIListContentConfiguration { return nil }
        if let configuration, contentView is UIListContentView {
            throw .unsupportedContentConfiguration(typeName: String(describing: type(of: configuration)), row: row)
        }
        guard configuration != nil || !contentView.subviews.isEmpty || !cellViews.isEmpty else { return nil }
        if configuration == nil, hasLegacyContent(cell) {
            throw .unsupportedProperty("textLabel, detailTextLabel or imageView beside views added to contentView",
                                       row: row, hint: "cellshot draws the legacy labels only in a cell without views "
                                           + "of yours: make them labels of your own in contentView, or use a list "
                                           + "content configuration")
        }
        return LiveContent(state: state, row: row, cell: cell, contentView: contentView, background: background,
                           lowering: lowering)
    }

    /// Whether a table view cell's legacy labels or image view show something.
    static func hasLegacyContent(_ cell: UIView) -> Bool {
        guard let legacy = (cell as? UITableViewCell)?.legacyContent else { return false }
        return !(legacy.text?.text ?? "").isEmpty || !(legacy.detail?.text ?? "").isEmpty
            || (legacy.image != nil && !legacy.imageHidden)
    }

    /// The background: the configuration's; else the legacy `backgroundColor`, drawn under the selection's
    /// fill as UIKit's `selectedBackgroundView` covers it (so highlighted and selected keep the list's fill);
    /// with `selectionStyle = .none` there is no selected background, so those states keep the normal one.
    static func background(of cell: UIView, configuration: UIBackgroundConfiguration?,
                           selectionStyle: UITableViewCell.SelectionStyle = .default,
                           with lowering: ConfigurationLowering) throws(UIKitRenderError) -> BackgroundConfiguration? {
        if let configuration { return lowering.background(configuration) }
        let selectedLook = lowering.state == .highlighted || lowering.state == .selected
        if let views = BackgroundViews(of: cell) {
            return try views.background(selectedLook: selectedLook, with: lowering)
        }
        if selectionStyle == .none, selectedLook {
            return BackgroundConfiguration(backgroundColor: cell.backgroundColor.map(lowering.color)
                                               ?? .system(lowering.normalCellFill))
        }
        guard let color = cell.backgroundColor, !selectedLook else { return nil }
        return BackgroundConfiguration(backgroundColor: lowering.color(color))
    }
}

/// One pass over list cells per state column, as ``TablePass`` does for a table view.
@MainActor enum ListCellPass {
    /// - Parameter selected: items drawn selected in every column (a collection view's `selectItem(at:…)`).
    static func run(_ sections: [CellshotUIKit.ListSection],
                    appearance: UICollectionLayoutListConfiguration.Appearance, selected: [IndexPath] = [],
                    into builder: inout DocumentBuilder, fileID: String, line: Int) throws(UIKitRenderError) {
        let environment = DrawingEnvironment.enter(builder)
        defer { environment.restore() }
        var columns: [LayoutPass.Column] = []
        var lives: [LiveContent] = []
        for state in builder.states {
            var columnSections: [DocumentBuilder.ColumnSection] = []
            for (sectionIndex, section) in sections.enumerated() {
                var column = DocumentBuilder.ColumnSection()
                // A section provider's section may have a list configuration of its own: its cells take its
                // appearance's defaults, and the document section says what it draws differently.
                let sectionAppearance = section.listConfiguration?.appearance ?? appearance
                var lowering = builder.lowering(for: state)
                lowering.appearance = sectionAppearance.model
                if let own = section.listConfiguration {
                    column.appearance = own.appearance == appearance ? nil : own.appearance.model
                    column.showsSeparators = own.showsSeparators ? nil : false
                    column.backgroundColor = own.backgroundColor.map(lowering.color)
                }
                column.header = section.headerConfiguration.map(lowering.headerFooter)
                    ?? section.header.map { HeaderFooterConfiguration(text: $0) }
                column.header?.accessories = section.headerAccessories
                if let makeHeaderView = section.headerView {
                    column.headerView = try TablePass.headerFooterView(makeHeaderView(), section: sectionIndex,
                                                                       footer: false, with: lowering)
                    column.header = HeaderFooterConfiguration(
                        template: DocumentBuilder.headerFooterTemplateName(section: sectionIndex, footer: false))
                }
                column.footer = section.footerConfiguration.map(lowering.headerFooter)
                    ?? section.footer.map { HeaderFooterConfiguration(text: $0) }
                column.grid = section.grid
                let inGrid = section.grid != nil
                for (rowIndex, make) in section.cells.enumerated() {
                    let row = IndexPath(row: rowIndex, section: sectionIndex)
                    let cell = make()
                    cell.traits = builder.traits
                    let listCell = cell as? UICollectionViewListCell
                    listCell?.listAppearance = sectionAppearance
                    listCell?.automaticBackground.adoptList(sectionAppearance.model)
                    // A selected item is drawn selected in every column (a pinned state), as a table's row.
                    let pinned = selected.contains(row)
                    var lowering = pinned ? builder.lowering(for: .selected) : lowering
                    lowering.appearance = sectionAppearance.model
                    let flags = (pinned ? CellshotUIKit.State.selected : state).flags
                    cell.stateFlags.disabled = flags.disabled
                    cell.stateFlags.focused = flags.focused
                    cell.stateFlags.editing = flags.editing
                    // A cell whose outline disclosure has the header style is never selected or highlighted (Apple:
                    // "The cell itself is not selectable when using this style").
                    let selectable = !(listCell?.accessories.contains { $0.kind == .outlineDisclosure(.header) } ?? false)
                    cell.isHighlighted = flags.highlighted && selectable
                    cell.isSelected = flags.selected && selectable
                    cell.runConfigurationUpdate()
                    builder.note(CellPropertyNotes.notes(for: cell, contentView: cell.contentView,
                                                         builtIn: cell.contentConfiguration is UIListContentConfiguration
                                                             || (cell.contentConfiguration == nil
                                                                 && cell.contentView.subviews.isEmpty),
                                                         accessories: listCell?.accessories ?? [], row: row, state: state,
                                                         inGrid: inGrid && listCell == nil))
                    let cellState = cell.configurationState
                    if let hosting = cell.contentConfiguration as? any HostedContentConfiguration {
                        // SwiftUI's UIHostingConfiguration: its view lays itself out in the list cell's chrome.
                        let accessories = try listCell.map { (listCell) throws(UIKitRenderError) in
                            try accessoryModels(listCell.accessories, in: cellState, row: row, with: lowering)
                        }
                        var configuration = CellConfiguration(accessories: accessories ?? nil)
                        configuration.background = inGrid && listCell == nil
                            ? GridCellLook.background(of: cell, with: lowering)
                            : try TablePass.background(of: cell, configuration: cell.drawnBackgroundConfiguration,
                                                       with: lowering)
                        let level = listCell?.indentationLevel ?? 0
                        column.rows.append(DocumentBuilder.ColumnRow(
                            configuration: configuration, indentationLevel: level,
                            indentationWidth: level == 0 ? nil : (listCell?.indentationWidth).map(Double.init),
                            indentsAccessories: listCell?.indentsAccessories == false ? false : nil,
                            pinnedState: pinned ? .selected : nil, hosted: hosting.hostedContent(),
                            tint: cell.explicitTintColor.map(lowering.color),
                            contentBackground: cell.contentView.backgroundColor.map(lowering.color)))
                        continue
                    }
                    if var live = try TablePass.customContent(of: cell, contentView: cell.contentView,
                                                              configuration: cell.contentConfiguration,
                                                              background: cell.drawnBackgroundConfiguration,
                                                              hasAccessories: !(listCell?.accessories.isEmpty ?? true),
                                                              row: row, state: state, with: lowering) {
                        live.inGrid = inGrid && listCell == nil
                        lives.append(live)
                        // The accessories beside it: UIKit lays the content view out in the room they leave.
                        let accessories = try listCell.map { (listCell) throws(UIKitRenderError) in
                            try accessoryModels(listCell.accessories, in: cellState, row: row, with: lowering)
                        }
                        let level = listCell?.indentationLevel ?? 0
                        column.rows.append(DocumentBuilder.ColumnRow(
                            configuration: CellConfiguration(accessories: accessories ?? nil),
                            indentationLevel: level,
                            indentationWidth: level == 0 ? nil : (listCell?.indentationWidth).map(Double.init),
                            indentsAccessories: listCell?.indentsAccessories == false ? false : nil,
                            pinnedState: pinned ? .selected : nil, custom: try live.snapshot(),
                            tint: cell.explicitTintColor.map(lowering.color),
                            contentBackground: live.inGrid ? nil : cell.contentView.backgroundColor.map(lowering.color)))
                        continue
                    }
                    var configuration: CellConfiguration
                    if let content = cell.contentConfiguration {
                        guard let list = content as? UIListContentConfiguration else {
                            throw .unsupportedContentConfiguration(typeName: String(describing: type(of: content)),
                                                                   row: row)
                        }
                        configuration = try lowering.cell(list, row: row)
                    } else {
                        configuration = CellConfiguration()
                    }
                    if inGrid, listCell == nil {
                        try GridCellLook.checkContentBackground(of: cell, row: row)
                        configuration.background = GridCellLook.background(of: cell, with: lowering)
                    } else {
                        configuration.background = try TablePass.background(of: cell,
                                                                            configuration: cell.drawnBackgroundConfiguration,
                                                                            with: lowering)
                    }
                    if let accessories = listCell?.accessories {
                        configuration.accessories = try accessoryModels(accessories, in: cellState, row: row,
                                                                        with: lowering)
                    }
                    let level = listCell?.indentationLevel ?? 0
                    column.rows.append(DocumentBuilder.ColumnRow(
                        configuration: configuration, indentationLevel: level,
                        indentationWidth: level == 0 ? nil : (listCell?.indentationWidth).map(Double.init),
                        indentsAccessories: listCell?.indentsAccessories == false ? false : nil,
                        pinnedState: pinned ? .selected : nil, tint: cell.explicitTintColor.map(lowering.color),
                        contentBackground: cell.contentView.backgroundColor.map(lowering.color)))
                }
                columnSections.append(column)
            }
            columns.append(LayoutPass.Column(state: state, sections: columnSections))
        }
        builder.settled = try LayoutPass.settle(&columns, lives: lives, builder: builder, fileID: fileID, line: line)
        builder.settled.notes = builder.notes + builder.settled.notes
        for column in columns { try builder.add(column.sections, state: column.state) }
    }


    /// A list cell's accessories as the document's; `nil` for none. A custom view accessory is drawn when it
    /// is an image view with an image.
    static func accessoryModels(_ accessories: [UICellAccessory], in cellState: UICellConfigurationState, row: IndexPath,
                                with lowering: ConfigurationLowering) throws(UIKitRenderError) -> [CellAccessory]? {
        guard !accessories.isEmpty else { return nil }
        for case .customView(let custom) in accessories.map(\.kind) where custom.image == nil {
            let what = custom.customView is UIButton ? " with a title or a configuration, or without an image"
                : custom.customView is UIImageView ? " without an image" : ""
            throw .unsupportedProperty("a customView accessory of type \(type(of: custom.customView))" + what,
                                       row: row, hint: "cellshot draws a UIImageView with an image, or a UIButton "
                                           + "with only an image (no configuration), as a custom view accessory; put "
                                           + "other views in a custom content view, or use a system accessory")
        }
        return accessories.map { $0.model(in: cellState, lowering: lowering) }
    }
}
