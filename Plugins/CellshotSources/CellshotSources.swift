import Foundation
import PackagePlugin

/// The CellshotSources build tool plugin (issue 43): compiles an app's own Swift files, named by the target's
/// `cellshot-sources.json`, into the target, prepared for Linux by `cellshot-prepare-sources` without touching
/// them (docs/uikit.md, "Your app's list code on Linux with no edits").
///
/// A build tool plugin must name its outputs before the build runs, so the plugin reads the configuration and
/// walks its folders itself, each time SwiftPM plans the build, and hands the tool every source with its output
/// name. SwiftPM plans again only when Package.swift or Package.resolved change or a target's own folder gains or
/// loses a file, not when a listed folder does or the configuration is edited: the tool then fails saying to
/// `touch Package.swift` (a file added, an edit), or SwiftPM names the missing input (a file removed). The
/// configuration's `"assets"` (asset catalog folders) become a generated resource, `cellshot-asset-catalogs.json`,
/// which CellshotUIKit reads at the first named image or colour (`CellshotUIKit.pluginAssetCatalogs`), with the
/// string catalogs (`.xcstrings`) and asset catalogs found in the listed folders (`CellshotUIKit.pluginStringCatalogs`).
/// That resource is always written, so SwiftPM declares the target's `Bundle.module`, which app code split into packages
/// calls; the app's `.strings` tables (one language) are copied into it. It cannot use the
/// CellshotSourcePreparation library, so it repeats SourceNames' rule (`names(for:taken:)` below).
@main
struct CellshotSources: BuildToolPlugin {
    /// A mistake in the configuration: the build stops with it.
    struct ConfigurationError: Error, CustomStringConvertible {
        var description: String
    }

    /// The configuration's shape.
    struct Configuration: Decodable {
        var sources: [String]
        /// The app's asset catalogs (`.xcassets` folders), relative to the configuration unless absolute.
        var assets: [String]?
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let config = target.directoryURL.appendingPathComponent("cellshot-sources.json")
        guard let data = FileManager.default.contents(atPath: config.path) else {
            throw ConfigurationError(description: "cellshot-sources: \(config.path): target '\(target.name)' uses the CellshotSources "
                                     + "plugin and has no cellshot-sources.json ({ \"sources\": [\"../../App/Screens\"] })")
        }
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw ConfigurationError(description: "cellshot-sources: \(config.path): expected { \"sources\": [\"path\", …] } "
                                     + "(paths relative to this file; a folder means every .swift file under it): \(error)")
        }
        let base = config.deletingLastPathComponent()
        var sources: [(url: URL, relative: String)] = []
        var stringCatalogs: [URL] = []
        // What SwiftPM would make the app target's resources (its `Bundle.module`): the `.lproj` folders and the
        // asset catalogs found in the listed folders.
        var localizationFolders: [URL] = []
        var foundCatalogs: [URL] = []
        // The listed folders and their subfolders are inputs too: a file added to one changes its folder, which runs
        // the tool, which finds the file this plan does not name.
        var folders: [URL] = []
        for entry in configuration.sources {
            // Relative to the configuration, unless absolute.
            let url = (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw ConfigurationError(description: "cellshot-sources: \(config.path): \"\(entry)\" does not exist (\(url.path))")
            }
            guard isFolder.boolValue else {
                guard entry.hasSuffix(".swift") else {
                    throw ConfigurationError(description: "cellshot-sources: \(config.path): \"\(entry)\" is neither a folder nor a .swift file")
                }
                sources.append((url, entry))
                continue
            }
            // Hidden folders (`.build`, `.git`) hold no app code.
            let visible = (FileManager.default.subpaths(atPath: url.path) ?? [])
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            let found = visible.filter { $0.hasSuffix(".swift") }.sorted()
            // String catalogs among the app's files are its translations, as Xcode compiles them into the target.
            stringCatalogs += visible.filter { $0.hasSuffix(".xcstrings") }.sorted().map { url.appendingPathComponent($0) }
            foundCatalogs += visible.filter { $0.hasSuffix(".xcassets") }.sorted().map { url.appendingPathComponent($0) }
            localizationFolders += visible.filter { $0.hasSuffix(".lproj") }.sorted().map { url.appendingPathComponent($0) }
            folders.append(url)
            folders += visible.filter { path in
                var isSubfolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isSubfolder)
                    && isSubfolder.boolValue
            }.sorted().map { url.appendingPathComponent($0) }
            guard !found.isEmpty else {
                throw ConfigurationError(description: "cellshot-sources: \(config.path): the folder \"\(entry)\" holds no .swift file")
            }
            sources += found.map { (url.appendingPathComponent($0), entry + "/" + $0) }
        }
        // The asset catalogs: registered through a generated resource (PluginAssetCatalogs in CellshotUIKit), which
        // names them by absolute path — right for a build product, which lives in this checkout's build folder.
        var catalogs: [URL] = []
        for entry in configuration.assets ?? [] {
            let url = (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw ConfigurationError(description: "cellshot-sources: \(config.path): the asset catalog \"\(entry)\" is not a "
                                         + "folder (\(url.path)); \"assets\" names .xcassets folders")
            }
            catalogs.append(url)
        }
        // A catalog in a listed folder is the app target's, as Xcode and SwiftPM compile it into that target.
        let named = Set(catalogs.map(\.path))
        catalogs += foundCatalogs.filter { !named.contains($0.standardizedFileURL.path) }
        // A file named twice (itself and in its folder) is compiled once.
        var seen: Set<String> = []
        sources = sources.filter { seen.insert($0.url.path).inserted }
        // The target's own files (stand-ins) keep their names; the prepared ones must not take them.
        let own = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.lastPathComponent })
        let names = Self.names(for: sources.map(\.relative), taken: own)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Prepared")

        // What `import UIKit`, `import SwiftUI` and `import Combine` can become depends on the modules the target
        // names itself: a target depending on CellshotSwiftUI alone gets UIKit's names through its re-export.
        var linked = Set(target.dependencies.map { dependency -> String in
            switch dependency {
            case .target(let target): target.name
            case .product(let product): product.name
            @unknown default: ""
            }
        })
        // A target that reaches them through a target of its own imports them as well.
        if !linked.contains("CellshotUIKit") && !linked.contains("CellshotSwiftUI") {
            linked = Set(target.recursiveTargetDependencies.map(\.name))
        }
        var arguments = ["--config", config.path, "--output-directory", output.path]
        if linked.contains("CellshotUIKit") { arguments.append("--uikit") }
        if linked.contains("CellshotSwiftUI") { arguments.append("--swiftui") }
        // A test target of swift-snapshot-testing tests of SwiftUI views gets the strategies iOS declares.
        if linked.contains("CellshotSnapshotTesting") { arguments.append("--snapshot-testing") }
        for (source, name) in zip(sources, names) {
            arguments += ["--file", source.url.path, name]
        }
        // A file that is not Swift among a build command's outputs is a resource of the target: SwiftPM copies it
        // to `<package>_<target>.resources` beside the test or executable, where CellshotUIKit finds it.
        var outputs = names.map { output.appendingPathComponent($0) }
        // The app's strings tables (`en.lproj/Localizable.strings`…), every language, are string catalogs too: SwiftUI's
        // `Text` keys and `NSLocalizedString` are translated from them in the environment's language.
        let tables = Self.stringTables(in: localizationFolders)
        stringCatalogs += tables.filter { $0.pathExtension == "strings" }
        // Always: a resource makes SwiftPM declare the target's `Bundle.module`, which app code split into packages
        // calls (SwiftGen's strings, `Text(_:bundle: .module)`), and the app's string tables go into that bundle.
        do {
            let registry = context.pluginWorkDirectoryURL.appendingPathComponent("cellshot-asset-catalogs.json")
            // And the members Xcode generates from the catalogs (`ImageResource.avatar`, `Color.brand`), compiled in.
            let symbols = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
            arguments += ["--asset-catalogs-output", registry.path, "--asset-symbols-output", symbols.path]
            for catalog in catalogs { arguments += ["--asset-catalog", catalog.path] }
            for strings in stringCatalogs { arguments += ["--string-catalog", strings.path] }
            outputs += [registry, symbols]
        }
        // The app's `.strings` tables in one language, copied into the target's bundle (`Bundle.module`), where
        // `localizedString(forKey:value:table:)` finds them as unlocalized tables: the development language, taken
        // as English, else Base, else the first by name (a build plugin's resources carry no localization).
        for table in Self.developmentTables(of: tables) {
            let copy = context.pluginWorkDirectoryURL.appendingPathComponent("StringTables")
                .appendingPathComponent(table.lastPathComponent)
            arguments += ["--string-table", table.path, copy.path]
            outputs.append(copy)
        }
        return [
            .buildCommand(displayName: "Preparing \(sources.count) app source file(s) for Linux (\(target.name))",
                          executable: try context.tool(named: "cellshot-prepare-sources").url,
                          arguments: arguments,
                          // The catalogs' folders too: an asset set added changes the members written from them.
                          inputFiles: [config] + sources.map(\.url) + folders + catalogs + stringCatalogs,
                          outputFiles: outputs),
        ]
    }

    /// The `.strings` and `.stringsdict` files of the `.lproj` folders, every language, in the folders' order.
    static func stringTables(in localizationFolders: [URL]) -> [URL] {
        localizationFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
                .map { folder.appendingPathComponent($0) }
        }
    }

    /// The tables of the development language — English, else Base, else the first by name — one per file name
    /// (the first).
    static func developmentTables(of tables: [URL]) -> [URL] {
        func language(_ table: URL) -> String { table.deletingLastPathComponent().deletingPathExtension().lastPathComponent }
        let languages = Set(tables.map(language))
        guard let chosen = ["en", "Base"].first(where: languages.contains) ?? languages.sorted().first else { return [] }
        var names: Set<String> = []
        return tables.filter { language($0) == chosen && names.insert($0.lastPathComponent).inserted }
    }

    /// SourceNames.names(for:taken:) of CellshotSourcePreparation, repeated (a plugin cannot import a library):
    /// the relative path without its `..`, joined with `+`, and `~2`, `~3`… where names meet.
    static func names(for relativePaths: [String], taken: Set<String>) -> [String] {
        var used = Set(taken.map { $0.lowercased() })
        return relativePaths.map { path in
            let parts = path.split(separator: "/").filter { $0 != ".." && $0 != "." }
            var base = parts.joined(separator: "+")
            if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
            var name = base + ".swift"
            var number = 2
            while used.contains(name.lowercased()) {
                name = "\(base)~\(number).swift"
                number += 1
            }
            used.insert(name.lowercased())
            return name
        }
    }
}
