// The mailboxes screen of the app: a list-style collection view with a diffable data source, a cell
// registration of the app's own list cell and section headers — the iOS 14+ way to build a list. The same
// file compiles against UIKit in the app and against CellshotUIKit on Linux.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

/// A mailbox in the list.
public struct Mailbox: Hashable, Sendable {
    public var name: String
    public var symbol: String
    public var unread: Int

    public init(name: String, symbol: String, unread: Int = 0) {
        self.name = name
        self.symbol = symbol
        self.unread = unread
    }
}

/// A mailbox row: its symbol, its name and, when it has unread mail, the count as a label accessory. The
/// cell builds its configuration in `updateConfiguration(using:)`, so that the state (selected, highlighted)
/// reaches it, as the app's own cells do.
public final class MailboxCell: UICollectionViewListCell {
    public var mailbox: Mailbox? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public override func updateConfiguration(using state: UICellConfigurationState) {
        guard let mailbox else { return }
        var content = defaultContentConfiguration().updated(for: state)
        content.text = mailbox.name
        content.image = UIImage(systemName: mailbox.symbol)
        contentConfiguration = content
        accessories = mailbox.unread > 0 ? [.label(text: "\(mailbox.unread)"), .disclosureIndicator()]
            : [.disclosureIndicator()]
    }
}

/// The mailboxes, in two sections with headers.
public final class MailboxesViewController: UIViewController {
    public enum Section: String, Hashable, Sendable, CaseIterable {
        case favorites = "Favorites"
        case accounts = "Accounts"
    }

    public var favorites = [Mailbox(name: "Inbox", symbol: "tray", unread: 12),
                            Mailbox(name: "VIP", symbol: "star", unread: 2),
                            Mailbox(name: "Flagged", symbol: "flag")]
    public var accounts = [Mailbox(name: "iCloud", symbol: "icloud", unread: 10),
                           Mailbox(name: "Work", symbol: "briefcase")]

    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Mailbox>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(frame: .zero,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        let cellRegistration = UICollectionView.CellRegistration<MailboxCell, Mailbox> { cell, _, mailbox in
            cell.mailbox = mailbox
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section.allCases[indexPath.section].rawValue
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Mailbox>(collectionView: collectionView) {
            collectionView, indexPath, mailbox in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: mailbox)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mailbox>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(favorites, toSection: .favorites)
        snapshot.appendItems(accounts, toSection: .accounts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

#Preview("Inbox row", traits: .sizeThatFitsLayout) {
    let cell = MailboxCell(frame: .zero)
    cell.mailbox = Mailbox(name: "Inbox", symbol: "tray", unread: 12)
    return cell
}

#Preview("Mailboxes") {
    MailboxesViewController()
}
