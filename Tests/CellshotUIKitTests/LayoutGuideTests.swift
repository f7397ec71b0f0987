import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// Layout guides of your own (Apple, `UILayoutGuide`; Apple, `UIView.addLayoutGuide(_:)`; Apple,
/// `UILayoutGuide.owningView`: "nil by default … use the view's addLayoutGuide(_:) and removeLayoutGuide(_:)
/// methods, which update this property"; Apple, `UILayoutGuide.identifier`: "By default, the identifier property is
/// an empty string"; Apple, `UILayoutGuide.layoutFrame`: valid "by the time its owning view's layoutSubviews()
/// method is called").
@MainActor @Suite struct LayoutGuideTests {
    /// Three symbols spread across the cell with equal gaps: two guides between them, equally wide.
    final class SpreadView: UIView {
        let first = UIImageView(image: UIImage(systemName: "wifi"))
        let second = UIImageView(image: UIImage(systemName: "star.fill"))
        let third = UIImageView(image: UIImage(systemName: "bell"))
        let leftGap = UILayoutGuide()
        let rightGap = UILayoutGuide()
        var seen: [CGRect] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [first, second, third] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
                view.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
            }
            addLayoutGuide(leftGap)
            addLayoutGuide(rightGap)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                leftGap.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                leftGap.trailingAnchor.constraint(equalTo: second.leadingAnchor),
                rightGap.leadingAnchor.constraint(equalTo: second.trailingAnchor),
                rightGap.trailingAnchor.constraint(equalTo: third.leadingAnchor),
                third.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                rightGap.widthAnchor.constraint(equalTo: leftGap.widthAnchor),
                // Guides need a full frame, as views do: give them the cell's height.
                leftGap.topAnchor.constraint(equalTo: topAnchor), leftGap.bottomAnchor.constraint(equalTo: bottomAnchor),
                rightGap.topAnchor.constraint(equalTo: topAnchor), rightGap.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            seen = [leftGap.layoutFrame, rightGap.layoutFrame, layoutMarginsGuide.layoutFrame]
        }
    }

    final class Source: NSObject, UITableViewDataSource {
        var views: [SpreadView] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let view = SpreadView(frame: cell.contentView.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(view)
            views.append(view)
            return cell
        }
    }

    @Test func guidesBelongToTheViewTheyAreAddedTo() {
        let view = UIView()
        let guide = UILayoutGuide()
        #expect(guide.owningView == nil && guide.identifier == "" && guide.layoutFrame == .zero)
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view && view.layoutGuides == [guide])
        let other = UIView()
        let constraint = guide.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(constraint.isActive)
        other.addLayoutGuide(guide)
        #expect(guide.owningView === other && view.layoutGuides.isEmpty && other.layoutGuides == [guide])
        // Leaving a view takes the guide's constraints with it.
        #expect(!constraint.isActive)
        other.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && other.layoutGuides.isEmpty)
        guide.owningView = view
        #expect(view.layoutGuides == [guide])
        // The margins guide is the view's own, not one of the guides you added.
        #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide" && view.layoutGuides == [guide])
    }

    @Test("Guides are lowered as the template's guides, named after their properties, and solved before layoutSubviews()")
    func guidesAreLaidOut() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.rowHeight = 60
        let source = Source()
        tableView.dataSource = source
        let document = try CellshotUIKit.document(of: tableView)
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        #expect(template["views"]?["leftGap"] == .object([JSONMember(key: "guide", value: .object([]))]))
        let constraints = try AutoresizingTests.constraints(document)
        #expect(constraints.contains("rightGap.width == leftGap.width"))
        #expect(constraints.contains("leftGap.leading == first.trailing"))
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let frames = try #require(try renderer.layout(in: .normal).sections[0].rows[0].template).frames
        let left = try #require(frames["leftGap"])
        let right = try #require(frames["rightGap"])
        #expect(left.width == right.width && left.width > 100)
        let first = try #require(frames["first"])
        #expect(left.minX == first.maxX)
        #expect(renderer.warnings.isEmpty)
        // layoutFrame is the solved frame, in the owning view's coordinates (the content view's here).
        // The margins guide of a view is 8 points in on every side, UIKit's default layout margins.
        #expect(source.views.first?.seen == [CGRect(left), CGRect(right), CGRect(x: 8, y: 8, width: 377, height: 44)])
        withExtendedLifetime(source) {}
    }

    @Test("Layout margins: 8 points by default, yours when set, followed by the margins guide (Apple, UIView.directionalLayoutMargins: \"For most views, the default layout margins are 8 points on each side\"; UIView.layoutMargins)")
    func layoutMarginsAreTheGuides() throws {
        let view = UIView()
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.traits = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        final class Card: UIView {
            let inner = UIView()
            var guideFrames: [CGRect] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
                inner.translatesAutoresizingMaskIntoConstraints = false
                inner.backgroundColor = .systemGreen
                addSubview(inner)
                NSLayoutConstraint.activate([
                    inner.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    inner.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    inner.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                    inner.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                super.layoutSubviews()
                guideFrames = [layoutMarginsGuide.layoutFrame, superview?.layoutMarginsGuide.layoutFrame ?? .null]
            }
        }
        var cards: [Card] = []
        let document = try AutoresizingTests.document(height: 60) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
            let card = Card()
            card.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(card)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                card.topAnchor.constraint(equalTo: margins.topAnchor),
                card.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            cards.append(card)
            return cell
        }
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        #expect(template["margins"]?["leading"] == .number(30, text: "30"))
        #expect(template["views"]?["view1"]?["view"]?["margins"]?["top"] == .number(6, text: "6"))
        let frames = try AutoresizingTests.frames(document)
        #expect(frames["view1"] == Rect(x: 30, y: 4, width: 333, height: 52))
        #expect(frames["inner"] == Rect(x: 42, y: 10, width: 309, height: 40))
        #expect(cards.first?.guideFrames == [CGRect(x: 12, y: 6, width: 309, height: 40),
                                             CGRect(x: 30, y: 4, width: 333, height: 52)])
    }

    @Test func aConstraintToAGuideOfNoViewIsReported() {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "a constraint to a layout guide that belongs to no view of the content view (spacing)",
            row: IndexPath(row: 0, section: 0),
            hint: "add the guide with addLayoutGuide(_:) to the content view or one of its subviews before activating "
                + "its constraints")) {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel()
                label.text = "Alone"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let guide = UILayoutGuide()
                guide.identifier = "spacing"
                label.leadingAnchor.constraint(equalTo: guide.trailingAnchor).isActive = true
                return cell
            }
        }
    }

    @Test("Three symbols spread with two equal guides, drawn")
    func drawn() {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.rowHeight = 60
        let source = Source()
        tableView.dataSource = source
        assertCellSnapshot(of: tableView, states: [.normal])
        withExtendedLifetime(source) {}
    }
}
