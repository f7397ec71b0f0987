import CellshotModel
import CellshotTesting
import Foundation

/// Asserts that a list document looks as it did: each state is drawn and compared with its reference
/// image next to the test file, as swift-snapshot-testing's `assertSnapshot` does.
///
/// ```swift
/// import CellshotAssertions
/// import Testing
///
/// @Test func settings() throws {
///     let document = try ListDocument.load(contentsOf: "Fixtures/settings.json")
///     assertCellSnapshot(of: document, states: [.normal, .selected], traits: SnapshotVariant(style: .dark))
/// }
/// ```
///
/// The references of that test are `__Snapshots__/SettingsTests/settings@dark.normal.png` and
/// `settings@dark.selected.png` beside `SettingsTests.swift`, each with its layout sidecar
/// (`….layout.json`: the frames and colours it was drawn with). A name is
/// `<test>[.<name>]<traits>.<state>.png`; give each assertion of a test a different `named:` when
/// two would draw the same traits and state.
///
/// **Failures** are reported with `Issue.record` in a Swift Testing test and `XCTFail` in XCTest, at
/// the assertion's line, one per failing state; ``captureSnapshotFailures(_:)`` collects them instead.
/// A mismatch's message gives the comparison's summary, the layout changes ("…views.text: moved 1 pt
/// down", "…colors.text: #000000 → #FFFFFF") and the artifacts written to disk: the actual image,
/// the reference, the diff and a reference | diff | actual strip, under `CELLSHOT_ARTIFACTS` (absolute,
/// or relative to the current directory) or else the package's `.build/cellshot-artifacts`, in a folder
/// named after the test file. A snapshot that passes removes its artifacts of an earlier failure.
///
/// **Recording**: `record`, else `CELLSHOT_RECORD`, else `missing`:
///
/// | mode | a missing reference | a reference whose pixels changed |
/// |---|---|---|
/// | `missing` (`CELLSHOT_RECORD=1`) | recorded | left as it is |
/// | `all` | recorded | recorded |
/// | `failed` | left missing | recorded |
/// | `never` (`CELLSHOT_RECORD=0`; environment only) | left missing | left as it is |
///
/// Either way the assertion **fails**: a test passes only against a reference that existed before it
/// ran ("recorded; re-run"). A reference whose pixels match is never rewritten (no churn), whatever
/// the mode.
///
/// - Parameters:
///   - document: the list to draw (its width, scale, appearance, masks and rows).
///   - states: the states to draw, one reference each; the document's `states` when `nil`.
///   - traits: the interface style, Dynamic Type size, direction and scale to draw in instead of the
///     document's; each one set is part of the references' names (`@dark+AX3+rtl@3x`).
///   - name: distinguishes the assertions of one test (`settings.compact.normal.png`).
///   - record: which references to write; `CELLSHOT_RECORD`'s when `nil`.
///   - comparison: how images are compared; exact by default (cellshot draws the same bytes everywhere).
///   - fileID: the test file's ID, for Swift Testing.
///   - filePath: the test file: its references are in `__Snapshots__/<file name>` beside it.
///   - function: the test, which names its references.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertCellSnapshot(
    of document: ListDocument,
    states: [CellState]? = nil,
    traits: SnapshotVariant = .init(),
    named name: String? = nil,
    record: RecordMode? = nil,
    comparison: ComparisonOptions = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = AssertionCall(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    call.report(call.run(document, states: states, traits: traits, name: name, record: record, comparison: comparison))
}

/// Asserts that one row drawn by a document's template looks as it did: the document's look and
/// templates with a single row, `{ "template": template, "values": values }`.
///
/// ```swift
/// let cells = try ListDocument.load(contentsOf: "Fixtures/cells.json")   // its templates, its look
/// assertCellSnapshot(of: "item", values: ["title": .string("Inbox"), "hasNew": .bool(true)], in: cells,
///                    named: "unread")
/// ```
///
/// A value missing or of the wrong type is a failure naming it. See
/// ``assertCellSnapshot(of:states:traits:named:record:comparison:fileID:filePath:function:line:column:)``
/// for names, records and failures; the overload whose `values` is a `String` takes them as JSON text.
///
/// - Parameters:
///   - template: the name of one of the document's templates.
///   - values: the row's values: its placeholders' values and its custom states.
///   - document: the document whose templates, width, scale, appearance and states are used (its rows
///     are not drawn).
///   - states: the states to draw, one reference each; the document's `states` when `nil`.
///   - traits: the trait combination to draw in instead of the document's.
///   - name: distinguishes the assertions of one test.
///   - record: which references to write; `CELLSHOT_RECORD`'s when `nil`.
///   - comparison: how images are compared.
///   - fileID: the test file's ID.
///   - filePath: the test file.
///   - function: the test.
///   - line: the assertion's line.
///   - column: the assertion's column.
public func assertCellSnapshot(
    of template: String,
    values: [String: JSONValue],
    in document: ListDocument,
    states: [CellState]? = nil,
    traits: SnapshotVariant = .init(),
    named name: String? = nil,
    record: RecordMode? = nil,
    comparison: ComparisonOptions = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = AssertionCall(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    switch TemplateRow(template: template, values: values).document(from: document) {
    case .success(let row):
        call.report(call.run(row, states: states, traits: traits, name: name, record: record, comparison: comparison))
    case .failure(let message):
        call.report([message])
    }
}

/// Asserts that one row drawn by a document's template looks as it did, its values written as a JSON
/// object.
///
/// ```swift
/// assertCellSnapshot(of: "item", values: #"{ "title": "Inbox", "count": 3, "hasNew": true }"#, in: cells)
/// ```
///
/// Text that is not a JSON object is a failure quoting the parser's message. Otherwise as the overload
/// whose `values` are a dictionary of ``JSONValue``.
///
/// - Parameters:
///   - template: the name of one of the document's templates.
///   - values: a JSON object: the row's values.
///   - document: the document whose templates and look are used.
///   - states: the states to draw; the document's `states` when `nil`.
///   - traits: the trait combination to draw in.
///   - name: distinguishes the assertions of one test.
///   - record: which references to write; `CELLSHOT_RECORD`'s when `nil`.
///   - comparison: how images are compared.
///   - fileID: the test file's ID.
///   - filePath: the test file.
///   - function: the test.
///   - line: the assertion's line.
///   - column: the assertion's column.
public func assertCellSnapshot(
    of template: String,
    values: String,
    in document: ListDocument,
    states: [CellState]? = nil,
    traits: SnapshotVariant = .init(),
    named name: String? = nil,
    record: RecordMode? = nil,
    comparison: ComparisonOptions = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = AssertionCall(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    switch TemplateRow.values(json: values).flatMap({ TemplateRow(template: template, values: $0).document(from: document) }) {
    case .success(let row):
        call.report(call.run(row, states: states, traits: traits, name: name, record: record, comparison: comparison))
    case .failure(let message):
        call.report([message])
    }
}

/// Where an assertion was called, and its run; `package` so that the UIKit assertions
/// (`CellshotUIKitAssertions`) run and report theirs the same way.
package struct AssertionCall {
    let fileID: StaticString
    let filePath: StaticString
    let function: String
    let line: UInt
    let column: UInt

    /// The call's place, from the assertion's defaulted arguments.
    package init(fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.function = function
        self.line = line
        self.column = column
    }

    /// The failures of asserting a document's snapshots.
    package func run(_ document: ListDocument, states: [CellState]?, traits: SnapshotVariant, name: String?,
             record: RecordMode?, comparison: ComparisonOptions) -> [AssertionMessage] {
        assertion(name: name, record: record, comparison: comparison) {
            $0.run(document, states: states ?? document.states, variant: traits)
        }
    }

    /// The failures of asserting pictures drawn elsewhere (CellshotSwiftUI's previews), one PNG file and layout
    /// JSON per state, named with `traits`' suffix.
    package func run(pictures: [(state: CellState, png: String, layout: String)], traits: SnapshotVariant, name: String?,
                     record: RecordMode?, comparison: ComparisonOptions) -> [AssertionMessage] {
        assertion(name: name, record: record, comparison: comparison) { $0.run(pictures: pictures, variant: traits) }
    }

    /// The failures `body` finds with this call's assertion (its record setting, references and artifacts), or the
    /// record setting's error.
    private func assertion(name: String?, record: RecordMode?, comparison: ComparisonOptions,
                           _ body: (SnapshotAssertion) -> [AssertionMessage]) -> [AssertionMessage] {
        let environment = ProcessInfo.processInfo.environment
        let setting: RecordSetting
        switch RecordSetting.resolve(record, environment: environment) {
        case .success(let resolved): setting = resolved
        case .failure(let message): return [message]
        }
        let location = SnapshotLocation(filePath: "\(filePath)", function: function, name: name, environment: environment)
        return body(SnapshotAssertion(location: location, record: setting, comparison: comparison,
                                      testName: function, documentName: "\(fileID):\(line)"))
    }

    /// What a `named:` becomes in a snapshot's file name (`SnapshotLocation.sanitized`): for an assertion that
    /// must tell two names apart before they collide on disk (the previews').
    package static func fileName(ofName name: String) -> String { SnapshotLocation.sanitized(name) }

    /// Reports each failure to the test framework (or the current capture).
    package func report(_ messages: [AssertionMessage]) {
        for message in messages {
            SnapshotFailure(message: message.text, fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column,
                            attachments: message.attachments)
                .report(file: filePath)
        }
    }
}
