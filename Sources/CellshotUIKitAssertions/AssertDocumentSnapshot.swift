import CellshotAssertions
import CellshotModel
import CellshotUIKit

/// Makes the document of a table view, collection view or cell and compares it with the references beside the
/// test file, or reports why it could not be made ("Cannot draw the table view: …"), at the assertion's call.
/// - Parameters:
///   - what: what is drawn, for the message.
///   - call: the assertion's call.
///   - name: the snapshot's name after the test's.
///   - record: the record mode.
///   - comparison: how exactly the images must match.
///   - make: makes the document.
@MainActor
func assertDocumentSnapshot(of what: String, call: AssertionCall, name: String?,
                            record: RecordMode?, comparison: ComparisonOptions,
                            document make: () throws(UIKitRenderError) -> ListDocument) {
    let document: ListDocument
    do {
        document = try make()
    } catch {
        call.report([AssertionMessage("Cannot draw \(what): \(error)")])
        return
    }
    call.report(call.run(document, states: nil, traits: SnapshotVariant(), name: name, record: record,
                         comparison: comparison))
}
