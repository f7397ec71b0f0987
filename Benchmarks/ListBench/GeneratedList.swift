import CellshotTestSupport

/// A Settings-like list of any length, generated from a seed: the same seed and row count give the
/// same list (and so the same document and HTML bytes) on every run.
///
/// Sections of 4 to 24 rows, most with a header and some with a footer; rows of every built-in
/// style with symbols and accessories, long texts that wrap, and one row in five drawn by a custom
/// template (an avatar, two labels, a time and a "NEW" badge switched on by a custom state).
/// ``documentJSON(scale:)`` writes it for cellshot, ``html(states:)`` as the web page a user would
/// write for the same picture.
struct GeneratedList {
    /// An accessory at the trailing edge.
    enum Accessory: Equatable {
        case disclosureIndicator
        case checkmark
        case label(String)
    }

    /// One row.
    enum Row {
        /// A built-in style: `cell`, `subtitleCell` or `valueCell`.
        case builtIn(style: String, text: String, secondaryText: String?, symbol: String, accessories: [Accessory])
        /// A row of the `contact` template.
        case contact(name: String, message: String, time: String, initials: String, color: String, isNew: Bool)
    }

    /// A section.
    struct Section {
        var header: String?
        var footer: String?
        var rows: [Row]
    }

    var sections: [Section]

    /// The number of rows.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// A list of exactly `rows` rows in sections of 4 to 24 (fewer in a short list and in the last section).
    init(rows: Int, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var sections: [Section] = []
        var made = 0
        while made < rows {
            // Several sections even in a short list: 4 to 24 rows, fewer when the list is short.
            let count = min(rows - made, 4 + Int(random.next() % UInt64(min(21, max(1, rows / 2 - 3)))))
            let header = random.chance(80) ? Self.title(&random) : nil
            let footer = random.chance(40) ? Self.footerText(&random) : nil
            sections.append(Section(header: header, footer: footer,
                                    rows: (0..<count).map { _ in Self.row(&random) }))
            made += count
        }
        self.sections = sections
    }

    private static let words = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot", "Notifications", "Sounds", "Focus",
                                "Screen Time", "General", "Control Centre", "Display", "Wallpaper", "Siri",
                                "Privacy", "Battery", "Passwords", "Mail", "Contacts", "Calendar", "Notes",
                                "Reminders", "Photos", "Camera", "Music", "Maps", "Safari", "Health", "Wallet",
                                "Keyboard", "Language", "Region", "Storage", "Backup", "Accessibility", "Updates"]
    private static let values = ["On", "Off", "Home", "Automatic", "None", "12 GB", "Never", "Always", "English",
                                 "5 min", "Daily", "Standard"]
    private static let subtitles = ["Apple ID, iCloud, Media & Purchases", "Updated 3 minutes ago",
                                     "12 items · 48 MB", "Shared with 4 people", "Last used yesterday"]
    private static let symbols = ["wifi", "bell", "moon.fill", "star", "person.crop.circle", "airplane", "gear", "lock",
                                  "bluetooth", "battery.100", "music.note", "phone", "envelope", "calendar", "camera",
                                  "heart", "folder", "globe", "magnifyingglass", "clock", "map", "flag", "tag",
                                  "trash", "paperplane", "book", "cart", "bolt", "cloud"]
    private static let names = ["Jane Appleseed", "김민준", "Ada Lovelace", "Grace Hopper", "이서연", "Alan Turing",
                                "Katherine Johnson", "박지훈", "Margaret Hamilton", "Linus Torvalds"]
    private static let messages = ["See you at the station at nine?", "사진 보냈어요 확인해 주세요",
                                   "The build is green again", "Lunch tomorrow?", "Thanks for the review!",
                                   "회의 자료 공유드립니다", "Running ten minutes late"]
    private static let colors = ["systemBlue", "systemGreen", "systemOrange", "systemPink", "systemPurple", "systemTeal"]

    private static func title(_ random: inout SeededRandom) -> String {
        random.element(of: words) + " & " + random.element(of: words)
    }

    private static func footerText(_ random: inout SeededRandom) -> String {
        random.chance(50)
            ? "Changes apply to every device signed in with your account."
            : "Apps that ask to track you appear here. Turning this off also denies new requests from "
                + random.element(of: words) + "."
    }

    private static func row(_ random: inout SeededRandom) -> Row {
        let symbol = random.element(of: symbols)
        let text = random.element(of: words)
        switch random.next() % 100 {
        case 0..<26:
            return .builtIn(style: "cell", text: text, secondaryText: nil, symbol: symbol,
                            accessories: [random.chance(25) ? .checkmark : .disclosureIndicator])
        case 26..<44:
            return .builtIn(style: "valueCell", text: text, secondaryText: random.element(of: values), symbol: symbol,
                            accessories: [.disclosureIndicator])
        case 44..<58:
            return .builtIn(style: "subtitleCell", text: text, secondaryText: random.element(of: subtitles),
                            symbol: symbol, accessories: random.chance(50) ? [.disclosureIndicator] : [])
        case 58..<68:
            return .builtIn(style: "cell", text: text, secondaryText: nil, symbol: symbol,
                            accessories: [.label(String(1 + random.next() % 99)), .disclosureIndicator])
        case 68..<80:
            return .builtIn(style: "cell", text: "Allow apps to ask to track your activity in "
                                + random.element(of: words),
                            secondaryText: nil, symbol: symbol, accessories: [.disclosureIndicator])
        default:
            let name = random.element(of: names)
            return .contact(name: name, message: random.element(of: messages),
                            time: "\(8 + random.next() % 12):\(10 + random.next() % 50)",
                            initials: String(name.prefix(1)), color: random.element(of: colors),
                            isNew: random.chance(30))
        }
    }
}

extension GeneratedList {
    /// The list with only the rows `isIncluded` keeps (sections left empty are dropped).
    func keeping(_ isIncluded: (Row) -> Bool) -> GeneratedList {
        var copy = self
        copy.sections = sections.map { section in
            var kept = section
            kept.rows = section.rows.filter(isIncluded)
            return kept
        }.filter { !$0.rows.isEmpty }
        return copy
    }
}

extension GeneratedList.Row {
    /// Whether a custom template draws the row.
    var isTemplate: Bool {
        if case .contact = self { true } else { false }
    }
}
