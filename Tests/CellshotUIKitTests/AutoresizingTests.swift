import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Frames and `translatesAutoresizingMaskIntoConstraints`: a view that keeps its autoresizing mask is placed
/// by the constraints UIKit makes from its frame (Apple, `translatesAutoresizingMaskIntoConstraints`; Apple,
/// `UIView.AutoresizingMask`).
@MainActor @Suite struct AutoresizingTests {
    /// A one-row table whose cell `make` builds, with a fixed row height.
    final class OneCell: NSObject, UITableViewDataSource, UITableViewDelegate {
        let make: () -> UITableViewCell
        let height: CGFloat

        init(height: CGFloat = 44, make: @escaping () -> UITableViewCell) {
            self.make = make
            self.height = height
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make() }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
    }

    static func document(height: CGFloat = 44, states: [CellshotUIKit.State] = [.normal],
                         _ make: @escaping () -> UITableViewCell) throws -> ListDocument {
        let tableView = UITableView(frame: .zero, style: .plain)
        let source = OneCell(height: height, make: make)
        tableView.dataSource = source
        tableView.delegate = source
        return try withExtendedLifetime(source) { try CellshotUIKit.document(of: tableView, states: states) }
    }

    /// The template's constraints as text (identifiers after a `|`).
    static func constraints(_ document: ListDocument) throws -> [String] {
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        guard case .object(let members) = template, case .array(let constraints)? = members.first(where: { $0.key == "constraints" })?.value
        else { return [] }
        return constraints.map { constraint in
            guard case .object(let parts) = constraint else { return "\(constraint)" }
            let text = parts.first { $0.key == "constraint" }.flatMap { if case .string(let s) = $0.value { s } else { nil } } ?? ""
            let identifier = parts.first { $0.key == "identifier" }.flatMap { if case .string(let s) = $0.value { s } else { nil } }
            return identifier.map { "\(text) | \($0)" } ?? text
        }
    }

    /// The laid-out frames of the first row's views, in the content view's coordinates.
    static func frames(_ document: ListDocument) throws -> [String: Rect] {
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        return try #require(try renderer.layout(in: .normal).sections[0].rows[0].template).frames
    }

    // MARK: Declarations

    @Test("Views made in code keep their autoresizing mask; the mask's bits are UIKit's (Apple, translatesAutoresizingMaskIntoConstraints; UIView.AutoresizingMask)")
    func defaultsAreUIKits() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.autoresizingMask == [])
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        // Setting the bounds keeps the centre (Apple, UIView.bounds); setting the centre moves the frame.
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
        view.center = CGPoint(x: 25, y: 10)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect([UIView.AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
                 .flexibleHeight, .flexibleBottomMargin].map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        // A cell starts 320 × 44 points, its content view too, until the table view sizes it.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.bounds == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(UIStackView(arrangedSubviews: [view]).arrangedSubviews[0].translatesAutoresizingMaskIntoConstraints == false)
    }

    // MARK: Constraints made from frames

    @Test("A frame with no flexible part is left, top, width and height, required, relative to the superview (NSAutoresizingMaskLayoutConstraint h=--& v=--&)")
    func aFrameBecomesFourRequiredConstraints() throws {
        let document = try Self.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel(frame: CGRect(x: 16, y: 8, width: 200, height: 20))
            label.text = "Framed"
            cell.contentView.addSubview(label)
            return cell
        }
        let mask = "NSAutoresizingMaskLayoutConstraint h=--& v=--&"
        #expect(try Self.constraints(document) == ["label1.left == superview.left + 16 | \(mask)",
                                                   "label1.top == superview.top + 8 | \(mask)",
                                                   "label1.width == 200 | \(mask)", "label1.height == 20 | \(mask)"])
        #expect(try Self.frames(document)["label1"] == Rect(x: 16, y: 8, width: 200, height: 20))
    }

    @Test("A flexible width and height keep both margins as the superview grows (Apple, UIView.AutoresizingMask.flexibleWidth)")
    func flexibleWidthAndHeightKeepTheMargins() throws {
        let document = try Self.document(height: 60) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 4))
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.text = "Fills the cell"
            cell.contentView.addSubview(label)
            return cell
        }
        let mask = "NSAutoresizingMaskLayoutConstraint h=-&- v=-&-"
        #expect(try Self.constraints(document) == ["label1.left == superview.left + 16 | \(mask)",
                                                   "label1.top == superview.top + 4 | \(mask)",
                                                   "label1.width == superview.width - 32 | \(mask)",
                                                   "label1.height == superview.height - 8 | \(mask)"])
        // The 320 × 44 content view the frame was set in is 393 × 60 in the table.
        #expect(try Self.frames(document)["label1"] == Rect(x: 16, y: 4, width: 361, height: 52))
    }

    @Test("A flexible left margin keeps the right one; two flexible margins share the change in proportion (Apple, UIView.AutoresizingMask)")
    func flexibleMarginsShareTheChange() throws {
        let document = try Self.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            // In the 320-point content view: 20 points left, 100 wide, 200 right; 4 above, 20 high, 20 below.
            let right = UIView(frame: CGRect(x: 20, y: 4, width: 100, height: 20))
            right.autoresizingMask = [.flexibleLeftMargin]
            let proportional = UIView(frame: CGRect(x: 20, y: 4, width: 100, height: 20))
            proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
                                             .flexibleBottomMargin]
            let all = UIView(frame: CGRect(x: 20, y: 4, width: 100, height: 20))
            all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            for view in [right, proportional, all] {
                view.backgroundColor = .systemBlue
                cell.contentView.addSubview(view)
            }
            return cell
        }
        let constraints = try Self.constraints(document)
        #expect(constraints[0] == "view1.left == superview.left + superview.width - 300 | "
                    + "NSAutoresizingMaskLayoutConstraint h=&-- v=--&")
        #expect(constraints[2] == "view1.width == 100 | NSAutoresizingMaskLayoutConstraint h=&-- v=--&")
        #expect(constraints[4].hasSuffix("NSAutoresizingMaskLayoutConstraint h=&-& v=&-&"))
        let frames = try Self.frames(document)
        // 393 wide: the right margin stays 200.
        #expect(frames["view1"] == Rect(x: 93, y: 4, width: 100, height: 20))
        // The 73 points more are shared 20 : 200 between the margins; the height's 0 between 4 and 20.
        let proportional = try #require(frames["view2"])
        #expect(abs(proportional.minX - (20 + 73.0 * 20 / 220)) < 1e-6)
        #expect(proportional.minY == 4 && proportional.width == 100 && proportional.height == 20)
        // All three flexible: everything scales by 393 / 320.
        let all = try #require(frames["view3"])
        #expect(abs(all.minX - 20 * 393 / 320) < 1e-9 && abs(all.width - 100 * 393 / 320) < 1e-6)
    }

    @Test("A framed subview of a view placed by constraints is placed relative to that view, at the size it had when the frame was set")
    func nestedFramesFollowTheirSuperview() throws {
        final class Card: UIView {
            let badge = UILabel(frame: CGRect(x: 10, y: 5, width: 100, height: 20))

            override init(frame: CGRect) {
                super.init(frame: frame)
                badge.text = "Right"
                badge.autoresizingMask = [.flexibleLeftMargin]
                addSubview(badge)
            }

            required init?(coder: NSCoder) { nil }
        }
        let document = try Self.document(height: 60) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            // 200 points wide when the badge's frame is set: 90 points to its right, which it keeps.
            let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            card.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -20),
                card.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                card.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            ])
            return cell
        }
        #expect(try Self.constraints(document).first == "badge.left == view1.left + view1.width - 190 | "
                    + "NSAutoresizingMaskLayoutConstraint h=&-- v=--&")
        // The card is 353 wide at 20 from the edge: the badge ends 90 points before its right edge.
        #expect(try Self.frames(document)["badge"] == Rect(x: 20 + 353 - 190, y: 15, width: 100, height: 20))
    }

    @Test("Anchors on a view that kept its mask conflict with its frame's constraints, reported as UIKit logs them (Apple, translatesAutoresizingMaskIntoConstraints)")
    func aForgottenMaskIsReportedAsUIKitLogsIt() throws {
        final class Card: UIView {
            let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Forgot the mask"
                addSubview(title)   // title.translatesAutoresizingMaskIntoConstraints = false is missing
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    title.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        let document = try Self.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let card = Card(frame: cell.contentView.bounds)
            card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(card)
            return cell
        }
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let frames = try #require(try renderer.layout(in: .normal).sections[0].rows[0].template).frames
        let messages = SnapshotWriter.messages(for: renderer.warnings, fileID: "App/Cells.swift", line: 12)
        #expect(messages.first == """
            App/Cells.swift:12: warning: row 0 of section 0, normal column: Unable to simultaneously satisfy constraints.
                view1.margins.leading == view1.leading + 8 (UIView-leadingMargin-guide-constraint)
                title.left == view1.left (NSAutoresizingMaskLayoutConstraint h=--& v=--&) from "title.left == view1.left"
                title.leading == view1.margins.leading from "title.leading == view1.margins.leading"
            Will attempt to recover by breaking constraint
                title.leading == view1.margins.leading from "title.leading == view1.margins.leading"
            """)
        #expect(messages.count == 2)
        #expect(messages.last?.contains("title.height == 0 (NSAutoresizingMaskLayoutConstraint h=--& v=--&)") == true)
        // The label keeps its frame's zero width, so it is not seen, as on iOS; vertically the last-made
        // constraint of the conflict, the frame's height, gave way (docs/layout.md, "Diagnostics").
        #expect(frames["title"] == Rect(x: 0, y: 0, width: 0, height: 44))
    }

    @Test("The assertion library gets the layout's warnings with the document, as render writes them")
    func theWarningsComeWithTheDocument() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        let source = OneCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            label.text = "Forgot"
            cell.contentView.addSubview(label)
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16).isActive = true
            return cell
        }
        tableView.dataSource = source
        tableView.delegate = source
        let drawn = try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal, .selected],
                                                          traits: UITraitCollection(), width: 393,
                                                          fileID: "App/Tests.swift", line: 7)
        withExtendedLifetime(source) {}
        // Once per template and problem, naming the first column it was found in.
        #expect(drawn.warnings == ["""
            App/Tests.swift:7: warning: row 0 of section 0, normal column: Unable to simultaneously satisfy constraints.
                label1.left == contentView.left (NSAutoresizingMaskLayoutConstraint h=--& v=--&) from "label1.left == superview.left"
                label1.leading == contentView.leading + 16 from "label1.leading == superview.leading + 16"
            Will attempt to recover by breaking constraint
                label1.leading == contentView.leading + 16 from "label1.leading == superview.leading + 16"
            """])
    }

    @Test("A self-sizing table view cell whose constraints give it no height gets the standard 44 points, with the warning UIKit logs (UIKit's console; Apple, UITableView.automaticDimension)")
    func aCollapsedSelfSizingCellGetsTheStandardHeight() throws {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = OneCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 20))
            label.text = "Placed by its frame"
            cell.contentView.addSubview(label)
            return cell
        }
        tableView.dataSource = source
        let drawn = try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(),
                                                          width: 393, fileID: "App/Tests.swift", line: 7)
        withExtendedLifetime(source) {}
        #expect(drawn.warnings == ["App/Tests.swift:7: warning: row 0 of section 0, normal column: Detected a case "
                                   + "where constraints ambiguously suggest a height of zero for a table view cell's "
                                   + "content view. We're considering the collapse unintentional and using standard "
                                   + "height instead."])
        let renderer = try ListRenderer(document: drawn.document, environment: RenderEnvironment())
        let row = try renderer.layout(in: .normal).sections[0].rows[0]
        #expect(row.frame.height == 44)
        #expect(row.template?.frames["label1"] == Rect(x: 16, y: 12, width: 200, height: 20))
    }

    @Test func aScrolledBoundsIsReported() {
        #expect(throws: UIKitRenderError.unsupportedProperty("bounds.origin of label1 (0, 10)", row: IndexPath(row: 0, section: 0),
                                                             hint: "leave the bounds' origin at zero and move the subviews instead")) {
            try Self.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                label.bounds.origin.y = 10
                cell.contentView.addSubview(label)
                return cell
            }
        }
    }
}
