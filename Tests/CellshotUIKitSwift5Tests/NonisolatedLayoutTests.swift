import CellshotUIKit
import Testing

// A reduced case of a fresh set (issue 43; thedevme/youtube-weatherapp-uikit at 7317e59,
// `completed/WeatherApp/WeatherApp/Utilities/LayoutSection.swift`: a nonisolated struct of static functions, one
// per section kind, each making an item, a group and a section of a compositional layout). On iOS the
// compositional layout's classes import from Objective-C as `@preconcurrency @MainActor`, so this Swift 5 code
// compiles there; before every CellshotUIKit class was `@preconcurrency`, each of its lines was an error here
// ("call to main actor-isolated initializer 'init(widthDimension:heightDimension:)' in a synchronous nonisolated
// context"). This file compiling is the test's first half.

/// The section kinds' layouts, as the app writes them, outside any actor.
struct SectionLayouts {
    static func strip(itemWidth: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        return section
    }
}

@Suite struct NonisolatedLayoutTests {
    @MainActor @Test("A compositional layout's section made by nonisolated Swift 5 code keeps what it was given")
    func sectionFromNonisolatedCode() {
        let section = SectionLayouts.strip(itemWidth: 150, height: 70)
        #expect(section.orthogonalScrollingBehavior == .continuous)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0))
    }
}
