// Seed 000 ("[TableView] 6. Cell Configuration"): a custom content configuration, its content view of two
// labels laid out with anchors, and the cell that builds the configuration in updateConfiguration(using:).
// Fixes, each needed on iOS too: the storyboard's `@IBOutlet` table view is made in code, the previews are
// guarded with `#if DEBUG && canImport(SwiftUI)`, and `DummySection` (never shown) is declared below.
// Drawn against assets/examples/seed-my-cell-configuration.json.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

// 커스텀 셀에 대한 설정
struct MyCellConfiguration: UIContentConfiguration, Hashable {

    var title: String = ""
    var body: String = ""

    // 보여줄 화면
    // UIView이면서 UIContentView인 애를 반화내라
    func makeContentView() -> any UIView & UIContentView {
        return CellConfigurationView(config: self)
    }

    /// 셀 상태가 변경되면 발동
    /// - Parameter state: 셀 상태
    /// - Returns: 셀 설정 자체
    func updated(for state: any UIConfigurationState) -> MyCellConfiguration {
        if let state = state as? UICellConfigurationState {
            var updatedConfig = self

            if state.isSelected {
                updatedConfig.title = "선택됨: " + updatedConfig.title
            }
            return updatedConfig
        }
        return self
    }
}

// 뷰 안에 컨텐츠 Config를 가지고 있는 뷰
class CellConfigurationView: UIView, UIContentView {

    // 여러 데이터를 가진 덩어리
    fileprivate var customConfiguration: MyCellConfiguration!

    // 데이터와 UI를 연결
    fileprivate func applyConfigAndChangeUI(_ newConfiguration: MyCellConfiguration) {
        self.customConfiguration = newConfiguration
        titleLabel.text = newConfiguration.title
        bodyLabel.text = newConfiguration.body
    }

    var configuration: UIContentConfiguration {
        get { customConfiguration }
        set {
            if let newConfiguration = newValue as? MyCellConfiguration {
                applyConfigAndChangeUI(newConfiguration)
            }
        }
    }

    init(config: MyCellConfiguration) {
        super.init(frame: .zero)
        configureUI()
        applyConfigAndChangeUI(config)
    }

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "타이틀 라벨타이틀 라벨타이틀 라벨타이틀 라벨타이틀 라벨"
        label.numberOfLines = 1
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 14, weight: .bold)
        return label
    }()

    lazy var bodyLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨"
        label.numberOfLines = 0
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 12, weight: .regular)
        return label
    }()

    fileprivate func configureUI() {
        self.backgroundColor = .systemBlue

        // 타이틀 라벨 설정
        self.addSubview(self.titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: self.topAnchor, constant: 10),
            titleLabel.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 10),
            titleLabel.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -10),
        ])

        // 바디 라벨 설정
        self.addSubview(self.bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: self.titleLabel.bottomAnchor, constant: 10),
            bodyLabel.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 10),
            bodyLabel.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -10),
            bodyLabel.bottomAnchor.constraint(equalTo: self.bottomAnchor, constant: -10)
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

#if DEBUG && canImport(SwiftUI)
import SwiftUI
#endif

// 기존 테이블뷰 셀은 데이터만 신경쓰면 됨
class CellConfigTableViewCell: UITableViewCell {

    // 데이터 변경시 UI 변경해라
    var title: String = "" {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    var body: String = "" {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)

        var contentConfig = MyCellConfiguration().updated(for: state)
        contentConfig.title = title
        contentConfig.body = body
        self.contentConfiguration = contentConfig
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

/// The seed's data, which its article never shows.
struct DummySection {
    let title: String
    let rows: [DummyData]

    static func getDumies(_ count: Int) -> [DummySection] {
        let rows: [(String, String)] = [
            ("오늘도 코딩", "바디부분"),
            ("테이블뷰 셀 구성", "Cell Configuration은 iOS 14+부터 도입된 기능으로, 셀의 UI 구성과 데이터 설정을 보다 선언적으로 처리할 수 있도록 도와준다."),
            ("UIContentConfiguration", "데이터 설정을 위한 구조체 역할"),
            ("UIContentView", "실제 UI를 그리는 뷰"),
            ("updated(for:)", "셀 상태가 변경되면 발동한다. 선택되면 타이틀 앞에 \"선택됨: \"이 붙는다."),
            ("setNeedsUpdateConfiguration", "데이터가 바뀌면 시스템이 updateConfiguration(using:)을 다시 부른다."),
            ("타이틀 라벨타이틀 라벨타이틀 라벨타이틀 라벨타이틀 라벨", "한 줄짜리 타이틀은 끝이 말줄임표로 잘린다."),
            ("바디 라벨", "바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨바디 라벨"),
            ("이모지 😀", "한글, English, 숫자 123, 이모지 🎉 모두 그린다."),
            ("마지막 섹션", "열 번째 섹션"),
        ]
        return rows.prefix(count).enumerated().map { index, row in
            DummySection(title: "섹션 \(index + 1)", rows: [DummyData(title: row.0, body: row.1)])
        }
    }
}

struct DummyData {
    let title: String
    let body: String
}

class CellConfigurationListViewController: UIViewController {

    let myTableView = UITableView(frame: .zero, style: .plain)
    var dummySections: [DummySection] = DummySection.getDumies(10)

    override func viewDidLoad() {
        configureTableView()
    }

    fileprivate func configureTableView() {

        // CodeCell에서는 이 줄만 필요
        self.myTableView.register(CellConfigTableViewCell.self, forCellReuseIdentifier: "CellConfigTableViewCell")

        self.myTableView.dataSource = self
        self.myTableView.delegate = self
    }
}

/// UITableView의 데이터 관리 역할을 담당
extension CellConfigurationListViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return "헤더: " + dummySections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return "푸터: " + dummySections[section].title
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return dummySections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return dummySections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "CellConfigTableViewCell", for: indexPath) as? CellConfigTableViewCell else {
            return UITableViewCell()
        }

        let sectionData: DummySection = dummySections[indexPath.section]

        let cellData: DummyData = sectionData.rows[indexPath.row]

        cell.title = cellData.title
        cell.body = cellData.body
        return cell
    }
}

/// 이벤트 관련 부분 - 셀 선택 등 사용자 인터랙션(이벤트) 관련 처리
extension CellConfigurationListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print(#fileID, #function, #line, "- indexPath: \(indexPath.row)")
    }
}
