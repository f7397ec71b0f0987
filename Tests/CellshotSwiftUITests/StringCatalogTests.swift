@testable import CellshotSwiftUI
import CellshotUIKit
import Foundation
import Testing

/// `Text("Overview")` translated from the app's `Localizable.xcstrings` in the environment's locale, as iOS does.
@MainActor
@Suite(.serialized) struct StringCatalogTests {
    /// A catalog as Xcode writes it: plain translations, a plural, an interpolated key, a Markdown value.
    private func withCatalog(_ body: () throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-xcstrings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try Data(#"""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "Overview": { "localizations": {
                "es": { "stringUnit": { "state": "translated", "value": "Descripción" } },
                "nb": { "stringUnit": { "state": "translated", "value": "Oversikt" } } } },
              "%lld items": { "localizations": {
                "en": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } },
                "es": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%lld artículo" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%lld artículos" } } } } } } },
              "Hello, %@!": { "localizations": {
                "es": { "stringUnit": { "state": "translated", "value": "¡Hola, **%@**!" } } } },
              "welcome_title": { "localizations": {
                "en": { "stringUnit": { "state": "translated", "value": "Welcome" } } } }
            } }
            """#.utf8).write(to: URL(fileURLWithPath: path))
        CellshotUIKit.stringCatalogs = [path]
        defer { CellshotUIKit.stringCatalogs = [] }
        try body()
    }

    private func drawn(_ text: Text, locale: String) -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return text.localized(in: environment).plainText
    }

    @Test func keysAreTranslatedInTheEnvironmentsLocale() throws {
        try withCatalog {
            #expect(drawn(Text("Overview"), locale: "es") == "Descripción")
            #expect(drawn(Text("Overview"), locale: "nb_NO") == "Oversikt")
            // A language the catalog lacks, and the source language: the key as written.
            #expect(drawn(Text("Overview"), locale: "fr") == "Overview")
            #expect(drawn(Text("Overview"), locale: "en_US") == "Overview")
            // A key that is an identifier: the source language's value.
            #expect(drawn(Text("welcome_title"), locale: "en_US") == "Welcome")
            // A verbatim text is never looked up.
            #expect(drawn(Text(verbatim: "Overview"), locale: "es") == "Overview")
        }
    }

    @Test("An integer interpolated into a text is grouped, as iOS draws Kiwix's language counts; a specifier or a verbatim text is not")
    func interpolatedIntegersAreGrouped() {
        let count = 1283, bytes: Int64 = 2_500_000, negative = -1283, small: UInt8 = 42
        #expect(drawn(Text("\(count)"), locale: "en_US") == "1,283")
        #expect(drawn(Text("\(bytes) bytes"), locale: "en_US") == "2,500,000 bytes")
        #expect(drawn(Text("\(negative)"), locale: "en_US") == "-1,283")
        #expect(drawn(Text("\(small) items"), locale: "en_US") == "42 items")
        #expect(drawn(Text("\(count, specifier: "%d")"), locale: "en_US") == "1283")
        #expect(drawn(Text(verbatim: "\(count)"), locale: "en_US") == "1283")
    }

    @Test func pluralsAndInterpolations() throws {
        try withCatalog {
            let one = 1, many = 3
            #expect(drawn(Text("\(one) items"), locale: "en") == "1 item")
            #expect(drawn(Text("\(many) items"), locale: "es") == "3 artículos")
            let name = "Ada"
            // The translation's Markdown is drawn, and the interpolation keeps its place.
            let text = Text("Hello, \(name)!")
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: "es")
            let segments = text.localized(in: environment).segments
            #expect(segments.map(\.string).joined() == "¡Hola, Ada!")
            #expect(segments.first { $0.string == "Ada" }?.effectiveStyle.weight == .bold)
        }
    }

    @Test func modifiersAndJoinedTextsKeepTheirParts() throws {
        try withCatalog {
            let joined = Text("Overview").bold() + Text(verbatim: " · ") + Text("Overview")
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: "es")
            let localized = joined.localized(in: environment)
            #expect(localized.plainText == "Descripción · Descripción")
            #expect(localized.segments.first?.effectiveStyle.weight == .bold)
        }
    }

    @Test func formatSpecifiersSplit() {
        #expect(FormatPieces.split("%2$@ and %1$@") == [.argument(1), .literal(" and "), .argument(0)])
        #expect(FormatPieces.split("%lld%% done, %.1f left") == [.argument(nil), .literal("% done, "), .argument(nil), .literal(" left")])
    }
}
