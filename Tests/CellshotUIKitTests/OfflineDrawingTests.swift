@testable import CellshotUIKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A data source whose cells start loading their image as they are made, as many apps' do.
@MainActor
private final class LoadingSource: NSObject, UITableViewDataSource {
    var outcome: (@Sendable (URLError.Code?) -> Void)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Avatar"
        let report = outcome
        URLSession.shared.dataTask(with: URL(string: "https://cellshot.invalid/avatar.png")!) { _, _, error in
            report?((error as? URLError)?.code)
        }.resume()
        return cell
    }
}

@Suite("Drawing is offline")
@MainActor
struct OfflineDrawingTests {
    @Test("a request a cell sends while it is drawn fails as in Airplane Mode and is named in a warning")
    func aCellsRequestIsRefused() async throws {
        let source = LoadingSource()
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.dataSource = source
        let code: URLError.Code? = try await withCheckedThrowingContinuation { continuation in
            source.outcome = { continuation.resume(returning: $0) }
            do {
                let drawn = try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal],
                                                                  traits: UITraitCollection(), width: 393,
                                                                  fileID: "T.swift", line: 1)
                #expect(drawn.warnings == [
                    "T.swift:1: warning: GET https://cellshot.invalid/avatar.png was not sent: cellshot draws offline, as "
                        + "in Airplane Mode (the request fails with URLError.notConnectedToInternet), so that every run "
                        + "draws the same picture; give the view its data in the test, as a preview does",
                ])
            } catch {
                continuation.resume(throwing: error)
            }
        }
        // The host does not exist: a request that went out would fail looking it up, not as offline.
        #expect(code == .notConnectedToInternet)
    }
}
