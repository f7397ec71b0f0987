@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// `Image`: symbols sized and aligned as the UIKit front end sizes `UIImage(systemName:)` (docs/symbols.md),
/// variants, rendering modes, the app's images from `CellshotSwiftUI.assets`, resizing.
@MainActor
@Suite struct ImageTests {
    // MARK: Symbols

    /// A symbol's box is `ListContentMetrics.symbolSize` of the font's point size times the scale's factor:
    /// body 17 pt → 20 pt; title2 22 pt → 26; small 0.8 → 16; large 1.3 → 26 (docs/symbols.md, "Scales").
    @Test func symbolBoxFollowsTheFontAndScale() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "star")
            Image(systemName: "star").font(.title2)
            Image(systemName: "star").imageScale(.small)
            Image(systemName: "star").imageScale(.large)
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 200, height: nil)
        let sizes = layout.all.filter { $0.name.hasPrefix("Image(systemName:") }.map(\.frame.size)
        #expect(sizes == [CGSize(width: 20, height: 20), CGSize(width: 26, height: 26), CGSize(width: 16, height: 16),
                          CGSize(width: 26, height: 26)])
    }

    /// The baseline puts the box's centre on the middle of the text's cap height: 10 + 17 × 0.7046 / 2 in a
    /// body box ([I] SwiftUIFigures.symbolBaseline).
    @Test func symbolBaselineIsTheCapHeightCentre() {
        #expect(nearly(SwiftUIFigures.symbolBaseline(side: 20, pointSize: 17), 10 + 17 * 1443 / 2048 / 2))
    }

    /// Centred, the symbol's box is centred on the line; on the first baseline, its baseline is the text's, so
    /// its centre is on the middle of the text's cap height. With SF's metrics the two are within 0.05 pt ([M]
    /// PointFree's iOS 13 reference: the circle's centre on the line's); cellshot's stand-in font puts its
    /// baseline 0.16 pt lower in the line, so here they are 0.19 pt apart — under a pixel at 3x.
    @Test func baselineAndCentreAlignmentAgree() throws {
        func offsets(_ alignment: VerticalAlignment) throws -> (image: CGRect, text: CGRect) {
            let row = HStack(alignment: alignment) { Image(systemName: "checkmark.circle.fill"); Text("Checked") }
            let layout = try CellshotSwiftUI.layout(of: row, width: 200, height: nil)
            return (try #require(layout.first("Image(")).frame, try #require(layout.first("Text(")).frame)
        }
        let centred = try offsets(.center)
        #expect(nearly(centred.image.midY, centred.text.midY))
        let onBaseline = try offsets(.firstTextBaseline)
        let baseline = try Visuals.firstBaselineOffset(of: Text("Checked"))
        #expect(nearly(onBaseline.image.minY + SwiftUIFigures.symbolBaseline(side: 20, pointSize: 17),
                       onBaseline.text.minY + baseline))
        #expect(abs(onBaseline.image.midY - onBaseline.text.midY) < 1.0 / 3)
    }

    /// A symbol in a `.firstTextBaseline` row with a larger text keeps its baseline on the text's.
    @Test func symbolBaselineFollowsTheRow() throws {
        let row = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star")
            Text("Title").font(.largeTitle)
        }
        let layout = try CellshotSwiftUI.layout(of: row, width: 300, height: nil)
        let image = try #require(layout.first("Image(")).frame
        let text = try #require(layout.first("Text(")).frame
        let textBaseline = text.minY + (try Visuals.firstBaselineOffset(of: Text("Title").font(.largeTitle)))
        #expect(nearly(image.minY + SwiftUIFigures.symbolBaseline(side: 20, pointSize: 17), textBaseline))
    }

    @Test func variantsComposeAsSFSymbolsNamesThem() {
        #expect(SymbolVariants.fill.names(for: "heart") == ["heart.fill", "heart"])
        #expect(SymbolVariants.circle.fill.names(for: "person") == ["person.circle.fill", "person"])
        #expect(SymbolVariants.slash.fill.names(for: "bell") == ["bell.slash.fill", "bell"])
        #expect(SymbolVariants.circle.names(for: "heart.fill") == ["heart.circle.fill", "heart.fill"])
        #expect(SymbolVariants.fill.names(for: "star.fill") == ["star.fill"])
        #expect(SymbolVariants.none.names(for: "wifi") == ["wifi"])
    }

    @Test func symbolVariantDrawsTheVariantTheTableKnows() throws {
        let commands = try Visuals.commands(Image(systemName: "heart").symbolVariant(.fill))
        #expect(commands.contains { if case .image(let run) = $0 { run.source == .symbol(name: "heart.fill") } else { false } })
    }

    @Test func unknownSymbolWarnsWithTheLineAndSuggestions() throws {
        _ = try Visuals.commands(Image(systemName: "wfi"))
        let warning = try #require(Visuals.warnings(containing: "unknown SF Symbol \"wfi\"").first)
        #expect(warning.contains("ImageTests.swift:\(#line - 2)"))
        #expect(warning.contains("did you mean \"wifi\""))
    }

    @Test func symbolsTakeTheForegroundStyleAndTheFontsWeight() throws {
        let commands = try Visuals.commands(Image(systemName: "star").foregroundStyle(.red).fontWeight(.bold))
        guard case .image(let run)? = commands.first else { Issue.record("no image drawn"); return }
        #expect(run.tint == Color.red.resolved(in: EnvironmentValues()))
        #expect(run.symbol?.weight == .bold)
        #expect(run.frame == Rect(x: 185, y: 0, width: 20, height: 20))
    }

    /// Hierarchical and palette rendering colour the enclosure of a built glyph (its second layer); a glyph of
    /// one layer is drawn monochrome with the UIKit front end's warning.
    @Test func renderingModes() throws {
        var commands = try Visuals.commands(Image(systemName: "pencil.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue))
        guard case .image(let hierarchical)? = commands.first else { Issue.record("no image drawn"); return }
        #expect(hierarchical.symbol?.secondary?.alpha == 0.5)

        commands = try Visuals.commands(Image(systemName: "pencil.circle.fill").foregroundStyle(.white, .red))
        guard case .image(let palette)? = commands.first else { Issue.record("no image drawn"); return }
        #expect(palette.tint == Color.white.resolved(in: EnvironmentValues()))
        #expect(palette.symbol?.secondary == Color.red.resolved(in: EnvironmentValues()))

        _ = try Visuals.commands(Image(systemName: "wifi").symbolRenderingMode(.hierarchical))
        #expect(Visuals.warnings(containing: "\"wifi\" asks for the hierarchical rendering mode, but its stand-in has one layer").count == 1)
        _ = try Visuals.commands(Image(systemName: "wifi").symbolRenderingMode(.multicolor))
        #expect(Visuals.warnings(containing: "asks for its own colours").count == 1)
    }

    /// What cellshot's painter cannot do for an image is named with the line: no smoothing, no antialiasing.
    @Test func interpolationNoneAndAliasingWarn() throws {
        _ = try Visuals.commands(Image(systemName: "qrcode").resizable().interpolation(.none).frame(width: 40, height: 40))
        let warning = try #require(Visuals.warnings(containing: ".interpolation(.none) is drawn smoothly interpolated").first)
        #expect(warning.contains("ImageTests.swift:\(#line - 2)"))
        _ = try Visuals.commands(Image(systemName: "star").antialiased(false))
        #expect(Visuals.warnings(containing: "Image(systemName: \"star\").antialiased(false) is drawn antialiased").count == 1)
        _ = try Visuals.commands(Image(systemName: "star").interpolation(.high).antialiased(true))
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// Under `.redacted(reason: .placeholder)` an image is a rounded box of its frame in the foreground colour at
    /// 16 % (``SwiftUIFigures/redactedOpacity``), corners a quarter of its shorter side.
    @Test func redactedImagesAreGreyBoxes() throws {
        let commands = try Visuals.commands(Image(systemName: "star").redacted(reason: .placeholder))
        let box = Rect(x: 185, y: 0, width: 20, height: 20)
        #expect(commands == [.path(CellshotGraphics.Path(roundedRect: box, cornerRadius: 5, style: .continuous), paint: .fill,
                                   color: CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0.16))])
    }

    @Test func variableValueWarns() throws {
        _ = try Visuals.commands(Image(systemName: "wifi", variableValue: 0.5))
        #expect(Visuals.warnings(containing: "variable value is drawn whole").count == 1)
    }

    // MARK: Resizing

    @Test func resizableTakesTheProposalAndScaledToFitKeepsTheRatio() throws {
        let stretched = try Visuals.frame("Image(", in: Image(systemName: "star").resizable().frame(width: 50, height: 30))
        #expect(stretched?.size == CGSize(width: 50, height: 30))
        let fitted = try Visuals.frame("Image(", in: Image(systemName: "star").resizable().scaledToFit().frame(width: 50, height: 30))
        #expect(fitted?.size == CGSize(width: 30, height: 30))
    }

    // MARK: The app's images

    /// A 2 × 2 pt red square written as `dot@3x.png` (6 × 6 px) in a fresh folder.
    private func assetFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = try CellshotSwiftUI.render(Color.red.frame(width: 2, height: 2), width: 2, height: 2)
        try png.write(to: folder.appendingPathComponent("dot@3x.png"))
        return folder.path
    }

    @Test func namedImagesComeFromTheAssetsAtTheirScale() throws {
        let folder = try assetFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CellshotSwiftUI.$assets.withValue(.folder(folder)) {
            #expect(try Visuals.frame("Image(\"dot\")", in: Image("dot"))?.size == CGSize(width: 2, height: 2))
            let commands = try Visuals.commands(Image("dot").renderingMode(.template).foregroundStyle(.blue))
            guard case .image(let run)? = commands.first else { Issue.record("no image drawn"); return }
            #expect(run.source == .file(path: folder + "/dot@3x.png"))
            #expect(run.tint == Color.blue.resolved(in: EnvironmentValues()))
        }
    }

    @Test func unknownImageIsAPlaceholderWithAWarning() throws {
        try CellshotSwiftUI.$assets.withValue(.none) {
            let frame = try Visuals.frame("Image(\"logo\")", in: Image("logo"))
            #expect(frame?.size == CGSize(width: SwiftUIFigures.missingImageSide, height: SwiftUIFigures.missingImageSide))
            let warning = try #require(Visuals.warnings(containing: "Image(\"logo\") is not among the app's assets").first)
            #expect(warning.contains("ImageTests.swift:\(#line - 3)"))
            let resizable = try Visuals.frame("Image(\"logo\")", in: Image("logo").resizable().frame(width: 80, height: 40))
            #expect(resizable?.size == CGSize(width: 80, height: 40))
        }
    }

    /// `resizable(capInsets:)` draws nine parts: the corners at their size, the edges and centre stretched.
    @Test func capInsetsDrawNineParts() throws {
        let folder = try assetFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CellshotSwiftUI.$assets.withValue(.folder(folder)) {
            let view = Image("dot").resizable(capInsets: EdgeInsets(top: 0.5, leading: 0.5, bottom: 0.5, trailing: 0.5))
                .frame(width: 20, height: 10)
            let commands = try Visuals.commands(view)
            let clips = commands.compactMap { command -> Rect? in
                if case let .clip(rect, _, _, _) = command { return rect }
                return nil
            }
            #expect(clips.count == 9)
            #expect(clips.first == Rect(x: 185, y: 0, width: 0.5, height: 0.5))
        }
    }

    /// `UIImage()` is UIKit's empty image: the fallback in `UIImage(named: name) ?? UIImage()` (DuckDuckGo's app-icon
    /// row). It takes no room and draws nothing, and says nothing: the app asked for nothing to be drawn.
    @Test func emptyUIImageTakesNoRoomAndDrawsNothing() throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let layout = try CellshotSwiftUI.layout(of: HStack(spacing: 0) { Image(uiImage: empty); Text("Icon") }, width: 390, height: nil)
        let image = try #require(layout.first("Image(uiImage:)")).frame
        #expect(image.size == .zero)
        // The text starts where the image is: the image takes no width beside it.
        #expect(try #require(layout.first("Text(")).frame.minX == image.minX)
        let commands = try Visuals.commands(Image(uiImage: empty).resizable().frame(width: 29, height: 29))
        #expect(!commands.contains { if case .image = $0 { true } else { false } })
        #expect(Visuals.warnings(containing: "Image(uiImage:)").isEmpty)
    }

    @Test func uiImageSymbolsUseTheirConfiguration() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(try Visuals.frame("Image(uiImage:)", in: Image(uiImage: image))?.size == CGSize(width: 40, height: 40))
    }
}
