import CellshotUIKit
import Foundation

/// A photo-grid-like collection view: N items three a row in a compositional layout, each a plain
/// `UICollectionViewCell` with a list content configuration (a symbol over a title) and a rounded background,
/// written as app code writes them (`uikit-bench --grid`).
@MainActor final class GridCollection: NSObject, UICollectionViewDataSource {
    let items: Int
    let collectionView: UICollectionView

    init(items: Int) {
        self.items = items
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Photo \(indexPath.item)"
        content.image = UIImage(systemName: ["wifi", "bell.badge", "moon.fill"][indexPath.item % 3])
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .secondarySystemBackground
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
        return cell
    }
}
