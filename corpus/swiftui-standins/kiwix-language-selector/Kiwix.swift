// Stand-ins for Kiwix's language selector: its localised strings (English values of its .strings file), the
// catalogue's languages (Languages.fetch reads the library's database) and the Defaults package's keys.
import Foundation

enum LocalString {
    static let common_search = "Search"
    static let language_selector_count_table_title = "Count"
    static let language_selector_hiding_header = "Hiding"
    static let language_selector_name_title = "Name"
    static let language_selector_no_language_title = "No language"
    static let language_selector_showing_header = "Showing"
    static let settings_selected_language_title = "Languages"
}

struct Language: Identifiable, Comparable, Sendable {
    var id: String { code }
    let code: String
    let name: String
    let count: Int

    static func < (lhs: Language, rhs: Language) -> Bool { lhs.name < rhs.name }
}

enum Languages {
    static func fetch() async -> [Language] {
        [Language(code: "eng", name: "English", count: 1_283),
         Language(code: "fra", name: "French", count: 412),
         Language(code: "deu", name: "German", count: 297),
         Language(code: "spa", name: "Spanish", count: 268),
         Language(code: "ita", name: "Italian", count: 141),
         Language(code: "jpn", name: "Japanese", count: 58)]
    }
}

/// The Defaults package's typed UserDefaults keys, kept in memory here.
enum Defaults {
    class Keys: @unchecked Sendable {}

    final class Key<Value>: Keys, @unchecked Sendable {
        let name: String
        var value: Value
        init(_ name: String, default value: Value) {
            self.name = name
            self.value = value
        }
    }

    static subscript<Value>(key: Key<Value>) -> Value {
        get { key.value }
        set { key.value = newValue }
    }
}

extension Defaults.Keys {
    nonisolated(unsafe) static let libraryLanguageCodes = Defaults.Key<[String]>("libraryLanguageCodes", default: ["eng", "fra"])
}
