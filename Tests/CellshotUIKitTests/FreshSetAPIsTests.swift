@testable import CellshotUIKit
import Foundation
import Testing

/// What fresh sets of real list code stopped on when compiled through the CellshotSources plugin (issue 43's
/// rehearsal): reduced cases, each naming the set it comes from (repository, commit, path).
@MainActor @Suite(.serialized) struct FreshSetAPIsTests {
    /// ShaberAl/TrackListApp at f541401, `TrackListApp/TrackListViewController.swift`: a storyboard table view
    /// controller overriding the delegate's `tableView(_:shouldIndentWhileEditingRowAt:)`.
    final class Tracks: UITableViewController {
        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            false
        }
    }

    @Test("A table view controller overrides shouldIndentWhileEditingRowAt, true unless overridden")
    func shouldIndentWhileEditing() {
        let path = IndexPath(row: 0, section: 0)
        #expect(Tracks().tableView(UITableView(), shouldIndentWhileEditingRowAt: path) == false)
        #expect(UITableViewController().tableView(UITableView(), shouldIndentWhileEditingRowAt: path) == true)
    }

    /// codesquad-members-2022/swift-photos-08 at 4e9168a, `PhotoAlbum/Doodle/DoodleViewController.swift`: a long
    /// press shows the edit menu with a `UIMenuItem` subclass, `collectionView.indexPathForItem(at:)`,
    /// `UIImageWriteToSavedPhotosAlbum` and `NSSelectorFromString`.
    final class SaveItem: UIMenuItem {
        var indexPath: IndexPath?
    }

    @Test("The edit menu compiles; showing it warns naming its items, as it is not drawn")
    func editMenu() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 50))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let item = SaveItem(title: "save", action: Selector("saveDidTap:"))
        item.indexPath = collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10))
        _ = DeferredNotes.shared.takeWarnings()
        UIMenuController.shared.menuItems = [item]
        UIMenuController.shared.showMenu(from: view, rect: view.frame)
        #expect(item.indexPath == nil)
        #expect(UIMenuController.shared.isMenuVisible == false)
        #expect(DeferredNotes.shared.takeWarnings() == [
            "UIMenuController.showMenu(from:rect:) with \"save\": the edit menu is not drawn",
        ])
        UIMenuController.shared.menuItems = nil
        UIImageWriteToSavedPhotosAlbum(UIImage(systemName: "star")!, nil, nil, nil)
        #expect(NSSelectorFromString("saveImage") == Selector("saveImage"))
        #expect(NSStringFromSelector(Selector("saveImage")) == "saveImage")
        #expect(UIMenuController.willHideMenuNotification.rawValue == "UIMenuControllerWillHideMenuNotification")
        #expect(DeferredNotes.shared.takeWarnings().isEmpty)
    }

    /// akatsuki174/AccessibilitySample at 63e6b6e, `AccessibilitySample/ViewController.swift` (VoiceOver grouping),
    /// and alwold/LoggingDemo at f9efe45, `LoggingDemo/ViewControllers/UsersViewController.swift`
    /// (`usleep(arc4random_uniform(UInt32(USEC_PER_SEC/3)))`).
    @Test("VoiceOver grouping is kept; Darwin's time constants have Darwin's values")
    func accessibilityAndTimeConstants() {
        let tableView = UITableView()
        tableView.shouldGroupAccessibilityChildren = true
        #expect(tableView.shouldGroupAccessibilityChildren)
        #expect(UITableView().indexPathForRow(at: .zero) == nil)
        #expect([NSEC_PER_SEC, NSEC_PER_MSEC, USEC_PER_SEC, NSEC_PER_USEC] == [1_000_000_000, 1_000_000, 1_000_000, 1_000])
    }
}

/// Layers as thedevme/youtube-weatherapp-uikit at 7317e59 uses them (`Cells/BiHourly/BihourlyCell.swift`: the first
/// hour's card rounded on its leading corners with `layer.maskedCorners`; `Utilities/UIView+IBInspectable.swift`: a
/// `CAShapeLayer` mask of a `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`; `Controllers/ViewController.swift`:
/// a `CAGradientLayer` inserted into the view's layer, and the collection view's `backgroundView`).
@MainActor @Suite(.serialized) struct LayerShapeTests {
    @Test("Core Animation's and UIKit's corner bits")
    func cornerBits() {
        #expect([CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            .map(\.rawValue) == [1, 2, 4, 8])
        #expect([UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    }

    @Test("Every corner is masked unless set; none draws square corners; some is warned, the radius rounding all four")
    func maskedCorners() {
        let view = UIView()
        _ = DeferredNotes.shared.takeWarnings()
        view.layer.cornerRadius = 40
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                             .layerMaxXMaxYCorner])
        #expect(view.layer.drawnCornerRadius == 40)
        view.layer.maskedCorners = []
        #expect(view.layer.drawnCornerRadius == 0)
        #expect(DeferredNotes.shared.takeWarnings().isEmpty)
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        #expect(view.layer.drawnCornerRadius == 40)
        #expect(DeferredNotes.shared.takeWarnings() == [
            "CALayer.maskedCorners (layerMinXMinYCorner, layerMinXMaxYCorner) is not drawn: the layer's cornerRadius 40 "
                + "rounds all four corners",
        ])
        view.layer.cornerRadius = 0
        #expect(DeferredNotes.shared.takeWarnings().isEmpty)
    }

    /// Two cards in a cell, as the app's cells set them: the same radius, one with no corner masked.
    final class Cards: UIView {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let round = UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        override init(frame: CGRect) {
            super.init(frame: frame)
            for card in [square, round] {
                card.backgroundColor = .systemBlue
                card.layer.cornerRadius = 12
                addSubview(card)
            }
            square.layer.maskedCorners = []
        }
        required init?(coder: NSCoder) { nil }
    }

    final class CardsSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.addSubview(Cards(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
            return cell
        }
    }

    @Test("A view whose layer masks no corner is drawn square; one masking all four is rounded")
    func emptyMaskIsSquare() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        let source = CardsSource()
        tableView.dataSource = source
        let document = try withExtendedLifetime(source) { try CellshotUIKit.document(of: tableView, states: [.normal]) }
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        let cards = template["views"]?["view1"]?["view"]?["subviews"]
        #expect(cards?["round"]?["view"]?["cornerRadius"] == .number(12, text: "12"))
        #expect(cards?["square"]?["view"] != nil)
        #expect(cards?["square"]?["view"]?["cornerRadius"] == nil)
    }

    @Test("A shape layer mask, a gradient layer and a collection view's background view compile and are warned")
    func undrawnLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        _ = DeferredNotes.shared.takeWarnings()
        let path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .bottomLeft],
                                cornerRadii: CGSize(width: 8, height: 8))
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        view.layer.mask = mask
        let gradient = CAGradientLayer()
        gradient.frame.size = view.frame.size
        gradient.colors = [UIColor.blue.cgColor, UIColor.white.cgColor]
        gradient.locations = [0.5, 0.95]
        view.layer.insertSublayer(gradient, at: 0)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.backgroundView = UIView()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.sublayers?.count == 1)
        #expect(DeferredNotes.shared.takeWarnings() == [
            "CALayer.mask (a CAShapeLayer) is not drawn: the layer is drawn unmasked; round a view's corners with "
                + "layer.cornerRadius and maskedCorners instead",
            "a CAGradientLayer added to a layer is not drawn: cellshot draws views, not the layers added to them; use "
                + "the view's backgroundColor, or a view of its own, instead",
            "UICollectionView.backgroundView is not drawn: the list's background is the collection view's "
                + "backgroundColor",
        ])
    }
}

/// CoreGraphics colours as apps make them for layers (calleerlandsson/Tofu's account cell: `CGColor(red:green:blue:alpha:)`).
@MainActor @Suite struct LayerColorTests {
    @Test func componentsAndGreys() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let color = UIColor(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.25])
        #expect(CGColor(gray: 0.5, alpha: 1).alpha == 1)
        let grey = UIColor(cgColor: CGColor(gray: 0.5, alpha: 0.5))
        #expect(grey.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.5, 0.5, 0.5, 0.5])
    }
}

/// calleerlandsson/Tofu at 7947669, `Tofu/AccountCell.swift`'s `imageWithColor(_:size:)`: a swatch drawn with
/// `UIGraphicsBeginImageContext`, `setFill()` and `UIRectFill`, for an account without an issuer's logo.
@MainActor @Suite(.serialized) struct ImageContextTests {
    @Test("The rectangles filled in an image context are the image, at the context's size")
    func swatch() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 20, height: 10))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
        UIColor(white: 0, alpha: 0.5).setFill()
        UIRectFill(CGRect(x: 5, y: 2.5, width: 10, height: 5))
        let context = try #require(ImageContextStack.contexts.last)
        #expect(ImageContextStack.svg(of: context) == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" "
            + "height=\"10\" viewBox=\"0 0 20 10\"><rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" fill=\"rgb(255,0,0)\" "
            + "fill-opacity=\"1\"/><rect x=\"5\" y=\"2.5\" width=\"10\" height=\"5\" fill=\"rgb(0,0,0)\" "
            + "fill-opacity=\"0.5\"/></svg>")
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(ImageContextStack.contexts.isEmpty)
        #expect(image.size == CGSize(width: 20, height: 10))
        guard case .file(let path) = image.source else { Issue.record("not a file"); return }
        #expect(path.hasSuffix(".svg"))
    }
}
