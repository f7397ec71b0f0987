// A list cell that recolours the background configuration UIKit gives it, in updateConfiguration(using:):
// it never sets one of its own, so it relies on the cell's default (`backgroundConfiguration` is not nil).
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

final class FavouriteListCell: UICollectionViewListCell {
    var title = ""
    var isFavourite = false

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        content.image = UIImage(systemName: isFavourite ? "star.fill" : "star")
        contentConfiguration = content

        var background = backgroundConfiguration?.updated(for: state)
        if state.isSelected || state.isHighlighted {
            background?.backgroundColor = .systemYellow.withAlphaComponent(state.isHighlighted ? 0.3 : 0.6)
        } else if isFavourite {
            background?.backgroundColor = .systemYellow.withAlphaComponent(0.15)
        }
        backgroundConfiguration = background
    }
}

final class RecolouredTableCell: UITableViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var background = backgroundConfiguration?.updated(for: state)
        background?.backgroundColor = state.isSelected ? .systemGreen : .systemGray6
        backgroundConfiguration = background
    }
}
