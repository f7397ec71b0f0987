import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Grids from UIKit code: compositional layouts (and flow layouts) lowered onto the document's grid model,
/// drawn with the frames UIKit's layout rules give (docs/uikit.md, "Grids"; docs/grids.md) — each of
/// Apple's documented layouts rebuilt in UIKit code (`Fixtures/GridScreens.swift`) and compared with the same
/// layout written as a document.
@MainActor @Suite("Grids from UIKit code")
struct GridCollectionViewTests {
    private static var environment: RenderEnvironment?

    /// A document laid out in a state.
    static func layout(_ document: ListDocument, in state: CellState = .normal) throws -> ListLayout {
        let environment = try environment ?? RenderEnvironment()
        Self.environment = environment
        return try ListRenderer(document: document, file: "test.json", environment: environment).layout(in: state)
    }

    /// The collection view's document and its frames.
    static func frames(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 393,
                       section: Int = 0) throws -> (document: ListDocument, frames: [Rect]) {
        let source = GridItemsSource(counts: counts)
        let collectionView = source.collectionView(layout)
        let document = try CellshotUIKit.document(of: collectionView, width: width)
        return (document, try Self.layout(document).sections[section].rows.map(\.frame))
    }

    /// A document of `items` "Item" cells in a grid section written in JSON.
    static func jsonGrid(_ grid: String, items: Int) throws -> GridLayout? {
        let cells = Array(repeating: #"{ "text": "Item" }"#, count: items).joined(separator: ", ")
        return try UIKitTestSupport.document(#"{ "sections": [ { "grid": \#(grid), "items": [ \#(cells) ] } ] }"#)
            .sections[0].grid
    }

    static func same(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                && abs(a.height - b.height) < 1e-6
        }
    }

    static func size(_ width: String, _ height: String) -> String {
        #"{ "widthDimension": \#(width), "heightDimension": \#(height) }"#
    }

    @Test("Grid: five squares a row, each 0.2 of the width — the same grid as the document's")
    func grid() throws {
        let (document, frames) = try Self.frames(GridScreens.grid(), counts: [7])
        let side = 393 * 0.2
        let expected: [Rect] = (0..<7).map { (index: Int) -> Rect in
            Rect(x: Double(index % 5) * side, y: Double(index / 5) * side, width: side, height: side)
        }
        #expect(Self.same(frames, expected))
        let json = try Self.jsonGrid(#"""
            { "group": { "axis": "horizontal", "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalWidth": 0.2 }"#)),
                         "subitems": [ { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 0.2 }"#, #"{ "fractionalHeight": 1 }"#)) } ] } }
            """#, items: 7)
        #expect(document.sections[0].grid == json)
        #expect(document.appearance == .plain)
    }

    @Test("Inset items grid: the item's content insets shrink the cell in its place")
    func insetItemsGrid() throws {
        let frames = try Self.frames(GridScreens.grid(itemInsets: 5), counts: [6]).frames
        let side = 393 * 0.2
        let expected: [Rect] = (0..<6).map { (index: Int) -> Rect in
            Rect(x: Double(index % 5) * side + 5, y: Double(index / 5) * side + 5, width: side - 10, height: side - 10)
        }
        #expect(Self.same(frames, expected))
    }

    @Test("Two-column: repeatingSubitem count shares the width after the spacing and insets")
    func twoColumn() throws {
        let (document, frames) = try Self.frames(UICollectionViewCompositionalLayout(section: GridScreens.twoColumnSection()),
                                                 counts: [3])
        #expect(Self.same(frames, [Rect(x: 10, y: 10, width: 181.5, height: 44), Rect(x: 201.5, y: 10, width: 181.5, height: 44),
                                   Rect(x: 10, y: 64, width: 181.5, height: 44)]))
        let json = try Self.jsonGrid(#"""
            { "group": { "axis": "horizontal", "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "absolute": 44 }"#)),
                         "subitem": { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 1 }"#)) },
                         "count": 2, "interItemSpacing": { "fixed": 10 } },
              "interGroupSpacing": 10, "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
            """#, items: 3)
        #expect(document.sections[0].grid == json)
    }

    /// The distinct sections' frames at a width, from UIKit's rules.
    static func expectedDistinct(columns: Int, items: Int, width: Double, top: Double) -> [Rect] {
        let content = width - 40
        let cellWidth = content / Double(columns)
        let groupHeight = columns == 1 || columns == 2 ? 44 : content * 0.2
        return (0..<items).map {
            Rect(x: 20 + Double($0 % columns) * cellWidth + 2, y: top + 20 + Double($0 / columns) * groupHeight + 2,
                 width: cellWidth - 4, height: groupHeight - 4)
        }
    }

    @Test("Distinct and adaptive sections: a section provider's sections, the columns following the width")
    func distinctAndAdaptiveSections() throws {
        for (adaptive, width) in [(false, 393.0), (false, 1024), (true, 393), (true, 1024)] {
            let wide = adaptive && width > 800
            let kinds = [(wide ? 2 : 1, 3), (wide ? 10 : 5, 12), (wide ? 6 : 3, 4)]
            let source = GridItemsSource(counts: kinds.map(\.1))
            let document = try CellshotUIKit.document(of: source.collectionView(GridScreens.distinctSections(adaptive: adaptive)),
                                                      width: CGFloat(width))
            let layout = try Self.layout(document)
            var top = 0.0
            for (index, (columns, items)) in kinds.enumerated() {
                #expect(Self.same(layout.sections[index].rows.map(\.frame),
                                  Self.expectedDistinct(columns: columns, items: items, width: width, top: top)),
                        "adaptive \(adaptive), width \(width), section \(index)")
                top = layout.sections[index].grid?.frame.maxY ?? 0
            }
        }
    }

    @Test("Nested groups: a vertical group of two beside a 0.7 item, fractions of the enclosing group")
    func nestedGroups() throws {
        let frames = try Self.frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: GridScreens.nestedGroup(width: .fractionalWidth(1)))), counts: [5]).frames
        let height = 852 * 0.4, leading = 393 * 0.7, trailing = 393 * 0.3
        func group(_ top: Double) -> [Rect] {
            [Rect(x: 10, y: top + 10, width: leading - 20, height: height - 20),
             Rect(x: leading + 10, y: top + 10, width: trailing - 20, height: height / 2 - 20),
             Rect(x: leading + 10, y: top + height / 2 + 10, width: trailing - 20, height: height / 2 - 20)]
        }
        #expect(Self.same(frames, group(0) + Array(group(height).prefix(2))))
    }

    @Test("Orthogonal sections: the groups across, at rest from the leading edge, cut off at the list's edge")
    func orthogonalSections() throws {
        let source = GridItemsSource(counts: [6])
        let document = try CellshotUIKit.document(of: source.collectionView(GridScreens.orthogonal(.continuous)))
        let section = try Self.layout(document).sections[0]
        let groupWidth = 393 * 0.85, height = 852 * 0.4
        let leading = groupWidth * 0.7, trailing = groupWidth * 0.3
        func group(_ x: Double) -> [Rect] {
            [Rect(x: x + 10, y: 10, width: leading - 20, height: height - 20),
             Rect(x: x + leading + 10, y: 10, width: trailing - 20, height: height / 2 - 20),
             Rect(x: x + leading + 10, y: height / 2 + 10, width: trailing - 20, height: height / 2 - 20)]
        }
        #expect(Self.same(section.rows.map(\.frame), group(0) + group(groupWidth)))
        #expect(section.grid?.clip == section.grid?.frame)
        #expect(document.sections[0].grid?.orthogonalScrollingBehavior == .continuous)
        let centred = try CellshotUIKit.document(of: source.collectionView(GridScreens.orthogonal(.groupPagingCentered)))
        #expect(centred.sections[0].grid?.orthogonalScrollingBehavior == .groupPagingCentered)
    }

    @Test("A section provider mixes a list section and a grid section; the list's appearance is the document's")
    func listAndGridSections() throws {
        let source = GridItemsSource(counts: [2, 3])
        let document = try CellshotUIKit.document(of: source.collectionView(GridScreens.listAndGrid()))
        #expect(document.appearance == .insetGrouped)
        #expect(document.sections[0].grid == nil)
        #expect(document.sections[1].grid != nil)
        let layout = try Self.layout(document)
        let top = try #require(layout.sections[1].grid).frame.minY
        #expect(Self.same(layout.sections[1].rows.map(\.frame),
                          [Rect(x: 10, y: top + 10, width: 181.5, height: 44), Rect(x: 201.5, y: top + 10, width: 181.5, height: 44),
                           Rect(x: 10, y: top + 64, width: 181.5, height: 44)]))
    }

    @Test("Boundary supplementary items are the section's header and footer; the decoration view its background")
    func headerFooterAndBackground() throws {
        CellshotUIKit.registerCell(SectionBackgroundView.self) { SectionBackgroundView(frame: .zero) }
        let source = GridItemsSource(counts: [3])
        let document = try CellshotUIKit.document(of: source.collectionView(GridScreens.decorated()))
        #expect(document.sections[0].header?.text == "Header")
        #expect(document.sections[0].footer?.text == "Footer")
        let background = try #require(document.sections[0].grid?.background)
        #expect(background.configuration == BackgroundConfiguration(backgroundColor: .system(.systemGray6), cornerRadius: 12,
                                                                    strokeColor: .system(.systemGray3), strokeWidth: 1))
        #expect(background.contentInsets == DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        let section = try Self.layout(document).sections[0]
        let header = try #require(section.header)
        #expect(header.frame.minX == 16 && header.frame.width == 393 - 32)
        #expect(section.rows.first?.frame.minY == header.frame.maxY + 8)
        #expect(section.grid?.background?.frame == Rect(x: 8, y: header.frame.maxY, width: 393 - 16, height: 8 + 50 + 8))
    }

    @Test("Estimated heights self-size from the cell's content, as the document's do")
    func estimatedHeights() throws {
        let source = GridItemsSource(counts: [3])
        source.texts = [IndexPath(item: 0, section: 0): ("One", nil), IndexPath(item: 1, section: 0): ("Two", "a second line"),
                        IndexPath(item: 2, section: 0): ("Three", nil)]
        let document = try CellshotUIKit.document(of: source.collectionView(GridScreens.estimated()))
        #expect(Self.same(try Self.layout(document).sections[0].rows.map(\.frame),
                          [Rect(x: 4, y: 0, width: 188.5, height: 44), Rect(x: 200.5, y: 0, width: 188.5, height: 63),
                           Rect(x: 4, y: 63, width: 188.5, height: 44)]))
    }

    @Test("A flow layout: lines of items at least minimumInteritemSpacing apart, justified, minimumLineSpacing between")
    func flowLayout() throws {
        let (document, frames) = try Self.frames(GridScreens.flow(), counts: [5])
        // Three 100 pt items fit in 393 with 10 pt gaps; the 73 pt left over widens both gaps by 36.5.
        #expect(Self.same(frames, [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 146.5, y: 0, width: 100, height: 50),
                                   Rect(x: 293, y: 0, width: 100, height: 50), Rect(x: 0, y: 60, width: 100, height: 50),
                                   Rect(x: 293, y: 60, width: 100, height: 50)]))
        #expect(document.sections[0].grid?.interGroupSpacing == 10)
    }

    @Test("A flow layout's line of one item is drawn at the leading edge, with a warning at the render call")
    func flowLoneItemWarns() throws {
        let source = GridItemsSource(counts: [4])
        defer { withExtendedLifetime(source) {} }
        let collectionView = source.collectionView(GridScreens.flow())
        let warnings = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal], traits: UITraitCollection(),
                                                             width: 393, fileID: "App/Grid.swift", line: 9).warnings
        #expect(warnings == ["App/Grid.swift:9: warning: section 0's flow layout line of one item is drawn at the leading "
                             + "edge (UIKit's flow layout centres a lone item in its line)"])
    }

    @Test("The collection view's own background colour is the list's, behind the grid; its appearance's is left out")
    func collectionViewBackgroundIsDrawn() throws {
        let source = GridItemsSource(counts: [2])
        defer { withExtendedLifetime(source) {} }
        let collectionView = source.collectionView(GridScreens.grid())
        collectionView.backgroundColor = .systemBackground
        let quiet = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal], traits: UITraitCollection(),
                                                          width: 393, fileID: "App/Grid.swift", line: 2)
        #expect(quiet.warnings.isEmpty && quiet.document.backgroundColor == nil)
        collectionView.backgroundColor = .black
        let black = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal], traits: UITraitCollection(),
                                                          width: 393, fileID: "App/Grid.swift", line: 2)
        #expect(black.warnings.isEmpty)
        #expect(black.document.backgroundColor == .system(.black))
        #expect(try Self.layout(black.document).backgroundColor == Color(red: 0, green: 0, blue: 0))
    }

    @Test("Item badges and edge spacing are not drawn, each with a warning at the render call")
    func undrawnPropertiesWarn() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let source = GridItemsSource(counts: [4])
        defer { withExtendedLifetime(source) {} }
        let collectionView = source.collectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let warnings = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal], traits: UITraitCollection(),
                                                             width: 393, fileID: "App/Badges.swift", line: 3).warnings
        #expect(warnings == [
            "App/Badges.swift:3: warning: section 0's group.subitems[0]'s supplementary items (\"badge\") are not drawn: "
                + "cellshot draws a section's header, footer and background, not views anchored to items",
            "App/Badges.swift:3: warning: section 0's group.subitems[0]'s edgeSpacing is not drawn: the items are placed "
                + "without it; use the group's interItemSpacing or the item's contentInsets instead",
        ])
    }

    @Test("A custom group and a horizontally scrolling layout are errors that say so")
    func refusals() throws {
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { _ in [] }
        let source = GridItemsSource(counts: [2])
        defer { withExtendedLifetime(source) {} }
        let collectionView = source.collectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom)))
        #expect(throws: UIKitRenderError.notDrawnYet("section 0's group is a custom group (NSCollectionLayoutGroup.custom("
            + "layoutSize:itemProvider:)): cellshot lays groups out by UIKit's rules; make it of horizontal or vertical "
            + "groups", fileID: "App/Custom.swift", line: 2)) {
            _ = try CellshotUIKit.document(of: collectionView, fileID: "App/Custom.swift", line: 2)
        }
        let flow = GridScreens.flow()
        flow.scrollDirection = .horizontal
        let across = source.collectionView(flow)
        #expect(throws: UIKitRenderError.notDrawnYet("the flow layout scrolls horizontally (scrollDirection = "
            + ".horizontal): cellshot draws collection views that scroll down", fileID: "App/Flow.swift", line: 7)) {
            _ = try CellshotUIKit.document(of: across, fileID: "App/Flow.swift", line: 7)
        }
    }

    @Test("An orthogonal shelf of emoji cells, as the emoji explorer's recents: groups 0.28 of the width, at rest, clipped")
    func emojiShelf() throws {
        let source = EmojiShelfSource()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "emoji")
        collectionView.dataSource = source
        let lowered = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal, .selected],
                                                            traits: UITraitCollection(), width: 393, fileID: "E.swift", line: 1)
        #expect(lowered.warnings.isEmpty)
        let layout = try Self.layout(lowered.document).sections[0]
        // The section's container is 373 wide: groups 104.44 × 74.6, 10 apart, each item inset 5.
        let groupWidth = 373 * 0.28, groupHeight = 373 * 0.2
        let expected: [Rect] = (0..<5).map { (index: Int) -> Rect in
            Rect(x: 10 + Double(index) * (groupWidth + 10) + 5, y: 15, width: groupWidth - 10, height: groupHeight - 10)
        }
        #expect(Self.same(layout.rows.map(\.frame), expected))
        #expect(layout.grid?.frame.height == groupHeight + 20)
        #expect(layout.grid?.clip == layout.grid?.frame)
        // listPlainCell()'s fill for the state, as its updated(for:) gives it in any cell: grey when selected.
        let row = lowered.document.sections[0].rows[0]
        let normal = row.configuration(for: .normal)?.background?.backgroundColor
        let selected = row.configuration(for: .selected)?.background?.backgroundColor
        #expect(normal != nil && selected != nil && normal != selected)
        if let path = ProcessInfo.processInfo.environment["CELLSHOT_GRID_PNG"] {
            try CellshotUIKit.render(collectionView, states: [.normal, .selected], to: path)
        }
    }

    @Test("A plain cell's content view colour and the cell's layer border are drawn, in every state, without a warning")
    func borderedCells() throws {
        CellshotUIKit.registerCell(BorderedTextCell.self) { BorderedTextCell(frame: .zero) }
        let source = BorderedSource()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: GridScreens.grid())
        collectionView.register(BorderedTextCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        let lowered = try CellshotUIKit.documentAndWarnings(of: collectionView, states: [.normal, .selected],
                                                            traits: UITraitCollection(), width: 393, fileID: "A.swift", line: 1)
        #expect(lowered.warnings.isEmpty)
        let template = try #require(lowered.document.templates.values.first)
        let background = JSONValue.object([JSONMember(key: "color", value: .string("systemTeal")),
                                           JSONMember(key: "strokeColor", value: .string("black")),
                                           JSONMember(key: "strokeWidth", value: .number(1, text: "1"))])
        #expect(template["background"] == background)
        #expect(template["margins"] != nil)
        #expect(template["states"] == nil)
        let frames = try Self.layout(lowered.document).sections[0].rows.map(\.frame)
        let side = 393 * 0.2
        let expected = [Rect(x: 0, y: 0, width: side, height: side), Rect(x: side, y: 0, width: side, height: side)]
        #expect(Self.same(frames, expected))
        _ = try CellshotUIKit.render(collectionView, states: [.normal, .selected])
    }
}

/// Two bordered cells.
@MainActor private final class BorderedSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? BorderedTextCell)?.label.text = "\(indexPath.item)"
        return cell
    }
}

/// Five emoji cells as the emoji explorer's recents make them: a centred bold emoji without margins, a rounded
/// list background with a hairline outline.
@MainActor private final class EmojiShelfSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = ["🍏", "🚀", "🐶", "🎸", "🌈"][indexPath.item]
        content.textProperties.font = .boldSystemFont(ofSize: 38)
        content.textProperties.alignment = .center
        content.directionalLayoutMargins = .zero
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = 8
        background.strokeColor = .systemGray3
        background.strokeWidth = 1.0 / 3
        cell.backgroundConfiguration = background
        return cell
    }
}
