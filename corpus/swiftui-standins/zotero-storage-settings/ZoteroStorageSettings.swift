// Stand-ins for what Zotero's storage settings screen uses: the library model (Realm-backed in the app), the
// directory sizes the app measures on disk (fixed here), the screen's action handler with a sample state, the
// coordinator's delegate (alerts, not drawn), the generated strings (en.lproj) and the zoteroBlue colour set.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum RCustomLibraryType: Int, Hashable {
    case myLibrary
}

enum LibraryIdentifier: Hashable {
    case custom(RCustomLibraryType)
    case group(Int)
}

struct Library: Identifiable, Hashable {
    let identifier: LibraryIdentifier
    let name: String

    var id: LibraryIdentifier { identifier }
}

/// Files and megabytes under a library's attachment folder.
struct DirectoryData: Hashable {
    let fileCount: Int
    let mbSize: Double
}

enum StorageSettingsAction {
    case deleteAll
    case delete(LibraryIdentifier)
}

struct StorageSettingsActionHandler: ViewModelActionHandler {
    typealias Action = StorageSettingsAction
    typealias State = StorageSettingsState

    /// Two libraries, one with attachments on the device.
    static var sampleState: StorageSettingsState {
        let myLibrary = Library(identifier: .custom(.myLibrary), name: "My Library")
        let group = Library(identifier: .group(1), name: "Lab Group")
        var state = StorageSettingsState(storageData: [myLibrary.identifier: DirectoryData(fileCount: 12, mbSize: 34.5)])
        state.libraries = [myLibrary, group]
        state.totalStorageData = DirectoryData(fileCount: 12, mbSize: 34.5)
        return state
    }

    func process(action: StorageSettingsAction, in viewModel: ViewModel<StorageSettingsActionHandler>) {}
}

protocol StorageSettingsSettingsCoordinatorDelegate: AnyObject {
    func showDeleteAllStorageAlert(viewModel: ViewModel<StorageSettingsActionHandler>)
    func showDeleteLibraryStorageAlert(for library: Library, viewModel: ViewModel<StorageSettingsActionHandler>)
}

enum L10n {
    static let total = "Total"

    enum Settings {
        enum Storage {
            static let deleteAll = "Delete All Local Attachment Files"

            /// Localizable.stringsdict: "%#@files@ (%.2f %@)" with "1 file" / "%d files".
            static func filesSizeAndUnit(_ count: Int, _ size: Float, _ unit: String) -> String {
                let files = count == 1 ? "1 file" : "\(count) files"
                return files + " (" + String(format: "%.2f", size) + " " + unit + ")"
            }
        }
    }
}

struct ColorAsset: Sendable {
    let red: Double, green: Double, blue: Double

    var swiftUiColor: Color { Color(red: red, green: green, blue: blue) }
}

enum Asset {
    enum Colors {
        /// Zotero/Assets/Colors.xcassets/zoteroBlue.colorset: sRGB 0x40 0x71 0xE6.
        static let zoteroBlue = ColorAsset(red: 0x40 / 255.0, green: 0x71 / 255.0, blue: 0xE6 / 255.0)
    }
}
