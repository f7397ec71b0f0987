// Stand-ins for NetNewsWire's Account Stats screen: the view model reads the accounts' databases (Account,
// ArticlesDatabase); here two fixed accounts with plausible counts, so that the screen shows its sections and totals.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
import CellshotUIKit
#endif

struct AccountStatsRowData {
    let accountID: String
    let name: String
    let typeName: String
    let isActive: Bool
    let feedCount: Int
    let folderCount: Int
    let articleCount: Int
    let statusesCount: Int
    let unreadCount: Int
    let starredCount: Int
    let databaseSizeBytes: Int
}

struct AccountStatsTotals {
    let feedCount: Int
    let folderCount: Int
    let articleCount: Int
    let statusesCount: Int
    let unreadCount: Int
    let starredCount: Int
    let databaseSizeBytes: Int

    init(rows: [AccountStatsRowData]) {
        feedCount = rows.reduce(0) { $0 + $1.feedCount }
        folderCount = rows.reduce(0) { $0 + $1.folderCount }
        articleCount = rows.reduce(0) { $0 + $1.articleCount }
        statusesCount = rows.reduce(0) { $0 + $1.statusesCount }
        unreadCount = rows.reduce(0) { $0 + $1.unreadCount }
        starredCount = rows.reduce(0) { $0 + $1.starredCount }
        databaseSizeBytes = rows.reduce(0) { $0 + $1.databaseSizeBytes }
    }
}

@MainActor final class AccountStatsViewModel {
    private(set) var sortedAccountStats = [AccountStatsRowData]()
    private(set) var totals = AccountStatsTotals(rows: [])

    func refresh() async {
        let rows = [
            AccountStatsRowData(accountID: "OnMyiPhone", name: "On My iPhone", typeName: "On My iPhone", isActive: true,
                                feedCount: 42, folderCount: 5, articleCount: 12_480, statusesCount: 13_002,
                                unreadCount: 318, starredCount: 27, databaseSizeBytes: 48_234_496),
            AccountStatsRowData(accountID: "Feedbin", name: "Feedbin", typeName: "Feedbin", isActive: false,
                                feedCount: 18, folderCount: 2, articleCount: 3_905, statusesCount: 4_120,
                                unreadCount: 0, starredCount: 3, databaseSizeBytes: 9_437_184),
        ]
        totals = AccountStatsTotals(rows: rows)
        sortedAccountStats = rows
    }
}

struct SafariView: View {
    let url: URL
    var body: some View { EmptyView() }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func vacuumAllDatabases() async {}
}

extension Notification.Name {
    static let UserDidAddAccount = Notification.Name("UserDidAddAccount")
    static let UserDidDeleteAccount = Notification.Name("UserDidDeleteAccount")
    static let AccountStateDidChange = Notification.Name("AccountStateDidChange")
}
