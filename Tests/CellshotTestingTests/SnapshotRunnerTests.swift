import Cellshot
import CellshotModel
import CellshotRender
@testable import CellshotTesting
import Foundation
import Testing

/// Planning, naming, sharding, verifying and recording snapshots.
@Suite("Snapshot runs", .serialized)
struct SnapshotRunnerTests {
    /// A scratch folder with a document in it, removed afterwards.
    final class Scratch {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-snap-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
        func write(_ text: String, to name: String) throws -> String {
            try FileManager.default.createDirectory(atPath: (file(name) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
            return file(name)
        }
    }

    static let document = #"{ "states": ["normal", "selected"], "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#

    @Test("Names follow the matrix's axes in a fixed order; folders are searched and keep their subfolders")
    func naming() throws {
        let scratch = try Scratch()
        _ = try scratch.write(Self.document, to: "docs/settings.json")
        _ = try scratch.write(#"{ "sections": [] }"#, to: "docs/more/empty.yaml")
        _ = try scratch.write("not a document", to: "docs/notes.txt")
        let matrix = SnapshotMatrix(styles: [.dark], contentSizes: [.accessibilityExtraLarge], directions: [.rightToLeft],
                                    scales: [3])
        let plan = try SnapshotPlan(inputs: [scratch.file("docs")], matrix: matrix)
        #expect(plan.items.map(\.name) == ["more/empty@dark+AX3+rtl@3x.normal",
                                           "settings@dark+AX3+rtl@3x.normal", "settings@dark+AX3+rtl@3x.selected"])
        let plain = try SnapshotPlan(inputs: [scratch.file("docs/settings.json")], states: [.disabled])
        #expect(plain.items.map(\.name) == ["settings.disabled"])
        let combinations = SnapshotMatrix(styles: [.light, .dark], scales: [2, 3]).variants.map(\.nameSuffix)
        #expect(combinations == ["@light@2x", "@light@3x", "@dark@2x", "@dark@3x"])
    }

    @Test("Shards split a suite without overlap and cover it")
    func sharding() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.document, to: "list.json")
        let matrix = SnapshotMatrix(styles: [.light, .dark], scales: [1, 2])
        let all = try SnapshotPlan(inputs: [path], matrix: matrix).items.map(\.name)
        let shards = try (1...3).map { try SnapshotPlan(inputs: [path], matrix: matrix, shard: ($0, 3)).items.map(\.name) }
        #expect(all.count == 8)
        #expect(shards.map(\.count) == [3, 3, 2])
        #expect(Set(shards.flatMap { $0 }) == Set(all) && shards.flatMap { $0 }.count == all.count)
    }

    @Test("Verify: a missing reference fails and is never written; record writes it; then verify passes")
    func verifyAndRecord() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.document, to: "list.json")
        let snapshots = scratch.file("refs")
        let runner = try SnapshotRunner(snapshots: snapshots)
        let plan = try SnapshotPlan(inputs: [path])
        let missing = try runner.verify(plan)
        #expect(missing.allSatisfy { if case .missing = $0.outcome { true } else { false } })
        #expect(!FileManager.default.fileExists(atPath: snapshots))
        let recorded = try runner.record(plan, mode: .missing)
        #expect(recorded.allSatisfy { if case .recorded = $0.outcome { true } else { false } })
        #expect(FileManager.default.fileExists(atPath: scratch.file("refs/list.selected.png")))
        #expect(FileManager.default.fileExists(atPath: scratch.file("refs/list.selected.layout.json")))
        #expect(try runner.verify(plan).allSatisfy { if case .passed = $0.outcome { true } else { false } })
    }

    @Test("Record modes; a reference whose pixels did not change is not rewritten (no churn)")
    func recordModes() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.document, to: "list.json")
        let snapshots = scratch.file("refs")
        let runner = try SnapshotRunner(snapshots: snapshots)
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        let reference = scratch.file("refs/list.normal.png")
        let written = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let again = try runner.record(plan, mode: .all)
        #expect(again.allSatisfy { if case .unchanged = $0.outcome { true } else { false } })
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date == written)
        // The document changes: `missing` leaves the references alone, `failed` rewrites them.
        _ = try scratch.write(#"{ "states": ["normal", "selected"], "sections": [ { "rows": [ { "text": "Bye" } ] } ] }"#,
                              to: "list.json")
        #expect(try runner.record(plan, mode: .missing).allSatisfy { if case .unchanged = $0.outcome { true } else { false } })
        let failed = try runner.verify(plan)
        #expect(failed.allSatisfy { if case .failed = $0.outcome { true } else { false } })
        #expect(try runner.record(plan, mode: .failed).allSatisfy { if case .recorded = $0.outcome { true } else { false } })
        #expect(try runner.verify(plan).allSatisfy { if case .passed = $0.outcome { true } else { false } })
    }

    @Test("A failure says what moved and what changed colour, from the reference's layout sidecar")
    func semanticDiff() throws {
        let scratch = try Scratch()
        let path = try scratch.write(#"{ "sections": [ { "rows": [ { "text": "Hello", "accessories": ["disclosureIndicator"] } ] } ] }"#,
                                     to: "list.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        _ = try scratch.write(#"""
            { "sections": [ { "rows": [ { "text": "Hello", "height": 60, "textProperties": { "color": "systemRed" },
                                          "accessories": ["disclosureIndicator"] } ] } ] }
            """#, to: "list.json")
        let report = try #require(try runner.verify(plan).first)
        guard case let .failed(_, changes) = report.outcome else {
            Issue.record("expected a failure, got \(report.outcome)")
            return
        }
        // Once per row: the cell and content view that only follow its frame are not repeated.
        #expect(changes.contains("sections[0].rows[0]: 8 pt taller"))
        #expect(!changes.contains { $0.contains("views.cell") || $0.contains("views.content") || $0.contains(".frame") })
        #expect(changes.contains("sections[0].rows[0].views.text: moved 4 pt down"))
        #expect(changes.contains("sections[0].rows[0].colors.text: #000000 → #FF383C"))
    }

    @Test("A reference recorded in another look says so first, in words")
    func lookChange() throws {
        let scratch = try Scratch()
        let path = try scratch.write(#"{ "look": "ios18", "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#,
                                     to: "list.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        #expect(Provenance.read(path: plan.items[0].referencePath(in: scratch.file("refs")))["cellshot:look"] == "ios18")
        _ = try scratch.write(#"{ "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#, to: "list.json")
        let report = try #require(try runner.verify(plan).first)
        guard case let .failed(_, changes) = report.outcome else {
            Issue.record("expected a failure, got \(report.outcome)")
            return
        }
        #expect(changes.first == "recorded with the ios18 look, rendering ios26 (verify with --look ios18, or record again)")
    }

    @Test("A reference drawn with other fonts says which, in words")
    func fontChange() {
        let changes = Provenance.changes(from: ["cellshot:fonts": "Inter-Regular.otf,NotoColorEmoji.ttf"],
                                         to: [("cellshot:fonts", "Inter-Regular.otf,NotoColorEmoji.ttf,SF-Pro-Text-Regular.otf")])
        #expect(changes == ["drawn with other fonts: now also SF-Pro-Text-Regular.otf (--fonts, CELLSHOT_FONTS)"])
        let removed = Provenance.changes(from: ["cellshot:fonts": "A.otf,B.otf"], to: [("cellshot:fonts", "A.otf")])
        #expect(removed == ["drawn with other fonts: the reference also had B.otf (--fonts, CELLSHOT_FONTS)"])
        let versions = Provenance.changes(from: ["cellshot:fonts": "A.otf", "cellshot:font-files": "fnv1a64:1",
                                                 "cellshot:libraries": "cairo 1.16.0"],
                                          to: [("cellshot:fonts", "A.otf"), ("cellshot:font-files", "fnv1a64:2"),
                                               ("cellshot:libraries", "cairo 1.18.0")])
        #expect(versions == ["drawn with other font files: the same names, other versions (another machine or container "
                                + "image; record references with the container image CI uses)",
                             "drawn with other libraries: cairo 1.16.0 → cairo 1.18.0 (record references with the container "
                                + "image CI uses)"])
    }

    @Test("--look is an axis of the matrix: each look its own snapshot, named after it")
    func lookAxis() throws {
        let matrix = SnapshotMatrix(looks: [.ios26, .ios18], styles: [.dark])
        #expect(matrix.variants.map(\.nameSuffix) == ["@ios26@dark", "@ios18@dark"])
    }

    @Test("Regions the document masks are not compared")
    func masks() throws {
        let scratch = try Scratch()
        // The second row's text (a clock) is masked: y 44…88 at the list's width.
        func document(clock: String, title: String) -> String {
            #"{ "scale": 1, "masks": [ { "x": 0, "y": 44, "width": 393, "height": 44 } ], "#
                + #""sections": [ { "rows": [ { "text": "\#(title)" }, { "text": "\#(clock)" } ] } ] }"#
        }
        let path = try scratch.write(document(clock: "09:41", title: "Alarm"), to: "list.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        _ = try scratch.write(document(clock: "10:15", title: "Alarm"), to: "list.json")
        #expect(try runner.verify(plan).allSatisfy { if case .passed = $0.outcome { true } else { false } })
        _ = try scratch.write(document(clock: "10:15", title: "Alarms"), to: "list.json")
        #expect(try runner.verify(plan).allSatisfy { if case .failed = $0.outcome { true } else { false } })
    }

    @Test("Parallel runs give the same reports and references as one thread")
    func parallel() throws {
        let scratch = try Scratch()
        var inputs: [String] = []
        for index in 0..<5 {
            inputs.append(try scratch.write(#"{ "states": ["normal", "selected"], "sections": [ { "rows": [ { "text": "Row \#(index)" } ] } ] }"#,
                                            to: "doc\(index).json"))
        }
        let plan = try SnapshotPlan(inputs: inputs, matrix: SnapshotMatrix(styles: [.light, .dark]))
        let one = try ParallelSnapshotRun(snapshots: scratch.file("one"), jobs: 1).record(plan, mode: .missing)
        let three = try ParallelSnapshotRun(snapshots: scratch.file("three"), jobs: 3).record(plan, mode: .missing)
        #expect(one.map(\.item.name) == plan.items.map(\.name) && three.map(\.item.name) == plan.items.map(\.name))
        for item in plan.items {
            #expect(FileManager.default.contentsEqual(atPath: item.referencePath(in: scratch.file("one")),
                                                      andPath: item.referencePath(in: scratch.file("three"))))
        }
        let verified = try ParallelSnapshotRun(snapshots: scratch.file("one"), jobs: 2).verify(plan)
        #expect(verified.count == 20 && verified.allSatisfy { if case .passed = $0.outcome { true } else { false } })
        // Whole documents per worker, balanced.
        let shares = ParallelSnapshotRun.shares(of: plan.items, jobs: 2)
        #expect(shares.map(\.count).sorted() == [8, 12])
    }

    @Test("References carry their provenance; a failure says the document changed before what moved")
    func provenance() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.document, to: "list.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path], states: [.normal])
        _ = try runner.record(plan, mode: .missing)
        let chunks = Provenance.read(path: scratch.file("refs/list.normal.png"))
        #expect(chunks["cellshot:version"] == CellshotVersion.current)
        #expect(chunks["cellshot:state"] == "normal" && chunks["cellshot:traits"] == "document")
        // The libraries and the font files' fingerprint: a reference drawn in another container image says so.
        #expect(chunks["cellshot:libraries"]?.hasPrefix("cairo 1.") == true && chunks["cellshot:libraries"]?.contains(", librsvg 2.") == true)
        #expect(chunks["cellshot:font-files"] == RenderingLibraries.fingerprint(ofFonts: FontCatalog.defaultFiles))
        #expect(chunks["cellshot:symbols"] == "bootstrap-icons" && chunks["cellshot:look"] == "ios26")
        #expect(chunks["cellshot:fonts"]?.hasPrefix("Inter-Thin.otf,") == true)
        let before = try #require(chunks["cellshot:document"])
        _ = try scratch.write(#"{ "states": ["normal"], "sections": [ { "rows": [ { "text": "Changed" } ] } ] }"#, to: "list.json")
        let report = try #require(try runner.verify(plan).first)
        guard case let .failed(_, changes) = report.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(changes.first?.hasPrefix("cellshot:document: \(before) → fnv1a64:") == true, "\(changes)")
    }

    @Test("A folder without documents is an error, not an empty run that passes")
    func emptyFolder() throws {
        let scratch = try Scratch()
        _ = try scratch.write("notes", to: "docs/readme.txt")
        #expect(throws: SnapshotError.self) { try SnapshotPlan(inputs: [scratch.file("docs")]) }
    }

    @Test("Two documents that would share snapshot names are refused")
    func duplicateNames() throws {
        let scratch = try Scratch()
        let json = try scratch.write(Self.document, to: "a.json")
        let yaml = try scratch.write("sections: []\n", to: "a.yaml")
        #expect(throws: SnapshotError.self) { try SnapshotPlan(inputs: [json, yaml]) }
    }

    @Test("A reference that is not a PNG fails its snapshot, not the run, and recording replaces it")
    func unreadableReference() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.document, to: "list.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        _ = try scratch.write("version https://git-lfs.github.com/spec/v1\n", to: "refs/list.normal.png")
        let reports = try runner.verify(plan)
        guard case let .failed(result, _) = reports[0].outcome else {
            Issue.record("expected a failure, got \(reports[0].outcome)")
            return
        }
        #expect(result.summary.hasPrefix("the reference cannot be read"))
        if case .passed = reports[1].outcome {} else { Issue.record("the other snapshot should pass") }
        _ = try runner.record(plan, mode: .failed)
        #expect(try runner.verify(plan).allSatisfy { if case .passed = $0.outcome { true } else { false } })
    }

    @Test("Masks are measured from the leading edge: they follow their content right to left")
    func masksRightToLeft() throws {
        let scratch = try Scratch()
        // The valueCell's trailing "10:41" sits at the right (LTR) or the left (RTL); the mask covers it both ways.
        func document(time: String) -> String {
            #"{ "scale": 1, "traits": { "direction": "rtl" }, "masks": [ { "x": 250, "y": 0, "width": 143, "height": 44 } ], "#
                + #""sections": [ { "rows": [ { "style": "valueCell", "text": "Clock", "secondaryText": "\#(time)" } ] } ] }"#
        }
        let path = try scratch.write(document(time: "10:41"), to: "clock.json")
        let runner = try SnapshotRunner(snapshots: scratch.file("refs"))
        let plan = try SnapshotPlan(inputs: [path])
        _ = try runner.record(plan, mode: .missing)
        _ = try scratch.write(document(time: "11:52"), to: "clock.json")
        #expect(try runner.verify(plan).allSatisfy { if case .passed = $0.outcome { true } else { false } })
    }
}
