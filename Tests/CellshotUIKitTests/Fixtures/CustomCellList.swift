#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

// A custom list cell as Apple's "Implementing Modern Collection Views" sample builds one (its
// CustomCellListViewController): a UICollectionViewListCell subclass whose content view holds a
// UIListContentView beside an image view and a label of its own, tied by anchor constraints, with the
// separator starting at the list content view's textLayoutGuide; the configuration is set in
// updateConfiguration(using:) from an item kept in the configuration state. Our own code, the same APIs used the
// same way; the classes are internal (not private) so that Swift can make the cell without a factory.

struct Gadget: Hashable, Sendable {
    let kind: String
    let kindSymbol: String
    let symbol: String
    let title: String
    let detail: String
}

extension UIConfigurationStateCustomKey {
    static let gadget = UIConfigurationStateCustomKey("com.example.GadgetListCell.gadget")
}

extension UICellConfigurationState {
    var gadget: Gadget? {
        set { self[.gadget] = newValue }
        get { return self[.gadget] as? Gadget }
    }
}

/// Keeps its item in the configuration state, for subclasses to read in `updateConfiguration(using:)`.
class GadgetListCell: UICollectionViewListCell {
    private var gadget: Gadget? = nil

    func show(_ newGadget: Gadget) {
        guard gadget != newGadget else { return }
        gadget = newGadget
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.gadget = self.gadget
        return state
    }
}

final class GadgetCell: GadgetListCell {
    private func defaultListContentConfiguration() -> UIListContentConfiguration { return .subtitleCell() }
    private lazy var listContentView = UIListContentView(configuration: defaultListContentConfiguration())

    private let kindIconView = UIImageView()
    private let kindLabel = UILabel()
    private var customViewConstraints: (kindLabelLeading: NSLayoutConstraint,
                                        kindLabelTrailing: NSLayoutConstraint,
                                        kindIconTrailing: NSLayoutConstraint)?

    private func setupViewsIfNeeded() {
        guard customViewConstraints == nil else { return }
        contentView.addSubview(listContentView)
        contentView.addSubview(kindLabel)
        contentView.addSubview(kindIconView)
        listContentView.translatesAutoresizingMaskIntoConstraints = false
        let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
        listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
        kindLabel.translatesAutoresizingMaskIntoConstraints = false
        kindIconView.translatesAutoresizingMaskIntoConstraints = false
        let constraints = (
            kindLabelLeading: kindLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
            kindLabelTrailing: kindIconView.leadingAnchor.constraint(equalTo: kindLabel.trailingAnchor),
            kindIconTrailing: contentView.trailingAnchor.constraint(equalTo: kindIconView.trailingAnchor)
        )
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            kindLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            kindIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            constraints.kindLabelLeading,
            constraints.kindLabelTrailing,
            constraints.kindIconTrailing,
        ])
        customViewConstraints = constraints
    }

    private var separatorConstraint: NSLayoutConstraint?
    private func updateSeparatorConstraint() {
        guard let textLayoutGuide = listContentView.textLayoutGuide else { return }
        if let existing = separatorConstraint, existing.isActive { return }
        let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textLayoutGuide.leadingAnchor)
        constraint.isActive = true
        separatorConstraint = constraint
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        setupViewsIfNeeded()
        var content = defaultListContentConfiguration().updated(for: state)
        content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
        content.image = state.gadget.map { UIImage(systemName: $0.symbol) } ?? nil
        content.text = state.gadget?.title
        content.secondaryText = state.gadget?.detail
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content

        let valueConfiguration = UIListContentConfiguration.valueCell().updated(for: state)
        kindIconView.image = state.gadget.map { UIImage(systemName: $0.kindSymbol) } ?? nil
        kindIconView.tintColor = valueConfiguration.imageProperties.resolvedTintColor(for: tintColor)
        kindIconView.preferredSymbolConfiguration = .init(font: valueConfiguration.secondaryTextProperties.font, scale: .small)
        kindLabel.text = state.gadget?.kind
        kindLabel.textColor = valueConfiguration.secondaryTextProperties.resolvedColor()
        kindLabel.font = valueConfiguration.secondaryTextProperties.font
        kindLabel.adjustsFontForContentSizeCategory = valueConfiguration.secondaryTextProperties.adjustsFontForContentSizeCategory

        customViewConstraints?.kindLabelLeading.constant = content.directionalLayoutMargins.trailing
        customViewConstraints?.kindLabelTrailing.constant = valueConfiguration.textToSecondaryTextHorizontalPadding
        customViewConstraints?.kindIconTrailing.constant = content.directionalLayoutMargins.trailing
        updateSeparatorConstraint()
    }
}

final class GadgetListViewController: UIViewController {
    private enum Section: Hashable { case main }

    static let gadgets = [
        Gadget(kind: "Music", kindSymbol: "music.mic", symbol: "headphones", title: "Headphones",
               detail: "Worn over the ears to listen to music without disturbing anyone nearby."),
        Gadget(kind: "Travel", kindSymbol: "car", symbol: "airplane", title: "Plane",
               detail: "Flies people a long way."),
        Gadget(kind: "Weather", kindSymbol: "cloud.rain", symbol: "snow", title: "Snow",
               detail: "Frozen crystals of water vapour that fall in soft white flakes."),
    ]

    private(set) var collectionView: UICollectionView! = nil
    private var dataSource: UICollectionViewDiffableDataSource<Section, Gadget>! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List with Custom Cells"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(frame: view.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<GadgetCell, Gadget> { cell, _, gadget in
            cell.show(gadget)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Gadget>(collectionView: collectionView) {
            collectionView, indexPath, gadget in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: gadget)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Gadget>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.gadgets)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
