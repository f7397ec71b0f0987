import CellshotAssertions
import Foundation

/// The documents the assertion tests draw: small (240 pt at 1×) so their references stay a few KB.
enum AssertionFixtures {
    /// One value cell.
    static let settingsText = """
        { "width": 240, "scale": 1, "sections": [ { "rows": [
            { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"] }
        ] } ] }
        """

    /// The same cell with a longer, red title: its pixels, a frame and a colour change.
    static let changedText = """
        { "width": 240, "scale": 1, "sections": [ { "rows": [
            { "style": "valueCell", "text": "Wi-Fi 6E", "secondaryText": "Home", "accessories": ["disclosureIndicator"],
              "textProperties": { "color": "systemRed" } }
        ] } ] }
        """

    /// Templates and no rows: the template overloads draw one row of them.
    static let cellsText = """
        { "width": 240, "scale": 1, "states": ["normal", "selected"], "sections": [],
          "templates": { "badge": {
            "views": { "title": { "label": { "text": "$title" } },
                       "count": { "label": { "text": "$count new", "font": "caption1", "color": "secondaryLabel" } } },
            "constraints": [ "H:|-[title]-8-[count]", "count.trailing <= margins.trailing", "V:|-[title]-|",
                             "count.firstBaseline == title.firstBaseline" ],
            "states": { "selected": { "title": { "color": "systemBlue" } } } } } }
        """

    static func document(_ text: String) throws -> ListDocument {
        try ListDocument.decode(Array(text.utf8), file: "fixture.json", baseDirectory: ".", format: .json)
    }

    static func settings() throws -> ListDocument { try document(settingsText) }
    static func changed() throws -> ListDocument { try document(changedText) }
    static func cells() throws -> ListDocument { try document(cellsText) }
}

/// A scratch folder for references and artifacts, removed when released.
final class AssertionScratch {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-assert-\(UUID().uuidString)")

    /// The references folder.
    var references: String { file("references") }
    /// The artifacts folder.
    var artifacts: String { file("artifacts") }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    func reference(_ name: String) -> String { (references as NSString).appendingPathComponent(name) }

    func artifact(_ name: String) -> String { (artifacts as NSString).appendingPathComponent(name) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Records the references of `document` here as the calling test names them (record mode `missing`,
    /// whatever `CELLSHOT_RECORD` says), and returns the failures ("recorded; re-run").
    @discardableResult
    func record(_ document: ListDocument, states: [CellState]? = nil, function: String = #function) -> [SnapshotFailure] {
        capture { assertCellSnapshot(of: document, states: states, record: .missing, function: function) }
    }

    /// The assertions of `body`, their references and artifacts here, their failures captured.
    func capture(_ body: () throws -> Void) rethrows -> [SnapshotFailure] {
        try captureSnapshotFailures {
            try withCellSnapshotDirectories(references: references, artifacts: artifacts, body)
        }
    }
}
