import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Exact frames and colours of sidebar lists: inset rows without separators, `sidebarCell` content and
/// the rounded tint selection that turns the content white.
@Suite("Sidebar lists")
struct SidebarLayoutTests {
    private static func sidebar(_ rows: String, appearance: String = "sidebar", direction: String = "ltr",
                                state: CellState = .normal) throws -> [RowLayout] {
        try TestSupport.rows(#"""
        { "appearance": "\#(appearance)", "width": 320, "traits": { "direction": "\#(direction)" },
          "sections": [ { "rows": [ \#(rows) ] } ] }
        """#, state: state)
    }

    @Test("Rows are inset 10 pt; the symbol sits in a 28 pt box at the 8 pt margin, the text 10 pt after it")
    func sidebarCellFrames() throws {
        let rows = try Self.sidebar(#"{ "text": "Inbox", "image": { "symbol": "tray" } }, { "text": "Sent" }"#)
        #expect(rows[0].frame == Rect(x: 10, y: 10, width: 300, height: 44))
        #expect(rows[0].views?.image == Rect(x: 8, y: 11, width: 28, height: 22))
        #expect(rows[0].views?.text == Rect(x: 46, y: 11, width: 246, height: 22))
        #expect(rows[1].views?.text == Rect(x: 8, y: 11, width: 284, height: 22))
        #expect(rows.allSatisfy { $0.separator == nil })
        #expect(rows[0].cell?.style == .sidebarCell)
        #expect(rows[0].cell?.text?.attributes.numberOfLines == 1)
    }

    @Test("Right to left, the symbol is at the trailing side and the text ends 10 pt before it")
    func rightToLeft() throws {
        let row = try #require(try Self.sidebar(#"{ "text": "Inbox", "image": { "symbol": "tray" } }"#,
                                                direction: "rtl").first)
        #expect(row.views?.image == Rect(x: 264, y: 11, width: 28, height: 22))
        #expect(row.views?.text == Rect(x: 8, y: 11, width: 246, height: 22))
    }

    @Test("sidebarSubtitleCell: 4 pt margins, a footnote subtitle right under the text")
    func subtitle() throws {
        let row = try #require(try Self.sidebar(
            #"{ "style": "sidebarSubtitleCell", "text": "Archive", "secondaryText": "Yesterday" }"#).first)
        #expect(row.views?.text == Rect(x: 8, y: 4, width: 284, height: 22))
        #expect(row.views?.secondaryText == Rect(x: 8, y: 26, width: 284, height: 18))
        #expect(row.frame.height == 48)
        #expect(row.cell?.secondaryText?.attributes.font.size == 13)
    }

    @Test("Selected, a sidebar row is the tint with 10 pt corners, its text, symbol and label white")
    func tintSelection() throws {
        let row = try #require(try Self.sidebar(#"""
        { "text": "Inbox", "secondaryText": "12 unread", "image": { "symbol": "tray" },
          "accessories": [ { "label": "12" } ] }
        """#, state: .selected).first)
        #expect(row.cell?.background.color == Color(hex: "#007AFF")! && row.cell?.background.cornerRadius == 10)
        #expect(row.cell?.text?.color == .white && row.cell?.image?.tint == .white)
        #expect(row.cell?.secondaryText?.color == Color.white.withAlpha(0.8))
        guard case .label(let label) = row.cell?.accessories.first else { Issue.record("no label"); return }
        #expect(label.color == Color.white.withAlpha(0.8))
    }

    @Test("Normal and pressed sidebar rows are clear and grey; the texts keep their colours")
    func otherStates() throws {
        let normal = try #require(try Self.sidebar(#"{ "text": "Inbox" }"#).first)
        #expect(normal.cell?.background.color.alpha == 0)
        let pressed = try #require(try Self.sidebar(#"{ "text": "Inbox" }"#, state: .highlighted).first)
        #expect(pressed.cell?.background.color == Color(hex: "#78788028")!)
        #expect(pressed.cell?.text?.color == Color(hex: "#000000")!)
    }

    @Test("An accompanied sidebar row selects in grey and keeps its colours, in any appearance")
    func accompanied() throws {
        for appearance in ["sidebar", "sidebarPlain", "insetGrouped"] {
            let row = try #require(try Self.sidebar(#"""
            { "style": "accompaniedSidebarCell", "text": "Inbox", "image": { "symbol": "tray" } }
            """#, appearance: appearance, state: .selected).first)
            #expect(row.cell?.background.color == Color(hex: "#78788028")!)
            #expect(row.cell?.background.cornerRadius == 10)
            #expect(row.cell?.text?.color == Color(hex: "#000000")! && row.cell?.image?.tint == Color(hex: "#007AFF")!)
        }
    }

    @Test("A cell style row in a sidebar keeps its own content but gets the sidebar's background")
    func cellStyleInSidebar() throws {
        let row = try #require(try Self.sidebar(#"{ "style": "cell", "text": "Inbox" }"#, state: .selected).first)
        #expect(row.views?.text?.minX == 16)
        #expect(row.cell?.background.color == Color(hex: "#007AFF")!)
        #expect(row.cell?.text?.color == Color(hex: "#000000")!)
    }

    @Test("sidebar is light grey behind its rows, sidebarPlain white")
    func backgrounds() throws {
        let sidebar = try TestSupport.renderer(#"{ "appearance": "sidebar", "sections": [ { "rows": [ { "text": "A" } ] } ] }"#)
        #expect(try sidebar.layout(in: .normal).backgroundColor == Color(hex: "#F2F2F7")!)
        let plain = try TestSupport.renderer(#"{ "appearance": "sidebarPlain", "sections": [ { "rows": [ { "text": "A" } ] } ] }"#)
        #expect(try plain.layout(in: .normal).backgroundColor == Color(hex: "#FFFFFF")!)
    }
}
