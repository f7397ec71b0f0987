// Stand-ins for NetNewsWire's Dinosaurs screen (feeds that stopped updating): the Account module's Account, Feed and
// Container, the Images module's icon views, and the view model that asks the accounts' databases for each feed's
// newest article; here three fixed stale feeds with fixed dates.
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum DinosaurSortKey: String {
    case feedName, feedURL, accountName, lastArticleDate, lastResponseCode
}

/// The Images module's icon: a favicon's image; here a colour drawn as a 20 pt rounded square in its place.
struct IconImage {
    let color: Color
}

@MainActor final class IconImageCache {
    static let shared = IconImageCache()
    func imageFor(_ itemID: String) -> IconImage? {
        itemID.hasPrefix("daring") ? IconImage(color: .gray) : nil
    }
}

struct IconImageView: View {
    let icon: IconImage
    var body: some View {
        RoundedRectangle(cornerRadius: 4).fill(icon.color).frame(width: 20, height: 20)
    }
}

protocol Container {}

final class Feed: Container {
    let feedID: String
    let url: String
    let nameForDisplay: String
    let homePageURL: String?
    let lastResponseCode: Int?
    var sidebarItemID: String? { feedID }
    var smallIcon: IconImage? { IconImage(color: .orange) }

    init(feedID: String, url: String, nameForDisplay: String, homePageURL: String?, lastResponseCode: Int?) {
        self.feedID = feedID
        self.url = url
        self.nameForDisplay = nameForDisplay
        self.homePageURL = homePageURL
        self.lastResponseCode = lastResponseCode
    }
}

final class Account: Container {
    let accountID = "OnMyiPhone"
    let nameForDisplay = "On My iPhone"
    func existingContainers(withFeed feed: Feed) -> [Container] { [self] }
}

struct DinosaurRow: Identifiable {
    let id: String
    let feed: Feed
    let account: Account
    let accountName: String
    let feedName: String
    let feedURL: String
    let lastArticleDate: Date?
    let lastResponseCode: Int?
}

@MainActor struct DinosaurDeletion {
    let feed: Feed
    let account: Account
    let containers: [Container]
}

@Observable
@MainActor final class DinosaursViewModel {
    private(set) var rows = [DinosaurRow]()
    private(set) var showAccountColumn = false
    var monthThreshold = 6

    func refresh() async {
        let account = Account()
        let feeds: [(Feed, Date)] = [
            (Feed(feedID: "daring", url: "https://daringfireball.net/feeds/main", nameForDisplay: "Daring Fireball",
                  homePageURL: "https://daringfireball.net", lastResponseCode: 200), Date(timeIntervalSince1970: 1_717_200_000)),
            (Feed(feedID: "oldblog", url: "https://example.org/blog/rss.xml", nameForDisplay: "An Old Blog",
                  homePageURL: nil, lastResponseCode: 404), Date(timeIntervalSince1970: 1_651_000_000)),
            (Feed(feedID: "quiet", url: "https://quiet.example.com/atom.xml", nameForDisplay: "Quiet Podcast",
                  homePageURL: "https://quiet.example.com", lastResponseCode: nil), Date(timeIntervalSince1970: 1_700_000_000)),
        ]
        rows = feeds.map { feed, date in
            DinosaurRow(id: feed.url + account.accountID, feed: feed, account: account, accountName: account.nameForDisplay,
                        feedName: feed.nameForDisplay, feedURL: feed.url, lastArticleDate: date,
                        lastResponseCode: feed.lastResponseCode)
        }
    }

    func clear() { rows = [] }
    func sortBy(_ key: DinosaurSortKey, ascending: Bool) {}
    func performDeletions(_ deletions: [DinosaurDeletion]) {}
    func performRestorations(_ deletions: [DinosaurDeletion]) {}
}

struct SafariView: View {
    let url: URL
    var body: some View { EmptyView() }
}
