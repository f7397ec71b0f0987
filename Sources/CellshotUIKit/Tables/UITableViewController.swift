import Foundation

/// A screen's controller, as far as a table needs one (`UIViewController`): its view and `viewDidLoad()`, and
/// the surroundings a list's code touches — navigation item, navigation controller, lifecycle, editing — which
/// are declared and inert: a snapshot draws the list, not the screen around it (docs/uikit.md, "Declared and
/// inert").
@MainActor @preconcurrency open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Set while ``loadView()`` runs: a table or collection view controller's `loadView` reads its list view,
    /// whose getter loads the view, and that inner load must not call ``viewDidLoad()`` a second time.
    private var isLoadingView = false
    private var storedNavigationItem: UINavigationItem?
    private var storedEditButtonItem: UIBarButtonItem?
    /// The navigation controller whose stack holds this controller.
    weak var containingNavigationController: UINavigationController?

    /// A view controller; nibs do not exist here, so both are ignored (as `init()` passes `nil` on iOS).
    /// - Parameters:
    ///   - nibNameOrNil: ignored.
    ///   - nibBundleOrNil: ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller from an archive (never used by cellshot: there are no storyboards on Linux).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view controller, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The title the navigation bar shows (inert: the bar is not drawn).
    open var title: String? {
        didSet { if storedNavigationItem?.title == nil { storedNavigationItem?.title = title } }
    }

    /// The navigation item the navigation bar shows for this controller (inert: the bar is not drawn).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }

    /// The navigation controller whose stack holds this controller, if any.
    open var navigationController: UINavigationController? {
        containingNavigationController ?? parent?.navigationController
    }

    /// The controller that contains this one as a child, if any.
    open internal(set) weak var parent: UIViewController?

    /// The child controllers added with ``addChild(_:)``.
    open internal(set) var children: [UIViewController] = []

    /// Adds a child controller (inert: its view is not drawn unless it is the list you render).
    /// - Parameter childController: the child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from a parent; does nothing.
    /// - Parameter parent: the new parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent; does nothing.
    /// - Parameter parent: the new parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the controller is in editing mode (``setEditing(_:animated:)``).
    open private(set) var isEditing = false

    /// Enters or leaves editing mode; `UITableViewController` passes it on to its table view, whose editing
    /// controls are not drawn (the render warns).
    /// - Parameters:
    ///   - editing: whether to edit.
    ///   - animated: ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// A bar button item that toggles editing (inert: the bar is not drawn).
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(systemItem: .edit)
        storedEditButtonItem = item
        return item
    }

    /// The toolbar items shown when the controller is in a navigation controller (inert).
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets the toolbar items (inert).
    /// - Parameters:
    ///   - toolbarItems: the items.
    ///   - animated: ignored.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The transition under way, `nil` as there never is one in a snapshot.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// The controller this one presented (never set: presenting is inert).
    open var presentedViewController: UIViewController? { nil }

    /// The controller that presented this one (never set).
    open var presentingViewController: UIViewController? { nil }

    /// How the controller is presented (inert).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether the controller's view covers a presented controller's (inert).
    open var definesPresentationContext = false

    /// Whether the toolbar hides when the controller is pushed (inert).
    open var hidesBottomBarWhenPushed = false

    /// The size the controller would like when presented (inert).
    open var preferredContentSize = CGSize.zero

    /// Presents another controller: nothing happens, as a snapshot draws this list (inert).
    /// - Parameters:
    ///   - viewControllerToPresent: the controller.
    ///   - flag: ignored.
    ///   - completion: called at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Dismisses the presented controller: nothing happens (inert).
    /// - Parameters:
    ///   - flag: ignored.
    ///   - completion: called at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Shows a controller (pushed on a navigation controller's stack when there is one; inert otherwise).
    /// - Parameters:
    ///   - vc: the controller.
    ///   - sender: ignored.
    open func show(_ vc: UIViewController, sender: Any?) {
        navigationController?.pushViewController(vc, animated: false)
    }

    /// Shows a detail controller (as ``show(_:sender:)``).
    /// - Parameters:
    ///   - vc: the controller.
    ///   - sender: ignored.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }

    /// Called before the view appears; never called by a render, which draws the view your code set up
    /// (call it yourself when your list depends on it).
    /// - Parameter animated: whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appears; never called by a render (see ``viewWillAppear(_:)``).
    /// - Parameter animated: whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears; never called by a render.
    /// - Parameter animated: whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappears; never called by a render.
    /// - Parameter animated: whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays its subviews out; never called by a render (a list's cells are laid out
    /// by the list).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid its subviews out; never called by a render.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's size changes; never called by a render.
    /// - Parameters:
    ///   - size: the new size.
    ///   - coordinator: the transition.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Called when memory runs low; never called.
    open func didReceiveMemoryWarning() {}

    /// Called when the controller's traits change (deprecated in iOS 17): a render never calls it (see
    /// ``UIView/traitCollectionDidChange(_:)``).
    /// - Parameter previousTraitCollection: the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private var storedTabBarItem: UITabBarItem?
    /// The controller's item in a tab bar (kept; the tab bar is not drawn): made from the title on first use.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// Called before a storyboard segue runs: never, as storyboards are not loaded on Linux (``UIStoryboard``).
    /// - Parameters:
    ///   - segue: the segue.
    ///   - sender: what started it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue may run: yes (never asked).
    /// - Parameters:
    ///   - identifier: the segue's identifier.
    ///   - sender: what started it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs a storyboard segue (inert: storyboards are not loaded on Linux, and a segue shows another screen).
    /// - Parameters:
    ///   - identifier: the segue's identifier.
    ///   - sender: what started it.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}

    /// The root view, made by ``loadView()`` and followed by ``viewDidLoad()`` on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default makes an empty one.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view (and calls ``viewDidLoad()``) if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        viewDidLoad()
    }
}

/// A view controller whose view is a table view and which is its data source and delegate
/// (`UITableViewController`); override the table methods to give its rows.
///
/// ```swift
/// final class Settings: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
/// }
/// ```
@MainActor @preconcurrency open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var table: UITableView?

    /// A table view controller of a style.
    /// - Parameter style: the table view's style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table view controller (nibs are ignored).
    /// - Parameters:
    ///   - nibNameOrNil: ignored.
    ///   - nibBundleOrNil: ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A table view controller from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// A plain table view controller.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Whether the selection is cleared when the view appears (inert: a render does not call
    /// ``UIViewController/viewWillAppear(_:)``).
    open var clearsSelectionOnViewWillAppear = true

    /// Enters or leaves editing mode, and the table view with it.
    /// - Parameters:
    ///   - editing: whether to edit.
    ///   - animated: ignored.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// The table view, made with the controller's style on first use, with the controller as its data
    /// source and delegate.
    open var tableView: UITableView! {
        get {
            if let table { return table }
            let made = UITableView(frame: .zero, style: tableStyle)
            made.dataSource = self
            made.delegate = self
            table = made
            loadViewIfNeeded()
            return made
        }
        set { table = newValue }
    }

    /// Makes the table view the root view.
    open override func loadView() {
        view = tableView
    }

    /// No rows; override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell; override it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section; override it.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title; override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No section index; override it.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's place in the index (never asked: nothing is tapped in a snapshot); override it.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// The table view's row height; override it.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Nothing; override it.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// No header view; override it.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// No footer view; override it.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// The table view's section header height; override it.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table view's section footer height; override it.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Every row can be edited; override it (inert: the editing controls are not drawn).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// No row can be moved; override it (inert).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override it (never called in a snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Nothing; override it (never called in a snapshot).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}

    /// Nothing; override it (never called: nothing is tapped).
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing; override it (never called).
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// A delete control; override it (inert).
    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }

    /// Indented while editing; override it (inert: editing is not drawn).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    /// No swipe actions; override it (never asked).
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// No swipe actions; override it (never asked).
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// Nothing; override it (never called).
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// No estimate; override it (inert).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// Yes; override it (never asked).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The row tapped; override it (never asked).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing; override it (never called).
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// No menu; override it (never asked).
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// Yes; override it (never asked: nothing is focused).
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

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
