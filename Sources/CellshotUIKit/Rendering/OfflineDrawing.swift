import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// While cellshot runs an app's code to draw it, `URLSession.shared` is offline, as in Airplane Mode: a request
/// to the network fails at once with `URLError(.notConnectedToInternet)`, and the drawing warns naming it.
///
/// An app's loading code compiles on Linux as written (FoundationNetworking), so a `.task`, a model's `init` or a
/// `viewDidLoad` that loads from the network would otherwise draw whatever the network answered within the wait —
/// a different picture on another run, another machine or no network at all. Offline, every run takes the code's
/// error path, the same way.
///
/// How: a `URLProtocol` registered once, before the first drawing, that answers only while a drawing is running
/// or a task it started still runs (``Lease``).
/// It is never unregistered (Linux's shared session keeps the protocol classes it was made with, so unregistering
/// does not take); between drawings it declines every request and the app's networking is untouched. `file:` and
/// `data:` URLs are local and deterministic, so they load. Linux's `URLSession` asks a session's own configuration
/// first, so a session the app makes with `URLSession(configuration:)` is not reached (docs/swiftui.md, Lifecycle).
package enum OfflineDrawing {
    private struct State {
        /// The drawings running, innermost last (drawings nest: a UIKit cell hosting SwiftUI); each keeps the
        /// requests refused while it was the innermost.
        var scopes: [[String]] = []
        /// Leases alive: tasks a drawing started that are still running.
        var leases = 0
        var registered = false
    }

    /// Keeps `URLSession.shared` offline while it lives, for the tasks a drawing starts: a task that awaits work
    /// off the main actor sends its request whenever that work runs, which can be after the picture is taken
    /// (SwiftUI's `.task`, cancelled then, goes on to its first cancellation check). Held for its lifetime by what
    /// the tasks retain, it makes the refusal independent of timing.
    package final class Lease: Sendable {
        fileprivate init() {}

        deinit { OfflineDrawing.state.withLock { $0.leases -= 1 } }
    }

    /// A lease on the offline state (``Lease``).
    package static func lease() -> Lease {
        state.withLock { $0.leases += 1 }
        return Lease()
    }

    private static let state = Mutex(State())

    /// Runs `body` (a drawing) with `URLSession.shared` offline.
    /// - Returns: what `body` returned and one warning per request refused during it, in the order they were made.
    package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, warnings: [String]) {
        let reachesSharedSession = beginScope()
        var closed = false
        defer { if !closed { _ = endScope() } }
        let value = try body()
        closed = true
        var warnings = endScope()
        if !reachesSharedSession {
            warnings.insert("URLSession.shared was made before cellshot's first drawing in this process, so requests it "
                            + "sends while drawing are not stopped and the picture may differ between runs; draw "
                            + "before the app's code first touches URLSession.shared", at: 0)
        }
        return (value, warnings)
    }

    /// Opens a drawing's scope, registering the protocol on first use. Returns whether `URLSession.shared` is
    /// reached: a shared session made before the registration does not ask it.
    private static func beginScope() -> Bool {
        let first = state.withLock { state in
            state.scopes.append([])
            defer { state.registered = true }
            return !state.registered
        }
        if first { _ = URLProtocol.registerClass(OfflineURLProtocol.self) }
        return URLSession.shared.configuration.protocolClasses?.contains { $0 == OfflineURLProtocol.self } ?? false
    }

    /// Closes the innermost scope and returns its warnings.
    private static func endScope() -> [String] {
        state.withLock { state in state.scopes.popLast() ?? [] }
    }

    /// Whether a request is refused now; a refused one is recorded in the innermost drawing (once).
    fileprivate static func refuses(_ request: URLRequest) -> Bool {
        guard let url = request.url, !["file", "data"].contains(url.scheme?.lowercased() ?? "") else { return false }
        let warning = "\(request.httpMethod ?? "GET") \(url.absoluteString) was not sent: cellshot draws offline, "
            + "as in Airplane Mode (the request fails with URLError.notConnectedToInternet), so that every run "
            + "draws the same picture; give the view its data in the test, as a preview does"
        let (refused, late) = state.withLock { state -> (Bool, Bool) in
            if state.scopes.isEmpty { return (state.leases > 0, state.leases > 0) }
            if !state.scopes[state.scopes.count - 1].contains(warning) {
                state.scopes[state.scopes.count - 1].append(warning)
            }
            return (true, false)
        }
        if late {
            // The drawing has returned its warnings; standard error is where the test's log still shows it.
            let line = "cellshot: warning: \(warning) (sent by a task of a drawing that had already ended)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        return refused
    }
}

/// The protocol that fails `URLSession.shared`'s requests while a drawing runs (``OfflineDrawing``).
private final class OfflineURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { OfflineDrawing.refuses(request) }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        // iOS's words and code for a device in Airplane Mode.
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
        if let url = request.url {
            info[NSURLErrorFailingURLErrorKey] = url
        }
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: info))
    }

    override func stopLoading() {}
}
