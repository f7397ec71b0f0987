@testable import CellshotUIKit
import Testing

/// A cell class with no `registerCell` line of the test's: the factory the CellshotSources preparation writes in its
/// file (a private `PreparedCellFactories` type, written here as the preparation writes it) is found at run time.
private final class PreparedNewsCell: UITableViewCell {
    var made = "prepared"
}

private final class PreparedTile: UICollectionViewListCell {}

private final class PreparedHeader: UITableViewHeaderFooterView {}

/// A class the test registers itself: its factory wins over the prepared one.
private final class ChosenCell: UITableViewCell {
    var made = "prepared"
}

private enum __cellshotPreparedCellFactories: CellshotUIKit.PreparedCellFactories {
    @MainActor static func register() {
        CellshotUIKit.registerPreparedCell(PreparedNewsCell.self) { PreparedNewsCell(style: .default, reuseIdentifier: $0) }
        CellshotUIKit.registerPreparedCell(PreparedTile.self) { PreparedTile(frame: .zero) }
        CellshotUIKit.registerPreparedCell(PreparedHeader.self) { PreparedHeader(reuseIdentifier: $0) }
        CellshotUIKit.registerPreparedCell(ChosenCell.self) { ChosenCell(style: .default, reuseIdentifier: $0) }
    }
}

@MainActor @Suite struct PreparedCellFactoriesTests {
    @Test func aPreparedFactoryMakesTheCellUIKitWould() throws {
        CellshotUIKit.registerCell(ChosenCell.self) { identifier in
            let cell = ChosenCell(style: .default, reuseIdentifier: identifier)
            cell.made = "the test's"
            return cell
        }
        let tableView = UITableView()
        tableView.register(PreparedNewsCell.self, forCellReuseIdentifier: "news")
        tableView.register(ChosenCell.self, forCellReuseIdentifier: "chosen")
        tableView.register(PreparedHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let news = tableView.dequeueReusableCell(withIdentifier: "news", for: IndexPath(row: 0, section: 0))
        #expect((news as? PreparedNewsCell)?.reuseIdentifier == "news")
        let chosen = tableView.dequeueReusableCell(withIdentifier: "chosen", for: IndexPath(row: 0, section: 0))
        #expect((chosen as? ChosenCell)?.made == "the test's")
        #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") is PreparedHeader)
        #expect(CollectionCellFactories.make(PreparedTile.self) is PreparedTile)
    }
}
