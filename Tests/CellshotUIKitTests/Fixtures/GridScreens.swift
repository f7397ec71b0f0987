import CellshotUIKit
import Foundation

// Apple's documented compositional layouts (WWDC19 "Advances in Collection View Layout", the "Implementing
// Modern Collection Views" sample's grid, inset items grid, two-column, distinct sections, adaptive sections,
// nested groups and orthogonal sections), written afresh as this repository's own UIKit code: the sizes are
// the ones the documentation describes, the code is ours.

/// A collection view of grid items: each a plain `UICollectionViewCell` showing "Item" in a list content
/// configuration (or a row's own text), with headers and footers from list cells of the kinds asked.
@MainActor final class GridItemsSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    /// Each item's text; "Item" when not given.
    var texts: [IndexPath: (String, String?)] = [:]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        var content = UIListContentConfiguration.cell()
        let text = texts[indexPath] ?? ("Item", nil)
        content.text = text.0
        content.secondaryText = text.1
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = kind == GridScreens.headerKind ? "Header" : "Footer"
        (view as? UICollectionViewListCell)?.contentConfiguration = content
        return view
    }

    /// A collection view of this source's items in a layout.
    func collectionView(_ layout: UICollectionViewLayout) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [GridScreens.headerKind, GridScreens.footerKind] {
            collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        collectionView.dataSource = self
        return collectionView
    }
}

/// A section background decoration view: a grey rounded rectangle with a hairline border.
@MainActor final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray3.cgColor
    }

    required init?(coder: NSCoder) { nil }
}

/// The layouts.
@MainActor enum GridScreens {
    static let headerKind = "section-header"
    static let footerKind = "section-footer"

    /// Grid: five square items a row.
    static func grid(itemInsets: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: itemInsets, leading: itemInsets, bottom: itemInsets,
                                                     trailing: itemInsets)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Two-column: two items a row, 44 pt tall, 10 pt apart, inset 10 pt.
    static func twoColumnSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// Distinct sections: a list-like one-column, a five-column and a three-column section; adaptive, the
    /// columns double above 800 pt of width.
    static func distinctSections(adaptive: Bool) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let wide = adaptive && environment.container.effectiveContentSize.width > 800
            let columns = [1, 5, 3][index % 3] * (wide ? 2 : 1)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height: NSCollectionLayoutDimension = index % 3 == 0 ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: height),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    /// Nested groups: a 0.7 item beside a vertical group of two, the whole 0.4 of the collection view's height.
    static func nestedGroup(width: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let leading = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                heightDimension: .fractionalHeight(1.0)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, trailing])
    }

    /// Orthogonal sections: the nested group 0.85 of the width, scrolling across.
    static func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let section = NSCollectionLayoutSection(group: nestedGroup(width: .fractionalWidth(0.85)))
        section.orthogonalScrollingBehavior = behavior
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A list section above a two-column grid section, from one section provider.
    static func listAndGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            index == 0 ? NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                        layoutEnvironment: environment)
                : twoColumnSection()
        }
    }

    /// Three columns of 50 pt items with a header, a footer and a background decoration.
    static func decorated() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: headerKind, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: footerKind, alignment: .bottom),
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        return layout
    }

    /// Self-sizing items: two a row, each as tall as its text, inset 4 pt (ignored along the estimated height).
    static func estimated() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A flow layout of 100 × 50 pt items.
    static func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        return layout
    }
}

/// A cell of the sample's kind: a label pinned 10 pt inside its content view, the content view coloured,
/// the cell's layer bordered.
@MainActor final class BorderedTextCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
        label.textAlignment = .center
        contentView.backgroundColor = .systemTeal
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
    }

    required init?(coder: NSCoder) { nil }
}
