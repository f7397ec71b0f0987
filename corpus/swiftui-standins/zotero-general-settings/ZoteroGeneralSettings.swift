// Stand-ins for the app's UserDefaults-backed settings (Defaults.swift: the declared defaults) and the generated
// strings (Zotero/Assets/en.lproj) the general settings screen shows.
import Foundation

final class Defaults {
    nonisolated(unsafe) static let shared = Defaults()

    var showSubcollectionItems = false
    var showCollectionItemCounts = true
    var openLinksInExternalBrowser = false
    var trashAutoEmptyThreshold = 30
}

enum L10n {
    enum Settings {
        enum General {
            static let title = "General"
            static let showSubcollectionsTitle = "Show Items from Subcollections"
            static let showCollectionItemCounts = "Show Collection Sizes"
            static let openLinksInExternalBrowser = "Open Links in External Browser"
            static let autoemptyTitle = "Delete Items in Trash"
            static let never = "Never"

            /// Localizable.stringsdict's plural: "After 1 Day", "After %d Days".
            static func afterXDays(_ days: Int) -> String {
                days == 1 ? "After 1 Day" : "After \(days) Days"
            }
        }
    }
}
