// Stand-ins for NetNewsWire's New Article Notifications inspector: the Account module's Account and Feed, the Images
// module's icon views and UserNotifications' settings (authorised, so the list of feeds shows).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// The Images module's icon: a favicon's image; here a colour drawn as a 20 pt rounded square in its place.
struct IconImage {
    let color: Color
}

@MainActor final class IconImageCache {
    static let shared = IconImageCache()
    func imageFor(_ itemID: String) -> IconImage? {
        itemID == "verge" ? IconImage(color: .purple) : nil
    }
}

struct IconImageView: View {
    let icon: IconImage
    var body: some View {
        RoundedRectangle(cornerRadius: 4).fill(icon.color).frame(width: 20, height: 20)
    }
}

final class Feed {
    let feedID: String
    let nameForDisplay: String
    var newArticleNotificationsEnabled: Bool
    var sidebarItemID: String? { feedID }
    var smallIcon: IconImage? { feedID == "quiet" ? nil : IconImage(color: .orange) }

    init(feedID: String, nameForDisplay: String, newArticleNotificationsEnabled: Bool) {
        self.feedID = feedID
        self.nameForDisplay = nameForDisplay
        self.newArticleNotificationsEnabled = newArticleNotificationsEnabled
    }
}

final class Account {
    let nameForDisplay = "On My iPhone"
    private let feeds = [
        Feed(feedID: "verge", nameForDisplay: "The Verge", newArticleNotificationsEnabled: false),
        Feed(feedID: "daring", nameForDisplay: "Daring Fireball", newArticleNotificationsEnabled: true),
        Feed(feedID: "quiet", nameForDisplay: "Quiet Podcast", newArticleNotificationsEnabled: false),
        Feed(feedID: "six", nameForDisplay: "Six Colors", newArticleNotificationsEnabled: true),
    ]
    func flattenedFeeds() -> [Feed] { feeds }
}

extension Notification.Name {
    static let feedIconDidBecomeAvailable = Notification.Name("FeedIconDidBecomeAvailable")
}

enum UNAuthorizationStatus {
    case notDetermined, denied, authorized, provisional, ephemeral
}

struct UNNotificationSettings {
    let authorizationStatus: UNAuthorizationStatus
}

final class UNUserNotificationCenter: Sendable {
    static func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: .authorized)
    }
}
