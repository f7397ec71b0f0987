import Foundation

/// The pull-to-refresh control of a table or collection view (`UIRefreshControl`): declared. It is hidden until
/// the list is pulled, so a snapshot draws nothing of it; one that is refreshing (``beginRefreshing()``) shows a
/// spinner above the rows on iOS, which is not drawn: every render while one is refreshing warns.
@MainActor open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    open private(set) var isRefreshing = false
    /// The title under the spinner (not drawn).
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing (the spinner is not drawn: renders warn until ``endRefreshing()``).
    open func beginRefreshing() {
        isRefreshing = true
        DeferredNotes.shared.setRefreshing(ObjectIdentifier(self), true)
    }

    /// Stops refreshing.
    open func endRefreshing() {
        isRefreshing = false
        DeferredNotes.shared.setRefreshing(ObjectIdentifier(self), false)
    }

    deinit {
        DeferredNotes.shared.setRefreshing(ObjectIdentifier(self), false)
    }
}

extension UITableView {
    /// The pull-to-refresh control (declared; see ``UIRefreshControl``).
    public var refreshControl: UIRefreshControl? {
        get { RefreshControls.attached[ObjectIdentifier(self)]?.control }
        set { RefreshControls.attach(newValue, to: self) }
    }
}

extension UICollectionView {
    /// The pull-to-refresh control (declared; see ``UIRefreshControl``).
    public var refreshControl: UIRefreshControl? {
        get { RefreshControls.attached[ObjectIdentifier(self)]?.control }
        set { RefreshControls.attach(newValue, to: self) }
    }
}

/// The refresh controls of lists, by list (a list keeps its control as UIKit's scroll view does).
@MainActor enum RefreshControls {
    struct Attachment {
        weak var list: UIView?
        let control: UIRefreshControl
    }

    static var attached: [ObjectIdentifier: Attachment] = [:]

    static func attach(_ control: UIRefreshControl?, to list: UIView) {
        attached = attached.filter { $0.value.list != nil }
        attached[ObjectIdentifier(list)] = control.map { Attachment(list: list, control: $0) }
    }
}
