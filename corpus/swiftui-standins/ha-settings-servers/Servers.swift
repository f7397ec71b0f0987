// Stand-ins for Home Assistant's servers as the Servers settings screens use them: the server manager (two servers,
// fixed names), each server's info and API (no network: the user's name and picture come from the stand-in at once,
// and there is no profile picture, so the row shows the server's initial as the app does before one loads), the
// observer and view model of the screens, and empty views for the screens reached by navigation.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif
#if canImport(Combine)
import Combine
#else
import CellshotCombine
#endif

struct ServerInfo: Sendable {
    var name: String
}

protocol HACancellable {
    func cancel()
}

private struct NoCancellable: HACancellable {
    func cancel() {}
}

final class Server {
    let identifier: String
    var info: ServerInfo

    init(identifier: String, name: String) {
        self.identifier = identifier
        self.info = ServerInfo(name: name)
    }

    func observe(_ handler: @escaping (ServerInfo) -> Void) -> HACancellable { NoCancellable() }
    func refreshAppDatabase(forceUpdate: Bool, showProgress: Bool) {}
    func deleteFromApp() async {}
}

final class ServerManager {
    let all = [Server(identifier: "home", name: "Home"), Server(identifier: "cabin", name: "Lake Cabin")]
}

struct HAUser: Sendable {
    let name: String
}

final class HomeAssistantAPI {
    let server: Server
    init(server: Server) { self.server = server }

    func cachedProfilePicture(_ completion: (UIImage?) -> Void) { completion(nil) }
    func currentUser(_ completion: (HAUser?) -> Void) {
        completion(HAUser(name: server.identifier == "home" ? "Alex Morgan" : "Sam Rivera"))
    }
    func profilePicture(for user: HAUser, completion: (UIImage?) -> Void) { completion(nil) }
}

private let serverManager = ServerManager()

extension HAEnvironment {
    var servers: ServerManager { serverManager }
    func api(for server: Server) -> HomeAssistantAPI? { HomeAssistantAPI(server: server) }
}

@MainActor final class ServersObserver: ObservableObject {
    @Published var servers: [Server] = Current.servers.all
    func makeDefault(_ server: Server) {}
    func moveServers(from source: IndexSet, to destination: Int) {}
}

@MainActor final class ServerSwitchingSettingsViewModel: NSObject, ObservableObject {
    @Published var closestServerDescription: String? = "Home"
    func onAppear() {}
}

enum PermissionType {
    case location
    func request(_ completion: @escaping (Bool, Int) -> Void) {}
}

enum OnboardingStyle {
    case initial, secondary
}

struct OnboardingNavigationView: View {
    let onboardingStyle: OnboardingStyle
    var body: some View { EmptyView() }
}

struct ConnectionSettingsView: View {
    let server: Server
    var body: some View { EmptyView() }
}

struct ServerSwitchingHowItWorksView: View {
    var body: some View { EmptyView() }
}
