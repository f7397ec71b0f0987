// Stand-ins for Aidoku's chapter list: the AidokuRunner package's Chapter (here a namespace enum in the set's module,
// so that `AidokuRunner.Chapter` reads as in the app) with ten sample chapters, and the English strings of the keys
// the list uses (Foundation's NSLocalizedString finds no app bundle when drawing).
import Foundation

enum AidokuRunner {
    struct Chapter: Identifiable, Equatable, Sendable {
        let key: String
        var title: String?
        var chapterNumber: Float?
        var volumeNumber: Float?
        var id: String { key }
    }
}

extension AidokuRunner.Chapter {
    static let samples: [AidokuRunner.Chapter] = [
        .init(key: "1", title: "Romance Dawn", chapterNumber: 1, volumeNumber: 1),
        .init(key: "2", title: "They Call Him Straw Hat Luffy", chapterNumber: 2, volumeNumber: 1),
        .init(key: "3", title: "Enter Zoro: Pirate Hunter", chapterNumber: 3, volumeNumber: 1),
        .init(key: "4", title: "The Great Captain Morgan", chapterNumber: 4, volumeNumber: 1),
        .init(key: "5", title: "The King of the Pirates and the Master Swordsman", chapterNumber: 5, volumeNumber: 1),
        .init(key: "6", title: "The First Crew Member", chapterNumber: 6, volumeNumber: nil),
        .init(key: "7", title: "Friends", chapterNumber: 7, volumeNumber: nil),
        .init(key: "7.5", title: "Extra", chapterNumber: 7.5, volumeNumber: nil),
        .init(key: "vol2", title: nil, chapterNumber: nil, volumeNumber: 2),
        .init(key: "oneshot", title: "Oneshot", chapterNumber: nil, volumeNumber: nil),
    ]
}

private let englishStrings: [String: String] = [
    "CHAPTERS": "Chapters", "VOL_X": "Vol.%g", "CH_X": "Ch.%g", "CHAPTER_X": "Chapter %g", "VOLUME_X": "Volume %g",
]

func NSLocalizedString(_ key: String, comment: String) -> String {
    englishStrings[key] ?? key
}
