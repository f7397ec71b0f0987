// An address book with a section per initial and the section index along the trailing edge, the way a
// contacts screen answers sectionIndexTitles(for:).
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

final class IndexedContactsController: UITableViewController {
    let sections: [(initial: String, names: [String])] = [
        ("A", ["Aaliyah", "Arjun"]), ("B", ["Beatriz"]), ("C", ["Chen", "Chiara"]), ("D", ["Dmitri"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].initial
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].names[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        sections.map(\.initial) + ["#"]
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        min(index, sections.count - 1)
    }
}
