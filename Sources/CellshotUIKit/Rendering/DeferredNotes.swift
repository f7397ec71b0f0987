import Foundation

/// What UIKit code asked for outside any cell, before or while a list is drawn, that cellshot cannot give — a
/// colour in no asset catalog (`UIColor(named:)`), a view controller from a storyboard — kept until the
/// next render reports it with its file and line: the call that made the difference returns `nil` or a
/// placeholder as UIKit allows, and the picture is never silently different.
final class DeferredNotes: @unchecked Sendable {
    /// The process's notes: any thread may add (a `UIColor` is made anywhere), a render takes them.
    static let shared = DeferredNotes()

    private let lock = NSLock()
    private var warnings: [String] = []
    private var errors: [String] = []

    /// Keeps a warning for the next render (once, however often it is noted).
    /// - Parameter text: the warning, without place.
    func warn(_ text: String) {
        lock.withLock { if !warnings.contains(text) { warnings.append(text) } }
    }

    /// Keeps an error: the next render fails with it (what it would draw depends on something that was not
    /// made).
    /// - Parameter text: the error, without place.
    func fail(_ text: String) {
        lock.withLock { if !errors.contains(text) { errors.append(text) } }
    }

    /// The refresh controls refreshing now (`UIRefreshControl.beginRefreshing()`).
    private var refreshing: Set<ObjectIdentifier> = []

    /// Notes whether a refresh control is refreshing.
    func setRefreshing(_ control: ObjectIdentifier, _ isRefreshing: Bool) {
        lock.withLock {
            if isRefreshing { refreshing.insert(control) } else { refreshing.remove(control) }
        }
    }

    /// The warning of every render while a refresh control is refreshing, if one is.
    var refreshingNote: [String] {
        lock.withLock {
            refreshing.isEmpty ? [] : ["a UIRefreshControl is refreshing (beginRefreshing()): its spinner above the rows "
                                           + "is not drawn"]
        }
    }

    /// The warnings kept, which are forgotten.
    func takeWarnings() -> [String] {
        lock.withLock {
            defer { warnings = [] }
            return warnings
        }
    }

    /// The errors kept, which are forgotten.
    func takeErrors() -> [String] {
        lock.withLock {
            defer { errors = [] }
            return errors
        }
    }
}
