// Stand-ins for Kiwix's ZIM file and search result rows: Core Data's context and the ZimFile managed object (Core
// Data is not on Linux: a plain observable object with the same fields), the search result, the categories, the
// app's formatters and favicon cache, and its localised strings (English values).
import Foundation
#if canImport(Combine)
import Combine
#else
import CellshotCombine
#endif

final class NSManagedObjectContext: @unchecked Sendable {
    enum ConcurrencyType { case mainQueueConcurrencyType, privateQueueConcurrencyType }
    init(concurrencyType: ConcurrencyType) {}
}

final class ZimFile: ObservableObject, @unchecked Sendable {
    @Published var articleCount: Int64 = 0
    @Published var category: String = ""
    @Published var created = Date(timeIntervalSince1970: 0)
    @Published var faviconData: Data?
    @Published var faviconURL: URL?
    @Published var fileID = UUID()
    @Published var flavor: String?
    @Published var isMissing = false
    @Published var languageCode = ""
    @Published var mediaCount: Int64 = 0
    @Published var name = ""
    @Published var persistentID = ""
    @Published var size: Int64 = 0

    init(context: NSManagedObjectContext) {}
}

final class SearchResult: @unchecked Sendable {
    let zimFileID: UUID
    let path: String
    let title: String
    var snippet: NSAttributedString?

    init?(zimFileID: UUID, path: String, title: String) {
        self.zimFileID = zimFileID
        self.path = path
        self.title = title
    }
}

enum Category: String {
    case wikipedia, wikibooks, ted, stackExchange = "stack_exchange", other

    /// The asset catalog's image of the category.
    var icon: String { "Wikipedia" }
}

extension Formatter {
    nonisolated(unsafe) static let dateShort: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = .short
        return formatter
    }()

    nonisolated(unsafe) static let size: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter
    }()
}

final class FaviconSaver: Sendable {
    static let shared = FaviconSaver()
    func saveData(_ data: Data, for url: URL) {}
}

enum LocalString {
    static let zim_file_cell_article_count_suffix = "articles"
    static let zim_file_missing_indicator_help = "Zim file is missing."
}
