@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// `CellshotSwiftUI.assets = .catalog(…)`: `Image("name")` and `Color("name")` drawn from an asset catalog's sets,
/// light and dark (issue 43, item 2).
@MainActor
@Suite struct AssetCatalogSourceTests {
    /// A catalog with a 2 × 2 pt image set (red at 3x, blue in dark mode, a 1x file that must not be chosen), a
    /// template SVG in a namespaced folder, and a colour set with a dark variant.
    private func writeCatalog() throws -> String {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-swiftui-catalog-\(UUID().uuidString)/Assets.xcassets")
        func write(_ path: String, _ data: Data) throws {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let red = try CellshotSwiftUI.render(Color.red.frame(width: 2, height: 2), width: 2, height: 2)
        let blue = try CellshotSwiftUI.render(Color.blue.frame(width: 2, height: 2), width: 2, height: 2)
        try write("appleCard.imageset/card@3x.png", red)
        try write("appleCard.imageset/card-dark@3x.png", blue)
        try write("appleCard.imageset/card.png", red)
        try write("appleCard.imageset/Contents.json", Data(#"""
            { "images": [
                { "filename": "card.png", "idiom": "universal", "scale": "1x" },
                { "filename": "card@3x.png", "idiom": "universal", "scale": "3x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "filename": "card-dark@3x.png", "idiom": "universal", "scale": "3x" }
            ] }
            """#.utf8))
        try write("Icons/Contents.json", Data(#"{ "properties": { "provides-namespace": true } }"#.utf8))
        try write("Icons/star.imageset/star.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#.utf8))
        try write("Icons/star.imageset/Contents.json", Data(#"""
            { "images": [{ "filename": "star.svg", "idiom": "universal" }],
              "properties": { "template-rendering-intent": "template" } }
            """#.utf8))
        try write("Brand.colorset/Contents.json", Data(#"""
            { "colors": [
                { "color": { "color-space": "srgb", "components": { "red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000" } },
                  "idiom": "universal" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "color": { "color-space": "srgb", "components": { "red": "1.000", "green": "0.800", "blue": "0x00", "alpha": "1.000" } },
                  "idiom": "universal" }
            ] }
            """#.utf8))
        return catalog.path
    }

    /// The colours a view fills with.
    private func fills(_ view: some View, colorScheme: ColorScheme) throws -> [CellshotGraphics.Color] {
        try Visuals.flattened(Visuals.commands(view, colorScheme: colorScheme)).compactMap { command in
            switch command {
            case .fill(_, _, let color), .path(_, _, let color): color
            default: nil
            }
        }
    }

    @Test func aDarkFileOfAnotherScaleIsDrawnAtItsOwnScale() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-swiftui-catalog-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // 2 pt a side in both: 6 px at 3x in light mode, 4 px at 2x in dark mode (the set has no dark 3x file).
        try CellshotSwiftUI.render(Color.red.frame(width: 2, height: 2), width: 2, height: 2, scale: 3)
            .write(to: set.appendingPathComponent("badge@3x.png"))
        try CellshotSwiftUI.render(Color.blue.frame(width: 2, height: 2), width: 2, height: 2, scale: 2)
            .write(to: set.appendingPathComponent("badge-dark@2x.png"))
        try Data(#"""
            { "images": [
                { "filename": "badge@3x.png", "idiom": "universal", "scale": "3x" },
                { "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                  "filename": "badge-dark@2x.png", "idiom": "universal", "scale": "2x" }
            ] }
            """#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try CellshotSwiftUI.$assets.withValue(.catalog(catalog.path)) {
            for (scheme, file) in [(ColorScheme.light, "badge@3x.png"), (.dark, "badge-dark@2x.png")] {
                let runs = try Visuals.flattened(Visuals.commands(Image("badge"), colorScheme: scheme)).compactMap { command -> ImageRun? in
                    if case .image(let run) = command { return run }
                    return nil
                }
                #expect(runs.map(\.source) == [.file(path: set.path + "/" + file)])
                #expect(runs.map(\.frame.size) == [Size(width: 2, height: 2)], "\(scheme)")
            }
        }
    }

    /// Xcode's app templates make the "AccentColor" colour set the app's accent colour (the build setting
    /// ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME): `.tint`, `Color.accentColor` and the controls drawn in it.
    @Test func theCatalogsAccentColorIsTheAppsAccent() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-swiftui-catalog-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // fespinoza/sample-json-app's accent colour.
        try Data(#"""
            { "colors": [{ "color": { "color-space": "srgb",
                "components": { "alpha": "1.000", "blue": "0xE0", "green": "0x61", "red": "0x63" } },
                "idiom": "universal" }] }
            """#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let accent = CellshotGraphics.Color(red: 0x63 / 255, green: 0x61 / 255, blue: 0xE0 / 255)
        try CellshotSwiftUI.$assets.withValue(.catalog(catalog.path)) {
            #expect(try fills(Rectangle().fill(.tint).frame(width: 4, height: 4), colorScheme: .light) == [accent])
            #expect(try fills(Color.accentColor.frame(width: 4, height: 4), colorScheme: .light) == [accent])
            // A `.tint` the code sets wins.
            let tinted = try fills(Rectangle().fill(.tint).frame(width: 4, height: 4).tint(.red), colorScheme: .light)
            let red = try fills(Color.red.frame(width: 4, height: 4), colorScheme: .light)
            #expect(tinted == red)
        }
        // Without the catalog, iOS's default: blue.
        let plain = try fills(Color.accentColor.frame(width: 4, height: 4), colorScheme: .light)
        let blue = try fills(Color.blue.frame(width: 4, height: 4), colorScheme: .light)
        #expect(plain == blue)
    }

    /// A Swift package's "AccentColor" is only a colour of the package: the global accent is the app target's
    /// build setting (iComputerfreak/TimeSheet's Core package has a green one; its screens' buttons are blue).
    @Test func aPackagesAccentColorIsNotTheAppsAccent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Packages/Core/Sources/Resources/Colors.xcassets")
        let set = catalog.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Packages/Core/Package.swift"))
        try Data(#"""
            { "colors": [{ "color": { "color-space": "srgb",
                "components": { "alpha": "1.000", "blue": "0x00", "green": "0xB1", "red": "0x1E" } },
                "idiom": "universal" }] }
            """#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect(AssetCatalogSource(catalog.path).isInSwiftPackage)
        let blue = try fills(Color.blue.frame(width: 4, height: 4), colorScheme: .light)
        try CellshotSwiftUI.$assets.withValue(.catalog(catalog.path)) {
            #expect(try fills(Color.accentColor.frame(width: 4, height: 4), colorScheme: .light) == blue)
            // `Color("AccentColor")` by name is the package's colour, as on iOS.
            let named = try fills(Color("AccentColor").frame(width: 4, height: 4), colorScheme: .light)
            #expect(named == [CellshotGraphics.Color(red: 0x1E / 255, green: 0xB1 / 255, blue: 0)])
        }
        // The app's own catalog beside its Xcode project is the app target's, even under a folder with a manifest.
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        #expect(!AssetCatalogSource(app.appendingPathComponent("Assets.xcassets").path).isInSwiftPackage)
    }

    /// The resources Xcode generates from a catalog (`Image(.appleCard)`, `Color(.brand)`) are its sets by name.
    @Test func generatedResourcesNameTheSets() throws {
        let path = try writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try CellshotSwiftUI.$assets.withValue(.catalog(path)) {
            let card = ImageResource(name: "appleCard", bundle: .main)
            #expect(try Visuals.frame("Image(\"appleCard\")", in: Image(card))?.size == CGSize(width: 2, height: 2))
            let brand = ColorResource(name: "Brand", bundle: .main)
            let resource = try fills(Color(brand).frame(width: 4, height: 4), colorScheme: .dark)
            let named = try fills(Color("Brand").frame(width: 4, height: 4), colorScheme: .dark)
            #expect(resource == named && !named.isEmpty)
        }
    }

    @Test func imagesAndColoursComeFromTheCatalog() throws {
        let path = try writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try CellshotSwiftUI.$assets.withValue(.catalog(path)) {
            // The 3x file, 6 px a side, is 2 pt: the set's scale is kept.
            #expect(try Visuals.frame("Image(\"appleCard\")", in: Image("appleCard"))?.size == CGSize(width: 2, height: 2))
            for (scheme, file) in [(ColorScheme.light, "card@3x.png"), (.dark, "card-dark@3x.png")] {
                let commands = try Visuals.flattened(Visuals.commands(Image("appleCard"), colorScheme: scheme))
                let runs = commands.compactMap { command -> ImageRun? in
                    if case .image(let run) = command { return run }
                    return nil
                }
                #expect(runs.map(\.source) == [.file(path: path + "/appleCard.imageset/" + file)])
            }
            // "Render As: Template Image": tinted with the foreground style.
            let star = try Visuals.flattened(Visuals.commands(Image("Icons/star").foregroundStyle(.blue)))
            guard case .image(let run)? = star.first(where: { if case .image = $0 { true } else { false } }) else {
                Issue.record("no image drawn")
                return
            }
            #expect(run.source == .file(path: path + "/Icons/star.imageset/star.svg"))
            #expect(run.tint == Color.blue.resolved(in: EnvironmentValues()))

            let brand = Color("Brand").frame(width: 10, height: 10)
            #expect(try fills(brand, colorScheme: .light) == [
                CellshotGraphics.Color(red: 0x33 / 255.0, green: 102 / 255.0, blue: 0.6, alpha: 1),
            ])
            #expect(try fills(brand, colorScheme: .dark) == [CellshotGraphics.Color(red: 1, green: 0.8, blue: 0, alpha: 1)])
            #expect(Visuals.warnings(containing: "Brand").isEmpty)
        }
    }

    @Test func theCatalogsTheCellshotSourcesPluginRegisteredComeFirstByDefault() throws {
        let path = try writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // `"assets"` in a target's cellshot-sources.json (CellshotUIKit.pluginAssetCatalogs), then the main bundle.
        let standard = AppAssets.standard(registered: [path])
        #expect(standard.summary == "catalog \(path), " + AppAssets.mainBundle.summary)
        let brand = try CellshotSwiftUI.$assets.withValue(standard) {
            try fills(Color("Brand").frame(width: 10, height: 10), colorScheme: .light)
        }
        #expect(brand == [CellshotGraphics.Color(red: 0x33 / 255.0, green: 102 / 255.0, blue: 0.6, alpha: 1)])
        // This test program has no CellshotSources target: the default is the main bundle's files alone.
        #expect(CellshotSwiftUI.assets.summary == AppAssets.mainBundle.summary)
    }

    @Test func aNameNotInTheCatalogWarnsNamingIt() throws {
        let path = try writeCatalog()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try CellshotSwiftUI.$assets.withValue(.catalog(path)) {
            _ = try Visuals.commands(Image("star"))
            #expect(Visuals.warnings(containing: "Image(\"star\") is not among the app's assets (catalog \(path))").count == 1)
        }
    }
}
