import CellshotModel
import Foundation

/// A collection view as list cells in sections: the data source is asked for each section's header and
/// footer once and for each item's cell in every state column, and the cells are drawn by ``ListCellPass``,
/// as ``CellshotUIKit/render(_:appearance:states:traits:width:fileID:line:)`` draws list cells.
@MainActor enum CollectionPass {
    static func run(_ collectionView: UICollectionView, into builder: inout DocumentBuilder, fileID: String,
                    line: Int) throws(UIKitRenderError) {
        let list = try listConfiguration(of: collectionView, fileID: fileID, line: line)
        guard let dataSource = collectionView.dataSource else {
            throw .collectionView("\(fileID):\(line): the collection view has no dataSource; make a "
                + "UICollectionViewDiffableDataSource for it (or set collectionView.dataSource) before drawing it")
        }
        try CollectionCellFactories.checkRegistrations()
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = builder.traits
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
        for section in 0..<max(0, dataSource.numberOfSections(in: collectionView)) {
            let sectionPath = IndexPath(item: 0, section: section)
            var items = Array(0..<max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section)))
            var header: UIListContentConfiguration?
            if list.headerMode == .supplementary {
                let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
                    UICollectionView.elementKindSectionHeader, at: sectionPath) }
                header = try configuration(of: view, kind: "header", section: section, fileID: fileID, line: line)
            } else if list.headerMode == .firstItemInSection, let first = items.first {
                // The first item heads its section: its cell is made as a header, whose default content
                // configuration is the list's header style.
                collectionView.pendingHeaderItem = true
                let cell = asking { dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: first, section: section)) }
                collectionView.pendingHeaderItem = false
                header = try configuration(of: cell, kind: "header", section: section, fileID: fileID, line: line)
                items.removeFirst()
            }
            var footer: UIListContentConfiguration?
            if list.footerMode == .supplementary {
                let view = asking { dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
                    UICollectionView.elementKindSectionFooter, at: sectionPath) }
                footer = try configuration(of: view, kind: "footer", section: section, fileID: fileID, line: line)
            }
            let cells: [@MainActor () -> UICollectionViewCell] = items.map { item in
                { asking { dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section)) } }
            }
            sections.append(CellshotUIKit.ListSection(headerConfiguration: header, footerConfiguration: footer, cells: cells))
        }
        if let problem { throw problem }
        let firstItem = list.headerMode == .firstItemInSection ? 1 : 0
        try builder.setSectionIndex(dataSource.indexTitles(for: collectionView), fileID: fileID, line: line)
        let selected = collectionView.selectedItems.all.map { IndexPath(item: $0.item - firstItem, section: $0.section) }
        do {
            try ListCellPass.run(sections, appearance: list.appearance, selected: selected, into: &builder,
                                 fileID: fileID, line: line)
        } catch {
            throw problem ?? error
        }
        if let problem { throw problem }
    }

    private static func listConfiguration(of collectionView: UICollectionView, fileID: String,
                                          line: Int) throws(UIKitRenderError) -> UICollectionLayoutListConfiguration {
        guard let list = collectionView.listConfiguration else {
            throw .collectionView("\(fileID):\(line): the collection view's layout is a "
                + "\(type(of: collectionView.collectionViewLayout)); cellshot draws lists: make the layout with "
                + "UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: …))")
        }
        return list
    }

    /// The list content configuration a header or footer view shows; `nil` for a view with none, which is
    /// an error: the list's mode asks for the view, and UIKit would draw its content.
    private static func configuration(of view: UICollectionReusableView, kind: String, section: Int, fileID: String,
                                      line: Int) throws(UIKitRenderError) -> UIListContentConfiguration? {
        let content = (view as? UICollectionViewCell)?.contentConfiguration
        if let list = content as? UIListContentConfiguration { return list }
        let what = content.map { "a \(type(of: $0))" } ?? "no content configuration"
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
        let lowered = try lowered(collectionView, states: states, traits: traits, width: width, fileID: fileID, line: line)
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
        let lowered = try lowered(collectionView, states: states, traits: traits, width: width, fileID: fileID, line: line)
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

    /// A collection view lowered to its document, with what laying it out left (warnings, the UIKit layer's notes).
    @MainActor static func lowered(_ collectionView: UICollectionView, states: [State], traits: UITraitCollection,
                                   width: CGFloat, scale: CGFloat? = nil, fileID: String,
                                   line: Int) throws(UIKitRenderError) -> (document: ListDocument, settled: LayoutPass.Settled) {
        let appearance = collectionView.listConfiguration?.appearance ?? .plain
        var builder = try DocumentBuilder(appearance: appearance.model, states: states, traits: traits, width: width,
                                          scale: scale, tint: collectionView.tintColor, fileID: fileID, line: line)
        try CollectionPass.run(collectionView, into: &builder, fileID: fileID, line: line)
        return (builder.finish(), builder.settled)
    }
}
