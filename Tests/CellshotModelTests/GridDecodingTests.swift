import CellshotGraphics
import CellshotModel
import Testing

/// Grid sections: their keys decode to UIKit's compositional layout model, and every mistake is one error
/// with its path, word for word.
@Suite("Grids: decoding")
struct GridDecodingTests {
    static let size = #"{ "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } }"#

    /// A document with one grid section whose group is `group`.
    static func document(group: String, grid extra: String = "", section: String = #""items": [ { "text": "A" } ]"#) -> String {
        #"{ "sections": [ { "grid": { "group": \#(group)\#(extra) }, \#(section) } ] }"#
    }

    /// The error text of a grid whose group is `group`, after `list.json: error: `.
    static func error(group: String, grid extra: String = "", section: String = #""items": [ { "text": "A" } ]"#) -> String? {
        TestSupport.errorText(document(group: group, grid: extra, section: section))
            .map { String($0.dropFirst("list.json: error: ".count)) }
    }

    static func group(_ members: String) -> String {
        #"{ "axis": "horizontal", "layoutSize": \#(size), \#(members) }"#
    }

    @Test("Every key decodes to UIKit's model")
    func keys() throws {
        let json = Self.document(
            group: #"""
            { "axis": "horizontal",
              "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 80 } },
              "subitems": [ { "layoutSize": { "widthDimension": { "absolute": 100 }, "heightDimension": { "uniformAcrossSiblings": 44 } },
                              "contentInsets": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } },
                            { "axis": "vertical", "layoutSize": \#(Self.size), "subitem": { "layoutSize": \#(Self.size) }, "count": 3,
                              "interItemSpacing": 6 } ],
              "interItemSpacing": { "flexible": 8 }, "contentInsets": { "top": 0, "leading": 5, "bottom": 0, "trailing": 5 } }
            """#,
            grid: #"""
            , "interGroupSpacing": 12, "contentInsets": { "top": 1, "leading": 1, "bottom": 1, "trailing": 1 },
              "orthogonalScrollingBehavior": "groupPagingCentered", "supplementariesFollowContentInsets": false,
              "background": { "color": "systemGray6", "cornerRadius": 10, "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 } },
              "containerHeight": 700
            """#)
        let section = try TestSupport.decode(json).sections[0]
        let grid = try #require(section.grid)
        #expect(section.rows.count == 1)
        #expect(grid.interGroupSpacing == 12 && grid.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(!grid.supplementariesFollowContentInsets && grid.containerHeight == 700)
        #expect(grid.background?.configuration.cornerRadius == 10)
        #expect(grid.background?.contentInsets == DirectionalEdgeInsets(all: 2))
        #expect(grid.group.interItemSpacing == .flexible(8))
        #expect(grid.group.layoutSize.heightDimension == .estimated(80))
        guard case .subitems(let elements) = grid.group.subitems, elements.count == 2,
              case .item(let item) = elements[0], case .group(let nested) = elements[1] else {
            Issue.record("an item and a group")
            return
        }
        #expect(item.layoutSize == GridSize(widthDimension: .absolute(100), heightDimension: .uniformAcrossSiblings(44)))
        #expect(item.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(nested.axis == .vertical && nested.interItemSpacing == .fixed(6))
        if case .repeating(_, let count) = nested.subitems { #expect(count == 3) } else { Issue.record("count") }
    }

    @Test("A list section is not a grid; grid items' paths say items")
    func listSectionsStayLists() throws {
        let document = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "text": "A" } ] } ] }"#)
        #expect(document.sections[0].grid == nil)
        let grid = try TestSupport.decode(Self.document(group: Self.group(#""subitem": { "layoutSize": \#(Self.size) }, "count": 2"#)))
        let path = JSONPath.root.appending(key: "sections").appending(index: 0)
        #expect(grid.sections[0].outline(at: path, visibleOnly: true).map(\.path.description) == ["sections[0].items[0]"])
    }

    @Test("Mistakes are errors with their paths")
    func errors() {
        let item = #"{ "layoutSize": \#(Self.size) }"#
        #expect(Self.error(group: Self.group(#""subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 0 }, "heightDimension": { "absolute": 44 } } }, "count": 2"#))
            == "sections[0].grid.group.subitem.layoutSize.widthDimension.fractionalWidth: expected a fraction of the container greater than 0 and at most 10, found the number 0")
        #expect(Self.error(group: Self.group(#""subitem": \#(item), "count": 5000"#))
            == "sections[0].grid.group.count: expected a count from 1 to 1000, found the number 5000")
        #expect(Self.error(group: Self.group(#""subitem": \#(item), "count": 2.5"#))
            == "sections[0].grid.group.count: expected a count from 1 to 1000, found the number 2.5")
        #expect(Self.error(group: Self.group(#""subitem": \#(item), "count": 2, "subitems": [\#(item)]"#))
            == #"sections[0].grid.group: expected "subitem" and "count", or "subitems", found both ("subitem" with "count" repeats one item; "subitems" lists them)"#)
        #expect(Self.error(group: Self.group(#""subitems": []"#))
            == "sections[0].grid.group.subitems: expected at least one subitem, found an empty array")
        #expect(Self.error(group: #"{ "axis": "diagonal", "layoutSize": \#(Self.size), "subitems": [\#(item)] }"#)
            == #"sections[0].grid.group.axis: expected a group axis (horizontal or vertical), found the string "diagonal""#)
        #expect(Self.error(group: Self.group(#""subitems": [ { "layoutSize": { "widthDimension": { "absolute": 10, "estimated": 10 }, "heightDimension": { "absolute": 10 } } } ]"#))
            == #"sections[0].grid.group.subitems[0].layoutSize.widthDimension: expected a dimension ({ "fractionalWidth": 0.5 }, { "fractionalHeight": 1 }, { "absolute": 44 }, { "estimated": 44 } or { "uniformAcrossSiblings": 44 }), found 2 keys (a dimension is one of them)"#)
        #expect(Self.error(group: Self.group(#""subitems": [\#(item)]"#), grid: #", "orthogonalScrollingBehavior": "groupPagingCentred""#)
            == #"sections[0].grid.orthogonalScrollingBehavior: expected an orthogonal scrolling behavior (none, continuous, continuousGroupLeadingBoundary, paging, groupPaging or groupPagingCentered), found the string "groupPagingCentred" (did you mean "groupPagingCentered"?)"#)
        #expect(Self.error(group: Self.group(#""subitems": [\#(item)]"#), section: #""rows": [ { "text": "A" } ]"#)
            == #"sections[0].rows: expected a grid section's cells in "items", found "rows" (rename "rows" to "items")"#)
        #expect(Self.error(group: Self.group(#""subitems": [\#(item)]"#), section: #""items": [ { "text": "A", "children": [ { "text": "B" } ] } ]"#)
            == #"sections[0].items[0].children: expected no outline children in a grid item, found "children" (outlines are drawn in list sections)"#)
        #expect(TestSupport.errorText(#"{ "sections": [ { "items": [ { "text": "A" } ] } ] }"#)
            == #"list.json: error: sections[0].items: expected "items" only in a grid section, found it in a list section (a list section's cells are its "rows"; give the section a "grid" to lay its items out in a grid)"#)
    }

    @Test("Nesting and cell budgets")
    func budgets() {
        var group = #"{ "axis": "vertical", "layoutSize": \#(Self.size), "subitem": { "layoutSize": \#(Self.size) }, "count": 1 }"#
        for _ in 0..<8 { group = #"{ "axis": "horizontal", "layoutSize": \#(Self.size), "subitem": \#(group), "count": 1 }"# }
        let deep = Self.error(group: group)
        #expect(deep?.hasSuffix("expected groups nested at most 8 deep, found a group at depth 9") == true)
        let inner = #"{ "axis": "vertical", "layoutSize": \#(Self.size), "subitem": { "layoutSize": \#(Self.size) }, "count": 200 }"#
        #expect(Self.error(group: Self.group(#""subitem": \#(inner), "count": 100"#))
            == "sections[0].grid.group: expected a group of at most 10000 cells, found one of 20000 (a group's \"count\" multiplies the cells of the groups it repeats)")
    }
}
