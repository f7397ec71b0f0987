import CellshotAssertions
import Foundation
import XCTest

/// `assertCellSnapshot` under XCTest: the same assertions report through `XCTFail`.
///
/// XCTest on Linux has no `XCTExpectFailure`, so the tests of failures capture them: with
/// ``captureSnapshotFailures(_:)`` for their text, and through this case's `recordFailure` override
/// (``expectingFailures(_:)``) to see that an uncaptured failure really reaches XCTest.
final class AssertionXCTests: XCTestCase {
    /// XCTest failures recorded while ``expectingFailures(_:)`` runs, instead of failing the test.
    private var expected: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected isExpected: Bool) {
        if expected != nil {
            expected?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: isExpected)
        }
    }

    /// The XCTest failures `body` records (the test does not fail because of them).
    private func expectingFailures(_ body: () throws -> Void) rethrows -> [(description: String, file: String, line: Int)] {
        expected = []
        defer { expected = nil }
        try body()
        return expected ?? []
    }

    func testMatchesReference() throws {
        // __Snapshots__/AssertionXCTests/testMatchesReference.normal.png, committed.
        assertCellSnapshot(of: try AssertionFixtures.settings())
    }

    func testMismatchFailsThroughXCTestWithArtifacts() throws {
        let scratch = AssertionScratch()
        scratch.record(try AssertionFixtures.settings())
        let changed = try AssertionFixtures.changed()
        let line = #line + 3
        let failures = expectingFailures {
            withCellSnapshotDirectories(references: scratch.references, artifacts: scratch.artifacts) {
                assertCellSnapshot(of: changed)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, "\(#filePath)")
        XCTAssertEqual(failures.first?.line, line)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains(
            "Snapshot \"testMismatchFailsThroughXCTestWithArtifacts.normal\" does not match its reference"), description)
        XCTAssertTrue(description.contains("Layout changes:"), description)
        for suffix in ["actual.png", "diff.png", "strip.png"] {
            let artifact = scratch.artifact("testMismatchFailsThroughXCTestWithArtifacts.normal.\(suffix)")
            XCTAssertTrue(scratch.exists(artifact), artifact)
            XCTAssertTrue(description.contains(artifact), artifact)
        }
    }

    func testMissingReferenceIsRecordedAndStillFails() throws {
        let scratch = AssertionScratch()
        let document = try AssertionFixtures.settings()
        let failures = expectingFailures {
            withCellSnapshotDirectories(references: scratch.references, artifacts: scratch.artifacts) {
                assertCellSnapshot(of: document, record: .missing)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("No reference was found on disk") ?? false)
        XCTAssertTrue(failures.first?.description.contains("re-run \"testMissingReferenceIsRecordedAndStillFails()\"")
                      ?? false)
        XCTAssertTrue(scratch.exists(scratch.reference("testMissingReferenceIsRecordedAndStillFails.normal.png")))
        XCTAssertEqual(scratch.capture { assertCellSnapshot(of: document) }, [])
    }

    func testRecordModesWithoutChurn() throws {
        let scratch = AssertionScratch()
        let settings = try AssertionFixtures.settings(), changed = try AssertionFixtures.changed()
        scratch.record(settings)
        let reference = scratch.reference("testRecordModesWithoutChurn.normal.png")
        let recorded = scratch.contents(reference)
        for mode in RecordMode.allCases {
            XCTAssertEqual(scratch.capture { assertCellSnapshot(of: settings, record: mode) }, [], "\(mode)")
        }
        XCTAssertEqual(scratch.contents(reference), recorded)
        XCTAssertEqual(scratch.capture { assertCellSnapshot(of: changed, record: .missing) }.count, 1)
        XCTAssertEqual(scratch.contents(reference), recorded)
        XCTAssertEqual(scratch.capture { assertCellSnapshot(of: changed, record: .failed) }.count, 1)
        XCTAssertNotEqual(scratch.contents(reference), recorded)
        XCTAssertEqual(scratch.capture { assertCellSnapshot(of: changed) }, [])
    }
}
