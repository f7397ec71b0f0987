// Stand-ins for what Zotero's library and collection rows use: the generated asset accessors (SwiftGen's Asset,
// ColorAsset and ImageAsset: the names of Zotero/Assets' image sets and the zoteroBlue colour set) and the collection
// model (Realm-backed in the app; here only its custom collections, named as en.lproj names them).
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

struct ColorAsset: Sendable {
    let red: Double, green: Double, blue: Double

    var swiftUiColor: Color { Color(red: red, green: green, blue: blue) }
}

struct ImageAsset: Sendable {
    let name: String
}

enum Asset {
    enum Colors {
        /// Zotero/Assets/Colors.xcassets/zoteroBlue.colorset: sRGB 0x40 0x71 0xE6.
        static let zoteroBlue = ColorAsset(red: 0x40 / 255.0, green: 0x71 / 255.0, blue: 0xE6 / 255.0)
    }

    enum Images {
        enum Cells {
            static let collection = ImageAsset(name: "collection")
            static let collectionRecent = ImageAsset(name: "collection_recent")
            static let document = ImageAsset(name: "document")
            static let library = ImageAsset(name: "library")
            static let libraryReadonly = ImageAsset(name: "library_readonly")
            static let trash = ImageAsset(name: "trash")
            static let trashEmpty = ImageAsset(name: "trash_empty")
            static let unfiled = ImageAsset(name: "unfiled")
        }
    }
}

enum CollectionIdentifier: Hashable {
    enum CustomType: Int, Hashable {
        case all, trash, publications, unfiled, recentlyRead
    }

    case collection(String)
    case search(String)
    case custom(CustomType)
}

/// The app's collection, as its custom-collection initialiser makes it.
struct Collection: Identifiable, Hashable {
    let identifier: CollectionIdentifier
    let name: String
    var itemCount: Int

    var id: CollectionIdentifier { identifier }

    /// The image set the app shows for the collection (Collection.iconName).
    var iconName: String {
        switch identifier {
        case .collection: Asset.Images.Cells.collection.name
        case .search: Asset.Images.Cells.document.name
        case .custom(.all), .custom(.publications): Asset.Images.Cells.document.name
        case .custom(.unfiled): Asset.Images.Cells.unfiled.name
        case .custom(.recentlyRead): Asset.Images.Cells.collectionRecent.name
        case .custom(.trash): itemCount == 0 ? Asset.Images.Cells.trashEmpty.name : Asset.Images.Cells.trash.name
        }
    }

    init(custom type: CollectionIdentifier.CustomType, itemCount: Int = 0) {
        identifier = .custom(type)
        self.itemCount = itemCount
        switch type {
        case .all: name = "All Items"
        case .recentlyRead: name = "Recently Read"
        case .publications: name = "My Publications"
        case .trash: name = "Trash"
        case .unfiled: name = "Unfiled Items"
        }
    }
}
