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

// A reduced case of a fresh set (issue 43; alwold/LoggingDemo at f9efe45,
// `LoggingDemo/ViewControllers/UsersViewController.swift`: a `UITableViewController` subclass whose work queue calls
// its own method and sets its own property outside the main actor). On iOS the subclass inherits the isolation of
// a `@preconcurrency @MainActor` Objective-C class, so Swift 5 code may do so; before the view controllers were
// `@preconcurrency` here, these lines were errors ("call to main actor-isolated instance method 'randomSleep()' in a
// synchronous nonisolated context").

/// A table view controller of the app's, with a method its background work calls.
final class UsersScreen: UITableViewController {
    var users: [String] = []
    func randomSleep() {}
}

/// The app's background work, outside any actor.
func addUserInBackground(to screen: UsersScreen) -> Int {
    screen.randomSleep()
    screen.users.append("Grace Hopper")
    return screen.users.count
}

@Suite struct NonisolatedControllerTests {
    @MainActor @Test("A view controller subclass used from nonisolated Swift 5 code, as on iOS")
    func controllerFromNonisolatedCode() {
        #expect(addUserInBackground(to: UsersScreen()) == 1)
    }
}

// A reduced case of a fresh set (issue 43; thedevme/youtube-weatherapp-uikit at 7317e59,
// `completed/WeatherApp/WeatherApp/Utilities/LayoutSection.swift`: the nonisolated layout factory reads
// `SectionHeaderView.kind`, a `static let` of the app's `UICollectionReusableView` subclass, for a boundary item). On
// iOS the subclass inherits the `@preconcurrency @MainActor` isolation of the Objective-C class, so Swift 5 code may
// read it (Swift 6 mode warns); before the cell and reusable view classes were `@preconcurrency` here, it was an
// error in both modes ("main actor-isolated static property 'kind' can not be referenced from a nonisolated
// context").

/// A section header of the app's, with its element kind.
final class ForecastHeader: UICollectionReusableView {
    static let kind = "ForecastHeader"
}

/// A table cell and a collection cell of the app's, with their reuse identifiers.
final class ForecastRow: UITableViewCell {
    static let reuseIdentifier = "ForecastRow"
}

/// The app's layout factory, outside any actor.
struct HeaderLayouts {
    static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ForecastHeader.kind,
                                                           alignment: .top)
    }

    static func identifiers() -> [String] { [ForecastHeader.kind, ForecastRow.reuseIdentifier] }
}

@Suite struct NonisolatedReusableViewTests {
    @MainActor @Test("A reusable view's and a cell's static members read from nonisolated Swift 5 code, as on iOS")
    func staticMembersFromNonisolatedCode() {
        #expect(HeaderLayouts.header().elementKind == "ForecastHeader")
        #expect(HeaderLayouts.identifiers() == ["ForecastHeader", "ForecastRow"])
    }
}
