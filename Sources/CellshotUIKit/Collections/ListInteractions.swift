import Foundation

// What a table or collection view does when touched, dragged, focused or scrolled towards rows not yet shown:
// drag and drop, focus and prefetching. A snapshot draws every row at its end state and touches nothing, so
// all of it is declared and inert (docs/uikit.md, "Declared and inert"): the delegates are kept and never asked.

// MARK: Prefetching

/// What a table view asks ahead of showing rows (`UITableViewDataSourcePrefetching`): never asked — a render
/// asks the data source for every row at once, so what prefetching would load is whatever the data source
/// has when the list is drawn.
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows about to be shown (never called).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPaths: the rows.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer about to be shown (never called).
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPaths: the rows.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// What a collection view asks ahead of showing items (`UICollectionViewDataSourcePrefetching`): never asked.
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items about to be shown (never called).
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - indexPaths: the items.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer about to be shown (never called).
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - indexPaths: the items.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

// MARK: Drag and drop

/// What a drag or drop carries (`NSItemProvider`), which Linux's Foundation lacks: a stand-in that keeps what
/// it was made from; nothing is ever dragged in a snapshot.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The object it was made from, if any.
    public let object: (any NSItemProviderWriting)?
    /// A name for the data (kept).
    open var suggestedName: String?

    /// An empty provider.
    public override init() {
        object = nil
        super.init()
    }

    /// A provider of an object.
    /// - Parameter object: the object (a string, a URL…).
    public init(object: any NSItemProviderWriting) {
        self.object = object
        super.init()
    }
}

/// What can be given to an item provider (`NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {}
extension NSString: NSItemProviderWriting {}
extension NSURL: NSItemProviderWriting {}

/// What can be read from an item provider (`NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {}
extension NSString: NSItemProviderReading {}
extension NSURL: NSItemProviderReading {}

/// A dragged item (`UIDragItem`): declared, inert.
@MainActor open class UIDragItem: NSObject {
    /// What it carries.
    public let itemProvider: NSItemProvider
    /// An object for drops in the same app.
    open var localObject: Any?

    /// An item.
    /// - Parameter itemProvider: what it carries.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// A drag or a drop under way (`UIDragDropSession`); none ever is in a snapshot.
@MainActor public protocol UIDragDropSession: NSObjectProtocol {
    /// The items.
    var items: [UIDragItem] { get }
    /// Whether the items may be moved.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays in the app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Where the touch is, in a view's coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the items can make objects of a class.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag under way (`UIDragSession`).
@MainActor public protocol UIDragSession: UIDragDropSession {
    /// An object for the app's own use.
    var localContext: Any? { get set }
}

/// A drop under way (`UIDropSession`).
@MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app.
    var localDragSession: (any UIDragSession)? { get }
}

/// What a drop does (`UIDropOperation`).
public enum UIDropOperation: UInt, Sendable {
    /// Nothing, and the drop is cancelled.
    case cancel = 0
    /// Nothing, and the drop is refused.
    case forbidden = 1
    /// Copies the items.
    case copy = 2
    /// Moves the items.
    case move = 3
}

/// What a drop would do (`UIDropProposal`).
@MainActor open class UIDropProposal: NSObject {
    /// The operation.
    public let operation: UIDropOperation
    /// Whether the drop is precise (kept).
    open var isPrecise = false
    /// Whether the preview is full size (kept).
    open var prefersFullSizePreview = false

    /// A proposal.
    /// - Parameter operation: the operation.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// What a drop on a table view would do (`UITableViewDropProposal`).
@MainActor open class UITableViewDropProposal: UIDropProposal {
    /// Where the items would go (`UITableViewDropProposal.Intent`).
    public enum Intent: Int, Sendable {
        /// Not said.
        case unspecified
        /// Inserted at the index path.
        case insertAtDestinationIndexPath
        /// Into the row at the index path.
        case insertIntoDestinationIndexPath
        /// Chosen by the table view.
        case automatic
    }

    /// The intent.
    public let intent: Intent

    /// A proposal.
    /// - Parameters:
    ///   - operation: the operation.
    ///   - intent: the intent.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// Where items dropped on a collection view go (`UICollectionViewDropIntent`).
public enum UICollectionViewDropIntent: Int, Sendable {
    /// Not said.
    case unspecified
    /// Inserted at the index path.
    case insertAtDestinationIndexPath
    /// Into the item at the index path.
    case insertIntoDestinationIndexPath
}

/// What a drop on a collection view would do (`UICollectionViewDropProposal`).
@MainActor open class UICollectionViewDropProposal: UIDropProposal {
    /// The intent.
    public let intent: UICollectionViewDropIntent

    /// A proposal.
    /// - Parameters:
    ///   - operation: the operation.
    ///   - intent: the intent.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// The animation of a dropped item (`UIDragAnimating`).
@MainActor public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds changes to the animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A dropped item on a table view (`UITableViewDropItem`).
@MainActor public protocol UITableViewDropItem: NSObjectProtocol {
    /// The item.
    var dragItem: UIDragItem { get }
    /// Where it came from, when dragged from this table view.
    var sourceIndexPath: IndexPath? { get }
}

/// How a drop on a table view is carried out (`UITableViewDropCoordinator`); never made in a snapshot.
@MainActor public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UITableViewDropItem] { get }
    /// Where they are dropped.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal.
    var proposal: UITableViewDropProposal { get }
    /// The session.
    var session: any UIDropSession { get }
    /// Animates an item into a row.
    @discardableResult func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// A dropped item on a collection view (`UICollectionViewDropItem`).
@MainActor public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The item.
    var dragItem: UIDragItem { get }
    /// Where it came from, when dragged from this collection view.
    var sourceIndexPath: IndexPath? { get }
}

/// How a drop on a collection view is carried out (`UICollectionViewDropCoordinator`); never made in a snapshot.
@MainActor public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where they are dropped.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal.
    var proposal: UICollectionViewDropProposal { get }
    /// The session.
    var session: any UIDropSession { get }
    /// Animates an item into an item's place.
    @discardableResult func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// What a table view asks when a row is dragged (`UITableViewDragDelegate`): never asked.
@MainActor public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items a drag of a row carries.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap adds to a drag.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// A drag is about to start.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// A drag ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
}

extension UITableViewDragDelegate {
    /// None.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    /// Nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
}

/// What a table view asks when something is dropped on it (`UITableViewDropDelegate`): never asked.
@MainActor public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Carries out a drop.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table view takes a drop's items.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// What a drop at a place would do.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
}

extension UITableViewDropDelegate {
    /// Yes.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Cancel.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel, intent: .unspecified)
    }
}

/// What a collection view asks when an item is dragged (`UICollectionViewDragDelegate`): never asked.
@MainActor public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items a drag of an item carries.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap adds to a drag.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// A drag is about to start.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// A drag ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
}

extension UICollectionViewDragDelegate {
    /// None.
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
}

/// What a collection view asks when something is dropped on it (`UICollectionViewDropDelegate`): never asked.
@MainActor public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Carries out a drop.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes a drop's items.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// What a drop at a place would do.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
}

extension UICollectionViewDropDelegate {
    /// Yes.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Cancel.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
    }
}

// MARK: The lists' properties

/// A delegate kept weakly, as UIKit keeps delegates.
struct WeakDelegate {
    weak var object: AnyObject?
}

/// The inert interaction settings of a table or collection view, kept so that what is set reads back.
struct ListInteractionSettings {
    var dragDelegate = WeakDelegate()
    var dropDelegate = WeakDelegate()
    var prefetchDataSource = WeakDelegate()
    var dragInteractionEnabled = false
    var isPrefetchingEnabled = true
    var remembersLastFocusedIndexPath = false
    var selectionFollowsFocus = false
    var allowsFocus = false
    var allowsFocusDuringEditing = false
}

extension UITableView {
    /// The object asked when rows are dragged (inert: nothing is dragged).
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { interactionSettings.dragDelegate.object as? any UITableViewDragDelegate }
        set { interactionSettings.dragDelegate.object = newValue }
    }
    /// The object asked when something is dropped (inert).
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { interactionSettings.dropDelegate.object as? any UITableViewDropDelegate }
        set { interactionSettings.dropDelegate.object = newValue }
    }
    /// Whether rows can be dragged (inert).
    public var dragInteractionEnabled: Bool {
        get { interactionSettings.dragInteractionEnabled }
        set { interactionSettings.dragInteractionEnabled = newValue }
    }
    /// Whether a drag is under way: never.
    public var hasActiveDrag: Bool { false }
    /// Whether a drop is under way: never.
    public var hasActiveDrop: Bool { false }
    /// The object asked ahead of showing rows (inert: every row is asked for at once).
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { interactionSettings.prefetchDataSource.object as? any UITableViewDataSourcePrefetching }
        set { interactionSettings.prefetchDataSource.object = newValue }
    }
    /// Whether rows are prefetched (inert).
    public var isPrefetchingEnabled: Bool {
        get { interactionSettings.isPrefetchingEnabled }
        set { interactionSettings.isPrefetchingEnabled = newValue }
    }
    /// Whether focus returns to the last focused row (inert: nothing is focused).
    public var remembersLastFocusedIndexPath: Bool {
        get { interactionSettings.remembersLastFocusedIndexPath }
        set { interactionSettings.remembersLastFocusedIndexPath = newValue }
    }
    /// Whether moving focus selects (inert).
    public var selectionFollowsFocus: Bool {
        get { interactionSettings.selectionFollowsFocus }
        set { interactionSettings.selectionFollowsFocus = newValue }
    }
    /// Whether rows can be focused (inert).
    public var allowsFocus: Bool {
        get { interactionSettings.allowsFocus }
        set { interactionSettings.allowsFocus = newValue }
    }
    /// Whether rows can be focused while editing (inert).
    public var allowsFocusDuringEditing: Bool {
        get { interactionSettings.allowsFocusDuringEditing }
        set { interactionSettings.allowsFocusDuringEditing = newValue }
    }
    /// The cells on screen: none outside a render (UIKit has none before the table is in a window).
    public var visibleCells: [UITableViewCell] { [] }
    /// The rows on screen: none outside a render (`nil`, as UIKit before the table is in a window).
    public var indexPathsForVisibleRows: [IndexPath]? { nil }
    /// The cell on screen for a row: none outside a render.
    /// - Parameter indexPath: the row.
    /// - Returns: `nil`.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The row of a cell on screen: none outside a render.
    /// - Parameter cell: the cell.
    /// - Returns: `nil`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    /// The row under a point (a touch's location): none outside a render, as nothing is touched.
    /// - Parameter point: the point, in the table's coordinates.
    /// - Returns: `nil`.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
}

extension UICollectionView {
    /// The object asked when items are dragged (inert: nothing is dragged).
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { interactionSettings.dragDelegate.object as? any UICollectionViewDragDelegate }
        set { interactionSettings.dragDelegate.object = newValue }
    }
    /// The object asked when something is dropped (inert).
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { interactionSettings.dropDelegate.object as? any UICollectionViewDropDelegate }
        set { interactionSettings.dropDelegate.object = newValue }
    }
    /// Whether items can be dragged (inert).
    public var dragInteractionEnabled: Bool {
        get { interactionSettings.dragInteractionEnabled }
        set { interactionSettings.dragInteractionEnabled = newValue }
    }
    /// Whether a drag is under way: never.
    public var hasActiveDrag: Bool { false }
    /// Whether a drop is under way: never.
    public var hasActiveDrop: Bool { false }
    /// The object asked ahead of showing items (inert: every item is asked for at once).
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { interactionSettings.prefetchDataSource.object as? any UICollectionViewDataSourcePrefetching }
        set { interactionSettings.prefetchDataSource.object = newValue }
    }
    /// Whether items are prefetched (inert).
    public var isPrefetchingEnabled: Bool {
        get { interactionSettings.isPrefetchingEnabled }
        set { interactionSettings.isPrefetchingEnabled = newValue }
    }
    /// Whether focus returns to the last focused item (inert: nothing is focused).
    public var remembersLastFocusedIndexPath: Bool {
        get { interactionSettings.remembersLastFocusedIndexPath }
        set { interactionSettings.remembersLastFocusedIndexPath = newValue }
    }
    /// Whether moving focus selects (inert).
    public var selectionFollowsFocus: Bool {
        get { interactionSettings.selectionFollowsFocus }
        set { interactionSettings.selectionFollowsFocus = newValue }
    }
    /// Whether items can be focused (inert).
    public var allowsFocus: Bool {
        get { interactionSettings.allowsFocus }
        set { interactionSettings.allowsFocus = newValue }
    }
    /// Whether items can be focused while editing (inert).
    public var allowsFocusDuringEditing: Bool {
        get { interactionSettings.allowsFocusDuringEditing }
        set { interactionSettings.allowsFocusDuringEditing = newValue }
    }
    /// The cells on screen: none outside a render.
    public var visibleCells: [UICollectionViewCell] { [] }
    /// The items on screen: none outside a render.
    public var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The item of a cell on screen: none outside a render.
    /// - Parameter cell: the cell.
    /// - Returns: `nil`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// The item under a point (a gesture's location): none outside a render, as nothing is touched.
    /// - Parameter point: the point, in the collection view's coordinates.
    /// - Returns: `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
}
