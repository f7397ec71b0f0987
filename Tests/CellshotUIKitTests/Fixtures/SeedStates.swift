// Seeds 002 and 004 (WWDC20 "Modern cell configuration"): the custom background configuration with a colour
// transformer, and the state-driven cell that restyles its default content configuration in
// updateConfiguration(using:) (seed 003's white/black version). The seeds' `item` is the cell's own property
// here (seed 004 left it undeclared). Drawn against assets/examples/seed-states.json.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

struct CustomBackgroundConfiguration {
    static func configuration(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 10
        if state.isHighlighted || state.isSelected {
            // Set nil to use the inherited tint color of the cell when highlighted or selected
            background.backgroundColor = nil

            if state.isHighlighted {
                // Reduce the alpha of the tint color to 30% when highlighted
                background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
            }
        }
        return background
    }
}

struct SeedItem {
    let title: String
    let icon: UIImage?
}

final class CustomCell: UITableViewCell {
    var item: SeedItem? {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)

        var content = self.defaultContentConfiguration().updated(for: state)
        content.image = self.item?.icon
        content.text = self.item?.title
        if state.isHighlighted || state.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        } else {
            content.imageProperties.tintColor = .black
            content.textProperties.color = .black
        }
        self.contentConfiguration = content
    }
}

final class SeedStatesDataSource: NSObject, UITableViewDataSource {
    let items = [SeedItem(title: "Favorites", icon: UIImage(systemName: "star.fill")),
                 SeedItem(title: "Recents", icon: UIImage(systemName: "clock"))]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count + 1
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "updated(for:)"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "The seed articles' custom states: a clear background with 10 pt corners, the tint when selected, the tint "
            + "at 30 % when highlighted, white text and symbols on it."
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < items.count else { return noticeCell(tableView, indexPath) }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "CustomCell", for: indexPath) as? CustomCell else {
            return UITableViewCell()
        }
        cell.item = items[indexPath.row]
        return cell
    }

    /// A subtitle cell on a yellow card with an orange outline, the same in every state.
    private func noticeCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "오늘도 코딩"
        content.secondaryText = "바디부분"
        content.image = UIImage(systemName: "bell")
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 12
        background.strokeColor = .systemOrange
        background.strokeWidth = 2
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        cell.backgroundConfiguration = background
        return cell
    }
}
