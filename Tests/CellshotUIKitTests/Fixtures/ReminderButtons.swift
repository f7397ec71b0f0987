#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif
import Foundation

// Written like Apple's "Today" tutorial list and the Swift Senpai custom header (issue 30's corpus): a done
// button as a leading custom view accessory, and a header view holding a label and an info button in a stack.

/// A button that remembers which reminder it completes (`ReminderDoneButton` in the tutorial).
final class ReminderDoneButton: UIButton {
    var id: String?
}

struct ReminderItem: Hashable, Sendable {
    var id: String
    var title: String
    var dueDate: String
    var isComplete: Bool
}

@MainActor enum ReminderList {
    static let reminders = [
        ReminderItem(id: "1", title: "Submit reimbursement report", dueDate: "Today at 9:00", isComplete: false),
        ReminderItem(id: "2", title: "Code review", dueDate: "Today at 14:00", isComplete: true),
    ]

    /// The tutorial's cell registration handler: list content, the done button and a chevron.
    static func configure(_ cell: UICollectionViewListCell, with reminder: ReminderItem) {
        var contentConfiguration = cell.defaultContentConfiguration()
        contentConfiguration.text = reminder.title
        contentConfiguration.secondaryText = reminder.dueDate
        contentConfiguration.secondaryTextProperties.font = .preferredFont(forTextStyle: .caption1)
        cell.contentConfiguration = contentConfiguration
        var doneButtonConfiguration = doneButtonConfiguration(for: reminder)
        doneButtonConfiguration.tintColor = .tintColor
        cell.accessories = [
            .customView(configuration: doneButtonConfiguration),
            .disclosureIndicator(displayed: .always),
        ]
        var backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
        backgroundConfiguration.backgroundColor = .secondarySystemBackground
        cell.backgroundConfiguration = backgroundConfiguration
    }

    static func doneButtonConfiguration(for reminder: ReminderItem) -> UICellAccessory.CustomViewConfiguration {
        let symbolName = reminder.isComplete ? "circle.fill" : "circle"
        let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
        let image = UIImage(systemName: symbolName, withConfiguration: symbolConfiguration)
        let button = ReminderDoneButton()
        button.id = reminder.id
        button.addAction(UIAction { _ in }, for: .primaryActionTriggered)
        button.setImage(image, for: .normal)
        return UICellAccessory.CustomViewConfiguration(customView: button, placement: .leading(displayed: .always))
    }

    static func cells() -> [@MainActor () -> UICollectionViewCell] {
        reminders.map { reminder in
            {
                let cell = UICollectionViewListCell(frame: .zero)
                configure(cell, with: reminder)
                return cell
            }
        }
    }
}

/// A section header with a title and an info button (`InteractiveHeader` in the Swift Senpai sample).
final class InfoHeaderView: UIView {
    let titleLabel = UILabel()
    let infoButton = UIButton()
    var infoButtonDidTappedCallback: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("Not implemented")
    }

    func configure() {
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.distribution = .fill
        addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        let topAnchor = stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor, constant: 15)
        topAnchor.priority = UILayoutPriority(999)
        let bottomAnchor = stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor, constant: -10)
        bottomAnchor.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            topAnchor,
            bottomAnchor,
        ])
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        stackView.addArrangedSubview(titleLabel)
        let largeConfig = UIImage.SymbolConfiguration(scale: .large)
        let infoImage = UIImage(systemName: "info.circle.fill", withConfiguration: largeConfig)?
            .withTintColor(.systemPink, renderingMode: .alwaysOriginal)
        infoButton.setImage(infoImage, for: .normal)
        infoButton.addAction(UIAction(handler: { [unowned self] _ in
            self.infoButtonDidTappedCallback?()
        }), for: .touchUpInside)
        stackView.addArrangedSubview(infoButton)
    }
}

/// A table whose section headers are ``InfoHeaderView``s.
final class DevicesController: UITableViewController {
    let sections = [("Devices", ["iphone", "pc", "headphones"]), ("Weather", ["sun.min", "sunset.fill"])]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = InfoHeaderView(frame: .zero)
        header.titleLabel.text = sections[section].0
        return header
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var configuration = cell.defaultContentConfiguration()
        configuration.image = UIImage(systemName: sections[indexPath.section].1[indexPath.row])
        configuration.text = sections[indexPath.section].1[indexPath.row]
        cell.contentConfiguration = configuration
        return cell
    }
}

/// A cell whose content view holds a configured button beside a label (a follow row).
final class FollowCell: UITableViewCell {
    let nameLabel = UILabel()
    let followButton = UIButton(configuration: .filled())

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 4
        followButton.configuration = configuration
        for view in [nameLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            followButton.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            followButton.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            followButton.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A collection view list's supplementary header of yours (`InteractiveHeader` in the Swift Senpai sample): a
/// reusable view with a title and an info button in a stack.
final class InfoSectionHeader: UICollectionReusableView {
    let titleLabel = UILabel()
    let infoButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.distribution = .fill
        addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        let topAnchor = stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor, constant: 15)
        topAnchor.priority = UILayoutPriority(999)
        let bottomAnchor = stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor, constant: -10)
        bottomAnchor.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            topAnchor,
            bottomAnchor,
        ])
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        stackView.addArrangedSubview(titleLabel)
        let largeConfig = UIImage.SymbolConfiguration(scale: .large)
        infoButton.setImage(UIImage(systemName: "info.circle.fill", withConfiguration: largeConfig)?
            .withTintColor(.systemPink, renderingMode: .alwaysOriginal), for: .normal)
        stackView.addArrangedSubview(infoButton)
    }

    required init?(coder: NSCoder) {
        fatalError("Not implemented")
    }
}
