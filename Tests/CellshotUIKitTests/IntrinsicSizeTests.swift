import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// `intrinsicContentSize`, `sizeThatFits(_:)` and `sizeToFit()` (Apple, `UIView.intrinsicContentSize`: "Custom
/// views typically have content that they display of which the layout system is unaware … the intrinsic
/// size"; Apple, "Views with Intrinsic Content Size" in the Auto Layout Guide: each axis becomes a content
/// hugging and a compression resistance constraint; Apple, `UIView.noIntrinsicMetric`).
@MainActor @Suite struct IntrinsicSizeTests {
    /// A colour swatch whose natural size is a 28-point square, rounded.
    final class Swatch: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }
    }

    /// A bar as wide as it likes to be, with no natural height.
    final class Bar: UIView {
        var length: CGFloat = 120 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: length, height: UIView.noIntrinsicMetric) }
    }

    /// A label that claims another size than its text's.
    final class PaddedLabel: UILabel {
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 16, height: size.height + 8)
        }
    }

    @Test("A view's intrinsic size is a compression resistance and a hugging constraint per axis, none for noIntrinsicMetric")
    func intrinsicSizeBecomesConstraints() throws {
        let document = try AutoresizingTests.document(height: 60) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let swatch = Swatch()
            let bar = Bar()
            bar.length = 100
            bar.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            for view in [swatch, bar] {
                view.translatesAutoresizingMaskIntoConstraints = false
                view.backgroundColor = .systemTeal
                cell.contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                swatch.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                swatch.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                bar.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 12),
                bar.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
                bar.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                bar.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            ])
            return cell
        }
        let constraints = try AutoresizingTests.constraints(document)
        #expect(Array(constraints.prefix(6)) == [
            "view1.width >= 28 | NSContentSizeLayoutConstraint", "view1.width <= 28 | NSContentSizeLayoutConstraint",
            "view1.height >= 28 | NSContentSizeLayoutConstraint", "view1.height <= 28 | NSContentSizeLayoutConstraint",
            "view2.width >= 100 | NSContentSizeLayoutConstraint", "view2.width <= 100 | NSContentSizeLayoutConstraint",
        ])
        let frames = try AutoresizingTests.frames(document)
        #expect(frames["view1"] == Rect(x: 20, y: 16, width: 28, height: 28))
        // Its compression resistance (250) gives way to the required 60-point maximum; its height is the edges'.
        #expect(frames["view2"] == Rect(x: 60, y: 10, width: 60, height: 40))
    }

    @Test("A label's intrinsic size is its measured text, the size the template engine gives it; sizeToFit uses it")
    func labelsReportTheirMeasuredText() throws {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Wi-Fi"
        let size = label.intrinsicContentSize
        #expect(size.width > 30 && size.width < 60)
        label.frame = CGRect(x: 20, y: 12, width: 0, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 20, y: 12), size: size))
        let image = UIImageView(image: UIImage(systemName: "wifi"))
        #expect(image.intrinsicContentSize == CGSize(width: 20, height: 20))
        // UIImageView(image:) takes the image's size as its frame (Apple, UIImageView.init(image:)).
        #expect(image.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10)).sizeThatFits(.zero) == CGSize(width: 30, height: 10))
        // The frame a translated label gets from sizeToFit() is where the template engine draws it.
        let document = try AutoresizingTests.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel(frame: CGRect(x: 20, y: 12, width: 0, height: 0))
            label.text = "Wi-Fi"
            label.sizeToFit()
            cell.contentView.addSubview(label)
            return cell
        }
        let drawn = try #require(try AutoresizingTests.frames(document)["label1"])
        // Constraint constants are written with three decimals, as a template writes numbers.
        #expect(abs(drawn.width - Double(size.width)) < 0.001 && drawn.height == Double(size.height))
    }

    @Test func anIntrinsicSizeOverrideOnALabelIsReported() {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "label1's intrinsicContentSize override (a PaddedLabel)", row: IndexPath(row: 0, section: 0),
            hint: "a label or image view is sized by its text or image; override intrinsicContentSize in a UIView "
                + "subclass that holds it, or give it width and height constraints")) {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = PaddedLabel()
                label.text = "Padded"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                return cell
            }
        }
    }

    @Test func aSizeOrFrameThatIsNotFiniteIsReported() {
        final class Endless: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: .infinity, height: UIView.noIntrinsicMetric) }
        }
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "view1's intrinsicContentSize width inf", row: IndexPath(row: 0, section: 0),
            hint: "return a finite size, or UIView.noIntrinsicMetric for an axis without one")) {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let view = Endless()
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(view)
                return cell
            }
        }
        #expect {
            try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.contentView.addSubview(UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
                return cell
            }
        } throws: { error in
            "\(error)".hasPrefix("row 0 of section 0: the frame of view1 (") && "\(error)".contains("give views finite frames")
        }
    }

    @Test("Swatches sized by their intrinsicContentSize beside a label, drawn")
    func drawn() {
        final class Source: NSObject, UITableViewDataSource {
            let colors: [(String, UIColor)] = [("Teal", .systemTeal), ("Orange", .systemOrange), ("Indigo", .systemIndigo)]

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colors.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let swatch = Swatch()
                swatch.backgroundColor = colors[indexPath.row].1
                swatch.layer.cornerRadius = 14
                let name = UILabel()
                name.text = colors[indexPath.row].0
                for view in [swatch, name] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(view)
                }
                let margins = cell.contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    swatch.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    swatch.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                    name.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 12),
                    name.topAnchor.constraint(equalTo: margins.topAnchor),
                    name.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    swatch.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                ])
                return cell
            }
        }
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = Source()
        tableView.dataSource = source
        assertCellSnapshot(of: tableView, states: [.normal])
        withExtendedLifetime(source) {}
    }
}
