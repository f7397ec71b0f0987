import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// A failure ``assertCellSnapshot(of:states:traits:named:record:comparison:fileID:filePath:function:line:column:)``
/// reported, where it was asserted.
public struct SnapshotFailure: Sendable, Hashable, CustomStringConvertible {
    /// What failed, and what to do about it (the text the test framework shows).
    public var message: String
    /// The test file's ID (`#fileID`).
    public var fileID: String
    /// The test file's path (`#filePath`).
    public var filePath: String
    /// The assertion's line.
    public var line: UInt
    /// The assertion's column.
    public var column: UInt
    /// The images that go with the failure (the strip, the diff, the actual image, a recorded
    /// reference); under Swift Testing they are also attached to the issue.
    public var attachments: [String] = []

    /// `file:line: message`.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// Runs `body` and returns the failures the snapshot assertions in it report, instead of reporting them
/// to XCTest or Swift Testing.
///
/// For tests of expected failures — a snapshot that must not match, a reference that must be recorded —
/// and of helpers built on the assertions. It works in both frameworks (XCTest on Linux has no
/// `XCTExpectFailure`). Captures nest: the innermost one takes the failures. Only the calling task's
/// assertions are captured; tests running in parallel are not.
///
/// ```swift
/// let failures = captureSnapshotFailures {
///     assertCellSnapshot(of: changedDocument)
/// }
/// XCTAssertEqual(failures.count, 1)
/// XCTAssertTrue(failures[0].message.contains("does not match its reference"))
/// ```
public func captureSnapshotFailures(_ body: () throws -> Void) rethrows -> [SnapshotFailure] {
    let sink = FailureSink()
    try FailureSink.$current.withValue(sink) { try body() }
    return sink.failures
}

/// The failures of a ``captureSnapshotFailures(_:)`` in progress.
final class FailureSink: @unchecked Sendable {
    /// The innermost capture of the current task, if any.
    @TaskLocal static var current: FailureSink?

    private let lock = NSLock()
    private var captured: [SnapshotFailure] = []

    /// The failures captured so far.
    var failures: [SnapshotFailure] {
        lock.lock()
        defer { lock.unlock() }
        return captured
    }

    func append(_ failure: SnapshotFailure) {
        lock.lock()
        captured.append(failure)
        lock.unlock()
    }
}

extension SnapshotFailure {
    /// Reports the failure: to the current capture, else to Swift Testing when a Swift Testing test is
    /// running (`Test.current`), else to XCTest.
    /// - Parameter file: ``filePath`` as XCTest takes it.
    func report(file: StaticString) {
        if let sink = FailureSink.current {
            sink.append(self)
            return
        }
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            for path in attachments {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent, sourceLocation: location)
            }
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: file, line: line)
        #else
        fatalError("\(description) (neither XCTest nor Swift Testing is available to report it)")
        #endif
    }
}
