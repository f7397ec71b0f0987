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
/// How: a `URLProtocol` registered once, before the first drawing, that answers only for requests the drawing's code
/// and its tasks send (a task-local value names the drawing), and for any request while a drawing runs.
/// It is never unregistered (Linux's shared session keeps the protocol classes it was made with, so unregistering
/// does not take); outside drawings and their tasks, the process's networking is untouched. `file:` and
/// `data:` URLs are local and deterministic, so they load. Linux's `URLSession` asks a session's own configuration
/// first, so a session the app makes with `URLSession(configuration:)` is not reached (docs/swiftui.md, Lifecycle).
package enum OfflineDrawing {
    /// A drawing: the one it is drawn inside (drawings nest: a UIKit cell hosting SwiftUI), the requests refused in
    /// it, and whether it is still running.
    private struct Scope {
        let parent: Int?
        /// The outermost drawing: when it ends, the drawings inside it are forgotten with it.
        let root: Int
        var warnings: [String] = []
        var open = true
    }

    private struct State {
        var scopes: [Int: Scope] = [:]
        var nextID = 1
        var open = 0
        var registered = false
    }

    private static let state = Mutex(State())

    /// The drawing whose code is running: bound for the drawing's own code and inherited by every task it starts
    /// (`Task { }`, SwiftUI's `.task`), so a request is charged to the drawing that sent it, whenever and on whatever
    /// thread it is sent — not to another drawing running then (tests draw in parallel).
    @TaskLocal private static var current: Int?

    /// Runs `body` (a drawing) with `URLSession.shared` offline for its code and the tasks it starts.
    /// - Returns: what `body` returned and one warning per request the drawing's code sent while it ran, in the
    ///   order they were sent.
    package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, warnings: [String]) {
        let (id, reachesSharedSession) = beginScope()
        let result: Result<T, E> = $current.withValue(id) {
            do throws(E) { return .success(try body()) } catch { return .failure(error) }
        }
        var warnings = endScope(id)
        if !reachesSharedSession {
            warnings.insert("URLSession.shared was made before cellshot's first drawing in this process, so requests it "
                            + "sends while drawing are not stopped and the picture may differ between runs; draw "
                            + "before the app's code first touches URLSession.shared", at: 0)
        }
        return (try result.get(), warnings)
    }

    /// Opens a drawing, registering the protocol on first use. Returns its id and whether `URLSession.shared`
    /// is reached: a shared session made before the registration does not ask the protocol.
    private static func beginScope() -> (id: Int, reachesSharedSession: Bool) {
        let parent = current
        let (id, first) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.scopes[id] = Scope(parent: parent, root: parent.flatMap { state.scopes[$0]?.root } ?? id)
            state.open += 1
            defer { state.registered = true }
            return (id, !state.registered)
        }
        if first { _ = URLProtocol.registerClass(OfflineURLProtocol.self) }
        let reaches = URLSession.shared.configuration.protocolClasses?.contains { $0 == OfflineURLProtocol.self } ?? false
        return (id, reaches)
    }

    /// Closes a drawing and returns its warnings. An outermost drawing is forgotten with the drawings inside it: a
    /// later request from one of their tasks finds no scope and is refused as late.
    private static func endScope(_ id: Int) -> [String] {
        state.withLock { state in
            state.open -= 1
            guard var scope = state.scopes[id] else { return [] }
            let warnings = scope.warnings
            if scope.parent == nil {
                state.scopes = state.scopes.filter { $0.value.root != id }
            } else {
                scope.open = false
                scope.warnings = []
                state.scopes[id] = scope
            }
            return warnings
        }
    }

    /// Whether a request is refused now: when the drawing's own code or one of its tasks sends it (whenever), or
    /// when it is sent from elsewhere while a drawing runs. One a running drawing sent is recorded there, once;
    /// the others are named on standard error, since no drawing's warnings can hold them.
    fileprivate static func refuses(_ request: URLRequest) -> Bool {
        guard let url = request.url, !["file", "data"].contains(url.scheme?.lowercased() ?? "") else { return false }
        let warning = "\(request.httpMethod ?? "GET") \(url.absoluteString) was not sent: cellshot draws offline, "
            + "as in Airplane Mode (the request fails with URLError.notConnectedToInternet), so that every run "
            + "draws the same picture; give the view its data in the test, as a preview does"
        let sender = current
        let outcome = state.withLock { state -> (refused: Bool, elsewhere: String?) in
            guard let sender else {
                return state.open > 0 ? (true, "sent while cellshot drew, by code outside the drawing") : (false, nil)
            }
            // The drawing that sent it, or the nearest one it was drawn inside that still runs.
            var scopeID: Int? = sender
            while let id = scopeID, let scope = state.scopes[id] {
                if scope.open {
                    if !scope.warnings.contains(warning) { state.scopes[id]?.warnings.append(warning) }
                    return (true, nil)
                }
                scopeID = scope.parent
            }
            return (true, "sent by a task of a drawing that had already ended")
        }
        if let elsewhere = outcome.elsewhere {
            FileHandle.standardError.write(Data("cellshot: warning: \(warning) (\(elsewhere))\n".utf8))
        }
        return outcome.refused
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
