import Foundation

// Declarations found missing by measuring real code cellshot was never tuned on (issue 30, the held-back check
// rehearsed: docs/uikit-corpus.tsv, the "validation" sets). Each signature is the iOS 18 SDK's.

extension UICollectionView {
    /// Changes the layout (`setCollectionViewLayout(_:animated:)`): the new layout is the one drawn.
    ///
    /// Apple's list code often makes the collection view with one layout and sets the list layout in
    /// `viewDidLoad`. A snapshot draws the final state, so `animated` changes nothing.
    /// - Parameters:
    ///   - layout: the new layout.
    ///   - animated: whether UIKit animates the change (a still picture has no animation).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Changes the layout and then calls `completion` (`setCollectionViewLayout(_:animated:completion:)`).
    ///
    /// The change is immediate here, so `completion` is called at once with `true` (finished), as UIKit does
    /// when the change is not animated.
    /// - Parameters:
    ///   - layout: the new layout.
    ///   - animated: whether UIKit animates the change (a still picture has no animation).
    ///   - completion: called with `true` once the layout is in place.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }
}

extension UISplitViewController {
    /// A column of a split view (`UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        /// The primary column (a sidebar).
        case primary = 0
        /// The supplementary column, between the primary and the secondary.
        case supplementary = 1
        /// The secondary column (the detail).
        case secondary = 2
        /// The controller shown in a compact width.
        case compact = 3
    }

    /// Shows a view controller in a column (`setViewController(_:for:)`).
    ///
    /// Sidebars call it from `viewDidLoad` and on selection. A list is drawn on its own, never inside a split
    /// view (``UIViewController/splitViewController`` is `nil`), so the column's controller is only kept.
    /// - Parameters:
    ///   - vc: the view controller, or `nil` to clear the column.
    ///   - column: the column.
    public func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        columnControllers[column] = vc
    }

    /// The view controller set for a column (`viewController(for:)`).
    /// - Parameter column: the column.
    /// - Returns: the controller last set with ``setViewController(_:for:)``, or `nil`.
    public func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columnControllers[column]
    }
}
