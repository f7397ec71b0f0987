// Stand-ins for Aidoku's source lists screen: the source manager (it downloads the lists named in UserDefaults; here
// two loaded lists and one that failed to load), the external source model, the app delegate's alert and loading
// helpers, the notification name, and the English strings of the keys the screen uses (the app's NSLocalizedString
// reads en.lproj from its bundle, which the driver does not have).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif

enum AidokuRunner {
    enum SourceContentRating: Int, Codable, Hashable {
        case safe, containsNsfw, primarilyNsfw
    }
}

struct ExternalSourceInfo: Codable, Hashable {
    let id: String
    let name: String
    let version: Int
    var sourceUrl: URL?

    func with(sourceUrl: URL) -> ExternalSourceInfo {
        var copy = self
        copy.sourceUrl = sourceUrl
        return copy
    }
}

@MainActor final class SourceManager {
    static let shared = SourceManager()

    var sourceListURLs: [URL] = [
        URL(string: "https://aidoku-community.github.io/sources/index.min.json")!,
        URL(string: "https://raw.githubusercontent.com/example/aidoku-sources/main/index.json")!,
        URL(string: "https://sources.example.org/list.json")!,
    ]

    var sourceLists: [SourceList] = [
        SourceList(url: URL(string: "https://aidoku-community.github.io/sources/index.min.json")!,
                   name: "Aidoku Community Sources", sources: []),
        SourceList(url: URL(string: "https://raw.githubusercontent.com/example/aidoku-sources/main/index.json")!,
                   name: "Example Sources", sources: []),
    ]

    func loadSourceLists(reload: Bool = false, skipUpdateNotification: Bool = false) async {}
    func removeSourceList(url: URL) {}
    func addSourceList(url: URL) async -> Bool { false }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func showLoadingIndicator() {}
    func hideLoadingIndicator() {}
    func presentAlert(title: String, message: String, actions: [UIAlertAction],
                      textFieldHandlers: [(UITextField) -> Void] = []) {}
}

extension Notification.Name {
    static let updateSourceLists = Self("updateSourceLists")
}

private let englishStrings: [String: String] = [
    "SOURCE_LISTS": "Source Lists", "UNAVAILABLE_SOURCE_LISTS": "Unavailable Source Lists",
    "UNAVAILABLE_SOURCE_LISTS_TEXT": "An error occured while fetching the above source lists.",
    "SOURCE_LIST_ADD_FAIL": "Failed to Add Source List",
    "SOURCE_LIST_ADD_FAIL_TEXT": "The provided source list URL is invalid or has already been added.",
    "OK": "OK", "CANCEL": "Cancel", "REMOVE": "Remove", "COPY_URL": "Copy URL", "SOURCE_LIST_ADD": "Add Source List",
    "SOURCE_LIST_ADD_TEXT": "Enter the source list URL", "SOURCE_LIST_URL": "Source List URL",
]

func NSLocalizedString(_ key: String, comment: String = "") -> String {
    englishStrings[key] ?? key
}
