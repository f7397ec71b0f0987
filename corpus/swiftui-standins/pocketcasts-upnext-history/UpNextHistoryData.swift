// Stand-ins for Pocket Casts' data and playback modules as the Up Next history screens use them: three history
// entries and their episodes with fixed dates and titles (the app reads them from its database), the strings
// (podcasts/en.lproj/Localizable.strings), a date formatter with a fixed locale and time zone, and the episode
// artwork (loaded over the network in the app: a grey tile here).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum L10n {
    static let upNextHistory = "Up Next History"
    static let upNextHistoryExplanation = "A list of recent updates to Up Next due to changes on other devices. To view the episodes and have the option to restore them, tap any entry."
    static let episodes = "Episodes"
    static let episode = "Episode"
    static let restore = "Restore"
    static let restoreUpNext = "Restore Up Next?"
    static let restoreUpNextMessage = "These episodes will be added to the bottom of your current Up Next"
    static let cancel = "Cancel"
}

enum UpNextHistoryManager {
    struct UpNextHistoryEntry: Identifiable, Hashable {
        let date: Date
        let episodeCount: Int

        var id: Date { date }
    }
}

final class BaseEpisode {
    let uuid: String
    let title: String?
    let publishedDate: Date?
    let durationMinutes: Int

    init(uuid: String, title: String?, publishedDate: Date?, durationMinutes: Int) {
        self.uuid = uuid
        self.title = title
        self.publishedDate = publishedDate
        self.durationMinutes = durationMinutes
    }

    /// The app's "duration • size" line, without the size.
    func displayableInfo(includeSize: Bool) -> String {
        "\(durationMinutes)m"
    }
}

final class DataManager: @unchecked Sendable {
    static let sharedManager = DataManager()

    private let day: TimeInterval = 86_400
    private let base = Date(timeIntervalSince1970: 1_765_000_000)

    func upNextHistoryEntries() -> [UpNextHistoryManager.UpNextHistoryEntry] {
        [.init(date: base, episodeCount: 3), .init(date: base - 2 * day, episodeCount: 1), .init(date: base - 9 * day, episodeCount: 5)]
    }

    func upNextHistoryEpisodes(entry: Date) -> [String] {
        ["e1", "e2", "e3"]
    }

    func findBaseEpisode(uuid: String) -> BaseEpisode? {
        switch uuid {
        case "e1": BaseEpisode(uuid: uuid, title: "The History of Podcasting", publishedDate: base - day, durationMinutes: 52)
        case "e2": BaseEpisode(uuid: uuid, title: "Why We Sleep, with a Very Long Episode Title That Does Not Fit", publishedDate: base - 3 * day, durationMinutes: 74)
        case "e3": BaseEpisode(uuid: uuid, title: "Weekly News Roundup", publishedDate: base - 8 * day, durationMinutes: 31)
        default: nil
        }
    }

    func replaceUpNext(entry: Date) {}
}

final class PlaybackQueue {
    func bulkOperationDidComplete() {}
    func refreshList(checkForAutoDownload: Bool) {}
}

final class PlaybackManager: @unchecked Sendable {
    static let shared = PlaybackManager()
    let queue = PlaybackQueue()

    func endPlayback() {}
    func addToUpNext(episode: BaseEpisode, userInitiated: Bool) {}
}

final class DateFormatHelper: @unchecked Sendable {
    static let sharedHelper = DateFormatHelper()

    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// The app's short date; the app drops the year within the current year, which depends on today: not here.
    func tinyLocalizedFormat(_ date: Date?) -> String {
        date.map(formatter.string(from:)) ?? ""
    }
}

/// The episode's artwork: a neutral tile in place of the downloaded image.
struct EpisodeImage: View {
    let episode: BaseEpisode

    var body: some View {
        RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3))
    }
}
