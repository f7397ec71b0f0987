import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Exact frames of the built-in cell templates, against UIKit's metrics at 393 pt (layout margin 20).
@Suite("Cell templates")
struct CellLayoutTests {
    @Test("A cell with one line of text is 44 pt: 11 + 22 + 11")
    func oneLine() throws {
        let row = try #require(try TestSupport.rows(#"{ "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#).first)
        #expect(row.frame == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(row.views?.text == Rect(x: 20, y: 11, width: 353, height: 22))
        #expect(row.views?.image == nil && row.views?.secondaryText == nil && row.views?.accessories.isEmpty == true)
        #expect(row.template == nil && row.cell?.text?.string == "Hello")
        #expect(row.bounds == Rect(x: 0, y: 0, width: 393, height: 44) && row.contentFrame == row.bounds)
    }

    @Test("A symbol sits in a 24 pt box at the margin; the text starts 16 pt after it")
    func symbolImage() throws {
        let row = try #require(try TestSupport.rows(
            #"{ "sections": [ { "rows": [ { "text": "Hello WWDC!", "image": { "symbol": "star" } } ] } ] }"#).first)
        #expect(row.views?.image == Rect(x: 20, y: 11, width: 24, height: 22))
        #expect(row.views?.text == Rect(x: 60, y: 11, width: 313, height: 22))
        #expect(row.cell?.image?.drawnSize == Size(width: 20, height: 20))
    }

    @Test("Accessories end at the layout margin; the content ends 8 + 8 pt before the chevron")
    func accessories() throws {
        let row = try #require(try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "text": "Wi-Fi", "accessories": [ { "label": "3" }, "disclosureIndicator" ] } ] } ] }
        """#).first)
        let accessories = try #require(row.views?.accessories)
        let chevron = accessories[1], label = accessories[0]
        #expect(chevron == Rect(x: 365, y: 15, width: 8, height: 14))
        #expect(label.maxX == 357)
        #expect(abs(row.contentFrame.maxX - (label.minX - 8)) < 1e-9)
        #expect(abs(try #require(row.views?.text).maxX - (row.contentFrame.maxX - 8)) < 1e-9)
    }

    @Test("valueCell: the secondary text ends at the trailing margin on the text's baseline")
    func valueCell() throws {
        let row = try #require(try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "style": "valueCell", "text": "Bluetooth", "secondaryText": "On" } ] } ] }
        """#).first)
        let text = try #require(row.views?.text), secondary = try #require(row.views?.secondaryText)
        #expect(text.minX == 20 && secondary.maxX == 373)
        #expect(text.minY == 11 && secondary.minY == 11 && row.frame.height == 44)
        #expect(secondary.width < 40)
    }

    @Test("valueCell texts that do not fit side by side are stacked")
    func valueCellStacks() throws {
        let long = String(repeating: "Personal Hotspot ", count: 2)
        let row = try #require(try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "style": "valueCell", "text": "\#(long)", "secondaryText": "\#(long)" } ] } ] }
        """#).first)
        let text = try #require(row.views?.text), secondary = try #require(row.views?.secondaryText)
        #expect(secondary.minY >= text.maxY)
        #expect(text.minX == 20 && secondary.minX == 20)
    }

    @Test("subtitleCell: 4 pt margins, the secondary text right under the text")
    func subtitleCell() throws {
        let row = try #require(try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "style": "subtitleCell", "text": "Alice", "secondaryText": "mobile" } ] } ] }
        """#).first)
        let text = try #require(row.views?.text), secondary = try #require(row.views?.secondaryText)
        // 4 + 22 (body) + 16 (caption 1) + 4 = 46 pt, above the 44 pt minimum.
        #expect(row.frame.height == 46)
        #expect(text == Rect(x: 20, y: 4, width: 353, height: 22))
        #expect(secondary == Rect(x: 20, y: 26, width: 353, height: 16))
    }

    @Test("Text wraps at the cell's width and the row grows by a line height per line")
    func wrapping() throws {
        let text = String(repeating: "Allow apps to ask to track your activity ", count: 3)
        let row = try #require(try TestSupport.rows(#"{ "sections": [ { "rows": [ { "text": "\#(text)" } ] } ] }"#).first)
        let label = try #require(row.views?.text)
        #expect(label.height > 22 && label.height.truncatingRemainder(dividingBy: 22) == 0)
        #expect(row.frame.height == label.height + 22)
    }

    @Test("A fixed height is kept and the content is centred in it")
    func fixedHeight() throws {
        let row = try #require(try TestSupport.rows(#"{ "sections": [ { "rows": [ { "text": "Tall", "height": 80 } ] } ] }"#).first)
        #expect(row.frame.height == 80)
        #expect(row.views?.text == Rect(x: 20, y: 29, width: 353, height: 22))
    }

    @Test("Inset grouped (ios18) on a wide phone: the card is inset 20 pt and the content 20 pt inside it")
    func insetGrouped() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "sections": [ { "rows": [ { "text": "A" }, { "text": "B" } ] } ] }
        """#).layout(in: .normal)
        let section = layout.sections[0]
        #expect(section.card == Rect(x: 20, y: 35, width: 353, height: 88))
        #expect(section.cornerRadius == 10)
        #expect(section.rows[0].views?.text?.minX == 20)
    }

    @Test("Inset grouped (ios18) on a narrow phone: 16 pt cards, content 16 pt inside")
    func insetGroupedNarrow() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "width": 375, "sections": [ { "rows": [ { "text": "A" } ] } ] }
        """#).layout(in: .normal)
        #expect(layout.sections[0].card.minX == 16 && layout.sections[0].rows[0].views?.text?.minX == 16)
    }

    @Test("Rows of one shape share one constraint system")
    func reuse() throws {
        let rows = (0..<50).map { #"{ "text": "Row \#($0)", "accessories": ["checkmark"] }"# }.joined(separator: ",")
        let renderer = try TestSupport.renderer(#"{ "states": ["normal", "selected"], "sections": [ { "rows": [\#(rows)] } ] }"#)
        _ = try renderer.displayList()
        #expect(renderer.templateCount == 1)
    }

    @Test("Right to left: the image at the right margin, the text before it, right-aligned; the chevron points left")
    func rightToLeft() throws {
        let renderer = try TestSupport.renderer(#"""
        { "traits": { "direction": "rtl" },
          "sections": [ { "rows": [ { "text": "Hello", "image": { "symbol": "star" }, "accessories": ["disclosureIndicator"] } ] } ] }
        """#)
        let row = try #require(try renderer.layout(in: .normal).sections[0].rows.first)
        #expect(row.views?.image == Rect(x: 349, y: 11, width: 24, height: 22))
        #expect(row.views?.text?.maxX == 333)
        #expect(row.views?.accessories[0] == Rect(x: 20, y: 15, width: 8, height: 14))
        #expect(row.cell?.text?.attributes.alignment == .right)
        #expect(row.separator?.minX == 0 && row.separator?.maxX == 333)
        let chevron = try renderer.displayList().commands.compactMap { command -> Path? in
            if case .path(let path, _, _) = command { path } else { nil }
        }.first
        // The chevron's tip (its middle point) is on the left of its box.
        guard case .line(let tip)? = chevron?.elements[1] else { Issue.record("no chevron"); return }
        #expect(tip.x == 21)
    }

    @Test("A fixed height smaller than the content is kept; no view gets a negative size; the content is clipped")
    func fixedHeightSmallerThanContent() throws {
        let renderer = try TestSupport.renderer(#"""
        { "sections": [ { "rows": [
          { "style": "subtitleCell", "text": "Title", "secondaryText": "Subtitle", "height": 16 },
          { "text": "Star", "image": { "symbol": "star" }, "height": 16 } ] } ] }
        """#)
        let rows = try renderer.layout(in: .normal).sections[0].rows
        for row in rows {
            #expect(row.frame.height == 16)
            let views = [row.views?.image, row.views?.text, row.views?.secondaryText].compactMap { $0 }
            #expect(views.allSatisfy { $0.width >= 0 && $0.height >= 0 }, "\(views)")
        }
        let clips = try renderer.displayList().commands.filter { if case .clip = $0 { true } else { false } }
        #expect(clips.count == 2)
    }

    @Test("A list narrower than its margins collapses views to zero instead of negative sizes")
    func narrowList() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "width": 10, "scale": 1,
          "sections": [ { "header": "Header", "rows": [ { "text": "Hello", "image": { "symbol": "star" } } ] } ] }
        """#).layout(in: .normal)
        let section = layout.sections[0]
        #expect(section.card.width == 0)
        #expect(try #require(section.header).labelFrame?.width == 0)
        let text = try #require(section.rows[0].views?.text)
        #expect(text.width >= 0 && text.height >= 0)
    }

    @Test("Accessory glyphs grow with Dynamic Type as the body font does")
    func accessoriesFollowDynamicType() throws {
        let rows = try TestSupport.rows(#"""
        { "traits": { "contentSize": "accessibilityExtraExtraExtraLarge" },
          "sections": [ { "rows": [ { "text": "Big", "accessories": ["disclosureIndicator"] } ] } ] }
        """#)
        // body: 53 pt at AX5, 17 pt at Large.
        let chevron = try #require(rows.first?.views?.accessories.first)
        #expect(abs(chevron.height - 14 * 53 / 17) < 1e-6)
    }

    @Test("Image files keep their colours: only symbols take a tint")
    func filesAreNotTinted() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [
          { "text": "File", "image": "assets/examples/images/avatar.svg", "imageProperties": { "tintColor": "systemRed" } },
          { "text": "Symbol", "image": { "symbol": "star" }, "imageProperties": { "tintColor": "systemRed" } } ] } ] }
        """#)
        #expect(rows[0].cell?.image?.tint == nil)
        #expect(rows[1].cell?.image?.tint == Color(hex: "#FF3B30"))
        #expect(rows[0].cell?.image?.drawnSize == Size(width: 40, height: 40))
    }
}

/// `prefersSideBySideTextAndSecondaryText`, `axesPreservingSuperviewLayoutMargins` and text transforms on cells.
@Suite("Cell content options")
struct CellContentOptionTests {
    @Test("Any style can put its texts side by side, baselines aligned; valueCell can be told to stack them")
    func sideBySide() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [
          { "text": "Wi-Fi", "secondaryText": "Home", "prefersSideBySideTextAndSecondaryText": true },
          { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "prefersSideBySideTextAndSecondaryText": false } ] } ] }
        """#)
        let beside = try #require(rows[0].views?.text), besideSecondary = try #require(rows[0].views?.secondaryText)
        #expect(beside == Rect(x: 20, y: 11, width: beside.width, height: 22))
        #expect(besideSecondary.maxX == 373 && besideSecondary.height == 16 && rows[0].frame.height == 44)
        // caption 1 on body's first baseline: lower than the body text's top.
        #expect(besideSecondary.minY > beside.minY && besideSecondary.maxY <= beside.maxY)
        #expect(rows[0].cell?.sideBySide == true)
        let stacked = try #require(rows[1].views?.text), stackedSecondary = try #require(rows[1].views?.secondaryText)
        #expect(stacked == Rect(x: 20, y: 11, width: 353, height: 22))
        // valueCell's vertical padding is 0; its secondary text stays body secondaryLabel.
        #expect(stackedSecondary == Rect(x: 20, y: 33, width: 353, height: 22))
        #expect(rows[1].frame.height == 66 && rows[1].cell?.sideBySide == false)
    }

    @Test("Margins preserved horizontally by default, vertically on request, or not at all", arguments: [
        // axes, text frame of a subtitleCell (own margins {4, 16, 4, 8}) in a 393 pt plain list (layout margin 20)
        (nil as String?, Rect(x: 20, y: 4, width: 353, height: 22)),
        ("horizontal", Rect(x: 20, y: 4, width: 353, height: 22)),
        ("vertical", Rect(x: 16, y: 11, width: 369, height: 22)),
        ("both", Rect(x: 20, y: 11, width: 353, height: 22)),
        ("none", Rect(x: 16, y: 4, width: 369, height: 22)),
    ])
    func preservedAxes(axes: String?, text: Rect) throws {
        let option = axes.map { #", "axesPreservingSuperviewLayoutMargins": "\#($0)""# } ?? ""
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "style": "subtitleCell", "text": "Alice", "secondaryText": "mobile"\#(option) } ] } ] }
        """#)
        #expect(rows[0].views?.text == text)
        // 22 + 16 between the vertical margins.
        #expect(rows[0].frame.height == text.minY * 2 + 38)
        // The separator starts where the text does.
        #expect(rows[0].separator?.minX == text.minX)
    }

    @Test("Without horizontal preservation the document's margins are used as written; right to left too")
    func marginsAsWritten() throws {
        let json = #"""
        { "traits": { "direction": "%@" }, "sections": [ { "rows": [ { "text": "Hi", "axesPreservingSuperviewLayoutMargins": "none",
          "directionalLayoutMargins": { "top": 11, "leading": 4, "bottom": 11, "trailing": 30 } } ] } ] }
        """#
        let ltr = try TestSupport.rows(json.replacingOccurrences(of: "%@", with: "ltr"))
        #expect(ltr[0].views?.text == Rect(x: 4, y: 11, width: 393 - 4 - 30, height: 22))
        let rtl = try TestSupport.rows(json.replacingOccurrences(of: "%@", with: "rtl"))
        #expect(rtl[0].views?.text == Rect(x: 30, y: 11, width: 393 - 4 - 30, height: 22))
    }

    @Test("Transforms change the text before it is measured")
    func transforms() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [
          { "style": "valueCell", "text": "a", "secondaryText": "on", "secondaryTextProperties": { "transform": "uppercase" } },
          { "style": "valueCell", "text": "a", "secondaryText": "ON" },
          { "text": "Wi-Fi CALLING", "textProperties": { "transform": "lowercase" } },
          { "text": "wi-fi calling", "textProperties": { "transform": "capitalized" } },
          { "text": "As Written", "textProperties": { "transform": "none" } } ] } ] }
        """#)
        #expect(rows[0].cell?.secondaryText?.string == "ON")
        #expect(rows[0].views?.secondaryText == rows[1].views?.secondaryText)
        #expect(rows.dropFirst(2).map { $0.cell?.text?.string } == ["wi-fi calling", "Wi-Fi Calling", "As Written"])
    }
}
