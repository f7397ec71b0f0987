import CellshotGraphics
import Foundation

extension CellshotUIKit {
    /// The app's asset catalogs (`.xcassets` folders), which `UIImage(named:)` and `UIColor(named:)` look in
    /// first, in order; empty unless set. A name found in none of them is looked up as before (a loose image
    /// file in the bundle; no colour).
    ///
    /// ```swift
    /// CellshotUIKit.assetCatalogs = ["MyApp/Resources/Assets.xcassets"]
    /// ```
    /// Each catalog is read once (``AssetCatalog/load(_:)``); what it could not read is warned about at the
    /// next render.
    public static var assetCatalogs: [String] {
        get { CatalogList.shared.lock.withLock { CatalogList.shared.paths } }
        set { CatalogList.shared.lock.withLock { CatalogList.shared.paths = newValue } }
    }

    /// The catalogs of ``assetCatalogs``, read, their warnings kept for the next render.
    static var loadedCatalogs: [AssetCatalog] {
        assetCatalogs.map { path in
            let catalog = AssetCatalog.load(path)
            for warning in catalog.warnings { DeferredNotes.shared.warn(warning) }
            return catalog
        }
    }

    /// Where the catalogs are, for messages: `(A.xcassets, B.xcassets)` or `(CellshotUIKit.assetCatalogs is empty)`.
    static var catalogSummary: String {
        let paths = assetCatalogs
        return "(" + (paths.isEmpty ? "CellshotUIKit.assetCatalogs is empty" : paths.joined(separator: ", ")) + ")"
    }
}

/// The storage of ``CellshotUIKit/assetCatalogs``: colours and images are made on any thread.
private final class CatalogList: @unchecked Sendable {
    static let shared = CatalogList()
    let lock = NSLock()
    var paths: [String] = []
}
