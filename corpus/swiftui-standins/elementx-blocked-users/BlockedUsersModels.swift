// Stand-ins for what Element X's blocked users screen uses from the rest of the app: its strings (en.lproj), the user
// profile, the screen's view model and context (the app's state-store pattern, reduced to what the view reads), the
// mocks the preview builds it from (the mock client's ignored users are its mock members, less "me": the app's
// ClientProxyMock), the avatar (Element draws a user without an image as a circle with the name's first letter on a
// decorative colour; the avatar sizes are ElementX/Sources/Other/Avatars.swift's), the alert helper and the
// navigation stack wrapper.
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum L10n {
    static let commonBlockedUsers = "Blocked users"
    static let screenBlockedUsersEmpty = "You have no blocked users"
}

struct UserProfile: Hashable {
    let userID: String
    var displayName: String?
    var avatarURL: URL?

    var id: String { userID }
}

struct BlockedUsersScreenViewState {
    var blockedUsers: [UserProfile]
    var processingUserID: String?
}

enum BlockedUsersScreenViewAction {
    case unblockUser(UserProfile)
}

/// Element's alert description, as far as the screen binds it.
struct AlertInfo<T: Hashable>: Identifiable {
    let id: T
    let title: String
}

extension View {
    /// Element's `alert(item:)` (Alert.swift): an alert titled by the item, shown while it is set.
    func alert<T: Hashable>(item: Binding<AlertInfo<T>?>) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alert(item.wrappedValue?.title ?? "", isPresented: isPresented) {}
    }
}

/// The media provider avatars load through; nothing is loaded while drawing.
struct MediaProvider {}

final class RoomMemberProxyMock {
    let userID: String

    init(userID: String) {
        self.userID = userID
    }

    static var mockMe: RoomMemberProxyMock { RoomMemberProxyMock(userID: "@me:matrix.org") }
}

final class ClientProxyMock {
    struct Configuration {
        var userID: String
    }

    let configuration: Configuration

    init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// The mock's ignored users: its mock members but the signed-in user.
    var ignoredUsers: [String] {
        ["@alice:matrix.org", "@bob:matrix.org", "@charlie:matrix.org", "@dan:matrix.org", "@invited:matrix.org",
         "@ignored:matrix.org"].filter { $0 != configuration.userID }
    }
}

final class UserSessionMock {
    struct Configuration {
        var clientProxy: ClientProxyMock
    }

    let clientProxy: ClientProxyMock

    init(_ configuration: Configuration) {
        clientProxy = configuration.clientProxy
    }
}

final class UserIndicatorControllerMock {}

final class BlockedUsersScreenViewModel {
    @Observable
    final class Context {
        var viewState: BlockedUsersScreenViewState
        var alertInfo: AlertInfo<Bool>?
        let mediaProvider = MediaProvider()

        init(viewState: BlockedUsersScreenViewState) {
            self.viewState = viewState
        }

        func send(viewAction: BlockedUsersScreenViewAction) {}
    }

    let context: Context

    /// With `hideProfiles`, the users are shown by their IDs only, as the app does before profiles load.
    init(hideProfiles: Bool, userSession: UserSessionMock, userIndicatorController: UserIndicatorControllerMock) {
        let users = userSession.clientProxy.ignoredUsers.map { UserProfile(userID: $0) }
        context = Context(viewState: BlockedUsersScreenViewState(blockedUsers: users))
    }
}

enum AvatarSize {
    enum UserAvatarSizeOnScreen {
        case blockedUsers
    }

    case user(on: UserAvatarSizeOnScreen)

    /// Avatars.swift: 32 points on the blocked users screen.
    var value: CGFloat {
        switch self {
        case .user(on: .blockedUsers): 32
        }
    }
}

/// Element's avatar: the image once loaded; before, a circle with the name's (or ID's) first letter.
struct LoadableAvatarImage: View {
    let url: URL?
    let name: String?
    let contentID: String?
    let avatarSize: AvatarSize
    let mediaProvider: MediaProvider?

    private var initial: String {
        let source = (name ?? contentID ?? "").drop(while: { $0 == "@" })
        return source.first.map { String($0).uppercased() } ?? ""
    }

    var body: some View {
        let colour = Color.compound.decorativeColors[abs((contentID ?? "").count) % Color.compound.decorativeColors.count]
        Circle()
            .fill(colour.background)
            .overlay(Text(initial).font(.system(size: avatarSize.value * 0.5)).foregroundStyle(colour.text))
            .frame(width: avatarSize.value, height: avatarSize.value)
    }
}

/// Element's navigation stack wrapper.
struct ElementNavigationStack<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack {
            content()
        }
    }
}
