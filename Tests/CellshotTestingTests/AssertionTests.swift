@testable import CellshotAssertions
import CellshotRender
import Foundation
import Testing

/// `assertCellSnapshot` under Swift Testing: references beside the test file, failures as issues with
/// artifacts on disk, record modes, no churn.
@Suite("Snapshot assertions (Swift Testing)")
struct AssertionTests {
    // MARK: References beside the test file (committed under __Snapshots__/AssertionTests)

    @Test("A document matches its reference beside the test file")
    func matchesReference() throws {
        assertCellSnapshot(of: try AssertionFixtures.settings())
        let folder = (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/AssertionTests")
        #expect(FileManager.default.fileExists(atPath: folder + "/matchesReference.normal.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/matchesReference.normal.layout.json"))
    }

    @Test("Names: the test, the name, the traits and the state")
    func namedVariant() throws {
        assertCellSnapshot(of: try AssertionFixtures.settings(), states: [.normal, .selected],
                           traits: SnapshotVariant(style: .dark, scale: 2), named: "dark mode")
        let folder = (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/AssertionTests")
        for state in ["normal", "selected"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/namedVariant.dark-mode@dark@2x.\(state).png"))
        }
    }

    @Test("A template row, its values as a dictionary or as JSON text (the same row: one reference)")
    func templateRow() throws {
        let cells = try AssertionFixtures.cells()
        assertCellSnapshot(of: "badge", values: ["title": .string("Inbox"), "count": .number(3, text: "3")], in: cells)
        assertCellSnapshot(of: "badge", values: #"{ "title": "Inbox", "count": 3 }"#, in: cells)
    }

    // MARK: Failures

    @Test("A mismatch fails with the summary, the layout changes and artifacts on disk")
    func mismatch() throws {
        let scratch = AssertionScratch()
        scratch.record(try AssertionFixtures.settings())
        let failures = try scratch.capture { assertCellSnapshot(of: try AssertionFixtures.changed()) }
        try #require(failures.count == 1)
        let message = failures[0].message
        #expect(message.hasPrefix("Snapshot \"mismatch.normal\" does not match its reference: "))
        #expect(message.contains("pixels differ"))
        #expect(message.contains("reference \"\(scratch.reference("mismatch.normal.png"))\""))
        #expect(message.contains("sections[0].rows[0].views.text:"))
        #expect(message.contains("sections[0].rows[0].colors.text: #000000 → #FF383C"))
        for suffix in ["actual.png", "reference.png", "diff.png", "strip.png", "actual.layout.json"] {
            #expect(scratch.exists(scratch.artifact("mismatch.normal.\(suffix)")), "\(suffix)")
        }
        #expect(message.contains(scratch.artifact("mismatch.normal.strip.png")))
        #expect(Set(failures[0].attachments) == Set(["actual", "reference", "diff", "strip"].map {
            scratch.artifact("mismatch.normal.\($0).png")
        }))
        // The failure points at the assertion.
        #expect(failures[0].filePath == "\(#filePath)" && failures[0].fileID == "\(#fileID)")
        let strip = try PNGImage.read(path: scratch.artifact("mismatch.normal.strip.png"))
        let actual = try PNGImage.read(path: scratch.artifact("mismatch.normal.actual.png"))
        #expect(strip.width == 3 * actual.width + 16)
    }

    @Test("A failure is an issue of the running test, at the assertion's line")
    func issueRecorded() throws {
        let scratch = AssertionScratch()
        let changed = try AssertionFixtures.changed()
        scratch.record(try AssertionFixtures.settings())
        withKnownIssue {
            withCellSnapshotDirectories(references: scratch.references, artifacts: scratch.artifacts) {
                assertCellSnapshot(of: changed)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match its reference") }
                && issue.sourceLocation?.fileID == "\(#fileID)"
        }
    }

    @Test("A missing reference is recorded and still fails; the next run passes")
    func missingThenRecorded() throws {
        let scratch = AssertionScratch()
        let document = try AssertionFixtures.settings()
        let first = scratch.record(document)
        try #require(first.count == 1)
        #expect(first[0].message.hasPrefix("No reference was found on disk for \"missingThenRecorded.normal\"."))
        #expect(first[0].message.contains("open \"\(scratch.reference("missingThenRecorded.normal.png"))\""))
        #expect(first[0].message.contains("Recorded it (record: .missing)"))
        #expect(first[0].message.contains("re-run \"missingThenRecorded()\""))
        #expect(scratch.exists(scratch.reference("missingThenRecorded.normal.png")))
        #expect(scratch.exists(scratch.reference("missingThenRecorded.normal.layout.json")))
        #expect(scratch.capture { assertCellSnapshot(of: document) }.isEmpty)
    }

    @Test("Swift Testing sees the missing reference as an issue too")
    func missingIsIssue() throws {
        let scratch = AssertionScratch()
        let document = try AssertionFixtures.settings()
        withKnownIssue {
            withCellSnapshotDirectories(references: scratch.references, artifacts: scratch.artifacts) {
                assertCellSnapshot(of: document, record: .missing)
            }
        }
        #expect(scratch.exists(scratch.reference("missingIsIssue.normal.png")))
    }

    @Test("No churn: a reference whose pixels match is not rewritten, even in record mode all")
    func noChurn() throws {
        let scratch = AssertionScratch()
        let document = try AssertionFixtures.settings()
        scratch.record(document)
        // Other bytes, the same pixels (a text chunk): as an older encoder might have written it.
        let reference = scratch.reference("noChurn.normal.png")
        try PNGImage.write(try PNGImage.read(path: reference), to: reference, textChunks: [("Comment", "old encoder")])
        let before = scratch.contents(reference)
        let modified = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
        for mode in RecordMode.allCases {
            #expect(scratch.capture { assertCellSnapshot(of: document, record: mode) }.isEmpty, "\(mode)")
        }
        #expect(scratch.contents(reference) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date == modified)
    }

    @Test("Record mode all replaces a changed reference and fails; the next run passes")
    func recordAll() throws {
        let scratch = AssertionScratch()
        scratch.record(try AssertionFixtures.settings())
        let reference = scratch.reference("recordAll.normal.png")
        let old = scratch.contents(reference)
        let changed = try AssertionFixtures.changed()
        let failures = scratch.capture { assertCellSnapshot(of: changed, record: .all) }
        try #require(failures.count == 1)
        #expect(failures[0].message.contains("Recorded the new image as the reference (record: .all)"))
        #expect(scratch.contents(reference) != old)
        #expect(scratch.exists(scratch.artifact("recordAll.normal.diff.png")))
        #expect(scratch.capture { assertCellSnapshot(of: changed) }.isEmpty)
        // A passing snapshot removes the artifacts of its earlier failure.
        #expect(!scratch.exists(scratch.artifact("recordAll.normal.diff.png")))
    }

    @Test("Record mode failed replaces a changed reference but leaves a missing one missing")
    func recordFailed() throws {
        let scratch = AssertionScratch()
        let settings = try AssertionFixtures.settings(), changed = try AssertionFixtures.changed()
        let missing = scratch.capture { assertCellSnapshot(of: settings, record: .failed) }
        try #require(missing.count == 1)
        #expect(missing[0].message.contains("record: .failed does not record missing references"))
        #expect(!scratch.exists(scratch.reference("recordFailed.normal.png")))
        scratch.record(settings)
        #expect(scratch.capture { assertCellSnapshot(of: changed, record: .failed) }.count == 1)
        #expect(scratch.capture { assertCellSnapshot(of: changed) }.isEmpty)
    }

    @Test("Record mode missing leaves a changed reference alone")
    func recordMissing() throws {
        let scratch = AssertionScratch()
        scratch.record(try AssertionFixtures.settings())
        let reference = scratch.reference("recordMissing.normal.png")
        let old = scratch.contents(reference)
        let failures = try scratch.capture { assertCellSnapshot(of: try AssertionFixtures.changed(), record: .missing) }
        #expect(failures.count == 1 && !failures[0].message.contains("Recorded"))
        #expect(scratch.contents(reference) == old)
    }

    @Test("One failure per failing state; a tolerance lets a small difference pass")
    func statesAndTolerance() throws {
        let scratch = AssertionScratch()
        let settings = try AssertionFixtures.settings(), changed = try AssertionFixtures.changed()
        let recorded = scratch.record(settings, states: [.normal, .disabled])
        #expect(recorded.count == 2)
        #expect(scratch.capture { assertCellSnapshot(of: changed, states: [.normal, .disabled]) }.count == 2)
        let tolerant = ComparisonOptions(maxDiffRatio: 0.5)
        #expect(scratch.capture {
            assertCellSnapshot(of: changed, states: [.normal, .disabled], comparison: tolerant)
        }.isEmpty)
    }

    @Test("Template rows: an unknown template, a missing value, values that are not an object")
    func templateMistakes() throws {
        let scratch = AssertionScratch()
        let cells = try AssertionFixtures.cells()
        let unknown = scratch.capture { assertCellSnapshot(of: "badges", values: [:], in: cells) }
        #expect(unknown.map(\.message) == [#"the document has no template "badges"; it has "badge""#])
        let missing = scratch.capture { assertCellSnapshot(of: "badge", values: ["title": .string("Inbox")], in: cells) }
        try #require(missing.count == 1)
        #expect(missing[0].message.contains("\"$count\""))
        let array = scratch.capture { assertCellSnapshot(of: "badge", values: "[1]", in: cells) }
        #expect(array.map(\.message) == ["values: expected a JSON object of the row's values, found an array"])
        let broken = scratch.capture { assertCellSnapshot(of: "badge", values: "{ title: 1 }", in: cells) }
        #expect(broken.count == 1 && broken[0].message.hasPrefix("values: "))
        #expect(!scratch.exists(scratch.references))
    }

    // MARK: Settings

    @Test("CELLSHOT_RECORD: missing, all, failed, never; 1 and 0; anything else is a failure")
    func recordVariable() {
        func mode(_ value: String?) -> Result<RecordMode?, AssertionMessage> {
            RecordSetting.resolve(nil, environment: value.map { ["CELLSHOT_RECORD": $0] } ?? [:]).map(\.mode)
        }
        #expect(mode(nil) == .success(.missing))
        #expect(mode("") == .success(.missing))
        #expect(mode("1") == .success(.missing))
        #expect(mode("ALL") == .success(.all))
        #expect(mode("failed") == .success(.failed))
        #expect(mode("never") == .success(nil))
        #expect(mode("0") == .success(nil))
        #expect(mode("yes") == .failure(AssertionMessage(
            "CELLSHOT_RECORD=yes names no record mode: expected missing, all, failed or never (1 is missing, 0 never)")))
        let parameter = RecordSetting.resolve(.failed, environment: ["CELLSHOT_RECORD": "yes"])
        #expect(parameter == .success(RecordSetting(mode: .failed, source: "record: .failed")))
    }

    @Test("Locations: __Snapshots__ beside the file; artifacts under CELLSHOT_ARTIFACTS or the package's .build")
    func locations() {
        let plain = SnapshotLocation(filePath: "/repo/Tests/AppTests/SettingsTests.swift", function: "testWiFi()",
                                     name: nil, environment: [:])
        #expect(plain.references == "/repo/Tests/AppTests/__Snapshots__/SettingsTests")
        #expect(plain.baseName == "testWiFi")
        let named = SnapshotLocation(filePath: "/repo/Tests/AppTests/SettingsTests.swift",
                                     function: "render(state:)", name: "dark mode, RTL", environment: [:])
        #expect(named.baseName == "render-state.dark-mode-RTL")
        let relative = SnapshotLocation(filePath: "/repo/Tests/AppTests/SettingsTests.swift", function: "f()", name: nil,
                                        environment: ["CELLSHOT_ARTIFACTS": "out/artifacts"], currentDirectory: "/ci")
        #expect(relative.artifacts == "/ci/out/artifacts/SettingsTests")
        let package = SnapshotLocation(filePath: "\(#filePath)", function: "f()", name: nil, environment: [:])
        let root = ((("\(#filePath)" as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            as NSString).deletingLastPathComponent
        #expect(package.artifacts == root + "/.build/cellshot-artifacts/AssertionTests")
        let outside = SnapshotLocation(filePath: "/nowhere/XTests.swift", function: "f()", name: nil, environment: [:])
        #expect(outside.artifacts.hasSuffix("/cellshot-artifacts/XTests"))
        #expect(SnapshotLocation.sanitized("  --ok__ñ()  ") == "ok__ñ")
    }
}
