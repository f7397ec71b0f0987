// Stand-ins for what Zotero's generic ViewModel (ViewModel.swift) uses from RxSwift and from the app's Realm
// database layer. Nothing is stored or observed while drawing: the database is never asked, the subject drops its
// events and main-thread work runs at once.
import Foundation

/// RxSwift's bag of subscriptions.
final class DisposeBag {}

/// RxSwift's event.
enum RxEvent<Element> {
    case next(Element)
    case error(Error)
    case completed
}

/// RxSwift's subject; nothing subscribes while drawing.
final class PublishSubject<Element> {
    func on(_ event: RxEvent<Element>) {}
}

/// The app's database requests and storage (Realm in the app).
protocol DbRequest {}

protocol DbResponseRequest {
    associatedtype Response
}

protocol DbCoordinator {}

struct DbUnavailableError: Error {}

protocol DbStorage {
    func perform(request: DbRequest, on queue: DispatchQueue) throws
    func perform(writeRequests: [DbRequest], on queue: DispatchQueue) throws
    func perform<Request: DbResponseRequest>(request: Request, on queue: DispatchQueue, invalidateRealm: Bool) throws -> Request.Response
    func perform(on queue: DispatchQueue, refreshRealm: Bool, invalidateRealm: Bool, with coordinatorAction: (DbCoordinator) throws -> Void) throws
}

/// The app's helper: runs the closure on the main thread (drawing is on it already).
func inMainThread(_ action: @escaping () -> Void) {
    action()
}
