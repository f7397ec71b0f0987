// Seed 001 ("Configuring the Cells for Your Table"): a built-in style configured through the legacy labels, and
// heights from the delegate (the first row of each section 80 pt, the others automatic). The seed's
// `UIImage(named: "bunny")` is a symbol here (star) (no asset catalog on Linux) and its `override` methods are wrapped
// in the UITableViewController they belong to.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

final class BasicStyleTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "basicStyle")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView,
                            cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Reuse or create a cell.
        let cell = tableView.dequeueReusableCell(withIdentifier: "basicStyle", for: indexPath)

        // For a standard cell, use the UITableViewCell properties.
        cell.textLabel!.text = "Title text"
        cell.imageView!.image = UIImage(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            heightForRowAt indexPath: IndexPath) -> CGFloat {
        // Make the first row larger to accommodate a custom cell.
        if indexPath.row == 0 {
            return 80
        }

        // Use the default size for all other rows.
        return UITableView.automaticDimension
    }
}
