@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// A `Text` offered less height than its lines: as many whole lines as fit, the last truncated in its truncation
/// mode, sized and drawn so; `.lineLimit` still caps the lines, `.minimumScaleFactor` shrinks the text first and
/// `.fixedSize(horizontal: false, vertical: true)` opts out (APPLE `Text`, `lineLimit(_:)`, `minimumScaleFactor(_:)`,
/// `fixedSize(horizontal:vertical:)`; seen in fespinoza/sample-json-app's `MovieDetailsView` at accessibility XXL,
/// whose genres end their second line with "…" on iOS 17).
@MainActor
@Suite struct TextFittingTests {
    typealias Support = ControlsTestSupport

    /// Six lines of body text 120 pt wide (Inter at 17 pt).
    private let genres = "Action, Adventure, Science Fiction, Drama, Fantasy"
    /// Body's line at Large, SF Pro's (SwiftUIFigures.lineHeightRatio × 17), to the pixel at 3x.
    private let bodyLine: CGFloat = 61.0 / 3

    /// The text runs a view draws, in order.
    private func runs<V: View>(_ view: V) throws -> [TextRun] {
        try Support.commands(view).compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    @Test func aTextInAShortFrameShowsTheLinesThatFitTheLastTruncated() throws {
        let view = Text(genres).frame(width: 120, height: 50)
        let root = try CellshotSwiftUI.layout(of: view, width: 120, height: 50)
        let text = try #require(root.first("Text"))
        #expect(text.frame.height == 2 * bodyLine)
        #expect(text.frame.minY == (50 - 2 * bodyLine) / 2)
        let run = try #require(try runs(view).first)
        #expect(run.attributes.numberOfLines == 2)
        #expect(run.attributes.lineBreakMode == .byTruncatingTail)
        #expect(run.frame.height == Double(2 * bodyLine))
    }

    @Test func theTruncationModeEndsTheLastLine() throws {
        let run = try #require(try runs(Text(genres).truncationMode(.middle).frame(width: 120, height: 50)).first)
        #expect(run.attributes.numberOfLines == 2)
        #expect(run.attributes.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func aTextThatFitsItsFrameIsNotLimited() throws {
        let view = Text(genres).frame(width: 120, height: 200)
        let root = try CellshotSwiftUI.layout(of: view, width: 120, height: 200)
        let text = try #require(root.first("Text"))
        #expect(text.frame.height == 6 * bodyLine)
        #expect(try runs(view).first?.attributes.numberOfLines == 0)
    }

    @Test func lineLimitStillCapsTheLines() throws {
        let run = try #require(try runs(Text(genres).lineLimit(1).frame(width: 120, height: 50)).first)
        #expect(run.attributes.numberOfLines == 1)
        let roomy = try #require(try runs(Text(genres).lineLimit(3).frame(width: 120, height: 50)).first)
        #expect(roomy.attributes.numberOfLines == 2)
    }

    @Test func fixedSizeVerticallyOptsOut() throws {
        let view = Text(genres).fixedSize(horizontal: false, vertical: true).frame(width: 120, height: 50)
        let root = try CellshotSwiftUI.layout(of: view, width: 120, height: 50)
        let text = try #require(root.first("Text"))
        #expect(text.frame.height == 6 * bodyLine)
        #expect(try runs(view).first?.attributes.numberOfLines == 0)
    }

    @Test func aStackSharesItsHeightAndTheLowerTextLosesLines() throws {
        // The sample app's poster overlay, in small: a title and the genres in a height that holds three lines.
        let view = VStack(spacing: 0) {
            Text("Avatar")
            Text(genres)
        }.frame(width: 120, height: 3 * bodyLine)
        let all = try runs(view)
        try #require(all.count == 2)
        #expect(all[0].attributes.numberOfLines == 0)
        #expect(all[1].attributes.numberOfLines == 2)
        #expect(all[1].frame.height == Double(2 * bodyLine))
    }

    /// The sample app's poster overlay at accessibility XXL, in small: a bold title, a rating and the genres over a
    /// poster 200 pt tall, the overlay offered the poster's size. iOS shows the genres' first two lines, the second ending in "…"
    /// (fespinoza/sample-json-app `testView_iPhone_lightMode_dynamicType`); so does cellshot.
    struct PosterOverlay: View {
        let genres: String
        var body: some View {
            Color(red: 0.35, green: 0.45, blue: 0.7)
                .frame(width: 320, height: 200)
                .overlay(alignment: .bottom) {
                    VStack(spacing: 8) {
                        Text("Avatar").font(.title.bold())
                        Label("7.7", systemImage: "star.fill")
                        Text(genres).font(.caption)
                    }
                }
                .dynamicTypeSize(.accessibility2)
        }
    }

    @Test func thePosterOverlayCutsTheGenres() throws {
        let view = PosterOverlay(genres: genres + ", Thriller, Science Fiction")
        let all = try runs(view)
        let genreRun = try #require(all.last)
        // The title and the rating, less flexible, are sized first and keep their line; the genres take what is left
        // (200 pt less the spacing, the title's and the rating's lines): whole lines, the last truncated.
        #expect(all.first?.attributes.numberOfLines == 0)
        #expect(genreRun.attributes.numberOfLines == 2)
        #expect(genreRun.attributes.lineBreakMode == .byTruncatingTail)
        let root = try CellshotSwiftUI.layout(of: view, width: 320, height: 200)
        let texts = root.all.filter { $0.name.hasPrefix("Text(") }
        let poster = try #require(root.all.first { $0.name.hasPrefix("Color") })
        #expect(texts.allSatisfy { $0.frame.minY >= poster.frame.minY && $0.frame.maxY <= poster.frame.maxY })
        try Support.verifySnapshot(view, named: "poster-overlay", suite: "TextFittingTests", width: 320, look: .ios26)
    }

    @Test func minimumScaleFactorShrinksALineUntilItFits() throws {
        let view = Text("Science Fiction").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
        let run = try #require(try runs(view).first)
        #expect(run.attributes.numberOfLines == 1)
        #expect(run.attributes.font.size < 17)
        #expect(run.attributes.font.size >= 8.5)
        #expect(run.frame.width <= 100)
        let root = try CellshotSwiftUI.layout(of: view, width: 100)
        let text = try #require(root.first("Text"))
        // Shrunk as little as fits: a hair larger and the line would break.
        #expect(text.frame.width > 95)
        #expect(text.frame.height < bodyLine)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func minimumScaleFactorStopsAtTheFactorAndThenTruncates() throws {
        let view = Text(genres).lineLimit(1).minimumScaleFactor(0.9).frame(width: 100)
        let run = try #require(try runs(view).first)
        #expect(abs(run.attributes.font.size - 17 * 0.9) < 1e-9)
        #expect(run.attributes.numberOfLines == 1)
        #expect(run.frame.width == 100)
    }

    @Test func minimumScaleFactorLeavesATextThatFitsAlone() throws {
        let run = try #require(try runs(Text("Drama").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)).first)
        #expect(run.attributes.font.size == 17)
    }

    @Test func minimumScaleFactorShrinksToTheHeightFirst() throws {
        // Six lines at 17 pt do not fit 50 pt; smaller, the text takes fewer and shorter lines until it does.
        let view = Text(genres).minimumScaleFactor(0.5).frame(width: 120, height: 50)
        let run = try #require(try runs(view).first)
        #expect(run.attributes.font.size < 17)
        #expect(run.attributes.numberOfLines == 0)
        #expect(run.frame.height <= 50)
    }
}
