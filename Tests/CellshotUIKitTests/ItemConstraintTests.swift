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

    @Test func marginAttributesKeepUIKitsRawValues() {
        #expect([NSLayoutConstraint.Attribute.firstBaseline, .leftMargin, .trailingMargin, .centerYWithinMargins]
                    .map(\.rawValue) == [12, 13, 18, 20])
    }
}
