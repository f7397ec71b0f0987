import ArgumentParser
import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotTesting
import Foundation

/// What `cellshot verify` and `cellshot record` share: the documents, the references' folder, the
/// states and trait matrix to draw, the shard, and how images are compared.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("List documents, or folders searched for .json, .yaml and .yml documents "
                                 + "(symbolic links that lead out of a folder are skipped).", valueName: "documents"))
    var inputs: [String]

    @Option(help: ArgumentHelp("The folder of reference images.", valueName: "dir"))
    var snapshots: String

    /// Which files image paths may name.
    @OptionGroup var assetOptions: AssetOptions

    @Option(name: .customLong("states"),
            help: ArgumentHelp("The states to draw instead of each document's \"states\" (commas or repeated).",
                               valueName: "state,…"))
    var stateNames: [String] = []

    @Option(name: .customLong("look"),
            help: ArgumentHelp("Looks to draw: " + ListLook.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                               valueName: "look,…"))
    var lookNames: [String] = []

    @Option(name: .customLong("style"),
            help: ArgumentHelp("Interface styles to draw: light, dark (the same as --appearance).", valueName: "style,…"))
    var styleNames: [String] = []

    @Option(name: .customLong("list-style"),
            help: ArgumentHelp("The list's style instead of each document's \"appearance\": "
                               + ListAppearance.allCases.map(\.rawValue).joined(separator: ", ") + ".", valueName: "style"))
    var listStyle: String?

    @Option(help: ArgumentHelp("The list's width in points instead of each document's.", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("A device's width (and scale, unless --scale is given): "
                               + DevicePreset.all.map(\.name).joined(separator: ", ") + ".", valueName: "name"))
    var device: String?

    @Option(name: .customLong("appearance"), help: ArgumentHelp("Interface styles to draw: light, dark.", valueName: "style,…"))
    var appearanceNames: [String] = []

    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("Dynamic Type sizes to draw (large, accessibilityLarge, …).", valueName: "size,…"))
    var contentSizeNames: [String] = []

    @Option(name: .customLong("direction"), help: ArgumentHelp("Reading directions to draw: ltr, rtl.", valueName: "dir,…"))
    var directionNames: [String] = []

    @Option(name: .customLong("scale"), help: ArgumentHelp("Scales to draw, 1 to 4 (2,3).", valueName: "factor,…"))
    var scaleTexts: [String] = []

    /// `--fonts`, `--symbols-dir` and `--symbols`.
    @OptionGroup var teamOptions: TeamOptions

    /// The team's fonts and symbols: the options, else `CELLSHOT_FONTS`, `CELLSHOT_SYMBOLS_DIR` and
    /// `CELLSHOT_SYMBOLS`.
    var team: TeamResources { teamOptions.resources }

    @Option(help: ArgumentHelp("Threads to render and compare on (the output is the same for any number); "
                               + "all the cores unless given.", valueName: "n"))
    var jobs: Int = ParallelSnapshotRun.availableCores

    @Option(help: ArgumentHelp("Only this share of the snapshots, for splitting a suite across machines: I/N.",
                               valueName: "I/N"))
    var shard: String?

    @Option(name: .customLong("only"),
            help: ArgumentHelp("Only the snapshot with this name (settings@dark.selected), as verify prints it; "
                               + "repeat for more.", valueName: "name"))
    var onlyNames: [String] = []

    @Option(help: ArgumentHelp("Write the results as JUnit XML (one test suite per document, one test case per "
                               + "snapshot), for CI's test reports; written even when snapshots fail.",
                               valueName: "file.xml"))
    var junit: String?

    /// `--format text|github`.
    @OptionGroup var report: ReportOptions

    @Flag(name: .customLong("fail-fast"),
          help: ArgumentHelp("Stop at the first failure: a document that cannot be read, decoded or laid out, or (verify) "
                             + "a snapshot that differs or has no reference, as pytest -x does. Documents are then drawn "
                             + "one at a time, in order. Without it a broken document is reported and the others go on."))
    var failFast = false

    @Option(name: .customLong("missing"),
            help: ArgumentHelp("What a missing reference is in the JUnit file: fail (default) or skip.", valueName: "fail|skip"))
    var missingName = "fail"

    @Option(help: ArgumentHelp("Compare with pixelmatch's perceptual colour metric at this threshold (0…1) instead "
                               + "of exactly.", valueName: "t"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "With --threshold: count anti-aliased pixels as differences.")
    var includeAntiAliasing = false

    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("Accept up to this many differing pixels.", valueName: "n"))
    var maxDiffPixels: Int = 0

    @Option(name: .customLong("max-diff-ratio"),
            help: ArgumentHelp("Accept up to this share (0…1) of differing pixels.", valueName: "ratio"))
    var maxDiffRatio: Double = 0

    /// The run's plan.
    /// - Parameter excluding: folders whose files are never documents besides the references (the artifacts).
    func plan(excluding: [String] = []) throws(CommandError) -> SnapshotPlan {
        let states = try stateNames.isEmpty ? nil : StateNames.parse(stateNames, option: "states")
        let matrix = SnapshotMatrix(
            looks: try Self.names(lookNames, option: "look", values: ListLook.allCases.map { ($0.rawValue, $0) }),
            styles: try Self.names(appearanceNames + styleNames, option: styleNames.isEmpty ? "appearance" : "style",
                                   values: UserInterfaceStyle.allCases.map { ($0.rawValue, $0) }),
            contentSizes: try Self.names(contentSizeNames, option: "content-size",
                                         values: ContentSizeCategory.allCases.flatMap { [($0.rawValue, $0), ($0.shortName, $0)] }),
            directions: try Self.names(directionNames, option: "direction",
                                       values: [("ltr", .leftToRight), ("rtl", .rightToLeft),
                                                ("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)]),
            scales: try Self.scales(scaleTexts))
        let shard = try parsedShard()
        let assets = try assetOptions.access()
        do throws(SnapshotError) {
            return try SnapshotPlan(inputs: inputs, matrix: matrix, states: states, shard: shard,
                                    only: onlyNames.isEmpty ? nil : onlyNames, excluding: [snapshots] + excluding,
                                    assets: assets)
        } catch {
            throw CommandError(error)
        }
    }

    /// The options that choose the snapshots' names and states (--states and the trait matrix), as
    /// given, and the asset rule (without which the documents may not load): what a
    /// `cellshot record … --only NAME` line repeats so that NAME is planned again.
    var planArguments: [String] {
        [("states", stateNames), ("look", lookNames), ("appearance", appearanceNames + styleNames), ("content-size", contentSizeNames),
         ("direction", directionNames), ("scale", scaleTexts)]
            .filter { !$0.1.isEmpty }
            .flatMap { ["--\($0.0)", $0.1.joined(separator: ",")] }
            + (assetOptions.root.map { ["--assets", $0] } ?? [])
            + (assetOptions.allowsOutside ? ["--allow-outside-assets"] : [])
    }

    /// The JUnit report's writer for a run's result, if `--junit` asks for one; checked before anything is drawn.
    func junitWriter(command: String) throws(CommandError) -> ((SnapshotRunResult) throws(CommandError) -> Void)? {
        guard let missing = JUnitReport.MissingReferences(rawValue: missingName) else {
            throw CommandError("--missing: expected fail or skip, found \"\(missingName)\"", status: .badInput)
        }
        guard let junit else { return nil }
        let folder = (junit as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandError("--junit: cannot create the folder \(folder)", status: .badInput)
            }
        }
        try OutputLocation.check(junit)
        return { (result: SnapshotRunResult) throws(CommandError) in
            do throws(SnapshotError) {
                try JUnitReport(reports: result.reports, failures: result.failures, name: "cellshot \(command)",
                                missing: missing).write(to: junit)
            } catch {
                throw CommandError(error)
            }
        }
    }

    /// Whether the run plans every snapshot of its documents (no `--only`, `--shard` or `--states`), so that a
    /// reference it does not plan is stale.
    var plansEverySnapshot: Bool { onlyNames.isEmpty && shard == nil && stateNames.isEmpty }

    /// Whether every input is a folder: its documents are all planned, so a reference of none of them is stale.
    var inputsAreFolders: Bool {
        inputs.allSatisfy { input in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// What every snapshot draws instead of its document's: the list style, the width (or a device's) — not
    /// part of snapshots' names, unlike the matrix's axes.
    func overrides() throws(CommandError) -> RenderOptions {
        var options = RenderOptions()
        options.strictSymbols = teamOptions.strictSymbols
        options.appearance = try OptionValue.pick(listStyle, option: "list-style",
                                                  ListAppearance.allCases.map { ($0.rawValue, $0) })
        if let preset = try OptionValue.pick(device, option: "device", DevicePreset.all.map { ($0.name, $0) }) {
            options.width = preset.width
            if scaleTexts.isEmpty { options.scale = preset.scale }
        }
        if let width { options.width = width }
        return options
    }

    /// How images are compared.
    func comparison() throws(CommandError) -> ComparisonOptions {
        if let threshold, !(0...1).contains(threshold) {
            throw CommandError("--threshold: expected a number from 0 to 1, found \(formatPoints(threshold))", status: .badInput)
        }
        guard maxDiffPixels >= 0, (0...1).contains(maxDiffRatio) else {
            throw CommandError("--max-diff-pixels must be 0 or more and --max-diff-ratio from 0 to 1", status: .badInput)
        }
        return ComparisonOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing,
                                 maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    private func parsedShard() throws(CommandError) -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw CommandError("--shard: expected I/N with 1 ≤ I ≤ N (e.g. 2/4), found \(shard)", status: .badInput)
        }
        return (index, count)
    }

    private static func names<Value>(_ texts: [String], option: String,
                                     values: [(String, Value)]) throws(CommandError) -> [Value] {
        var result: [Value] = []
        for text in texts.flatMap({ $0.split(separator: ",").map(String.init) }) {
            guard let value = values.first(where: { $0.0 == text })?.1 else {
                throw CommandError("--\(option): unknown value \"\(text)\"; expected one of "
                                   + values.map(\.0).joined(separator: ", "), status: .badInput)
            }
            result.append(value)
        }
        return result
    }

    private static func scales(_ texts: [String]) throws(CommandError) -> [Double] {
        var scales: [Double] = []
        for text in texts.flatMap({ $0.split(separator: ",").map(String.init) }) {
            guard let scale = Double(text), (1...4).contains(scale) else {
                throw CommandError("--scale: expected scales from 1 to 4, found \"\(text)\"", status: .badInput)
            }
            scales.append(scale)
        }
        return scales
    }
}

extension CommandError {
    /// A document a run could not draw, as the run's errors are printed and annotated: at the document's
    /// line and column when known; status 2, or 3 when cellshot failed inside (a layout it could not solve).
    init(_ failure: DocumentFailure) {
        self.init(failure.description, status: failure.isInternal ? .internalError : .badInput,
                  location: SourceLocation(file: failure.document, line: failure.line, column: failure.column))
    }

    /// A snapshot run that could not run: status 2 (bad input) unless rendering failed inside.
    init(_ error: SnapshotError) {
        switch error {
        case .render(.document(let documentError)): self.init(documentError)
        case .render(let cellshotError): self.init(cellshotError.description, status: cellshotError.isBadInput ? .badInput : .internalError)
        case .io(let message): self.init(message, status: .badInput)
        case .document(let documentError): self.init(documentError)
        case .missingInput: self.init(error.description, status: .badInput)
        case .unknownSnapshot: self.init("--only: \(error.description)", status: .badInput)
        }
    }
}
