import Foundation

/// A view controller whose view is a collection view and which is its data source and delegate
/// (`UICollectionViewController`); override the collection methods, or give the collection view a diffable
/// data source.
@MainActor @preconcurrency open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    private var collection: UICollectionView?
    /// Whether the selection is cleared when the view appears (inert: a render does not call
    /// ``UIViewController/viewWillAppear(_:)``).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether long presses reorder items (inert).
    open var installsStandardGestureForInteractiveMovement = false

    /// A collection view controller with a layout.
    /// - Parameter layout: the collection view's layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A collection view controller with an empty layout (nibs are ignored).
    /// - Parameters:
    ///   - nibNameOrNil: ignored.
    ///   - nibBundleOrNil: ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A collection view controller from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// The collection view, made with the controller's layout on first use, with the controller as its data
    /// source and delegate.
    open var collectionView: UICollectionView! {
        get {
            if let collection { return collection }
            let made = UICollectionView(frame: .zero, collectionViewLayout: layout)
            made.dataSource = self
            made.delegate = self
            collection = made
            loadViewIfNeeded()
            return made
        }
        set { collection = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Makes the collection view the root view.
    open override func loadView() {
        view = collectionView
    }

    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell; override it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewListCell(frame: .zero)
    }

    /// One section; override it.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view; override it.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // The delegate's methods, so that a subclass overrides them as on iOS (UICollectionViewDelegate.swift says
    // which are asked).

    /// Yes; override it (never asked).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Yes; override it (never asked).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Yes; override it (never asked).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing; override it (never called: nothing is tapped).
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing; override it (called with each cell before it is drawn).
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Yes; override it (inert).
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing; override it (never called).
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// No menu; override it (never asked).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No menu; override it (never asked).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No index; override it (drawn as a table view's section index).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Yes; override it (never asked: nothing is focused).
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }

    // MARK: UIScrollViewDelegate (inherited by the list delegates; never called: a snapshot does not scroll)

    /// Nothing; override it (never called).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing; override it (never called).
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing; override it (never called).
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view; override it (never asked).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Yes; override it (never asked).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing; override it (never called).
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing; override it (never called).
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
