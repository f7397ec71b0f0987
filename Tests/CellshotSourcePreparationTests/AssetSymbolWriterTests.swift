import CellshotSourcePreparation
import Foundation
import Testing

/// The members Xcode generates from an app's asset catalogs, as the CellshotSources plugin writes them.
@Suite struct AssetSymbolWriterTests {
    @Test func namesFollowXcodes() {
        // Pairs read from GeneratedAssetSymbols.swift files Xcode wrote in public apps.
        let images = [
            "Icon-29": "icon29", "Logo": "logo", "ad-min": "adMin", "LuLu": "luLu", "Product.1": "product1",
            "Zpp.img": "zppImg", "svnr-glyph-fill2": "svnrGlyphFill2", "Ai_icon": "aiIcon", "Background 1": "background1",
            "Background-Page3": "backgroundPage3", "100": "_100", "ClaudeCodeLogo": "claudeCodeLogo",
            "piratesOfTheCaribbean": "piratesOfTheCaribbean",
        ]
        for (asset, symbol) in images {
            #expect(AssetSymbolWriter.symbolName(for: asset, isColor: false) == symbol, "\(asset)")
        }
        let colors = [
            "AccentColor": "accent", "LightGrayColor": "lightGray", "DSTextTertiary": "dsTextTertiary",
            "amarelo_mensagem": "amareloMensagem", "TreeShopBlue": "treeShopBlue", "Color": "color",
        ]
        for (asset, symbol) in colors {
            #expect(AssetSymbolWriter.symbolName(for: asset, isColor: true) == symbol, "\(asset)")
        }
        #expect(AssetSymbolWriter.symbolName(for: "default", isColor: false) == "`default`")
    }

    @Test func aCatalogsSetsAndNamespacesAreListed() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("AssetSymbolWriterTests-\(getpid())/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for folder in ["AccentColor.colorset", "avatar.imageset", "AppIcon.appiconset", "Icons/star.imageset",
                       "Brand/primary.colorset", "flag.symbolset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(folder),
                                                    withIntermediateDirectories: true)
        }
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8)
            .write(to: catalog.appendingPathComponent("Brand/Contents.json"))
        let assets = AssetSymbolWriter.assets(inCatalogs: [catalog.path])
        // App icons and symbol sets get no member; a folder without "Provides Namespace" adds nothing to the name.
        #expect(assets == AssetSymbolWriter.Assets(images: ["avatar", "star"], colors: ["AccentColor", "Brand/primary"]))
    }

    @Test func theFileDeclaresResourcesAndFrameworkMembers() {
        let file = AssetSymbolWriter(swiftUI: true)
            .file(for: .init(images: ["avatar", "checkmark"], colors: ["AccentColor", "BlueColor"]))
        #expect(file.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(file.contains(#"static let avatar = ImageResource(name: "avatar", bundle: resourceBundle)"#))
        #expect(file.contains("static var accent: UIColor { .init(resource: .accent) }"))
        #expect(file.contains("static var accent: Color { .init(.accent) }"))
        #expect(file.contains("static var avatar: UIImage { .init(resource: .avatar) }"))
        // A member the framework type already has is a warning instead, as Xcode writes it.
        #expect(file.contains(#"#warning("The \"BlueColor\" color asset name resolves to a conflicting UIColor symbol \"blue\". Try renaming the asset.")"#))
        #expect(file.contains(#"#warning("The \"checkmark\" image asset name resolves to a conflicting UIImage symbol \"checkmark\". Try renaming the asset.")"#))
        #expect(!file.contains("static var blue"))
        // A UIKit-only target gets no SwiftUI members.
        let uikit = AssetSymbolWriter(swiftUI: false).file(for: .init(images: [], colors: ["AccentColor"]))
        #expect(uikit.contains("import CellshotUIKit") && !uikit.contains("extension Color {") && !uikit.contains("ShapeStyle"))
    }
}

/// thedevme/youtube-weatherapp-uikit at 7317e59 (`Utilities/Palette+Color.swift`: `extension UIColor { static let
/// baseBlue = Color("baseBlue") … }` beside `App/Theme.xcassets`'s `baseBlue` colour set): the app's own member is
/// kept and the generated one left out, where both made "invalid redeclaration of 'baseBlue'".
@Suite struct AppDeclaredMembersTests {
    @Test("The static members of the app's extensions of the extended types are read, nested ones and others not")
    func membersAreRead() {
        let members = AppDeclaredMembers(texts: ["""
            import SwiftUI
            extension UIColor {
                static let baseBlue = Color("baseBlue")
                static var `default`: UIColor { .black }
                private static func Color(_ key: String) -> UIColor { .black }
                enum Nested { static let inner = 1 }
                let notStatic = 1
            }
            extension Color { static let brand = Color("Brand") }
            extension UIView { static let baseGrey = 1 }
            """])
        #expect(members.byType == ["UIColor": ["baseBlue", "default", "Color"], "Color": ["brand"]])
    }

    @Test("A generated member the app declares itself is left out, saying so")
    func appsOwnMemberIsNotGenerated() {
        var writer = AssetSymbolWriter(swiftUI: true)
        writer.appDeclared = AppDeclaredMembers(texts: ["extension UIColor { static let baseBlue = UIColor.blue }\n"
            + "extension Color { static let brand = Color.red }"])
        let file = writer.file(for: .init(images: [], colors: ["baseBlue", "Brand"]))
        #expect(file.contains("extension UIColor {\n    // \"baseBlue\": the app's own UIColor member, not generated.\n"
            + "    /// The \"Brand\" asset catalog color.\n    static var brand: UIColor { .init(resource: .brand) }\n}"))
        #expect(file.contains("extension Color {\n    /// The \"baseBlue\" asset catalog color.\n"
            + "    static var baseBlue: Color { .init(.baseBlue) }\n    // \"brand\": the app's own Color member, not generated.\n}"))
        #expect(file.contains("    static let baseBlue = ColorResource(name: \"baseBlue\", bundle: resourceBundle)"))
    }
}
