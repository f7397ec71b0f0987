#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

// A screen written as an iOS app writes it: a view controller with a navigation item (title, an edit button,
// a menu of UIActions), a table view pinned to the safe area, and a diffable data source subclass that gives
// section titles and answers the editing questions. Only the list is drawn; the rest is declared and inert.

enum RosterSection: Int, CaseIterable, Hashable, Sendable {
    case coaches
    case players

    var title: String {
        switch self {
        case .coaches: "Coaches"
        case .players: "Players"
        }
    }
}

struct RosterMember: Hashable, Sendable {
    let name: String
    let role: String
}

final class RosterDataSource: UITableViewDiffableDataSource<RosterSection, RosterMember> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        let count = snapshot().numberOfItems(inSection: RosterSection.allCases[section])
        return section == RosterSection.players.rawValue ? "\(count) players" : nil
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == RosterSection.players.rawValue
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        guard let member = itemIdentifier(for: sourceIndexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([member])
        snapshot.appendItems([member], toSection: RosterSection.allCases[destinationIndexPath.section])
        apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let member = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([member])
        apply(snapshot)
    }
}

final class TeamRosterViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: RosterDataSource!
    private(set) var sortAscending = true

    init(teamName: String) {
        super.init(nibName: nil, bundle: nil)
        title = teamName
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem
        let sort = UIAction(title: "Sort by Name", image: UIImage(systemName: "arrow.up.arrow.down")) { [weak self] _ in
            self?.sortAscending.toggle()
        }
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", menu: UIMenu(options: .displayInline,
                                                                                       children: [sort]))
        navigationController?.navigationBar.prefersLargeTitles = true

        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "member")
        dataSource = RosterDataSource(tableView: tableView) { tableView, indexPath, member in
            let cell = tableView.dequeueReusableCell(withIdentifier: "member", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = member.name
            content.secondaryText = member.role
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade

        var snapshot = NSDiffableDataSourceSnapshot<RosterSection, RosterMember>()
        snapshot.appendSections(RosterSection.allCases)
        snapshot.appendItems([RosterMember(name: "Dana Whitfield", role: "Head coach")], toSection: .coaches)
        snapshot.appendItems([RosterMember(name: "Ada Okafor", role: "Forward"),
                              RosterMember(name: "Lin Baptiste", role: "Goalkeeper")], toSection: .players)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in
                    self.tableView.deselectRow(at: selected, animated: true)
                }, completion: nil)
            } else {
                tableView.deselectRow(at: selected, animated: animated)
            }
        }
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}
