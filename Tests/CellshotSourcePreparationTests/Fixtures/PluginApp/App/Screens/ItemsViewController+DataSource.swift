import UIKit

extension ItemsViewController {
    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        content.secondaryText = items[indexPath.row].detail
        #if targetEnvironment(simulator)
        content.image = UIImage(systemName: "checklist")
        content.imageProperties.tintColor = AppTheme.accent
        #endif
        cell.contentConfiguration = content
        // The app's asset catalog (cellshot-sources.json's "assets"): `!` traps if it was not registered.
        cell.tintColor = UIColor(named: "Brand")!
        cell.accessoryView = UIImageView(image: UIImage(named: "badge"))
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Lists"
    }
}
