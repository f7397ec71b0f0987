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
