import CellshotSwiftUI
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Sends its request after work off the main actor that ignores cancellation: after the picture is taken when the
/// render cannot wait for it (Swift Testing holds the main actor during a synchronous render).
@MainActor
private final class LateLoader {
    var report: (@Sendable (URLError.Code?) -> Void)?

    func loadLater() async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { resume.resume() }
        }
        let report = report
        URLSession.shared.dataTask(with: URL(string: "https://cellshot.invalid/late.json")!) { _, _, error in
            report?((error as? URLError)?.code)
        }.resume()
    }
}

private struct LateView: View {
    let loader: LateLoader
    var body: some View {
        Text("Inbox").task { await loader.loadLater() }
    }
}

@Suite("Drawing is offline, for the drawing's tasks too")
@MainActor
struct OfflineDrawingTests {
    @Test("a request a view's task sends after the picture was taken is refused all the same")
    func aLateRequestIsRefused() async throws {
        let loader = LateLoader()
        let code: URLError.Code? = await withCheckedContinuation { continuation in
            loader.report = { continuation.resume(returning: $0) }
            let layout = try? CellshotSwiftUI.layout(of: LateView(loader: loader))
            #expect(layout?.texts == ["Inbox"])
        }
        // The host does not exist: a request that went out would fail looking it up, not as offline.
        #expect(code == .notConnectedToInternet)
    }
}
