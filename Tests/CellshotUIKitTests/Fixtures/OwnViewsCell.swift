// A contact row whose labels are added to the cell itself (`addSubview` on the cell, not on its content view)
// and pinned to the cell's own anchors and margins: a pattern of older tutorials that still compiles and runs
// on iOS, which draws such views above the content view, in the cell's bounds.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

final class OwnViewsContactCell: UITableViewCell {
    static let reuseIdentifier = "OwnViewsContactCell"

    let nameLabel = UILabel()
    let phoneLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
        phoneLabel.textColor = .secondaryLabel
        for label in [nameLabel, phoneLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            phoneLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            phoneLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            phoneLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.text = "From a nib"
    }
}

final class OwnViewsContactsController: UITableViewController {
    let contacts = [("Ada Lovelace", "+44 20 7946 0018"), ("Grace Hopper", "+1 202 555 0147")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(OwnViewsContactCell.self, forCellReuseIdentifier: OwnViewsContactCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: OwnViewsContactCell.reuseIdentifier, for: indexPath)
        guard let contactCell = cell as? OwnViewsContactCell else { return cell }
        contactCell.nameLabel.text = contacts[indexPath.row].0
        contactCell.phoneLabel.text = contacts[indexPath.row].1
        return contactCell
    }
}
