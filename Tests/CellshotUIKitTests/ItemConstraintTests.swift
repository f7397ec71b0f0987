import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Constraints written before anchors: `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// margin attributes, and `addConstraint(_:)` (Apple, `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`;
/// Apple, `NSLayoutConstraint.Attribute.leadingMargin`: "the margins are defined by their layoutMargins property";
/// Apple, `NSLayoutConstraint.isActive`: activating "calls addConstraint(_:) … on the view that is the closest
/// common ancestor of the items managed by this constraint").
@MainActor @Suite struct ItemConstraintTests {
    @Test func itemConstraintsAreLoweredAndInstalledOnTheCommonAncestor() throws {
        var installed: [String] = []
        let document = try AutoresizingTests.document(height: 50) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let title = UILabel()
            title.text = "Legacy"
            title.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(title)
            let content = cell.contentView
            let leading = NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal, toItem: content,
                                             attribute: .leadingMargin, multiplier: 1, constant: 0)
            let width = NSLayoutConstraint(item: title, attribute: .width, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 120)
            let center = NSLayoutConstraint(item: title, attribute: .centerY, relatedBy: .equal, toItem: content,
                                            attribute: .centerY, multiplier: 1, constant: 0)
            content.addConstraints([leading, center])
            title.addConstraint(width)
            installed = [content.constraints.count == 2 && content.constraints.contains(leading) ? "content: 2" : "?",
                         title.constraints == [width] ? "title: width" : "?"]
            let removed = NSLayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: content,
                                             attribute: .top, multiplier: 1, constant: 50)
            content.addConstraint(removed)
            content.removeConstraint(removed)
            installed.append(removed.isActive ? "?" : "removed")
            return cell
        }
        #expect(installed == ["content: 2", "title: width", "removed"])
        let constraints = try AutoresizingTests.constraints(document)
        // The label is held by no property: named after its kind. The plain list's margins are 20 points.
        #expect(constraints == ["label1.leading == margins.leading", "label1.centerY == superview.centerY",
                                "label1.width == 120"])
        let frames = try AutoresizingTests.frames(document)
        #expect(frames["label1"]?.minX == 20 && frames["label1"]?.width == 120)
    }

    @Test func aPositionEqualToAConstantIsReported() {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "a constraint of left to a constant", row: IndexPath(row: 0, section: 0),
            hint: "only a width or a height can equal a constant; relate a position to another item's (UIKit raises "
                + "NSInvalidArgumentException)")) {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let title = UILabel()
                title.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(title)
                NSLayoutConstraint(item: title, attribute: .left, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
                return cell
            }
        }
    }

    /// A content view laid out with visual format strings, as Auto Layout code before anchors was.
    final class FormatView: UIView {
        let icon = UIImageView(image: UIImage(systemName: "wifi"))
        let title = UILabel()

        init(options: NSLayoutConstraint.FormatOptions, unknownName: Bool = false) {
            super.init(frame: .zero)
            title.text = "Wi-Fi"
            for view in [icon, title] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            let views: [String: Any] = ["icon": icon, "title": title]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: unknownName ? "H:|-[icon]-[subtitle]-|"
                                                   : "H:|-[icon(24)]-pad-[title]-|",
                                               options: options, metrics: ["pad": 12], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-|", metrics: nil, views: views))
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test("Visual format strings are kept as written, names made the template's, metrics numbers, alignments constraints (Apple, Auto Layout Guide, \"Visual Format Language\"; NSLayoutConstraint.FormatOptions)")
    func visualFormatsAreLowered() throws {
        let document = try AutoresizingTests.document(height: 50) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let view = FormatView(options: .alignAllCenterY)
            view.frame = cell.contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(view)
            return cell
        }
        let constraints = try AutoresizingTests.constraints(document)
        #expect(constraints.suffix(3) == ["H:|-[icon(24)]-12-[title]-|", "icon.centerY == title.centerY", "V:|-[title]-|"])
        let frames = try AutoresizingTests.frames(document)
        // |- follows the view's 8-point margins; the icon is centred on the title.
        #expect(frames["icon"]?.minX == 8 && frames["icon"]?.width == 24)
        #expect(frames["title"]?.minX == 44 && frames["title"]?.maxX == 385)
        let icon = try #require(frames["icon"]), title = try #require(frames["title"])
        #expect(icon.minY + icon.height / 2 == title.minY + title.height / 2)
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "the visual format \"H:|-[icon]-[subtitle]-|\": subtitle is neither a view nor a metric",
            row: IndexPath(row: 0, section: 0),
            hint: "name every view in views: and every number in metrics: (UIKit raises NSInvalidArgumentException)")) {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.contentView.addSubview(FormatView(options: [], unknownName: true))
                return cell
            }
        }
    }

    @Test func marginAttributesKeepUIKitsRawValues() {
        #expect([NSLayoutConstraint.Attribute.firstBaseline, .leftMargin, .trailingMargin, .centerYWithinMargins]
                    .map(\.rawValue) == [12, 13, 18, 20])
    }
}
