import Foundation

/// A screen's controller, as far as a table needs one (`UIViewController`): its view and `viewDidLoad()`.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A view controller.
    public override init() {
        super.init()
    }

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
        guard loadedView == nil else { return }
        loadView()
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
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var table: UITableView?

    /// A table view controller of a style.
    /// - Parameter style: the table view's style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init()
    }

    /// A plain table view controller.
    public override convenience init() {
        self.init(style: .plain)
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
}
