// Stand-in for Aidoku's NSLocalizedString (Shared/Extensions/NSLocalizedString.swift), which reads en.lproj from the
// app's bundle: the driver has no app bundle, so the English strings this screen shows are kept here, as in the
// app's Shared/Localization/en.lproj/Localizable.strings; a key not here is shown as the key, as the app does.
import Foundation

private let englishStrings: [String: String] = [
    "NAME": "Name", "NONE": "None", "DATE": "Date", "LIBRARY_ENTRIES": "Library Entries", "HISTORY": "History",
    "CHAPTERS": "Chapters", "TRACKING": "Tracking", "CATEGORIES": "Categories", "VOCABULARY": "Vocabulary",
    "SETTINGS": "Settings", "RESTORE": "Restore", "BACKUP_INFO_TITLE": "Backup Info", "CANCEL": "Cancel", "OK": "OK",
    "UNKNOWN": "Unknown", "CORRUPTED_BACKUP": "Corrupted Backup", "MISSING_SOURCES": "Missing Sources",
    "MISSING_SOURCES_TEXT": "The restored backup may contain data from the following sources, which are not currently installed:",
    "RESTORE_BACKUP": "Restore to this backup?",
    "RESTORE_BACKUP_TEXT": "All current data will be removed and replaced by the data from this backup.",
    "BACKUP_ERROR": "Backup Restore Error",
    "BACKUP_ERROR_TEXT": "An error was encountering while restoring: %@. The backup may be invalid.",
]

func NSLocalizedString(_ key: String, tableName _: String? = nil, bundle _: Bundle = Bundle.main, value _: String = "",
                       comment: String = "") -> String {
    englishStrings[key] ?? key
}
