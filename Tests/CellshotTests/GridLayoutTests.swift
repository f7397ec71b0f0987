import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// Grid sections' frames, as UIKit's compositional layout gives them (docs/grids.md): the layouts of Apple's
/// "Implementing Modern Collection Views" sample, as its documentation describes them, rebuilt as documents.
@Suite("Grid layout")
struct GridLayoutTests {
    /// `count` items of one plain cell.
    static func items(_ count: Int, _ item: String = #"{ "text": "Item" }"#) -> String {
        Array(repeating: item, count: count).joined(separator: ", ")
    }

    /// A dimension.
    static func size(_ width: String, _ height: String) -> String {
        #"{ "widthDimension": \#(width), "heightDimension": \#(height) }"#
    }

    /// The frames of a document's section's cells in the normal state.
    static func frames(_ json: String, section: Int = 0, state: CellState = .normal) throws -> [Rect] {
        try TestSupport.renderer(json).layout(in: state).sections[section].rows.map(\.frame)
    }

    /// Frames equal within a millionth of a point.
    static func same(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                && abs(a.height - b.height) < 1e-6
        }
    }

    /// Apple's "Grid": five square items a row, each 0.2 of the section's width.
    static let grid = #"""
        "grid": { "group": { "axis": "horizontal",
            "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalWidth": 0.2 }"#)),
            "subitems": [ { "layoutSize": \#(size(#"{ "fractionalWidth": 0.2 }"#, #"{ "fractionalHeight": 1 }"#)) } ] } }
        """#

    @Test("Grid: five squares a row, 0.2 of the width; the subitems repeat while they fit")
    func grid() throws {
        let frames = try Self.frames(#"{ "sections": [ { \#(Self.grid), "items": [ \#(Self.items(7)) ] } ] }"#)
        let side = 393 * 0.2
        let expected = (0..<7).map { Rect(x: Double($0 % 5) * side, y: Double($0 / 5) * side, width: side, height: side) }
        #expect(Self.same(frames, expected))
    }

    @Test("Inset items grid: an item's content insets shrink its cell, not its place")
    func insetItemsGrid() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalWidth": 0.2 }"#)),
                "subitems": [ { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 0.2 }"#, #"{ "fractionalHeight": 1 }"#)),
                                "contentInsets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 } } ] } },
              "items": [ \#(Self.items(6)) ] } ] }
            """#
        let side = 393 * 0.2
        let expected = (0..<6).map {
            Rect(x: Double($0 % 5) * side + 5, y: Double($0 / 5) * side + 5, width: side - 10, height: side - 10)
        }
        #expect(Self.same(try Self.frames(json), expected))
    }

    /// Apple's "Two-Column": two items a row, 44 pt tall, 10 pt apart, in a section inset by 10 pt.
    static let twoColumn = #"""
        "grid": { "group": { "axis": "horizontal",
                             "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, #"{ "absolute": 44 }"#)),
                             "subitem": { "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 1 }"#)) },
                             "count": 2, "interItemSpacing": { "fixed": 10 } },
                  "interGroupSpacing": 10,
                  "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
        """#

    @Test("Two-column: count divides the width after the spacing and the section's insets")
    func twoColumn() throws {
        let renderer = try TestSupport.renderer(#"{ "sections": [ { \#(Self.twoColumn), "items": [ \#(Self.items(3)) ] } ] }"#)
        let section = try renderer.layout(in: .normal).sections[0]
        // (393 − 10 − 10 − 10) / 2 = 181.5; the second row 10 pt below the first.
        #expect(Self.same(section.rows.map(\.frame), [Rect(x: 10, y: 10, width: 181.5, height: 44),
                                                      Rect(x: 201.5, y: 10, width: 181.5, height: 44),
                                                      Rect(x: 10, y: 64, width: 181.5, height: 44)]))
        // The section: its insets around two groups and the spacing between them.
        #expect(section.grid?.frame == Rect(x: 0, y: 0, width: 393, height: 10 + 44 + 10 + 44 + 10))
    }

    /// Apple's "Distinct Sections" and "Adaptive Sections": a list, a five-column and a three-column section,
    /// each item inset 2 pt, each section 20 pt; the column count from the section's kind (and, adaptive,
    /// from the container's width: twice as many columns above 800 pt, as the sample's section provider says).
    static func distinctSection(columns: Int, items: Int) -> String {
        let height = columns == 1 ? #"{ "absolute": 44 }"# : #"{ "fractionalWidth": 0.2 }"#
        return #"""
            { "grid": { "group": { "axis": "horizontal",
                                   "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, height)),
                                   "subitem": { "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 1 }"#)),
                                                "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 } },
                                   "count": \#(columns) },
                        "contentInsets": { "top": 20, "leading": 20, "bottom": 20, "trailing": 20 } },
              "items": [ \#(Self.items(items)) ] }
            """#
    }

    /// The frames the distinct sections give at a width, computed by hand from UIKit's rules.
    static func expectedDistinct(columns: Int, items: Int, width: Double, top: Double) -> [Rect] {
        let content = width - 40
        let cellWidth = content / Double(columns)
        let groupHeight = columns == 1 ? 44 : content * 0.2
        return (0..<items).map {
            Rect(x: 20 + Double($0 % columns) * cellWidth + 2, y: top + 20 + Double($0 / columns) * groupHeight + 2,
                 width: cellWidth - 4, height: groupHeight - 4)
        }
    }

    @Test("Distinct sections: each section its own layout, stacked with no spacing of their own")
    func distinctSections() throws {
        let kinds = [(1, 3), (5, 7), (3, 4)]
        let json = #"{ "sections": [ \#(kinds.map { Self.distinctSection(columns: $0.0, items: $0.1) }.joined(separator: ", ")) ] }"#
        let layout = try TestSupport.renderer(json).layout(in: .normal)
        var top = 0.0
        for (index, (columns, items)) in kinds.enumerated() {
            let section = layout.sections[index]
            #expect(Self.same(section.rows.map(\.frame), Self.expectedDistinct(columns: columns, items: items, width: 393, top: top)),
                    "section \(index)")
            #expect(section.grid?.frame.minY == top)
            top = section.grid?.frame.maxY ?? 0
        }
        // 20 + 3 × 44 + 20, then twice 20 + 2 × 70.6 + 20 (the list's own height is then rounded up to the pixel grid).
        #expect(abs(top - (172 + 2 * 181.2)) < 1e-6)
        #expect(abs(layout.size.height - 1604.0 / 3) < 1e-6)
    }

    @Test("Adaptive sections: the columns follow the width, as the sample's section provider says")
    func adaptiveSections() throws {
        for width in [393.0, 1024] {
            let wide = width > 800
            let kinds = [(wide ? 2 : 1, 4), (wide ? 10 : 5, 12), (wide ? 6 : 3, 7)]
            let json = #"{ "width": \#(width), "sections": [ \#(kinds.map { Self.distinctSection(columns: $0.0, items: $0.1) }.joined(separator: ", ")) ] }"#
            let layout = try TestSupport.renderer(json).layout(in: .normal)
            var top = 0.0
            for (index, (columns, items)) in kinds.enumerated() {
                #expect(Self.same(layout.sections[index].rows.map(\.frame),
                                  Self.expectedDistinct(columns: columns, items: items, width: width, top: top)),
                        "width \(width), section \(index)")
                top = layout.sections[index].grid?.frame.maxY ?? 0
            }
        }
    }

    /// Apple's "Nested Groups": a 0.7-wide item beside a vertical group of two, in a group 0.4 of the
    /// collection view's height; every item inset 10 pt.
    static func nestedGroup(width: String) -> String {
        #"""
        { "axis": "horizontal",
          "layoutSize": \#(size(width, #"{ "fractionalHeight": 0.4 }"#)),
          "subitems": [
            { "layoutSize": \#(size(#"{ "fractionalWidth": 0.7 }"#, #"{ "fractionalHeight": 1 }"#)),
              "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } },
            { "axis": "vertical", "layoutSize": \#(size(#"{ "fractionalWidth": 0.3 }"#, #"{ "fractionalHeight": 1 }"#)),
              "subitem": { "layoutSize": \#(size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 0.3 }"#)),
                           "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } },
              "count": 2 } ] }
        """#
    }

    @Test("Nested groups: fractions of the enclosing group; count overrides the item's own height")
    func nestedGroups() throws {
        let json = #"{ "sections": [ { "grid": { "group": \#(Self.nestedGroup(width: #"{ "fractionalWidth": 1 }"#)) }, "items": [ \#(Self.items(5)) ] } ] }"#
        let frames = try Self.frames(json)
        let height = 852 * 0.4, leading = 393 * 0.7, trailing = 393 * 0.3
        func group(_ top: Double) -> [Rect] {
            [Rect(x: 10, y: top + 10, width: leading - 20, height: height - 20),
             Rect(x: leading + 10, y: top + 10, width: trailing - 20, height: height / 2 - 20),
             Rect(x: leading + 10, y: top + height / 2 + 10, width: trailing - 20, height: height / 2 - 20)]
        }
        #expect(Self.same(frames, group(0) + Array(group(height).prefix(2))))
    }

    @Test("Orthogonal sections: groups across the list, drawn at rest and cut off at its edge")
    func orthogonalSections() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": \#(Self.nestedGroup(width: #"{ "fractionalWidth": 0.85 }"#)),
                                        "orthogonalScrollingBehavior": "continuous" },
                              "items": [ \#(Self.items(6)) ] } ] }
            """#
        let section = try TestSupport.renderer(json).layout(in: .normal).sections[0]
        let groupWidth = 393 * 0.85, height = 852 * 0.4
        let leading = groupWidth * 0.7, trailing = groupWidth * 0.3
        func group(_ x: Double) -> [Rect] {
            [Rect(x: x + 10, y: 10, width: leading - 20, height: height - 20),
             Rect(x: x + leading + 10, y: 10, width: trailing - 20, height: height / 2 - 20),
             Rect(x: x + leading + 10, y: height / 2 + 10, width: trailing - 20, height: height / 2 - 20)]
        }
        #expect(Self.same(section.rows.map(\.frame), group(0) + group(groupWidth)))
        #expect(section.grid?.frame == Rect(x: 0, y: 0, width: 393, height: height))
        #expect(section.grid?.clip == section.grid?.frame)
    }

    @Test("groupPagingCentered centres the first group at rest; interGroupSpacing separates groups across")
    func groupPagingCentered() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 0.8 }"#, #"{ "absolute": 100 }"#)),
                                                   "subitems": [ { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 1 }"#)) } ] },
                                        "interGroupSpacing": 8, "orthogonalScrollingBehavior": "groupPagingCentered" },
                              "items": [ \#(Self.items(2)) ] } ] }
            """#
        let width = 393 * 0.8, start = (393 - width) / 2
        #expect(Self.same(try Self.frames(json), [Rect(x: start, y: 0, width: width, height: 100),
                                                   Rect(x: start + width + 8, y: 0, width: width, height: 100)]))
    }

    @Test("Flexible spacing shares the room left between the gaps")
    func flexibleSpacing() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "absolute": 50 }"#)),
                                                   "subitems": [ { "layoutSize": \#(Self.size(#"{ "absolute": 100 }"#, #"{ "absolute": 50 }"#)) } ],
                                                   "interItemSpacing": { "flexible": 10 } } },
                              "items": [ \#(Self.items(4)) ] } ] }
            """#
        // Three 100 pt items fit in 393 with 10 pt gaps (320); the 73 pt left over widens both gaps by 36.5.
        #expect(Self.same(try Self.frames(json), [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 146.5, y: 0, width: 100, height: 50),
                                                   Rect(x: 293, y: 0, width: 100, height: 50), Rect(x: 0, y: 50, width: 100, height: 50)]))
    }

    @Test("Estimated heights: each cell its own height, the group as tall as its tallest; insets ignored along it")
    func estimatedHeights() throws {
        let item = #"{ "layoutSize": \#(Self.size(#"{ "fractionalWidth": 0.5 }"#, #"{ "estimated": 44 }"#)), "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 } }"#
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "estimated": 44 }"#)),
                                                   "subitems": [ \#(item) ] } },
                              "items": [ { "text": "One" }, { "text": "Two", "secondaryText": "a second line" }, { "text": "Three" } ] } ] }
            """#
        let frames = try Self.frames(json)
        // One line: 11 + 22 + 11; two lines: 11 + 22 + 3 + 16 + 11 (cell() at Large), no 44 pt minimum in a grid.
        #expect(Self.same(frames, [Rect(x: 4, y: 0, width: 188.5, height: 44), Rect(x: 200.5, y: 0, width: 188.5, height: 63),
                                   Rect(x: 4, y: 63, width: 188.5, height: 44)]))
    }

    @Test("uniformAcrossSiblings: the cells of a row grow to the tallest")
    func uniformAcrossSiblings() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "estimated": 44 }"#)),
                                                   "subitem": { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "uniformAcrossSiblings": 44 }"#)) },
                                                   "count": 2 } },
                              "items": [ { "text": "One" }, { "text": "Two", "secondaryText": "a second line" } ] } ] }
            """#
        #expect(try Self.frames(json).map(\.height) == [63, 63])
    }

    @Test("A header and footer around the groups, inset as the groups are; the background decoration behind them")
    func headerFooterAndBackground() throws {
        let json = #"""
            { "sections": [ { "header": "Header", "footer": "Footer", "grid": {
                "group": { "axis": "horizontal", "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "absolute": 50 }"#)),
                           "subitem": { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "fractionalHeight": 1 }"#)) }, "count": 3 },
                "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
                "background": { "backgroundColor": "systemGray6", "cornerRadius": 12,
                                "contentInsets": { "top": 0, "leading": 8, "bottom": 0, "trailing": 8 } } },
              "items": [ \#(Self.items(3)) ] } ] }
            """#
        let section = try TestSupport.renderer(json).layout(in: .normal).sections[0]
        let header = try #require(section.header), footer = try #require(section.footer)
        #expect(header.frame.minX == 16 && header.frame.width == 393 - 32)
        #expect(section.grid?.frame.minY == header.frame.maxY)
        #expect(section.rows.first?.frame.minY == header.frame.maxY + 8)
        #expect(footer.frame.minY == section.grid?.frame.maxY)
        let background = try #require(section.grid?.background)
        #expect(background.frame == Rect(x: 8, y: header.frame.maxY, width: 393 - 16, height: 8 + 50 + 8))
        #expect(background.look.cornerRadius == 12)
    }

    @Test("Items have no selection fill of their own; a background the item gives is kept")
    func statesOfPlainCells() throws {
        let json = #"""
            { "states": ["normal", "selected"], "sections": [ { \#(Self.twoColumn),
              "items": [ { "text": "Plain" },
                         { "text": "Filled", "background": { "color": "systemGray5" },
                           "states": { "selected": { "background": { "color": "systemBlue" } } } } ] } ] }
            """#
        let renderer = try TestSupport.renderer(json)
        let selected = try renderer.layout(in: .selected).sections[0].rows
        #expect(selected[0].background.color.alpha == 0)
        #expect(selected[1].background.color == renderer.document.resolve(.system(.systemBlue)))
        // Focused: as a focused list cell, so that its white content shows.
        #expect(try renderer.layout(in: .focused).sections[0].rows[0].background.color == renderer.document.resolvedTint)
    }

    @Test("Right to left: the section mirrors")
    func rightToLeft() throws {
        let json = #"{ "traits": { "direction": "rtl" }, "sections": [ { \#(Self.twoColumn), "items": [ \#(Self.items(1)) ] } ] }"#
        #expect(Self.same(try Self.frames(json), [Rect(x: 201.5, y: 10, width: 181.5, height: 44)]))
    }

    @Test("An estimated width is drawn at its estimate, with a warning naming the grid")
    func estimatedWidthWarns() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "horizontal",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "absolute": 44 }"#)),
                                                   "subitems": [ { "layoutSize": \#(Self.size(#"{ "estimated": 120 }"#, #"{ "fractionalHeight": 1 }"#)) } ] } },
                              "items": [ \#(Self.items(4)) ] } ] }
            """#
        let renderer = try TestSupport.renderer(json)
        let frames = try renderer.layout(in: .normal).sections[0].rows.map(\.frame)
        _ = try renderer.layout(in: .selected)
        #expect(Self.same(frames, [Rect(x: 0, y: 0, width: 120, height: 44), Rect(x: 120, y: 0, width: 120, height: 44),
                                   Rect(x: 240, y: 0, width: 120, height: 44), Rect(x: 0, y: 44, width: 120, height: 44)]))
        #expect(renderer.warnings == ["sections[0].grid: an estimated width is drawn at its estimate: cells do not size "
                                      + "their own width (sections[0].items[0] and the items like it)"])
    }

    @Test("uniformAcrossSiblings in a vertical group: drawn as estimated, with a warning")
    func uniformInColumnWarns() throws {
        let json = #"""
            { "sections": [ { "grid": { "group": { "axis": "vertical",
                                                   "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "estimated": 100 }"#)),
                                                   "subitems": [ { "layoutSize": \#(Self.size(#"{ "fractionalWidth": 1 }"#, #"{ "uniformAcrossSiblings": 44 }"#)) } ] } },
                              "items": [ { "text": "One" }, { "text": "Two", "secondaryText": "a second line" } ] } ] }
            """#
        let renderer = try TestSupport.renderer(json)
        #expect(try renderer.layout(in: .normal).sections[0].rows.map(\.frame.height) == [44, 63])
        #expect(renderer.warnings == ["sections[0].grid: uniformAcrossSiblings heights in a vertical group are drawn as "
                                      + "estimated ones, each cell its own height (sections[0].items[0] and the items like it)"])
    }

    @Test("One constraint system per cell shape, however many items: each item is one solver pass")
    func templatesAreReused() throws {
        let json = #"{ "sections": [ { \#(Self.twoColumn), "items": [ \#(Self.items(200)) ] } ] }"#
        let renderer = try TestSupport.renderer(json)
        let layout = try renderer.layout(in: .normal)
        #expect(layout.sections[0].rows.count == 200)
        #expect(renderer.templateCount == 1)
    }

    @Test("Grid and list sections mix in one document")
    func mixed() throws {
        let json = #"{ "sections": [ { "rows": [ { "text": "A row" } ] }, { \#(Self.twoColumn), "items": [ \#(Self.items(2)) ] } ] }"#
        let layout = try TestSupport.renderer(json).layout(in: .normal)
        #expect(layout.sections[0].grid == nil)
        let listBottom = try #require(layout.sections[0].rows.last).frame.maxY
        #expect(try #require(layout.sections[1].rows.first).frame.minY == listBottom + 10)
    }
}
