import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// Any view of yours as a table view's section header or footer (issue 30): drawn as a template the
/// table view's width wide and the section header's height high (its constraints' height when automatic).
@MainActor @Suite(.serialized) struct HeaderFooterViewTests {
    /// A plain table whose headers are orange labels (the pattern of a pre-iOS 14 tutorial).
    final class ContactsController: UITableViewController {
        let names = [["Todd", "Larry"], ["Bob"]]
        var headerHeight: CGFloat?
        /// A control the footer view of each section holds, if any.
        var footerControl: (@MainActor () -> UIControl)?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let label = UILabel()
            label.text = "header"
            label.backgroundColor = .orange
            return label
        }

        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard let footerControl else { return nil }
            let view = UIView()
            view.addSubview(footerControl())
            return view
        }

        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            headerHeight ?? super.tableView(tableView, heightForHeaderInSection: section)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { names.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            names[section].count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.section][indexPath.row]
            return cell
        }
    }

    static func layout(_ configure: (ContactsController) -> Void = { _ in }) throws -> ListLayout {
        let controller = ContactsController(style: .plain)
        configure(controller)
        controller.loadViewIfNeeded()
        let document = try CellshotUIKit.document(of: controller.tableView)
        return try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
    }

    @Test("A label as a header view fills the table's width, as high as its text when the height is automatic")
    func automaticHeight() throws {
        let layout = try Self.layout()
        let header = try #require(layout.sections[0].header)
        let template = try #require(header.template)
        let label = try #require(template.frames["label1"])
        // The label is the whole header: full width, its one line's height.
        #expect(header.frame.minX == 0)
        #expect(header.frame.width == 393)
        #expect(label == Rect(x: 0, y: 0, width: 393, height: template.bounds.height))
        #expect(template.bounds.height > 15 && template.bounds.height < 25)
        // UIColor.orange is (1, 0.5, 0), not systemOrange.
        #expect(template.content.decorations["label1"]?.backgroundColor.hex == "#FF8000")
        // The rows follow the header.
        #expect(layout.sections[0].rows[0].frame.minY == header.frame.maxY)
        let second = try #require(layout.sections[1].header)
        #expect(second.frame.minY >= layout.sections[0].rows[1].frame.maxY)
    }

    @Test("The section header height (the table view's, or the delegate's) sizes a header view")
    func fixedHeights() throws {
        let table = try Self.layout { $0.tableView.sectionHeaderHeight = 40 }
        #expect(table.sections[0].header?.frame == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(table.sections[0].header?.template?.frames["label1"] == Rect(x: 0, y: 0, width: 393, height: 40))
        let delegate = try Self.layout { $0.headerHeight = 28 }
        #expect(delegate.sections[0].header?.frame == Rect(x: 0, y: 0, width: 393, height: 28))
        #expect(delegate.sections[1].header?.frame.height == 28)
    }

    @Test("A header view holding a control other than a button or a switch is an error naming the header")
    func controlInAHeaderView() {
        do {
            _ = try Self.layout { $0.footerControl = { UISlider() } }
            Issue.record("a slider in a footer view was drawn")
        } catch {
            #expect("\(error)".hasPrefix("the footer view of section 0: a UISlider in a custom content view (view2) "
                                             + "is not drawn; controls other than a UIButton and a UISwitch are not "
                                             + "drawn yet"))
        }
    }

    @Test("A switch in a footer view is drawn at its frame's origin, at the look's size")
    func switchInAFooterView() throws {
        let layout = try Self.layout { $0.footerControl = { UISwitch(frame: CGRect(x: 20, y: 4, width: 10, height: 10)) } }
        let footer = try #require(layout.sections[0].footer?.template)
        let frame = try #require(footer.frames["switch1"])
        let size = layout.sections[0].footer?.template?.content.switches["switch1"]?.size
        #expect(frame.minX == 20 && frame.minY == 4)
        #expect(frame.size == size)
        #expect([Size(width: 51, height: 31), Size(width: 63, height: 28)].contains(frame.size))
    }

    @Test("A fixed height asked of a text header is not drawn, with a warning naming the delegate method")
    func textHeaderHeightWarns() throws {
        final class Titles: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Title" }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        }
        let titles = Titles()
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.dataSource = titles
        tableView.delegate = titles
        let drawn = try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(),
                                                          width: 393, fileID: "T.swift", line: 4)
        #expect(drawn.warnings == ["T.swift:4: warning: tableView(_:heightForHeaderInSection:) 50.0 for section 0 is "
            + "not drawn (a text header is sized by its text; a view of yours from viewForHeaderInSection is given "
            + "the height)"])
    }

    @Test("A document's header drawn by a template")
    func documentHeaderTemplate() throws {
        let document = try UIKitTestSupport.document(#"""
            { "appearance": "plain",
              "templates": { "banner": { "background": { "color": "systemOrange" },
                                         "views": { "title": { "label": { "text": "$title" } } },
                                         "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ] } },
              "sections": [ { "header": { "template": "banner", "values": { "title": "Today" }, "height": 30 },
                              "rows": [ { "text": "Walk" } ] } ] }
            """#)
        #expect(document.sections[0].header == HeaderFooterConfiguration(template: "banner",
                                                                         values: ["title": .string("Today")], height: 30))
        let layout = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        let header = try #require(layout.sections[0].header)
        #expect(header.frame == Rect(x: 0, y: 0, width: 393, height: 30))
        // A plain view's margins: 8 points each side.
        #expect(header.template?.frames["title"]?.minX == 8)
        #expect(header.template?.background.color.hex == "#FF8D28")   // systemOrange in the iOS 26 look
    }

    @Test("A header mixing a template and texts is an error")
    func documentHeaderTemplateMixedWithText() {
        #expect(throws: DocumentError.self) {
            _ = try UIKitTestSupport.document(#"""
                { "templates": { "banner": { "views": { "title": { "label": { "text": "x" } } },
                                             "constraints": [ "H:|[title]|", "V:|[title]|" ] } },
                  "sections": [ { "header": { "template": "banner", "text": "x" }, "rows": [ { "text": "Walk" } ] } ] }
                """#)
        }
    }

    @Test("Label headers match their reference (looked at beside what the code says)")
    func reference() throws {
        let controller = ContactsController(style: .plain)
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.tableView, named: "orangeLabelHeaders")
    }
}
