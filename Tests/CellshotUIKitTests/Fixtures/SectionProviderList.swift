#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

// A list whose sections come from a section provider, as Apple's samples build them: each section asks for
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with a configuration chosen per section (here the
// first section has a header, the second has none).

enum TrailSection: Int, CaseIterable, Hashable, Sendable {
    case favourites
    case nearby
}

/// A class item, as Apple's sample items are. Final with constant properties, it is `Sendable`; a plain
/// class would compile too, with the warning the iOS 18 SDK gives (the diffable types are `@preconcurrency`).
final class Trail: Hashable, Sendable {
    let name: String
    let symbol: String

    init(name: String, symbol: String) {
        self.name = name
        self.symbol = symbol
    }

    static func == (lhs: Trail, rhs: Trail) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class TrailListViewController: UIViewController {
    /// The appearance each section asks for; the same for every section unless a test says otherwise.
    var appearances: [TrailSection: UICollectionLayoutListConfiguration.Appearance] = [:]
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<TrailSection, Trail>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Trails"
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Trail> { cell, _, trail in
            var content = cell.defaultContentConfiguration()
            content.text = trail.name
            content.image = UIImage(systemName: trail.symbol)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Favourites"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<TrailSection, Trail>(collectionView: collectionView) {
            collectionView, indexPath, trail in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: trail)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<TrailSection, Trail>()
        snapshot.appendSections(TrailSection.allCases)
        snapshot.appendItems([Trail(name: "Ridge Loop", symbol: "map")], toSection: .favourites)
        snapshot.appendItems([Trail(name: "Creek Path", symbol: "star"), Trail(name: "Old Mill", symbol: "leaf")],
                             toSection: .nearby)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            let section = TrailSection(rawValue: sectionIndex) ?? .nearby
            var configuration = UICollectionLayoutListConfiguration(appearance: self?.appearances[section] ?? .insetGrouped)
            configuration.headerMode = section == .favourites ? .supplementary : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// A grid section: two items a row, 120 pt tall, 8 pt apart.
@MainActor func trailGridLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
    group.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    return UICollectionViewCompositionalLayout(section: section)
}
