#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

// A screen whose compositional layout gives each section its own layout, as Apple's emoji explorer sample
// builds one: a section provider returning an orthogonally scrolling grid of tiles, a `.sidebar` outline list
// and an `.insetGrouped` list, each list section from `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
// with its own configuration; one diffable data source whose sections are filled by section snapshots.

enum ShelfSection: Int, CaseIterable, Hashable, Sendable {
    case recent, outline, everything
}

/// A fruit or a vegetable, with the group it belongs to.
struct Produce: Hashable, Sendable {
    let glyph: String
    let name: String
    let group: String
}

/// An item of the screen: a produce, or the title of an outline group.
struct ShelfItem: Hashable, Sendable {
    let produce: Produce?
    let title: String?
    let hasChildren: Bool
    private let identifier = UUID()

    init(produce: Produce? = nil, title: String? = nil, hasChildren: Bool = false) {
        self.produce = produce
        self.title = title
        self.hasChildren = hasChildren
    }
}

final class ProduceExplorerViewController: UIViewController {
    static let groups: [(String, [Produce])] = [
        ("Fruit", [Produce(glyph: "🍏", name: "Apple", group: "fruit"), Produce(glyph: "🍋", name: "Lemon", group: "fruit")]),
        ("Vegetables", [Produce(glyph: "🥕", name: "Carrot", group: "vegetables"),
                        Produce(glyph: "🥦", name: "Broccoli", group: "vegetables")]),
    ]

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<ShelfSection, ShelfItem>!
    private var favourites = Set<ShelfItem>()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Produce"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        makeDataSource()
        applySnapshots()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let kind = ShelfSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .recent:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                       heightDimension: .fractionalWidth(0.2)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            case .outline:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar),
                                                      layoutEnvironment: environment)
            case .everything:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                    guard let item = self?.dataSource.itemIdentifier(for: indexPath) else { return nil }
                    let star = UIContextualAction(style: .normal, title: nil) { _, _, done in
                        self?.favourites.insert(item)
                        done(true)
                    }
                    star.image = UIImage(systemName: "star.fill")
                    return UISwipeActionsConfiguration(actions: [star])
                }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    private func makeDataSource() {
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Produce> { cell, _, produce in
            var content = UIListContentConfiguration.cell()
            content.text = produce.glyph
            content.textProperties.font = .boldSystemFont(ofSize: 34)
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.strokeColor = .systemGray3
            background.strokeWidth = 1.0 / cell.traitCollection.displayScale
            cell.backgroundConfiguration = background
        }
        let groupTitle = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let outlineRow = UICollectionView.CellRegistration<UICollectionViewListCell, Produce> { cell, _, produce in
            var content = cell.defaultContentConfiguration()
            content.text = produce.glyph
            content.secondaryText = produce.name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let listRow = UICollectionView.CellRegistration<UICollectionViewListCell, ShelfItem> { [weak self] cell, _, item in
            guard let produce = item.produce else { return }
            var content = UIListContentConfiguration.valueCell()
            content.text = produce.glyph
            content.secondaryText = produce.group
            cell.contentConfiguration = content
            var accessories = [UICellAccessory.disclosureIndicator()]
            if self?.favourites.contains(item) == true {
                let star = UIImageView(image: UIImage(systemName: "star.fill"))
                accessories.append(.customView(configuration: .init(customView: star, placement: .trailing())))
            }
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource<ShelfSection, ShelfItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch ShelfSection(rawValue: indexPath.section) {
            case .recent:
                return collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item.produce)
            case .outline:
                if item.hasChildren {
                    return collectionView.dequeueConfiguredReusableCell(using: groupTitle, for: indexPath, item: item.title)
                }
                return collectionView.dequeueConfiguredReusableCell(using: outlineRow, for: indexPath, item: item.produce)
            case .everything, nil:
                return collectionView.dequeueConfiguredReusableCell(using: listRow, for: indexPath, item: item)
            }
        }
    }

    private func applySnapshots() {
        var sections = NSDiffableDataSourceSnapshot<ShelfSection, ShelfItem>()
        sections.appendSections(ShelfSection.allCases)
        dataSource.apply(sections, animatingDifferences: false)

        var recent = NSDiffableDataSourceSectionSnapshot<ShelfItem>()
        recent.append(Self.groups.flatMap(\.1).map { ShelfItem(produce: $0) })
        var outline = NSDiffableDataSourceSectionSnapshot<ShelfItem>()
        var everything = NSDiffableDataSourceSectionSnapshot<ShelfItem>()
        for (title, produce) in Self.groups {
            let items = produce.map { ShelfItem(produce: $0) }
            everything.append(items)
            let parent = ShelfItem(title: title, hasChildren: true)
            outline.append([parent])
            outline.append(produce.map { ShelfItem(produce: $0) }, to: parent)
        }
        outline.expand([outline.rootItems[0]])
        favourites.insert(everything.items[1])
        dataSource.apply(recent, to: .recent, animatingDifferences: false)
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
        dataSource.apply(everything, to: .everything, animatingDifferences: false)
    }
}
