// The Settings-like screen of Settings.swift as a modern collection view: a list layout, a diffable data
// source, a cell registration and supplementary registrations for the headers and footers.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

@MainActor final class SettingsCollectionController {
    enum Section: Int, Hashable, Sendable {
        case account, network, notifications
    }

    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private let rows: [String: SettingsRow]

    init(headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = headerMode
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: .zero,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        var rows: [String: SettingsRow] = [:]
        for section in SettingsScreen.sections { for row in section.rows { rows[row.text] = row } }
        self.rows = rows

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [rows] cell, _, text in
            guard let row = rows[text] else { return }
            SettingsScreen.configure(cell, for: row)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = SettingsScreen.sections[indexPath.section].header
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { footer, _, indexPath in
            var content = footer.defaultContentConfiguration()
            content.text = SettingsScreen.sections[indexPath.section].footer
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: text)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.account, .network, .notifications])
        for (index, section) in SettingsScreen.sections.enumerated() {
            snapshot.appendItems(section.rows.map(\.text), toSection: Section(rawValue: index))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
