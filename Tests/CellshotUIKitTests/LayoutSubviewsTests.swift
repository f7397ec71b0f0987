import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// `layoutSubviews()` runs after Auto Layout has solved the content view, with the solved frames, and what
/// it changes is laid out again (Apple, `layoutSubviews()`: "the default implementation uses any constraints
/// you have set to determine the size and position of any subviews"; Apple, `UILayoutGuide.layoutFrame`:
/// valid "by the time its owning view's layoutSubviews() method is called").
@MainActor @Suite struct LayoutSubviewsTests {
    /// A pill badge placed by constraints, rounded from its solved height, and a caption placed by hand.
    final class BadgeView: UIView {
        let badge = UILabel()
        let caption = UILabel()
        var seen: [String] = []
        var margins: CGRect?

        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.text = "NEW"
            badge.textAlignment = .center
            badge.textColor = .white
            badge.backgroundColor = .systemRed
            badge.clipsToBounds = true
            addSubview(badge)
            caption.text = "Placed by its frame"
            caption.textColor = .secondaryLabel
            addSubview(caption)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                badge.centerYAnchor.constraint(equalTo: centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 56),
                badge.heightAnchor.constraint(equalToConstant: 28),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            seen.append("\(bounds) \(badge.frame)")
            if margins == nil { margins = superview?.layoutMarginsGuide.layoutFrame }
            badge.layer.cornerRadius = badge.bounds.height / 2
            // Manual layout beside the badge: a frame computed from the solved bounds.
            caption.frame = CGRect(x: badge.frame.maxX + 12, y: 0, width: bounds.width - badge.frame.maxX - 32,
                                   height: bounds.height)
        }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var views: [BadgeView] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let view = BadgeView(frame: cell.contentView.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(view)
            views.append(view)
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 56 }
    }

    static func table() -> (UITableView, Source) {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = Source()
        tableView.dataSource = source
        tableView.delegate = source
        return (tableView, source)
    }

    @Test("layoutSubviews() sees the solved bounds and frames; frames it sets are laid out again")
    func layoutSubviewsSeesTheSolvedFrames() throws {
        let (tableView, source) = Self.table()
        let document = try CellshotUIKit.document(of: tableView, states: [.normal])
        // In an inset grouped list 393 points wide, the cell is 361 wide (16-point insets) and 56 high.
        #expect(source.views.count == 1)
        #expect(source.views[0].seen.first == "\(CGRect(x: 0, y: 0, width: 361, height: 56)) "
                    + "\(CGRect(x: 20, y: 14, width: 56, height: 28))")
        // The content view's margins guide is the cell's margins: 16 points at the sides of an inset grouped
        // cell 393 points wide, 11 above and below.
        #expect(source.views[0].margins == CGRect(x: 16, y: 11, width: 329, height: 34))
        // Run again after the caption's new frame changed the constraints; then nothing changed.
        #expect(source.views[0].seen.count == 2)
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        #expect(template["views"]?["view1"]?["view"]?["subviews"]?["badge"]?["label"]?["cornerRadius"]
                    == .number(14, text: "14"))
        let constraints = try AutoresizingTests.constraints(document)
        #expect(constraints.contains("caption.left == view1.left + 88 | NSAutoresizingMaskLayoutConstraint h=--& v=--&"))
        #expect(constraints.contains("caption.width == 253 | NSAutoresizingMaskLayoutConstraint h=--& v=--&"))
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let frames = try #require(try renderer.layout(in: .normal).sections[0].rows[0].template).frames
        #expect(frames["caption"] == Rect(x: 88, y: 0, width: 253, height: 56))
        #expect(renderer.warnings.isEmpty)
    }

    @Test("A content view placed by frames, with a badge rounded from its solved size, drawn")
    func drawn() {
        let (tableView, source) = Self.table()
        assertCellSnapshot(of: tableView, states: [.normal, .selected])
        withExtendedLifetime(source) {}
    }
}
