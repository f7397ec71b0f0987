// Seed 002 (WWDC20 "Modern cell configuration"): a collection view cell that sets its background from
// CustomBackgroundConfiguration (SeedStates.swift) and a custom content configuration in
// updateConfiguration(using:). The session never shows CustomContentConfiguration or its view; they are
// written here as the session describes them (an image and a text, white on the tint when highlighted or
// selected), with a title the seed's cell lacks. Drawn against assets/examples/seed-custom-background.json.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

struct CustomContentConfiguration: UIContentConfiguration, Hashable {
    var image: UIImage?
    var title: String?
    var tint: UIColor = .black

    func makeContentView() -> UIView & UIContentView {
        CustomContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> CustomContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.tint = state.isHighlighted || state.isSelected ? .white : .black
        return updated
    }
}

final class CustomContentView: UIView, UIContentView {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private var current: CustomContentConfiguration

    var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? CustomContentConfiguration else { return }
            current = configuration
            apply()
        }
    }

    init(configuration: CustomContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        iconView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .body)
        addSubview(iconView)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply()
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func apply() {
        iconView.image = current.image
        iconView.tintColor = current.tint
        titleLabel.text = current.title
        titleLabel.textColor = current.tint
    }
}

class CustomConfigurationCell: UICollectionViewCell {
    var image: UIImage? {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    var title: String? {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)

        var content = CustomContentConfiguration().updated(for: state)
        content.image = image
        content.title = title
        contentConfiguration = content
    }
}
