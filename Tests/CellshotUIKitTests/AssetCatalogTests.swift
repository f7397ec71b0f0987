@testable import CellshotUIKit
import Cellshot
import CellshotModel
import CellshotGraphics
import Foundation
import Testing

/// `AssetCatalog` reads an `.xcassets` folder as Xcode compiles it, and `UIImage(named:)` / `UIColor(named:)` find
/// its sets through `CellshotUIKit.assetCatalogs` (issue 43, item 2).
@MainActor @Suite struct AssetCatalogTests {
    /// A catalog written as Xcode writes one: an image set at three scales with dark and high-contrast variants and
    /// an iPad file, a namespaced folder with a template SVG and a PDF, a plain group with a colour set (float, hex
    /// and byte components, a dark variant), a grey colour and a malformed `Contents.json`.
    static func writeCatalog() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-catalog-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try write("Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#)
        try write("appleCard.imageset/Contents.json", #"""
            { "images": [
                { "filename": "card.png", "idiom": "universal", "scale": "1x" },
                { "filename": "card@2x.png", "idiom": "universal", "scale": "2x" },
                { "filename": "card@3x.png", "idiom": "universal", "scale": "3x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "filename": "card-dark@2x.png", "idiom": "universal", "scale": "2x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "filename": "card-dark@3x.png", "idiom": "universal", "scale": "3x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }, { "appearance": "contrast", "value": "high" }],
                  "filename": "card-dark-hc@3x.png", "idiom": "universal", "scale": "3x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }], "idiom": "universal", "scale": "1x" },
                { "filename": "card-ipad@2x.png", "idiom": "ipad", "scale": "2x" }
              ],
              "info": { "author": "xcode", "version": 1 } }
            """#)
        for file in ["card.png", "card@2x.png", "card@3x.png", "card-dark@2x.png", "card-dark@3x.png",
                     "card-dark-hc@3x.png", "card-ipad@2x.png"] {
            try write("appleCard.imageset/" + file, "png bytes")
        }
        try write("Icons/Contents.json", #"{ "info": { "author": "xcode", "version": 1 }, "properties": { "provides-namespace": true } }"#)
        try write("Icons/star.imageset/Contents.json", #"""
            { "images": [{ "filename": "star.svg", "idiom": "universal" }],
              "properties": { "preserves-vector-representation": true, "template-rendering-intent": "template" } }
            """#)
        try write("Icons/star.imageset/star.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#)
        try write("Icons/paper.imageset/Contents.json", #"{ "images": [{ "filename": "paper.pdf", "idiom": "universal" }] }"#)
        try write("Icons/paper.imageset/paper.pdf", "%PDF-1.4")
        try write("Colors/Brand.colorset/Contents.json", #"""
            { "colors": [
                { "color": { "color-space": "srgb",
                             "components": { "red": "0.500", "green": "0x80", "blue": "128", "alpha": "1.000" } },
                  "idiom": "universal" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "color": { "color-space": "srgb",
                             "components": { "red": "0.100", "green": "0x1A", "blue": "255", "alpha": "0.500" } },
                  "idiom": "universal" }
              ] }
            """#)
        try write("Colors/Mist.colorset/Contents.json", #"""
            { "colors": [{ "color": { "color-space": "gray-gamma-22", "components": { "white": "0.250", "alpha": "1" } },
                           "idiom": "universal" }] }
            """#)
        try write("Broken.colorset/Contents.json", ##"{ "colors": [ { "color": "#}"##)
        return catalog.path
    }

    @Test("An image set gives its largest iPhone scale, its dark file (not the high-contrast one) and its folder's namespace")
    func imageSets() throws {
        let path = try Self.writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let catalog = AssetCatalog.load(path)
        let card = try #require(catalog.imageSet(named: "appleCard"))
        #expect(card.file == path + "/appleCard.imageset/card@3x.png")
        #expect(card.scale == 3)
        #expect(card.darkFile == path + "/appleCard.imageset/card-dark@3x.png")
        #expect(card.darkScale == 3)
        #expect(card.isTemplate == nil)
        #expect(catalog.imageSet(named: "star") == nil)
        let star = try #require(catalog.imageSet(named: "Icons/star"))
        #expect(star.file == path + "/Icons/star.imageset/star.svg")
        #expect(star.scale == 1)
        #expect(star.isTemplate == true)
        let paper = try #require(catalog.imageSet(named: "Icons/paper"))
        #expect(paper.file == nil)
        #expect(paper.note == "its image set's file Assets.xcassets/Icons/paper.imageset/paper.pdf is a PDF, which "
                + "cellshot does not draw (use an SVG or PNG of it in the test's catalog)")
        #expect(AssetCatalog.load(path + "/").imageSets == catalog.imageSets)
    }

    @Test("A colour set's float, hex and byte components, light and dark; a grey; a malformed Contents.json is a warning")
    func colorSets() throws {
        let path = try Self.writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let catalog = AssetCatalog.load(path)
        // "Colors" does not provide a namespace: its sets keep their own names.
        let brand = try #require(catalog.colorSet(named: "Brand"))
        #expect(brand.light == Color(red: 0.5, green: 128.0 / 255, blue: 128.0 / 255, alpha: 1))
        #expect(brand.dark == Color(red: 0.1, green: 26.0 / 255, blue: 1, alpha: 0.5))
        #expect(catalog.colorSet(named: "Mist") == AssetCatalog.ColorSet(
            name: "Mist", light: Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1), dark: nil))
        #expect(catalog.colorSet(named: "Broken") == nil)
        #expect(catalog.warnings.count == 1)
        #expect(catalog.warnings.first?.hasPrefix("Assets.xcassets/Broken.colorset/Contents.json is not valid JSON (") == true)
        #expect(catalog.warnings.first?.hasSuffix("): it is left out") == true)
    }

    @Test("UIImage(named:) and UIColor(named:) look in CellshotUIKit.assetCatalogs first; a name in none warns")
    func lookup() throws {
        try withTestCatalog { path in try lookup(path) }
    }

    private func lookup(_ path: String) throws {
        let (card, light, dark) = try appleCard(path)
        #expect(card.lightSource == light && card.darkSource == dark)
        #expect(card != UIImage(contentsOfFile: path + "/appleCard.imageset/card@3x.png"))
        #expect(card.renderingMode == .automatic)
        let star = try #require(UIImage(named: "Icons/star"))
        #expect(star.renderingMode == .alwaysTemplate)

        let brand = try #require(UIColor(named: "Brand"))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue,
                                                                                      alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.5, 128.0 / 255, 128.0 / 255, 1])
        brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue,
                                                                                     alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.1, 26.0 / 255, 1, 0.5])

        #expect(UIImage(named: "Icons/paper") == nil)
        #expect(UIImage(named: "nowhere") == nil)
        #expect(UIColor(named: "Broken") == nil)
        #expect(DeferredNotes.shared.takeWarnings() == [
            catalogWarning(path),
            "UIImage(named: \"Icons/paper\") is nil: its image set's file Assets.xcassets/Icons/paper.imageset/paper.pdf "
                + "is a PDF, which cellshot does not draw (use an SVG or PNG of it in the test's catalog), and no image "
                + "file of that name in the bundle, so whatever the code does without the image is drawn",
            "UIImage(named: \"nowhere\") is nil: no image set of that name in the catalogs (\(path)), and no image "
                + "file of that name in the bundle, so whatever the code does without the image is drawn",
            "UIColor(named: \"Broken\") is nil here: no colour set of that name in the catalogs (\(path)), so whatever "
                + "the code does without the colour (its fallback) is drawn; point CellshotUIKit.assetCatalogs at the "
                + "app's Assets.xcassets (or name it in cellshot-sources.json's \"assets\")",
        ])
    }

    @Test("An image set's dark file is drawn in dark columns, its light one in light columns (UIKit and SwiftUI's Image(uiImage:))")
    func darkAppearance() throws {
        try withTestCatalog { path in try darkAppearance(path) }
    }

    private func darkAppearance(_ path: String) throws {
        let (card, light, dark) = try appleCard(path)
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(card.source == dark)
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        #expect(card.source == light)
        // A copy (a tint, a configuration) keeps both files.
        #expect(card.withRenderingMode(.alwaysOriginal).darkSource == dark)
        #expect(card.swiftUIDescription.darkFilePath == path + "/appleCard.imageset/card-dark@3x.png")

        // Drawn: the document of a list cell showing it, in each style, names that style's file.
        func imageOfFirstRow(_ style: UIUserInterfaceStyle) throws -> ImageSource? {
            let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [{
                let cell = UICollectionViewListCell()
                var content = cell.defaultContentConfiguration()
                content.text = "Apple Card"
                content.image = UIImage(named: "appleCard")
                cell.contentConfiguration = content
                return cell
            }])], appearance: .insetGrouped, traits: UITraitCollection(userInterfaceStyle: style))
            let row = try #require(document.sections.first?.rows.first)
            // Each column's configuration is the row's state configuration.
            guard case .cell(_, let states) = row.content else { return nil }
            return states[.normal]?.content.image
        }
        #expect(try imageOfFirstRow(.light) == light)
        #expect(try imageOfFirstRow(.dark) == dark)
    }

    @Test("A file in a 3x slot whose name does not say so is drawn through a link named with its scale")
    func aSlotsScaleIsKeptWhateverTheFileIsCalled() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-catalog-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let original = set.appendingPathComponent("Group 12.png").path
        // Any bytes: the link is made from the set's Contents.json, not from the pixels.
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: original))
        try Data(#"{ "images": [{ "filename": "Group 12.png", "idiom": "universal", "scale": "3x" }] }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let before = CellshotUIKit.assetCatalogs
        CellshotUIKit.assetCatalogs = [catalog.path]
        defer { CellshotUIKit.assetCatalogs = before }

        let logo = try #require(UIImage(named: "logo"))
        guard case .file(let drawn) = logo.lightSource else {
            Issue.record("not a file: \(logo.lightSource)")
            return
        }
        #expect(drawn.hasSuffix("/Group 12@3x.png"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: drawn) == original)
        #expect(ImageFileScale.scale(ofFile: drawn) == 3)
        // The same set gives the same link.
        #expect(UIImage(named: "logo")?.lightSource == logo.lightSource)
    }

    @Test("The catalogs the CellshotSources plugin registered are read from the resource folders beside the program")
    func pluginRegisteredCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-products-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        // Two targets' resource folders (read in name order), a macOS bundle, one with another resource only, a
        // malformed registry, and a registry outside any resource folder (not read).
        try write("Tests_ZList.resources/cellshot-asset-catalogs.json", #"{ "assetCatalogs": ["/app/Z.xcassets"] }"#)
        try write("Tests_AList.resources/cellshot-asset-catalogs.json",
                  #"{ "assetCatalogs": ["/app/A.xcassets", "/app/Shared.xcassets"] }"#)
        try write("Tests_Mac.bundle/Contents/Resources/cellshot-asset-catalogs.json", #"{ "assetCatalogs": ["/mac/M.xcassets"] }"#)
        try write("Tests_Other.resources/data.json", "{}")
        try write("Tests_Broken.resources/cellshot-asset-catalogs.json", #"{ "assetCatalogs": "#)
        try write("cellshot-asset-catalogs.json", #"{ "assetCatalogs": ["/loose/L.xcassets"] }"#)
        #expect(PluginAssetCatalogs.find(in: folder.path)
                    == ["/app/A.xcassets", "/app/Shared.xcassets", "/mac/M.xcassets", "/app/Z.xcassets"])
        #expect(PluginAssetCatalogs.catalogs(in: Data(#"{ "assetCatalogs": [1] }"#.utf8)) == [])
        // This test program was built with no CellshotSources target: nothing is registered, and the messages say so.
        #expect(CellshotUIKit.pluginAssetCatalogs == [])
        let before = CellshotUIKit.assetCatalogs
        CellshotUIKit.assetCatalogs = []
        defer { CellshotUIKit.assetCatalogs = before }
        #expect(CellshotUIKit.catalogSummary
                    == "(CellshotUIKit.assetCatalogs is empty and no CellshotSources target names \"assets\")")
    }

    @Test("A colour that refers to a system colour is that colour, light and dark; an unknown one is left out, warned")
    func systemColourReferences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        // Apple's Today tutorial writes its tint so: systemTeal for Any and Dark, systemBlue for Light.
        try write("Tint.colorset/Contents.json", #"""
            { "colors": [
                { "color": { "platform": "ios", "reference": "systemTealColor" }, "idiom": "universal" },
                { "appearances": [{ "appearance": "luminosity", "value": "light" }],
                  "color": { "platform": "ios", "reference": "systemBlueColor" }, "idiom": "universal" }
            ] }
            """#)
        try write("Background.colorset/Contents.json", #"""
            { "colors": [{ "color": { "platform": "ios", "reference": "systemBackgroundColor" }, "idiom": "universal" }] }
            """#)
        try write("Odd.colorset/Contents.json", #"""
            { "colors": [{ "color": { "platform": "ios", "reference": "systemChartreuseColor" }, "idiom": "universal" }] }
            """#)
        let read = AssetCatalog(reading: catalog.path)
        func resolved(_ color: UIColor, dark: Bool) -> Color {
            color.resolved(in: UITraitCollection(userInterfaceStyle: dark ? .dark : .light), tint: nil)
        }
        let tint = try #require(read.colorSet(named: "Tint"))
        #expect(tint.light == resolved(.systemBlue, dark: false))
        #expect(tint.dark == resolved(.systemTeal, dark: true))
        let background = try #require(read.colorSet(named: "Background"))
        #expect(background.light == resolved(.systemBackground, dark: false))
        #expect(background.dark == resolved(.systemBackground, dark: true))
        #expect(background.light != background.dark)
        #expect(read.colorSet(named: "Odd") == nil)
        #expect(read.warnings == ["Assets.xcassets/Odd.colorset/Contents.json: the colour refers to a system colour "
                                  + "(systemChartreuseColor) cellshot does not declare: the colour set \"Odd\" is left out"])
    }

    /// Runs `body` with the test catalog (``writeCatalog()``) as `CellshotUIKit.assetCatalogs` and no warning pending.
    private func withTestCatalog(_ body: (String) throws -> Void) throws {
        let path = try Self.writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let before = CellshotUIKit.assetCatalogs
        CellshotUIKit.assetCatalogs = [path]
        defer { CellshotUIKit.assetCatalogs = before }
        _ = DeferredNotes.shared.takeWarnings()
        try body(path)
    }

    /// `UIImage(named: "appleCard")` of the test catalog, and its light and dark files as image sources.
    private func appleCard(_ path: String) throws -> (image: UIImage, light: ImageSource, dark: ImageSource) {
        let card = try #require(UIImage(named: "appleCard"))
        let light = try #require(UIImage(contentsOfFile: path + "/appleCard.imageset/card@3x.png")).lightSource
        let dark = try #require(UIImage(contentsOfFile: path + "/appleCard.imageset/card-dark@3x.png")).lightSource
        return (card, light, dark)
    }

    /// The catalog's one warning (its malformed file), as the reader worded it.
    private func catalogWarning(_ path: String) -> String {
        AssetCatalog.load(path).warnings.first ?? "no warning"
    }
}
