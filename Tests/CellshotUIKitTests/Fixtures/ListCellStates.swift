// Seed 003 ("UICollectionViewListCell과 ContentConfiguration"): a list cell that restyles its default content
// configuration per state and asks for an update when selected. The seed's `MyItem` is declared here.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

struct MyItem {
    var icon: UIImage?
    var title: String
}

final class MyCell: UICollectionViewListCell {
    var item: MyItem?
    /// How often `isSelected` was set (the seed animates the update there).
    var selectionChanges = 0

    override var isSelected: Bool {
        didSet {
            selectionChanges += 1
            UIView.animate(withDuration: 0.5) {
                self.setNeedsUpdateConfiguration()
            }
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        // 현재 state에 맞는 기본 구성을 가져온다
        var content = self.defaultContentConfiguration().updated(for: state)

        content.image = self.item?.icon
        content.text = self.item?.title

        // 현재 state에 맞게 기본구성의 스타일을 변화시킨다
        if state.isHighlighted || state.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        } else {
            content.imageProperties.tintColor = .black
            content.textProperties.color = .black
        }

        // 변화된 구성을 현재 셀의 구성으로 교체시킨다.
        self.contentConfiguration = content
        self.backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
    }
}
