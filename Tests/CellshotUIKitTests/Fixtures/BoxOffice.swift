// Seed 003 ("UICollectionViewListCell과 ContentConfiguration 커스텀해서 사용하기"): the box office cell — a custom
// content configuration, its content view of stacks, and a cell that builds both per state. The article only
// sketches the view ("오토레이아웃 설정"); it is written here as assets/examples/seed-box-office.json draws it.
// Its fixes: `state == .isSelected` reads `state.isSelected`, the undeclared `rankIncrement` is declared, and the
// list is a table view (the article's diffable data source and compositional layout are not declared here).
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

struct BoxOfficeItem {
    let rank: String
    let rankIncrement: String
    let rankColor: UIColor
    let title: String
    let audience: String
    let isNew: Bool
}

struct BoxOfficeContentConfiguration: UIContentConfiguration, Hashable {
    var rank: String?
    var rankIncrement: String?
    var rankColor: UIColor?
    var title: String?
    var audience: String?
    var isNew = false
    var emphasisColor: UIColor = .label

    func makeContentView() -> UIView & UIContentView {
        return BoxOfficeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else {
            return self
        }
        var updatedConfiguration = self
        updatedConfiguration.emphasisColor = state.isSelected ? .tintColor : .label
        return updatedConfiguration
    }
}

final class BoxOfficeContentView: UIView, UIContentView {
    private var currentConfiguration: BoxOfficeContentConfiguration!
    var configuration: UIContentConfiguration {
        get {
            return currentConfiguration
        }
        set {
            guard let newConfiguration = newValue as? BoxOfficeContentConfiguration else {
                return
            }
            apply(configuration: newConfiguration)
        }
    }

    let rankLabel = UILabel()
    let rankIncrementLabel = UILabel()
    let titleLabel = UILabel()
    let newBadge = UILabel()
    let titleSpacer = UIView()
    let audienceLabel = UILabel()
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))
    lazy var rankStack = UIStackView(arrangedSubviews: [rankLabel, rankIncrementLabel])
    lazy var titleRow = UIStackView(arrangedSubviews: [titleLabel, newBadge, titleSpacer])
    lazy var infoStack = UIStackView(arrangedSubviews: [titleRow, audienceLabel])

    init(configuration: BoxOfficeContentConfiguration) {
        super.init(frame: .zero)
        setupAllViews()
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func setupAllViews() {
        rankLabel.font = .preferredFont(forTextStyle: .title1)
        rankLabel.textAlignment = .center
        rankIncrementLabel.font = .preferredFont(forTextStyle: .caption1)
        rankIncrementLabel.textAlignment = .center
        rankStack.axis = .vertical
        rankStack.alignment = .center
        rankStack.spacing = 2

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 1
        titleLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        newBadge.text = "NEW"
        newBadge.font = .systemFont(ofSize: 10, weight: .bold)
        newBadge.textColor = .white
        newBadge.backgroundColor = .systemRed
        newBadge.layer.cornerRadius = 4
        newBadge.layer.masksToBounds = true
        newBadge.textAlignment = .center
        newBadge.setContentHuggingPriority(.required, for: .horizontal)
        newBadge.setContentHuggingPriority(.required, for: .vertical)
        titleSpacer.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
        titleSpacer.setContentHuggingPriority(UILayoutPriority(1), for: .vertical)
        titleSpacer.setContentCompressionResistancePriority(UILayoutPriority(1), for: .horizontal)
        titleSpacer.setContentCompressionResistancePriority(UILayoutPriority(1), for: .vertical)
        titleRow.axis = .horizontal
        titleRow.alignment = .center
        titleRow.spacing = 6

        audienceLabel.font = .preferredFont(forTextStyle: .subheadline)
        audienceLabel.textColor = .secondaryLabel
        audienceLabel.numberOfLines = 1
        infoStack.axis = .vertical
        infoStack.alignment = .fill
        infoStack.spacing = 4

        chevron.tintColor = .tertiaryLabel
        chevron.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 12)
        chevron.setContentHuggingPriority(.required, for: .horizontal)
        chevron.setContentHuggingPriority(.required, for: .vertical)

        for view in [rankStack, infoStack, chevron] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let badgeWidth = newBadge.widthAnchor.constraint(equalToConstant: 34)
        badgeWidth.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            rankStack.widthAnchor.constraint(equalToConstant: 44),
            newBadge.heightAnchor.constraint(equalToConstant: 16),
            titleSpacer.heightAnchor.constraint(equalToConstant: 0),
            rankStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            rankStack.centerYAnchor.constraint(equalTo: centerYAnchor),
            infoStack.leadingAnchor.constraint(equalTo: rankStack.trailingAnchor, constant: 16),
            infoStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            infoStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            chevron.leadingAnchor.constraint(equalTo: infoStack.trailingAnchor, constant: 8),
            chevron.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            chevron.centerYAnchor.constraint(equalTo: centerYAnchor),
            badgeWidth,
        ])
    }

    func apply(configuration: BoxOfficeContentConfiguration) {
        guard currentConfiguration != configuration else {
            return
        }
        currentConfiguration = configuration

        rankLabel.text = configuration.rank
        rankLabel.textColor = configuration.emphasisColor
        rankIncrementLabel.text = configuration.rankIncrement
        rankIncrementLabel.textColor = configuration.rankColor
        titleLabel.text = configuration.title
        titleLabel.textColor = configuration.emphasisColor
        newBadge.isHidden = !configuration.isNew
        audienceLabel.text = configuration.audience
    }
}

final class BoxOfficeCell: UITableViewCell {
    var item: BoxOfficeItem? {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = BoxOfficeContentConfiguration().updated(for: state)
        content.rank = item?.rank
        content.rankIncrement = item?.rankIncrement
        content.rankColor = item?.rankColor
        content.title = item?.title
        content.audience = item?.audience
        content.isNew = item?.isNew ?? false
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listPlainCell()
        if state.isHighlighted {
            background.backgroundColor = .systemGray5
        }
        backgroundConfiguration = background
    }
}

final class BoxOfficeDataSource: NSObject, UITableViewDataSource {
    let items = [
        BoxOfficeItem(rank: "1", rankIncrement: "-", rankColor: .secondaryLabel, title: "파묘",
                      audience: "오늘 331,205명 · 누적 8,612,345명", isNew: false),
        BoxOfficeItem(rank: "2", rankIncrement: "▲3", rankColor: .systemRed, title: "듄: 파트2",
                      audience: "오늘 102,311명 · 누적 1,204,889명", isNew: true),
        BoxOfficeItem(rank: "3", rankIncrement: "▼1", rankColor: .systemBlue, title: "웡카",
                      audience: "오늘 45,120명 · 누적 3,401,223명", isNew: false),
        BoxOfficeItem(rank: "4", rankIncrement: "▼2", rankColor: .systemBlue, title: "소풍",
                      audience: "오늘 12,004명 · 누적 204,112명", isNew: false),
        BoxOfficeItem(rank: "5", rankIncrement: "▲1", rankColor: .systemRed, title: "가여운 것들",
                      audience: "오늘 9,877명 · 누적 98,321명", isNew: true),
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "일별 박스오피스"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "영화진흥위원회 박스오피스 (예시 데이터)"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "BoxOfficeCell", for: indexPath) as? BoxOfficeCell else {
            return UITableViewCell()
        }
        cell.item = items[indexPath.row]
        return cell
    }
}
