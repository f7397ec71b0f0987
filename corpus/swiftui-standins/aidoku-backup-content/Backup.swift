// Stand-ins for Aidoku's backup model (a Codable of the library's every table; the sample holds a plausible small
// library), its binary-plist scanner (never finds a file here) and the backup manager.
import Foundation

struct Backup: Sendable {
    var name: String?
    var date: Date
    var automatic: Bool?
    var version: String?
    var library: [Int]?
    var history: [Int]?
    var manga: [Int]?
    var chapters: [Int]?
    var trackItems: [Int]?
    var readingSessions: [Int]?
    var vocabulary: [Int]?
    var updates: [Int]?
    var categories: [Int]?
    var sources: [Int]?
    var sourceLists: [Int]?
    var settings: [Int]?

    static func load(from url: URL) -> Backup? { nil }

    static let sample = Backup(
        name: "Before reinstall", date: Date(timeIntervalSince1970: 1_764_950_400), automatic: false, version: "0.7",
        library: Array(0..<84), history: Array(0..<1_203), manga: Array(0..<91), chapters: Array(0..<5_417),
        trackItems: Array(0..<12), readingSessions: Array(0..<340), vocabulary: [], updates: Array(0..<56),
        categories: Array(0..<4), sources: Array(0..<9), sourceLists: Array(0..<2), settings: Array(0..<63)
    )
}

struct BinaryPlistScanner {
    enum Value {
        case string(String)
        case date(Date)
        case bool(Bool)
        case container(Int)
    }

    let rootRef = 0

    init?(data: Data) { nil }

    func dictionary(for ref: Int) -> [(String, Int)]? { nil }
    func value(for ref: Int) -> Value? { nil }
}

@MainActor final class BackupManager {
    static let shared = BackupManager()
    func restore(from url: URL) async -> Bool { true }
}
