@testable import CellshotUIKit
import Foundation
import Testing

/// The app's strings tables (`<language>.lproj/Localizable.strings`, the format before string catalogs), which the
/// CellshotSources plugin registers with the string catalogs: SwiftUI's `Text` keys are translated from them.
@Suite(.serialized) @MainActor
struct StringsTableTests {
    /// An app folder with English and German tables, the German one in UTF-16 as older projects keep them.
    static func tables() throws -> (english: String, german: String, root: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-strings-\(UUID().uuidString)")
        let english = root.appendingPathComponent("en.lproj/Localizable.strings")
        let german = root.appendingPathComponent("de.lproj/Localizable.strings")
        for file in [english, german] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try Data("/* Settings */\n\"settings.title\" = \"Settings\";\n\"settings.only_en\" = \"Only in English\";\n".utf8)
            .write(to: english)
        try #require("\"settings.title\" = \"Einstellungen\";\n".data(using: .utf16)).write(to: german)
        return (english.path, german.path, root)
    }

    @Test func aKeyIsReadInTheLanguageAskedThenInTheDevelopmentLanguage() throws {
        let (english, german, root) = try Self.tables()
        defer { try? FileManager.default.removeItem(at: root) }
        let saved = CellshotUIKit.stringCatalogs
        defer { CellshotUIKit.stringCatalogs = saved }
        // English first: it must not answer a German lookup.
        CellshotUIKit.stringCatalogs = [english, german]
        #expect(CellshotUIKit.localizedText(forKey: "settings.title", table: nil, language: "de") == "Einstellungen")
        #expect(CellshotUIKit.localizedText(forKey: "settings.title", table: nil, language: "de-AT") == "Einstellungen")
        #expect(CellshotUIKit.localizedText(forKey: "settings.only_en", table: nil, language: "de") == "Only in English")
        #expect(CellshotUIKit.localizedText(forKey: "settings.title", table: nil, language: nil) == "Settings")
        #expect(CellshotUIKit.localizedText(forKey: "settings.title", table: "Other", language: nil) == nil)
        // A German table alone does not answer for English.
        CellshotUIKit.stringCatalogs = [german]
        #expect(CellshotUIKit.localizedText(forKey: "settings.title", table: nil, language: "en") == nil)
    }

    @Test func aFileThatIsNotATableIsNamedInAWarning() {
        let catalog = StringCatalog(stringsTable: Data("\"unterminated = ;".utf8), path: "/app/en.lproj/Localizable.strings")
        #expect(catalog.warnings == ["/app/en.lproj/Localizable.strings is not a strings table (\"key\" = \"value\";): its "
                                     + "translations are not used"])
    }
}
