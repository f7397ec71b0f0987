#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
import Foundation
#endif

/// A table view controller written as real list code writes its surroundings (the declarations probe of issue
/// 30: scrolling, prefetching, drag and drop, focus, keyboard notifications, the app, haptics, animations, a
/// search controller and a segmented control in the navigation bar). None of it changes the rows drawn.
final class PlacesViewController: UITableViewController, UITableViewDataSourcePrefetching, UITableViewDragDelegate,
    UITableViewDropDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    private var places = ["Lisbon", "Porto", "Faro"]
    private let searchController = UISearchController(searchResultsController: nil)
    private let feedback = UISelectionFeedbackGenerator()
    private var keyboardObserver: NSObjectProtocol?
    private(set) var scrolled = false
    private(set) var traitsChanged = false
    private(set) var prefetched: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        tableView.prefetchDataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true
        tableView.remembersLastFocusedIndexPath = true
        tableView.selectionFollowsFocus = true
        tableView.keyboardDismissMode = .onDrag
        tableView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        let segments = UISegmentedControl(items: ["All", "Visited"])
        segments.selectedSegmentIndex = 0
        navigationItem.titleView = segments
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = true
        tableView.tableFooterView = spinner
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.tableView.alpha = 1
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        feedback.selectionChanged()
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        if let url = URL(string: "https://example.com/\(places[indexPath.row])") { UIApplication.shared.open(url) }
    }

    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolled = true
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitsChanged = true
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: places[indexPath.row] as NSString))
        item.localObject = places[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func updateSearchResults(for searchController: UISearchController) {}
}
