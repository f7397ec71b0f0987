#if canImport(UIKit)
import UIKit
#endif
import os

/// The app's list screen, written for iOS only: the table view's data source is in an extension, as overrides.
final class ItemsViewController: UITableViewController {
    var items = Item.samples
    #if os(iOS)
    let cellIdentifier = "ItemCell"
    #else
    let cellIdentifier = 42
    #endif
    @IBOutlet weak var footerLabel: UILabel?
    @objc dynamic var isLoading = false
    private let log = Logger(subsystem: "com.example.app", category: "items")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        log.debug("items loaded: \(items.count)")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: #selector(addItem(_:)))
        tableView.refreshControl = UIRefreshControl()
        tableView.refreshControl?.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        tableView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(addItem(_:))))
    }

    @objc private func addItem(_ sender: Any?) {
        items.append(Item(title: "New", detail: nil))
        tableView.reloadData()
    }

    @IBAction func refresh(_ sender: Any) {
        tableView.reloadData()
    }
}
