import CellshotGraphics
import CellshotUIKit
import Foundation
import Synchronization

/// An app's asset catalog (`Assets.xcassets`) as a source of `Image("name")` and `Color("name")`, read by
/// CellshotUIKit's `AssetCatalog` (what it reads and leaves out is listed there).
///
/// ```swift
/// try CellshotSwiftUI.$assets.withValue(.catalog("MyApp/Assets.xcassets")) {
///     try CellshotSwiftUI.render(WalletRow(), to: "wallet.png")
/// }
/// ```
/// An image set's dark appearance is drawn in dark mode and its "Render As" is the image's default rendering
/// mode; a colour set's dark colour is drawn in dark mode. A set the catalog could not read is not found, and the
/// warning about the missing image or colour names the catalog's unreadable files.
public struct AssetCatalogSource: AssetSource {
    /// The catalog's folder.
    public let path: String

    /// The catalog at `path` (read once per process, on first use).
    public init(_ path: String) {
        self.path = path
    }

    private var catalog: AssetCatalog { AssetCatalog.load(path) }

    /// The catalog, and what of it could not be read, for messages.
    public var summary: String {
        let warnings = catalog.warnings
        return warnings.isEmpty ? "catalog \(path)" : "catalog \(path) (\(warnings.joined(separator: "; ")))"
    }

    /// The image set of `name` (`Icons/star` in a namespaced folder), or `nil` when there is none or it has no
    /// file cellshot draws.
    public func image(named name: String, bundle: Bundle?) -> AssetImage? {
        guard let set = catalog.imageSet(named: name), let file = set.file else { return nil }
        // Each appearance's own largest scale: a set may give its dark appearance fewer scales than its light one.
        return AssetImage(path: file, scale: set.scale, darkPath: set.darkFile, darkScale: set.darkScale,
                          isTemplate: set.isTemplate)
    }

    /// The colour set of `name`, light and dark, or `nil`.
    public func color(named name: String, bundle: Bundle?) -> AssetColor? {
        guard let set = catalog.colorSet(named: name) else { return nil }
        return AssetColor(light: Self.color(set.light), dark: set.dark.map(Self.color))
    }

    /// Whether the catalog is a Swift package's resource: the nearest folder above it holding an Xcode project
    /// (`*.xcodeproj`) or a package manifest (`Package.swift`) holds the manifest. An app target's catalog sits
    /// in the project's folder tree; a package's in its own. Found once per catalog per process, as the catalog is
    /// read once: the accent colour is resolved for every tinted view.
    public var isInSwiftPackage: Bool {
        let key = URL(fileURLWithPath: path).standardizedFileURL
        if let known = Self.packageCatalogs.withLock({ $0[key.path] }) { return known }
        var folder = key.deletingLastPathComponent()
        var found = false
        while folder.path != "/" && !folder.path.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { break }
            if entries.contains("Package.swift") {
                found = true
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        Self.packageCatalogs.withLock { $0[key.path] = found }
        return found
    }

    /// ``isInSwiftPackage`` by catalog path.
    private static let packageCatalogs = Mutex<[String: Bool]>([:])

    private static func color(_ color: CellshotGraphics.Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}
