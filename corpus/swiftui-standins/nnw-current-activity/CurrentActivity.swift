// Stand-ins for NetNewsWire's Current Activity screen: ActivityLog's types and the view model that polls it; here
// three fixed activities (running, pending, failed) so that every kind of row shows.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum ActivityState: Equatable {
    case pending, running, completed, failed
}

enum ActivityKind: Equatable {
    case refreshFeedContent(String)
    case findFeed(String)
    case downloadFavicon(String)
    case other(String)

    var simpleDisplayName: String? {
        if case .other(let name) = self { return name }
        return nil
    }
}

enum ActivityOwner: Equatable {
    case account(String)

    var displayName: String {
        switch self {
        case .account(let name): return name
        }
    }
}

struct Activity: Equatable {
    let id: Int
    let kind: ActivityKind
    let owner: ActivityOwner
    let state: ActivityState
    let detail: String?
}

struct ActivityDisplayText {
    let title: String
    let detail: String?
}

@MainActor final class CurrentActivityViewModel {
    private(set) var displayedActivities = [Activity]() {
        didSet { displayedActivitiesDidChange?() }
    }
    var displayedActivitiesDidChange: (() -> Void)?

    func start() {
        displayedActivities = [
            Activity(id: 1, kind: .refreshFeedContent("https://daringfireball.net/feeds/main"), owner: .account("On My iPhone"),
                     state: .running, detail: "Daring Fireball"),
            Activity(id: 2, kind: .downloadFavicon("https://www.theverge.com/favicon.ico"), owner: .account("On My iPhone"),
                     state: .pending, detail: nil),
            Activity(id: 3, kind: .findFeed("https://example.com/a/very/long/path/to/a/feed/that/does/not/fit.xml"),
                     owner: .account("Feedbin"), state: .failed, detail: nil),
        ]
    }

    func stop() {}

    static func symbolName(for state: ActivityState) -> String {
        switch state {
        case .pending: return "circle"
        case .running: return "circle.fill"
        case .completed: return "checkmark.circle.fill"
        case .failed: return "xmark.circle.fill"
        }
    }

    static func accessibilityLabel(for state: ActivityState) -> String {
        switch state {
        case .pending: return "Pending"
        case .running: return "Running"
        case .completed: return "Completed"
        case .failed: return "Failed"
        }
    }

    static func displayText(for activity: Activity) -> ActivityDisplayText {
        switch activity.kind {
        case .refreshFeedContent(let feedURL):
            if let feedName = activity.detail { return ActivityDisplayText(title: feedName, detail: feedURL) }
            return ActivityDisplayText(title: feedURL, detail: nil)
        case .findFeed(let urlString):
            return ActivityDisplayText(title: "Finding feed", detail: urlString)
        case .downloadFavicon(let faviconURL):
            return ActivityDisplayText(title: "Downloading favicon", detail: faviconURL)
        case .other:
            return ActivityDisplayText(title: activity.kind.simpleDisplayName ?? "", detail: activity.detail)
        }
    }
}

struct SafariView: View {
    let url: URL
    var body: some View { EmptyView() }
}
