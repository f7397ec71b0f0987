import CellshotUIKitAssertions
import Foundation
import XCTest

/// `assertPreviewSnapshots(in:)` under XCTest: the same previews (PreviewTests' fixtures) against references of
/// their own, and a failure that reaches XCTest at the assertion's line.
final class PreviewXCTests: XCTestCase {
    /// XCTest failures recorded while ``expectingFailures(_:)`` runs, instead of failing the test.
    private var expected: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected isExpected: Bool) {
        if expected != nil {
            expected?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: isExpected)
        }
    }

    func testPreviews() async {
        // __Snapshots__/PreviewXCTests/testPreviews.<file>-<preview>.normal.png, committed.
        await MainActor.run { assertPreviewSnapshots(in: "PreviewFixtures") }
    }

    func testUnsupportedPreviewFailsThroughXCTest() async {
        expected = []
        let line = #line + 1
        await MainActor.run { assertPreviewSnapshots(in: "PreviewUnsupported") }
        let failures = expected ?? []
        expected = nil
        XCTAssertEqual(failures.map(\.line), [line])
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("Cannot draw the preview “Badge” (PreviewUnsupported/Badge.swift:5): it holds "
                                           + "no table view, collection view or cell"), description)
    }
}
