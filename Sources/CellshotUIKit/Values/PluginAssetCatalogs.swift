import Foundation

/// The asset catalogs the CellshotSources build tool plugin registered (docs/uikit.md, "Your app's list code on
/// Linux with no edits"): a target whose `cellshot-sources.json` names `"assets"` gets a generated resource,
/// `cellshot-asset-catalogs.json` (`{"assetCatalogs": ["/abs/App/Assets.xcassets"], "stringCatalogs":
/// ["/abs/App/Localizable.xcstrings"]}`), which SwiftPM copies into
/// the target's resource folder, `<package>_<target>.resources`, beside the program it builds (a test bundle or
/// an executable). ``CellshotUIKit/pluginAssetCatalogs`` reads those files once, so that `UIImage(named:)`,
/// `UIColor(named:)` and CellshotSwiftUI's `Image("…")` and `Color("…")` find the app's catalogs with no code in
/// the test.
public enum PluginAssetCatalogs {
    /// The name of the generated resource.
    public static let resourceName = "cellshot-asset-catalogs.json"

    /// The catalogs registered beside the running program, read on first use.
    static var found: [String] { registered.assetCatalogs }

    /// The string catalogs (`.xcstrings`) registered beside the running program, read on first use.
    static var foundStringCatalogs: [String] { registered.stringCatalogs }

    /// What the resources beside the running program register: asset catalogs and string catalogs.
    private static let registered: (assetCatalogs: [String], stringCatalogs: [String]) = {
        var folders: [String] = []
        // The program itself (`/proc/self/exe` on Linux) and the main bundle: SwiftPM puts resource folders in
        // the folder of the products it builds.
        if let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append((program as NSString).deletingLastPathComponent)
        }
        if let executable = Bundle.main.executablePath {
            folders.append((executable as NSString).deletingLastPathComponent)
        }
        folders.append(Bundle.main.bundlePath)
        var seen: Set<String> = []
        let unique = folders.filter { seen.insert($0).inserted }
        var seenCatalogs: Set<String> = [], seenStrings: Set<String> = []
        let package = runningPackage
        return (unique.flatMap { find(in: $0, key: "assetCatalogs", package: package) }
                    .filter { seenCatalogs.insert($0).inserted },
                unique.flatMap { find(in: $0, key: "stringCatalogs", package: package) }
                    .filter { seenStrings.insert($0).inserted })
    }()

    /// The package whose tests are running (`<Package>PackageTests.xctest`, as SwiftPM names a test program), or
    /// `nil` for another program: a build folder shared by several packages (`--scratch-path`) holds their resource
    /// folders side by side, and only the running package's are its app's.
    private static var runningPackage: String? {
        let program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? ""
        let parts = program.split(separator: "/")
        guard let bundle = parts.last(where: { $0.hasSuffix("PackageTests.xctest") }) else { return nil }
        return String(bundle.dropLast("PackageTests.xctest".count))
    }

    /// The catalogs registered in the resource folders of `folder`: every `*.resources` (Linux) or `*.bundle`
    /// (macOS) folder in it holding ``resourceName``, in the order of their names; a file that is not the JSON the
    /// plugin writes is skipped. Paths are as written (absolute: the plugin resolves them).
    /// - Parameter folder: the folder of a built program.
    public static func find(in folder: String) -> [String] {
        find(in: folder, key: "assetCatalogs")
    }

    /// The paths under `key` (`assetCatalogs`, `stringCatalogs`) of the registries in `folder`'s resource folders.
    /// - Parameter package: only this package's resource folders (`<package>_<target>.resources`), if given.
    static func find(in folder: String, key: String, package: String? = nil) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .filter { entry in package.map { entry.hasPrefix($0 + "_") } ?? true }
        return entries.flatMap { entry -> [String] in
            let candidates: [String]
            if entry.hasSuffix(".resources") {
                candidates = [entry + "/" + resourceName]
            } else if entry.hasSuffix(".bundle") {
                candidates = [entry + "/" + resourceName, entry + "/Contents/Resources/" + resourceName]
            } else {
                return []
            }
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                return paths(in: data, key: key)
            }
            return []
        }
    }

    /// The paths of a `cellshot-asset-catalogs.json`, or none when it is not one.
    /// - Parameter data: the file's contents.
    public static func catalogs(in data: Data) -> [String] {
        paths(in: data, key: "assetCatalogs")
    }

    private static func paths(in data: Data, key: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = object[key] as? [String] else { return [] }
        return paths
    }
}
