import Foundation

/// A view whose content scrolls (`UIScrollView`), the superclass of ``UITableView`` and ``UICollectionView`` as
/// in UIKit. A snapshot draws a list whole, from its first row, and never scrolls, so scrolling is inert —
/// except where it would change the picture: a content offset or content inset that is not zero draws the list
/// without it and the render says so (see ``UIScrollView/undrawnScrollNotes``).
@MainActor open class UIScrollView: UIView {
    /// How the keyboard is dismissed when the content is dragged (`UIScrollView.KeyboardDismissMode`).
    public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode

    /// How the safe area is added to the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's choice.
        case automatic
        /// Only on the axes that scroll.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// How fast scrolling slows down (`UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// A rate.
        /// - Parameter rawValue: the rate, per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where the content is scrolled to: not drawn — a list is drawn from its first row; a render warns when
    /// it is not zero.
    open var contentOffset: CGPoint = .zero
    /// The size of the content (kept; a list is as long as its rows).
    open var contentSize: CGSize = .zero
    /// Space around the content: not drawn — a render warns when it is not zero.
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The content inset with the safe area added: the content inset, as a list has no safe area in a snapshot.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area is added to the content inset (inert: no safe area in a snapshot).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether the scroll indicator insets follow the content inset (inert).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The scroll indicators' insets (inert: no indicator is drawn).
    open var scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The vertical scroll indicator's insets (inert).
    open var verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The horizontal scroll indicator's insets (inert).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Whether the content scrolls (inert: the whole list is drawn).
    open var isScrollEnabled = true
    /// Whether scrolling stops on page boundaries (inert).
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges (inert).
    open var bounces = true
    /// Whether the content bounces vertically when it is shorter than the view (inert).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally (inert).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling locks to one axis (inert).
    open var isDirectionalLockEnabled = false
    /// Whether the vertical scroll indicator shows (inert: none is drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows (inert).
    open var showsHorizontalScrollIndicator = true
    /// Whether a tap on the status bar scrolls to the top (inert).
    open var scrollsToTop = true
    /// How fast scrolling slows down (inert).
    open var decelerationRate = DecelerationRate.normal
    /// How the keyboard is dismissed when the content is dragged (inert: no keyboard).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether touches are delayed to tell a scroll from a tap (inert).
    open var delaysContentTouches = true
    /// Whether touches in the content are cancelled when scrolling starts (inert).
    open var canCancelContentTouches = true
    /// The smallest zoom scale (inert).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (inert).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale (inert: always 1).
    open var zoomScale: CGFloat = 1
    /// The table or collection view's drag, drop, focus and prefetching settings (inert; see ListInteractions.swift).
    var interactionSettings = ListInteractionSettings()
    /// Whether the user is touching the content: never.
    open var isTracking: Bool { false }
    /// Whether the content is being dragged: never.
    open var isDragging: Bool { false }
    /// Whether the content is slowing down after a drag: never.
    open var isDecelerating: Bool { false }

    /// Scrolls the content to an offset (kept in ``contentOffset``: not drawn, and warned about when it is not zero).
    /// - Parameters:
    ///   - contentOffset: the offset.
    ///   - animated: whether to animate (the end state is kept).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls a rectangle into view (inert: the whole list is drawn).
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - animated: whether to animate.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    /// Flashes the scroll indicators (inert: none is drawn).
    open func flashScrollIndicators() {}

    /// Sets the zoom scale (inert).
    /// - Parameters:
    ///   - scale: the scale.
    ///   - animated: whether to animate.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {}

    /// The warnings of a render for what the scroll view says that is not drawn: a content offset or a
    /// content inset that is not zero (a list is drawn whole, from its first row, edge to edge).
    var undrawnScrollNotes: [String] {
        var notes: [String] = []
        let kind = String(describing: type(of: self))
        if contentOffset != .zero {
            notes.append("the \(kind)'s contentOffset (\(Self.text(contentOffset.x)), \(Self.text(contentOffset.y))) is "
                + "not drawn: the list is drawn whole, from its first row")
        }
        let inset = contentInset
        if inset.top != 0 || inset.left != 0 || inset.bottom != 0 || inset.right != 0 {
            notes.append("the \(kind)'s contentInset (top \(Self.text(inset.top)), left \(Self.text(inset.left)), bottom "
                + "\(Self.text(inset.bottom)), right \(Self.text(inset.right))) is not drawn: the list is drawn edge to "
                + "edge; give its sections insets of the layout (or draw the space around the snapshot) instead")
        }
        return notes
    }

    private static func text(_ value: CGFloat) -> String {
        ContentViewLowering.numberText(value)
    }
}

/// What a scroll view tells its delegate as it scrolls (`UIScrollViewDelegate`); every method is optional, as
/// in UIKit. A snapshot never scrolls, so none is ever called. ``UITableViewDelegate`` and
/// ``UICollectionViewDelegate`` inherit it, and ``UITableViewController`` and ``UICollectionViewController``
/// implement it (`open`), so a subclass `override`s these methods as on iOS.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content scrolled (never called).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The content zoomed (never called).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Dragging is about to start (never called).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Dragging is about to end (never called).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended (never called).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Slowing down is about to start (never called).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Slowing down ended (never called).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended (never called).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to zoom (never asked).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Whether a tap on the status bar scrolls to the top (never asked).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The content scrolled to the top (never called).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed (never called).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Yes.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UITableView {
    /// The warnings of a render for the table view's scrolling and surroundings that are not drawn: the scroll
    /// view's (``UIScrollView/undrawnScrollNotes``), and a search bar as the table's header, which iOS draws
    /// above the rows at its own height even with a zero frame.
    var undrawnSurroundingNotes: [String] {
        var notes = undrawnScrollNotes
        if let searchBar = tableHeaderView as? UISearchBar, searchBar.frame.height == 0, searchBar.subviews.isEmpty {
            notes.append("the table view's tableHeaderView is not drawn (a UISearchBar): iOS shows the search bar "
                + "above the rows; set navigationItem.searchController instead (not drawn either: the navigation bar "
                + "is outside the list)")
        }
        return notes
    }
}

