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
        get { PathList.assetCatalogs.paths }
        set { PathList.assetCatalogs.paths = newValue }
    }

    /// The catalogs the CellshotSources plugin registered for the targets built beside the running program
    /// (`"assets"` in a target's `cellshot-sources.json`), asked after ``assetCatalogs``: absolute paths, in the
    /// order of the targets' names, then of each configuration.
    ///
    /// The plugin writes them to a resource of the prepared target, `cellshot-asset-catalogs.json`, which SwiftPM
    /// copies to the target's resource folder beside the test or executable (`<package>_<target>.resources`);
    /// they are read once, on the first use. ``PluginAssetCatalogs/find(in:)`` says how.
    public static var pluginAssetCatalogs: [String] { PluginAssetCatalogs.found }

    /// Every catalog asked, in order: ``assetCatalogs``, then ``pluginAssetCatalogs`` not already among them.
    static var allCatalogPaths: [String] {
        let set = assetCatalogs
        let known = Set(set.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return set + pluginAssetCatalogs.filter { !known.contains($0) }
    }

    /// The catalogs of ``assetCatalogs`` and ``pluginAssetCatalogs``, read, their warnings kept for the next render.
    static var loadedCatalogs: [AssetCatalog] {
        allCatalogPaths.map { path in
            let catalog = AssetCatalog.load(path)
            for warning in catalog.warnings { DeferredNotes.shared.warn(warning) }
            return catalog
        }
    }

    /// Where the catalogs are, for messages: `(A.xcassets, B.xcassets)` or `(CellshotUIKit.assetCatalogs is empty and no CellshotSources target names "assets")`.
    static var catalogSummary: String {
        let paths = allCatalogPaths
        return "(" + (paths.isEmpty ? "CellshotUIKit.assetCatalogs is empty and no CellshotSources target names \"assets\""
                      : paths.joined(separator: ", ")) + ")"
    }
}

/// The storage of ``CellshotUIKit/assetCatalogs`` and ``CellshotUIKit/stringCatalogs``: colours, images and
/// texts are made on any thread.
final class PathList: @unchecked Sendable {
    static let assetCatalogs = PathList()
    static let stringCatalogs = PathList()
    private let lock = NSLock()
    private var stored: [String] = []

    var paths: [String] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
