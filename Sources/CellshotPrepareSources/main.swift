import CellshotSourcePreparation
import Foundation

// `cellshot-prepare-sources`: the CellshotSources plugin's build command (docs/uikit.md, "Your app's list code on
// Linux with no edits"). It prepares an app's Swift files for Linux and writes one file per source; errors are
// written as the compiler writes them (`path:line:column: error: …`) and fail the build.
//
//     cellshot-prepare-sources --config <cellshot-sources.json> --output-directory <dir> [--uikit] [--swiftui]
//                              [--file <source> <output name>]…
//                              [--asset-catalogs-output <json> [--asset-symbols-output <swift>] --asset-catalog <folder>…
//                               --string-catalog <xcstrings>…]
//                              [--string-table <app's .strings> <copy>…]
//
// The plugin names every source and its output (it must know them before the build); with no `--file` the tool
// lists the sources itself, by the same rule (SourceNames), which is how to run it by hand. With
// `--asset-catalogs-output`, the asset catalogs (`--asset-catalog`, or the configuration's `"assets"` when none is
// given) are written there as `{"assetCatalogs": [absolute paths]}`: the target's resource that CellshotUIKit
// reads (`CellshotUIKit.pluginAssetCatalogs`); with `--asset-symbols-output`, the members Xcode generates from them
// (`ImageResource.avatar`, `UIColor.brand`: AssetSymbolWriter) are written there as Swift. Each `--string-table`
// is copied: the app's `.strings` tables, resources of the target (its `Bundle.module`).

/// A failure of the command itself (not of a source file): its message.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

func run() throws -> Bool {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var config: String?
    var outputDirectory: String?
    var modules: CellshotModules = []
    var files: [(source: String, output: String)] = []
    var catalogsOutput: String?
    var symbolsOutput: String?
    var catalogs: [String] = []
    var stringCatalogs: [String] = []
    var stringTables: [(source: String, copy: String)] = []
    func value(_ option: String) throws -> String {
        guard !arguments.isEmpty else { throw UsageError(description: "\(option) needs a value") }
        return arguments.removeFirst()
    }
    while !arguments.isEmpty {
        let option = arguments.removeFirst()
        switch option {
        case "--config": config = try value(option)
        case "--output-directory": outputDirectory = try value(option)
        case "--uikit": modules.insert(.uikit)
        case "--swiftui": modules.insert(.swiftUI)
        case "--snapshot-testing": modules.insert(.snapshotTesting)
        case "--file": files.append((try value(option), try value(option)))
        case "--asset-catalogs-output": catalogsOutput = try value(option)
        case "--asset-symbols-output": symbolsOutput = try value(option)
        case "--asset-catalog": catalogs.append(try value(option))
        case "--string-catalog": stringCatalogs.append(try value(option))
        case "--string-table": stringTables.append((try value(option), try value(option)))
        default: throw UsageError(description: "unknown argument \(option)")
        }
    }
    guard let config, let outputDirectory else {
        throw UsageError(description: "usage: cellshot-prepare-sources --config <cellshot-sources.json> "
                         + "--output-directory <dir> [--uikit] [--swiftui] [--snapshot-testing] [--file <source> <output name>]…")
    }
    if modules.subtracting(.snapshotTesting).isEmpty { modules.formUnion([.uikit, .swiftUI]) }
    if files.isEmpty {
        files = try listSources(config: config)
    } else {
        // The plugin's list is from when SwiftPM last planned the build, which a file added to a listed folder or an
        // edit of the configuration does not make it do (it watches which files the package's own target folders
        // hold): say so rather than leave the file out.
        let now = Set(try listSources(config: config).map(\.source))
        let planned = Set(files.map(\.source))
        if now != planned {
            let added = now.subtracting(planned).sorted(), gone = planned.subtracting(now).sorted()
            let changes = (added.isEmpty ? [] : ["new: " + added.joined(separator: ", ")])
                + (gone.isEmpty ? [] : ["gone: " + gone.joined(separator: ", ")])
            FileHandle.standardError.write(Data(("\(config):1:1: error: cellshot-sources: the files cellshot-sources.json "
                + "names changed since SwiftPM planned this build (\(changes.joined(separator: "; "))); SwiftPM plans again "
                + "only when Package.swift or Package.resolved change or the target's own folder gains or loses a file: run "
                + "`touch Package.swift` and build again\n").utf8))
            return false
        }
    }

    if let catalogsOutput {
        if catalogs.isEmpty { catalogs = try listCatalogs(config: config) }
        for catalog in catalogs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isFolder), isFolder.boolValue else {
                FileHandle.standardError.write(Data("\(config):1:1: error: cellshot-sources: the asset catalog \(catalog) is not a folder\n".utf8))
                return false
            }
        }
        let absolute = catalogs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let strings = stringCatalogs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let json = try JSONSerialization.data(withJSONObject: ["assetCatalogs": absolute, "stringCatalogs": strings],
                                              options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try FileManager.default.createDirectory(atPath: (catalogsOutput as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try (json + Data("\n".utf8)).write(to: URL(fileURLWithPath: catalogsOutput))
        if let symbolsOutput {
            var writer = AssetSymbolWriter(swiftUI: modules.contains(.swiftUI))
            writer.appDeclared = AppDeclaredMembers(texts: files.compactMap { FileManager.default.contents(atPath: $0.source) }
                .map { String(decoding: $0, as: UTF8.self) })
            let text = writer.file(for: AssetSymbolWriter.assets(inCatalogs: absolute))
            try Data(text.utf8).write(to: URL(fileURLWithPath: symbolsOutput))
        }
    }

    let inputs = try files.map { file in
        guard let data = FileManager.default.contents(atPath: file.source) else {
            throw UsageError(description: "\(config): cannot read \(file.source)")
        }
        return SourcePreparer.Input(path: file.source, text: String(decoding: data, as: UTF8.self))
    }
    for table in stringTables {
        // Copied whole: the target's bundle holds the app's tables as Xcode's would (one language).
        try FileManager.default.createDirectory(atPath: (table.copy as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: table.copy) { try FileManager.default.removeItem(atPath: table.copy) }
        try FileManager.default.copyItem(atPath: table.source, toPath: table.copy)
    }
    let result = SourcePreparer(modules: modules).prepare(inputs)
    for diagnostic in listBridgingHeaders(config: config).flatMap(\.diagnostics) + result.diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    for (file, text) in zip(files, result.files) {
        // A file that could not be read as Swift still gets its output (the build fails on the error above), so
        // that the build system does not also report a missing output.
        let output = text ?? "#sourceLocation(file: \(swiftLiteral(file.source)), line: 1)\n"
        try Data(output.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent(file.output))
    }
    return result.succeeded
}

/// A Swift string literal of a path.
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// The asset catalogs a configuration names (`"assets"`), absolute.
func listCatalogs(config: String) throws -> [String] {
    guard let data = FileManager.default.contents(atPath: config),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw UsageError(description: "\(config): expected { \"sources\": [\"path\", …], \"assets\": [\"path\", …] }")
    }
    let base = URL(fileURLWithPath: config).deletingLastPathComponent()
    return (object["assets"] as? [String] ?? []).map { entry in
        (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)).standardizedFileURL.path
    }
}

/// The sources a configuration names, each with its output name: every `.swift` file under a folder, sorted.
func listSources(config: String) throws -> [(source: String, output: String)] {
    let configURL = URL(fileURLWithPath: config)
    guard let data = FileManager.default.contents(atPath: config),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let entries = object["sources"] as? [String] else {
        throw UsageError(description: "\(config): expected { \"sources\": [\"path\", …] }")
    }
    let base = configURL.deletingLastPathComponent()
    var sources: [(absolute: String, relative: String)] = []
    for entry in entries {
        // Relative to the configuration, unless absolute (as the plugin reads it).
        let url = (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw UsageError(description: "\(config): \(entry) does not exist")
        }
        if !isFolder.boolValue {
            sources.append((url.path, entry))
            continue
        }
        let found = visibleFiles(under: url).filter { $0.hasSuffix(".swift") }
        sources += found.map { (url.appendingPathComponent($0).path, entry + "/" + $0) }
    }
    // A file named twice (itself and in its folder) is compiled once, as the plugin does.
    var seen: Set<String> = []
    sources = sources.filter { seen.insert($0.absolute).inserted }
    return zip(sources, SourceNames.names(for: sources.map(\.relative))).map { ($0.absolute, $1) }
}

/// The files under a folder, sorted, but those in hidden folders (`.build`, `.git`), which hold no app code.
func visibleFiles(under folder: URL) -> [String] {
    (FileManager.default.subpaths(atPath: folder.path) ?? [])
        .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        .sorted()
}

/// The app's Objective-C bridging headers in the folders a configuration names (BridgingHeader).
func listBridgingHeaders(config: String) -> [BridgingHeader] {
    guard let data = FileManager.default.contents(atPath: config),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let entries = object["sources"] as? [String] else { return [] }
    let base = URL(fileURLWithPath: config).deletingLastPathComponent()
    var seen: Set<String> = []
    return entries.flatMap { entry -> [BridgingHeader] in
        let url = (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : base.appendingPathComponent(entry)).standardizedFileURL
        return visibleFiles(under: url).filter(BridgingHeader.isBridgingHeader).compactMap { relative in
            let path = url.appendingPathComponent(relative).path
            guard seen.insert(path).inserted, let text = FileManager.default.contents(atPath: path) else { return nil }
            return BridgingHeader(path: path, text: String(decoding: text, as: UTF8.self))
        }
    }
}

do {
    exit(try run() ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("error: cellshot-prepare-sources: \(error)\n".utf8))
    exit(1)
}
