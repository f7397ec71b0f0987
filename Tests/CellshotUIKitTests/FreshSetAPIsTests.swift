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
