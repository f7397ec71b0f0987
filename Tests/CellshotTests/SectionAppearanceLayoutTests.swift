import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Sections of different appearances in one list, as a section provider's list sections are: each section is
/// laid out with its own appearance's insets, spacing, header style, separators and cell defaults, and draws
/// its own background over the list's.
@Suite("Sections of different appearances")
struct SectionAppearanceLayoutTests {
    /// An inset grouped list (iOS 18 figures, 393 pt) whose second section is a sidebar.
    private static let mixed = #"""
    { "appearance": "insetGrouped", "width": 393, "sections": [
      { "rows": [ { "text": "Wi-Fi" }, { "text": "Bluetooth" } ] },
      { "appearance": "sidebar", "header": "Library", "rows": [ { "text": "Inbox" }, { "text": "Sent" } ] },
      { "rows": [ { "text": "General" } ] } ] }
    """#

    @Test("Each section has its own insets: inset grouped cards 20 pt in, sidebar rows 10 pt in")
    func insets() throws {
        let layout = try TestSupport.renderer(Self.mixed).layout(in: .normal)
        let (grouped, sidebar, last) = (layout.sections[0], layout.sections[1], layout.sections[2])
        #expect(grouped.rows.map(\.frame) == [Rect(x: 20, y: 35, width: 353, height: 44),
                                              Rect(x: 20, y: 79, width: 353, height: 44)])
        #expect(grouped.cornerRadius == 10)
        #expect(sidebar.rows.map(\.frame.minX) == [10, 10] && sidebar.rows.map(\.frame.width) == [373, 373])
        #expect(sidebar.cornerRadius == 0)
        #expect(last.rows[0].frame.minX == 20 && last.rows[0].frame.width == 353 && last.cornerRadius == 10)
    }

    @Test("The space between two sections is the first's space below and the second's above, each its appearance's")
    func spacing() throws {
        let layout = try TestSupport.renderer(Self.mixed).layout(in: .normal)
        // Inset grouped leaves 17.5 pt (53 px) below a section without a footer.
        let groupedBottom = 123 + 53.0 / 3
        let header = try #require(layout.sections[1].header)
        #expect(header.frame.minY == groupedBottom)
        #expect(layout.sections[1].rows[0].frame.minY == header.frame.maxY)
        // A sidebar leaves 10 pt below a section without a footer; the next inset grouped section 17.5 above.
        let sidebarBottom = try #require(layout.sections[1].rows.last).frame.maxY + 10
        #expect(abs(layout.sections[2].rows[0].frame.minY - (sidebarBottom + 53.0 / 3)) < 1e-9)
    }

    @Test("Each section's header, cells and separators are its appearance's")
    func looks() throws {
        let layout = try TestSupport.renderer(Self.mixed).layout(in: .normal)
        let header = try #require(layout.sections[1].header?.text)
        #expect(header.string == "Library" && header.attributes.font.weight == .bold)
        #expect(layout.sections[0].rows.map { $0.cell?.style } == [.cell, .cell])
        #expect(layout.sections[1].rows.map { $0.cell?.style } == [.sidebarCell, .sidebarCell])
        #expect(layout.sections[0].rows[0].separator != nil)
        #expect(layout.sections[1].rows.allSatisfy { $0.separator == nil })
        // Grouped cells are secondarySystemGroupedBackground (white), sidebar cells clear.
        #expect(layout.sections[0].rows[0].cell?.background.color == .white)
        #expect(layout.sections[1].rows[0].cell?.background.color.alpha == 0)
    }

    @Test("A section of its own appearance fills its extent with that appearance's background; the others none")
    func backgrounds() throws {
        let layout = try TestSupport.renderer(Self.mixed).layout(in: .normal)
        #expect(layout.backgroundColor == Color(hex: "#F2F2F7")!)
        #expect(layout.sections[0].background == nil && layout.sections[2].background == nil)
        let background = try #require(layout.sections[1].background)
        let top = 123 + 53.0 / 3
        let bottom = try #require(layout.sections[1].rows.last).frame.maxY + 10
        #expect(background.frame == Rect(x: 0, y: top, width: 393, height: bottom - top))
        // The sidebar's secondarySystemBackground, dark in dark mode.
        #expect(background.color == Color(hex: "#F2F2F7")!)
        let dark = try TestSupport.renderer(Self.mixed.replacingOccurrences(
            of: #""width": 393,"#, with: #""width": 393, "traits": { "style": "dark" },"#)).layout(in: .normal)
        #expect(dark.sections[1].background?.color == Color(hex: "#1C1C1E")!)
        #expect(dark.backgroundColor == Color(hex: "#000000")!)
    }

    @Test("showsSeparators and backgroundColor override the section's appearance")
    func overrides() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "sections": [
          { "showsSeparators": false, "rows": [ { "text": "A" }, { "text": "B" } ] },
          { "appearance": "sidebar", "showsSeparators": true, "backgroundColor": "systemYellow",
            "rows": [ { "text": "C" }, { "text": "D" } ] } ] }
        """#).layout(in: .normal)
        #expect(layout.sections[0].rows.allSatisfy { $0.separator == nil })
        #expect(layout.sections[0].background?.color == Color(hex: "#F2F2F7")!)
        #expect(layout.sections[1].rows[0].separator != nil)
        #expect(layout.sections[1].background?.color == Color(hex: "#FFCC00")!)
    }

    @Test("The list's own backgroundColor is behind a grid section; every list section fills its extent over it")
    func listBackground() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "backgroundColor": "black", "sections": [
          { "grid": { "group": { "axis": "horizontal", "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
              "heightDimension": { "absolute": 50 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
              "heightDimension": { "fractionalHeight": 1 } } }, "count": 1 } }, "items": [ { "text": "Tile" } ] },
          { "rows": [ { "text": "A" } ] } ] }
        """#).layout(in: .normal)
        #expect(layout.backgroundColor == Color(red: 0, green: 0, blue: 0))
        #expect(layout.sections[0].background == nil)
        // The inset grouped section: 17.5 pt (53 px) above its card and below it, on its own grey.
        let background = try #require(layout.sections[1].background)
        #expect(background.frame == Rect(x: 0, y: 50, width: 393, height: 53.0 / 3 + 44 + 53.0 / 3))
        #expect(background.color == Color(hex: "#F2F2F7")!)
    }

    @Test("A list whose sections name the list's own appearance lays out as one that names none")
    func sameAppearanceIsTheList() throws {
        let plain = try TestSupport.renderer(#"""
        { "appearance": "grouped", "sections": [ { "header": "A", "rows": [ { "text": "1" } ] }, { "rows": [ { "text": "2" } ] } ] }
        """#).layout(in: .normal)
        let named = try TestSupport.renderer(#"""
        { "appearance": "grouped", "sections": [ { "appearance": "grouped", "header": "A", "rows": [ { "text": "1" } ] },
                                                 { "appearance": "grouped", "rows": [ { "text": "2" } ] } ] }
        """#).layout(in: .normal)
        #expect(named.sections.map(\.rows) == plain.sections.map(\.rows))
        #expect(named.sections.map(\.header) == plain.sections.map(\.header))
        #expect(named.size == plain.size)
    }
}
