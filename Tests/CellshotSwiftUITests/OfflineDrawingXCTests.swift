import CellshotSwiftUI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

// A view's loading code runs offline while cellshot draws it: `URLSession.shared` answers as in Airplane Mode, so
// the code's error path is drawn on every run, and the request is named in a warning. XCTest's synchronous tests run
// on the main thread's run loop, so the render waits for the task's trip off the main actor (TaskWaiter).

@Observable @MainActor
private final class Feed {
    var status = "loading"
    var message = ""

    func load(_ address: String) async {
        do {
            let (data, _) = try await URLSession.shared.data(from: URL(string: address)!)
            status = "loaded \(String(decoding: data, as: UTF8.self))"
        } catch let error as URLError {
            status = error.code == .notConnectedToInternet ? "offline" : "failed \(error.code.rawValue)"
            message = error.localizedDescription
        } catch {
            status = "failed"
        }
    }
}

private struct FeedView: View {
    let feed: Feed
    let address: String
    var body: some View {
        Text(feed.status).task { await feed.load(address) }
    }
}

final class OfflineDrawingXCTests: XCTestCase {
    func testATaskThatLoadsFromTheNetworkDrawsItsOfflinePathAndNamesTheRequest() throws {
        try MainActor.assumeIsolated {
            let feed = Feed()
            let layout = try CellshotSwiftUI.layout(of: FeedView(feed: feed, address: "https://cellshot.invalid/feed.json"))
            // The host does not exist: a request that went out would fail looking it up (-1003), not as offline.
            XCTAssertEqual(layout.texts, ["offline"])
            XCTAssertEqual(feed.message, "The Internet connection appears to be offline.")
            XCTAssertEqual(CellshotSwiftUI.lastWarnings, [
                "GET https://cellshot.invalid/feed.json was not sent: cellshot draws offline, as in Airplane Mode (the "
                    + "request fails with URLError.notConnectedToInternet), so that every run draws the same picture; "
                    + "give the view its data in the test, as a preview does",
            ])
        }
    }

    // A local file is not the network: cellshot does not refuse it (Linux's URLSession itself does not load file
    // URLs: NSURLErrorUnsupportedURL, -1002, where iOS's reads the file).
    func testALocalFileIsNotRefused() throws {
        try MainActor.assumeIsolated {
            let layout = try CellshotSwiftUI.layout(of: FeedView(feed: Feed(), address: "file:///tmp/cellshot-feed.json"))
            XCTAssertEqual(layout.texts, ["failed -1002"])
            XCTAssertEqual(CellshotSwiftUI.lastWarnings, [])
        }
    }
}
