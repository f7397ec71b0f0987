import Foundation

/// What a navigation bar shows for a view controller (`UINavigationItem`): declared so a list's controller
/// compiles, and inert — a snapshot draws the list, not the bar above it.
@MainActor open class UINavigationItem: NSObject {
    /// When the bar shows a large title (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
        /// Inline, the standard size.
        case inline
    }

    /// The title.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The back button's title for the next controller.
    open var backButtonTitle: String?
    /// The back button item for the next controller.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// A view in place of the title.
    open var titleView: UIView?
    /// When the title is large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose bar the navigation bar shows.
    open var searchController: UISearchController?
    /// Whether the search bar hides when the list scrolls.
    open var hidesSearchBarWhenScrolling = true
    /// The trailing items; the first is ``rightBarButtonItem``.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The leading items; the first is ``leftBarButtonItem``.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Whether the leading items sit beside the back button.
    open var leftItemsSupplementBackButton = false
    /// How the bar lays the item out (iOS 16).
    open var style: ItemStyle = .navigator

    /// How a navigation bar lays an item out (`UINavigationItem.ItemStyle`).
    public enum ItemStyle: Int, Sendable {
        /// A title in the centre.
        case navigator
        /// A leading title, for browsing.
        case browser
        /// A leading title, for editing a document.
        case editor
    }

    /// An item with an empty title.
    public override init() {
        super.init()
    }

    /// An item with a title.
    /// - Parameter title: the title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the trailing item.
    /// - Parameters:
    ///   - item: the item.
    ///   - animated: ignored.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets the leading item.
    /// - Parameters:
    ///   - item: the item.
    ///   - animated: ignored.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets the trailing items.
    /// - Parameters:
    ///   - items: the items.
    ///   - animated: ignored.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Sets the leading items.
    /// - Parameters:
    ///   - items: the items.
    ///   - animated: ignored.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Hides or shows the back button.
    /// - Parameters:
    ///   - hidesBackButton: whether it is hidden.
    ///   - animated: ignored.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// The base of bar items (`UIBarItem`).
@MainActor open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item responds to touches.
    open var isEnabled = true
    /// A number to tell items apart.
    open var tag = 0
    /// The accessibility label.
    open var accessibilityLabel: String?
}

/// A button in a navigation bar or toolbar (`UIBarButtonItem`): declared, inert (the bars are not drawn).
/// The target–action forms need `#selector`, which Linux cannot compile: use `primaryAction:` or guard them
/// (docs/uikit.md, "What is not, and how to guard it").
@MainActor open class UIBarButtonItem: UIBarItem {
    /// The system's items (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// A plus sign.
        case add
        /// A flexible space.
        case flexibleSpace
        /// A fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Organise.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close
    }

    /// The item's style (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bordered (deprecated on iOS).
        case bordered
        /// Done: bold.
        case done
    }

    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// The style.
    open var style: Style = .plain
    /// The action run when tapped.
    open var primaryAction: UIAction?
    /// The menu shown when tapped.
    open var menu: UIMenu?
    /// A custom view in place of the button.
    open var customView: UIView?
    /// The tint colour.
    open var tintColor: UIColor?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false
    /// The target–action pair of the target–action initialisers (TargetAction.swift).
    var targetAction = TargetActionPair()

    /// An empty item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A system item.
    /// - Parameters:
    ///   - systemItem: the item.
    ///   - primaryAction: the action run when tapped.
    ///   - menu: the menu shown when tapped.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    /// An item with a title or an image and an action or a menu.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - primaryAction: the action run when tapped.
    ///   - menu: the menu shown when tapped.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }

    /// An item showing a view of yours.
    /// - Parameter customView: the view.
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
        super.init()
    }

    /// A flexible space.
    /// - Returns: the item.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space.
    /// - Parameter width: its width.
    /// - Returns: the item.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

/// A controller that shows a stack of controllers under a navigation bar (`UINavigationController`):
/// declared so that `navigationController?.…` and `UINavigationController(rootViewController:)` compile, and
/// inert — a snapshot draws the list, not the bar. Pushing adds to the stack; nothing is drawn of it.
@MainActor open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.containingNavigationController = self } }
    }
    /// The navigation bar (inert).
    public let navigationBar = UINavigationBar()
    /// The toolbar (inert).
    public let toolbar = UIToolbar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden.
    open var isToolbarHidden = true

    /// A navigation controller whose stack holds one controller.
    /// - Parameter rootViewController: the root.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.containingNavigationController = self
    }

    /// An empty navigation controller.
    /// - Parameters:
    ///   - nibNameOrNil: ignored.
    ///   - nibBundleOrNil: ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown (the top one).
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// Pushes a controller on the stack (nothing is drawn of it).
    /// - Parameters:
    ///   - viewController: the controller.
    ///   - animated: ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller.
    /// - Parameter animated: ignored.
    /// - Returns: the popped controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.containingNavigationController = nil
        return popped
    }

    /// Pops every controller above the root.
    /// - Parameter animated: ignored.
    /// - Returns: the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        for controller in popped { controller.containingNavigationController = nil }
        return popped
    }

    /// Replaces the stack.
    /// - Parameters:
    ///   - viewControllers: the new stack.
    ///   - animated: ignored.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the navigation bar.
    /// - Parameters:
    ///   - hidden: whether it is hidden.
    ///   - animated: ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Hides or shows the toolbar.
    /// - Parameters:
    ///   - hidden: whether it is hidden.
    ///   - animated: ignored.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation bar (`UINavigationBar`): inert, never drawn.
@MainActor open class UINavigationBar: UIView {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// The image under the bar's bottom edge (kept; the bar is not drawn).
    open var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the bar's background image for metrics (kept; the bar is not drawn).
    /// - Parameters:
    ///   - backgroundImage: the image.
    ///   - barMetrics: the metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The bar's background image for metrics.
    /// - Parameter barMetrics: the metrics.
    /// - Returns: the image set, if any.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// The metrics a bar's appearance is set for (`UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// The default.
    case `default`
    /// Compact.
    case compact
    /// The default, with a prompt.
    case defaultPrompt = 101
    /// Compact, with a prompt.
    case compactPrompt
}

/// A toolbar (`UIToolbar`): inert, never drawn.
@MainActor open class UIToolbar: UIView {
    /// The items.
    open var items: [UIBarButtonItem]?

    /// Sets the items.
    /// - Parameters:
    ///   - items: the items.
    ///   - animated: ignored.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// A controller that shows a search bar in the navigation bar (`UISearchController`): inert, never drawn.
@MainActor open class UISearchController: UIViewController {
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The controller that shows the results, if not the searching one.
    public let searchResultsController: UIViewController?
    /// The object told when the search text changes (never called: nobody types in a snapshot).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the search is active (never, in a snapshot).
    open var isActive = false
    /// Whether the content dims while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// The object told when the search shows or hides (never called).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content dims while searching (deprecated in iOS 12: ``obscuresBackgroundDuringPresentation``).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the cancel button shows while searching (kept).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while searching (kept).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows (kept; it is another screen).
    open var showsSearchResultsController = false

    /// A search controller.
    /// - Parameter searchResultsController: the controller that shows the results, or `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// What a search controller tells as the text changes (`UISearchResultsUpdating`); never called here.
@MainActor public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed.
    /// - Parameter searchController: the search controller.
    func updateSearchResults(for searchController: UISearchController)
}

/// A search bar (`UISearchBar`): inert, never drawn.
@MainActor open class UISearchBar: UIView {
    /// The delegate (never called).
    open weak var delegate: (any UISearchBarDelegate)?
    /// The text typed.
    open var text: String?
    /// The placeholder.
    open var placeholder: String?
    /// The scope buttons' titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// Whether the cancel button shows (kept).
    open var showsCancelButton = false
    /// Whether the scope bar shows (kept).
    open var showsScopeBar = false
    /// The bar's look (kept).
    open var searchBarStyle = Style.default
    /// The bar's colour (kept).
    open var barTintColor: UIColor?
    /// The prompt above the field (kept).
    open var prompt: String?

    /// A search bar's look (`UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The default.
        case `default`
        /// Prominent.
        case prominent
        /// Minimal.
        case minimal
    }

    /// Shows or hides the cancel button (kept).
    /// - Parameters:
    ///   - showsCancelButton: whether it shows.
    ///   - animated: ignored.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
}

/// What a search controller tells as it shows and hides (`UISearchControllerDelegate`); every method is
/// optional and never called here (nobody searches in a snapshot).
@MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search is about to show.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search showed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to hide.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search hid.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Shows the search.
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// How a controller is presented (`UIModalPresentationStyle`): inert.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice.
    case automatic = -2
    /// No adaptation.
    case none = -1
    /// Full screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// Over the current context.
    case currentContext
    /// Custom.
    case custom
    /// Full screen, over the presenter.
    case overFullScreen
    /// Over the current context, the presenter visible.
    case overCurrentContext
    /// A popover.
    case popover
}

/// A view controller transition under way (`UIViewControllerTransitionCoordinator`); there is none in a
/// snapshot, so ``UIViewController/transitionCoordinator`` is `nil`.
@MainActor public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs animations alongside the transition.
    /// - Parameters:
    ///   - animation: the animations.
    ///   - completion: run when the transition ends.
    /// - Returns: whether the animations were queued.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What a transition's animation blocks are told (`UIViewControllerTransitionCoordinatorContext`).
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
}
