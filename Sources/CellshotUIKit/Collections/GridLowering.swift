import CellshotGraphics
import CellshotModel
import Foundation

/// A grid section as the document draws it: the compositional layout's section (or the flow layout's) lowered
/// one to one onto the document's ``GridLayout``, and the element kinds of its header and footer, which the
/// data source is asked for (`viewForSupplementaryElementOfKind`).
struct LoweredGridSection {
    var layout: GridLayout
    var headerKind: String?
    var footerKind: String?
}

/// Lowers `NSCollectionLayoutSection`s and `UICollectionViewFlowLayout`s onto the document's grid model, so that
/// a grid drawn from UIKit code and one written in a document share one geometry (docs/grids.md). What the
/// UIKit objects say that the model does not draw is a note (a warning with the render call's file and line);
/// what cannot be drawn at all (a custom group, a horizontally scrolling layout) is an error.
@MainActor struct GridLowering {
    /// The section's index, for messages.
    let section: Int
    let fileID: String
    let line: Int
    /// The warnings, in order.
    private(set) var notes: [String] = []

    init(section: Int, fileID: String, line: Int) {
        self.section = section
        self.fileID = fileID
        self.line = line
    }

    private mutating func note(_ text: String) {
        let text = "section \(section)'s \(text)"
        if !notes.contains(text) { notes.append(text) }
    }

    // MARK: Compositional layout

    /// A compositional layout's grid section.
    mutating func section(_ section: NSCollectionLayoutSection, decorations: [String: AnyClass],
                          with lowering: ConfigurationLowering) throws(UIKitRenderError) -> LoweredGridSection {
        guard let group = section.group else {
            preconditionFailure("a list section is not a grid section")
        }
        var layout = GridLayout(group: try Self.group(group, path: "group", into: &self))
        layout.interGroupSpacing = Double(section.interGroupSpacing)
        layout.contentInsets = section.contentInsets.model
        layout.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior.model
        layout.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        layout.containerHeight = Double(LayoutEnvironment.standardHeight)
        var lowered = LoweredGridSection(layout: layout)
        for item in section.boundarySupplementaryItems {
            try boundary(item, into: &lowered)
        }
        for (index, decoration) in section.decorationItems.enumerated() {
            guard index == 0 else {
                note("decoration item \(index) (\"\(decoration.elementKind)\") is not drawn: cellshot draws one "
                    + "background decoration a section")
                continue
            }
            lowered.layout.background = try background(decoration, registered: decorations, with: lowering)
        }
        return lowered
    }

    /// A group and its subitems, depth first.
    private static func group(_ group: NSCollectionLayoutGroup, path: String,
                              into lowering: inout GridLowering) throws(UIKitRenderError) -> GridGroup {
        if group.isCustom {
            throw .notDrawnYet("section \(lowering.section)'s \(path) is a custom group "
                + "(NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)): cellshot lays groups out by UIKit's "
                + "rules; make it of horizontal or vertical groups", fileID: lowering.fileID, line: lowering.line)
        }
        guard !group.subitems.isEmpty else {
            throw .collectionView("\(lowering.fileID):\(lowering.line): section \(lowering.section)'s \(path) has no "
                + "subitems; give it at least one item (UIKit raises an exception)")
        }
        lowering.noteItemExtras(group, path: path)
        let axis: GridGroup.Axis = group.isHorizontal ? .horizontal : .vertical
        let subitems: GridGroup.Subitems
        if let count = group.repeatCount {
            guard count > 0 else {
                throw .collectionView("\(lowering.fileID):\(lowering.line): section \(lowering.section)'s \(path) "
                    + "repeats its subitem \(count) times; give a count of at least 1 (UIKit raises an exception)")
            }
            subitems = .repeating(try element(group.subitems[0], path: "\(path).subitem", into: &lowering), count: count)
        } else {
            var elements: [GridElement] = []
            for (index, subitem) in group.subitems.enumerated() {
                elements.append(try element(subitem, path: "\(path).subitems[\(index)]", into: &lowering))
            }
            subitems = .subitems(elements)
        }
        return GridGroup(axis: axis, layoutSize: group.layoutSize.model, subitems: subitems,
                         interItemSpacing: group.interItemSpacing?.model ?? .fixed(0),
                         contentInsets: group.contentInsets.model)
    }

    private static func element(_ item: NSCollectionLayoutItem, path: String,
                                into lowering: inout GridLowering) throws(UIKitRenderError) -> GridElement {
        if let group = item as? NSCollectionLayoutGroup {
            return .group(try self.group(group, path: path, into: &lowering))
        }
        lowering.noteItemExtras(item, path: path)
        return .item(GridItem(layoutSize: item.layoutSize.model, contentInsets: item.contentInsets.model))
    }

    /// An item's (or group's) properties the model does not draw.
    private mutating func noteItemExtras(_ item: NSCollectionLayoutItem, path: String) {
        if !item.supplementaryItems.isEmpty {
            let kinds = item.supplementaryItems.map { "\"\($0.elementKind)\"" }.joined(separator: ", ")
            note("\(path)'s supplementary items (\(kinds)) are not drawn: cellshot draws a section's header, "
                + "footer and background, not views anchored to items")
        }
        if let spacing = item.edgeSpacing,
           [spacing.leading, spacing.top, spacing.trailing, spacing.bottom].contains(where: { ($0?.spacing ?? 0) != 0 }) {
            note("\(path)'s edgeSpacing is not drawn: the items are placed without it; use the group's "
                + "interItemSpacing or the item's contentInsets instead")
        }
    }

    /// A header (aligned to the top) or footer (to the bottom).
    private mutating func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem,
                                   into lowered: inout LoweredGridSection) throws(UIKitRenderError) {
        let name = "boundary supplementary item \"\(item.elementKind)\""
        let isHeader: Bool
        switch item.alignment {
        case .top, .topLeading, .topTrailing: isHeader = true
        case .bottom, .bottomLeading, .bottomTrailing: isHeader = false
        case .none, .leading, .trailing:
            note("\(name) aligned \(item.alignment) is not drawn: cellshot draws a header at the top and a footer "
                + "at the bottom of a section")
            return
        }
        if isHeader ? lowered.headerKind != nil : lowered.footerKind != nil {
            note("\(name) is not drawn: cellshot draws one \(isHeader ? "header" : "footer") a section")
            return
        }
        if isHeader { lowered.headerKind = item.elementKind } else { lowered.footerKind = item.elementKind }
        if !item.layoutSize.widthDimension.isFractionalWidth || item.layoutSize.widthDimension.dimension != 1 {
            note("\(name)'s width is drawn as the section's (fractionalWidth(1)), not as its layoutSize says")
        }
        if !item.layoutSize.heightDimension.isEstimated {
            note("\(name)'s height is drawn as its content's (an estimated height), not as its layoutSize says")
        }
        if item.offset != .zero { note("\(name)'s offset is not drawn") }
        if !item.extendsBoundary {
            note("\(name)'s extendsBoundary = false is not drawn: it is drawn outside the groups")
        }
        if !item.contentInsets.isZero { note("\(name)'s contentInsets are not drawn") }
    }

    /// A background decoration: the registered view's colour, corners and border.
    private mutating func background(_ decoration: NSCollectionLayoutDecorationItem, registered: [String: AnyClass],
                                     with lowering: ConfigurationLowering) throws(UIKitRenderError) -> GridBackground {
        guard let viewClass = registered[decoration.elementKind] else {
            throw .collectionView("\(fileID):\(line): section \(section)'s decoration item of kind "
                + "\"\(decoration.elementKind)\" has no view class registered; call "
                + "layout.register(YourView.self, forDecorationViewOfKind: \"\(decoration.elementKind)\") "
                + "(UIKit raises an exception)")
        }
        guard let view = CollectionCellFactories.make(viewClass) else {
            throw UICollectionView.missingFactory(FactoryAdvice.className(viewClass), fileID: fileID, line: line)
        }
        view.traits = lowering.traits
        var configuration = BackgroundConfiguration(backgroundColor: lowering.color(view.backgroundColor ?? .clear))
        if let layer = view.existingLayer {
            if layer.drawnCornerRadius != 0 { configuration.cornerRadius = Double(layer.drawnCornerRadius) }
            if layer.borderWidth != 0 {
                configuration.strokeWidth = Double(layer.borderWidth)
                configuration.strokeColor = lowering.color(layer.borderColor?.color ?? .black)
            }
        }
        if !view.subviews.isEmpty {
            note("decoration view \(type(of: view))'s subviews are not drawn: cellshot draws its backgroundColor and "
                + "its layer's cornerRadius and border")
        }
        if view.alpha != 1 { note("decoration view \(type(of: view))'s alpha is not drawn") }
        if decoration.zIndex != 0 || !decoration.supplementaryItems.isEmpty {
            note("decoration item \"\(decoration.elementKind)\"'s zIndex and supplementary items are not drawn")
        }
        return GridBackground(configuration: configuration, contentInsets: decoration.contentInsets.model)
    }

    // MARK: Flow layout

    /// A flow layout's section as a grid: lines of items of one size, at least `minimumInteritemSpacing` apart
    /// and justified, `minimumLineSpacing` between lines, inside `sectionInset`.
    mutating func flowSection(_ flow: UICollectionViewFlowLayout, collectionView: UICollectionView,
                              count: Int, width: CGFloat) throws(UIKitRenderError) -> LoweredGridSection {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView(collectionView, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: section)
            ?? flow.minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: flow,
                                                   minimumInteritemSpacingForSectionAt: section) ?? flow.minimumInteritemSpacing
        let estimated = flow.estimatedItemSize != .zero
        // One size for every item: the delegate's (asked for each item), else the layout's.
        var size = estimated ? flow.estimatedItemSize : flow.itemSize
        // `automaticSize`: self-sizing from a first guess UIKit chooses.
        if estimated, size == UICollectionViewFlowLayout.automaticSize { size = CGSize(width: 50, height: 50) }
        if let delegate, !estimated, count > 0 {
            let sizes = (0..<count).map {
                delegate.collectionView(collectionView, layout: flow, sizeForItemAt: IndexPath(item: $0, section: section))
            }
            size = sizes[0]
            if let other = sizes.firstIndex(where: { $0 != sizes[0] }) {
                throw .notDrawnYet("section \(section) of the flow layout has items of different sizes (item 0 is "
                    + "\(Self.text(sizes[0])), item \(other) \(Self.text(sizes[other]))): cellshot draws a flow layout "
                    + "section whose items share one size; use a compositional layout for others",
                    fileID: fileID, line: line)
            }
        }
        guard size.width > 0, size.height > 0, size.width <= 100_000, size.height <= 100_000 else {
            throw .invalidSize("section \(section) of the flow layout has items of size \(Self.text(size)); give "
                + "sizes greater than 0", fileID: fileID, line: line)
        }
        let itemWidth: GridDimension = estimated ? .estimated(Double(size.width)) : .absolute(Double(size.width))
        let height: GridDimension = estimated ? .estimated(Double(size.height)) : .absolute(Double(size.height))
        let item = GridItem(layoutSize: GridSize(widthDimension: itemWidth, heightDimension: height))
        let group = GridGroup(axis: .horizontal,
                              layoutSize: GridSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: estimated ? .estimated(Double(size.height))
                                                       : .absolute(Double(size.height))),
                              subitems: .subitems([.item(item)]), interItemSpacing: .flexible(Double(itemSpacing)))
        let insets = DirectionalEdgeInsets(top: Double(inset.top), leading: Double(inset.left),
                                           bottom: Double(inset.bottom), trailing: Double(inset.right))
        var lowered = LoweredGridSection(layout: GridLayout(group: group, interGroupSpacing: Double(lineSpacing),
                                                            contentInsets: insets,
                                                            containerHeight: Double(LayoutEnvironment.standardHeight)))
        // A line of one item: UIKit's flow layout centres it; the grid puts it at the leading edge.
        let room = Double(width) - insets.leading - insets.trailing
        let perLine = max(1, Int((room + Double(itemSpacing)) / (Double(size.width) + Double(itemSpacing))))
        if count > 0, perLine == 1 || count % perLine == 1 {
            note("flow layout line of one item is drawn at the leading edge (UIKit's flow layout centres a lone "
                + "item in its line)")
        }
        let header = delegate?.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: section)
            ?? flow.headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: section)
            ?? flow.footerReferenceSize
        if header.height > 0 {
            lowered.headerKind = UICollectionView.elementKindSectionHeader
            note("flow layout header is drawn as tall as its content, not at its reference height (\(Self.number(header.height)))")
        }
        if footer.height > 0 {
            lowered.footerKind = UICollectionView.elementKindSectionFooter
            note("flow layout footer is drawn as tall as its content, not at its reference height (\(Self.number(footer.height)))")
        }
        lowered.layout.supplementariesFollowContentInsets = false
        return lowered
    }

    private static func text(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

    private static func number(_ value: CGFloat) -> String { ContentViewLowering.numberText(value) }
}

extension NSCollectionLayoutDimension {
    /// The document's dimension of the same name.
    var model: GridDimension {
        let value = Double(dimension)
        switch kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(value)
        }
    }
}

extension NSCollectionLayoutSize {
    /// The document's size.
    var model: GridSize { GridSize(widthDimension: widthDimension.model, heightDimension: heightDimension.model) }
}

extension NSCollectionLayoutSpacing {
    /// The document's spacing.
    var model: GridSpacing { isFlexibleSpacing ? .flexible(Double(spacing)) : .fixed(Double(spacing)) }
}

extension NSDirectionalEdgeInsets {
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The document's behaviour.
    var model: GridOrthogonalScrolling {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}
