import Foundation
import Testing
@testable import CellshotRender

/// The symbol table against the SF Symbols names counted in public Swift code (docs/symbols-corpus.tsv, written by
/// scripts/count-symbols.sh): the share of uses it draws with a glyph stays at or above the floor docs/symbols.md
/// states, and the names of Apple's sample code it lacks are the ones docs/symbols.md lists.
@Suite("Symbol coverage")
struct SymbolCoverageTests {
    /// One counted name: its uses, and its uses in Apple's sample code.
    struct Count {
        var name: String
        var uses: Int
        var appleUses: Int
    }

    /// The corpus, read from docs/ beside this package's sources.
    static func corpus() throws -> [Count] {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)      // CellshotRenderTests/SymbolCoverageTests.swift, Tests
        let path = (components + ["docs", "symbols-corpus.tsv"]).joined(separator: "/")
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("name\t") else { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count == 4, let uses = Int(fields[1]), let apple = Int(fields[3]) else { return nil }
            return Count(name: String(fields[0]), uses: uses, appleUses: apple)
        }
    }

    /// The names of Apple's sample code that no icon set has a glyph of the meaning for (docs/symbols.md).
    static let appleNamesDrawnAsPlaceholders: Set<String> = [
        "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill", "circle.bottomhalf.fill",
        "circle.tophalf.fill", "drop.triangle.fill", "figure.badminton", "figure.climbing", "figure.fishing",
        "figure.play", "figure.surfing", "photo.artframe", "questionmark.square.dashed", "wifi.exclamationmark",
    ]

    @Test func atLeast98PercentOfTheCountedUsesDrawAGlyph() throws {
        let symbols = try SymbolCatalog()
        let corpus = try Self.corpus()
        let uses = corpus.reduce(0) { $0 + $1.uses }
        let mapped = corpus.filter { symbols.knows($0.name) }.reduce(0) { $0 + $1.uses }
        #expect(corpus.count >= 600 && uses >= 3_800, "the corpus has \(corpus.count) names, \(uses) uses")
        #expect(Double(mapped) / Double(uses) >= 0.98, "\(mapped) of \(uses) uses mapped")
    }

    @Test func everyNameOfApplesSampleCodeIsMappedButTheListedOnes() throws {
        let symbols = try SymbolCatalog()
        let apple = try Self.corpus().filter { $0.appleUses > 0 }
        #expect(apple.count >= 250)
        let unmapped = Set(apple.map(\.name).filter { !symbols.knows($0) })
        #expect(unmapped == Self.appleNamesDrawnAsPlaceholders)
    }
}
