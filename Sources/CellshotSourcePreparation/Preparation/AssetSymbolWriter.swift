import Foundation

/// The Swift file Xcode 15 and later generates from an app's asset catalogs (GeneratedAssetSymbols.swift), written
/// for the CellshotSources plugin: `ImageResource` and `ColorResource` members for every image and colour set, and
/// the `UIImage`, `UIColor`, `Color` and `ShapeStyle` members that `UIImage.avatar`, `Color.brand` and
/// `.foregroundStyle(.brand)` use — so that code written against them compiles, as it does on a Mac.
///
/// Names follow Xcode's (read from the files it generates): words split at anything that is not a letter or a
/// digit, joined in lower camel case (`svnr-glyph-fill` → `svnrGlyphFill`, `DSTextTertiary` → `dsTextTertiary`,
/// `Background 1` → `background1`), a leading digit prefixed with `_` (`100` → `_100`), and a colour's `Color`
/// suffix dropped (`AccentColor` → `accent`). A name that the framework type already has (`BlueColor` → `blue` on
/// `UIColor`) gets `#warning` instead of the member, as Xcode writes it.
public struct AssetSymbolWriter: Sendable {
    /// The image and colour sets of some catalogs, by their names in their catalogs.
    public struct Assets: Equatable, Sendable {
        /// Image set names (`Icons/star` in a namespaced folder).
        public var images: [String] = []
        /// Colour set names.
        public var colors: [String] = []

        public init(images: [String] = [], colors: [String] = []) {
            self.images = images
            self.colors = colors
        }
    }

    /// Whether the target links CellshotSwiftUI (the `Color` and `ShapeStyle` members need it).
    public var swiftUI: Bool
    /// The members the app's own files declare on the extended types: left out of the generated extensions.
    public var appDeclared = AppDeclaredMembers()

    /// A writer for a target that does or does not link CellshotSwiftUI.
    public init(swiftUI: Bool) {
        self.swiftUI = swiftUI
    }

    /// The image and colour sets of asset catalog folders, sorted by name as Xcode lists them.
    public static func assets(inCatalogs catalogs: [String]) -> Assets {
        var assets = Assets()
        for catalog in catalogs { collect(in: URL(fileURLWithPath: catalog), prefix: "", into: &assets) }
        assets.images = Array(Set(assets.images)).sorted()
        assets.colors = Array(Set(assets.colors)).sorted()
        return assets
    }

    private static func collect(in folder: URL, prefix: String, into assets: inout Assets) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let stem = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "imageset": assets.images.append(prefix + stem)
            case "colorset": assets.colors.append(prefix + stem)
            case "": collect(in: url, prefix: prefix + (providesNamespace(url) ? name + "/" : ""), into: &assets)
            default: continue  // app icons, symbol sets, data sets: Xcode generates no member for them
            }
        }
    }

    /// Whether a catalog folder's Contents.json says "Provides Namespace".
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The member name Xcode gives an asset.
    public static func symbolName(for assetName: String, isColor: Bool) -> String {
        var words: [String] = []
        var word = ""
        for character in assetName {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        if isColor, let last = words.last, last.hasSuffix("Color"), last.count > 5 || words.count > 1 {
            let trimmed = String(last.dropLast(5))
            if trimmed.isEmpty { words.removeLast() } else { words[words.count - 1] = trimmed }
        }
        guard let first = words.first else { return "_" }
        var name = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `DSText` → `dsText`, `Logo` → `logo`, `URL` → `url`: the leading capitals lowered, but the last of them kept
    /// when a lowercase letter follows (it starts the next word).
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// The Swift file: the resources, then the framework members.
    public func file(for assets: Assets) -> String {
        var lines = [
            "// Written by the CellshotSources plugin from the asset catalogs cellshot-sources.json names: the members",
            "// Xcode generates (GeneratedAssetSymbols.swift), so that code using them compiles on Linux.",
            "import Foundation",
            swiftUI ? "import CellshotSwiftUI" : "import CellshotUIKit",
            "",
            "private let resourceBundle = Foundation.Bundle.main",
            "",
        ]
        let images = Self.members(assets.images, isColor: false)
        let colors = Self.members(assets.colors, isColor: true)
        lines += ["extension ColorResource {"]
        lines += colors.map { "    /// The \"\($0.asset)\" asset catalog color resource.\n    static let \($0.symbol) = "
            + "ColorResource(name: \(SourcePreparer.literal($0.asset)), bundle: resourceBundle)" }
        lines += ["}", "", "extension ImageResource {"]
        lines += images.map { "    /// The \"\($0.asset)\" asset catalog image resource.\n    static let \($0.symbol) = "
            + "ImageResource(name: \(SourcePreparer.literal($0.asset)), bundle: resourceBundle)" }
        lines += ["}", ""]
        lines += extensionLines("UIColor", kind: "color", members: colors, taken: Self.uiColorMembers) {
            "static var \($0): UIColor { .init(resource: .\($0)) }"
        }
        if swiftUI {
            lines += extensionLines("Color", kind: "color", members: colors, taken: Self.colorMembers) {
                "static var \($0): Color { .init(.\($0)) }"
            }
            lines += extensionLines("ShapeStyle where Self == Color", kind: "color", members: colors,
                                    taken: Self.colorMembers, warns: false) {
                "static var \($0): Color { .init(.\($0)) }"
            }
        }
        lines += extensionLines("UIImage", kind: "image", members: images, taken: Self.uiImageMembers) {
            "static var \($0): UIImage { .init(resource: .\($0)) }"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each asset's member, the second of two assets with one name left out with a warning, as Xcode does.
    private static func members(_ names: [String], isColor: Bool) -> [(asset: String, symbol: String)] {
        var seen: Set<String> = []
        return names.compactMap { name in
            let symbol = symbolName(for: name, isColor: isColor)
            return seen.insert(symbol).inserted ? (name, symbol) : nil
        }
    }

    private func extensionLines(_ type: String, kind: String, members: [(asset: String, symbol: String)],
                                taken: Set<String>, warns: Bool = true,
                                member: (String) -> String) -> [String] {
        var lines = ["extension \(type) {"]
        let typeName = type.components(separatedBy: " ").first ?? type
        // `ShapeStyle where Self == Color` members are Color's, spelled where a style is expected.
        let appsOwn = appDeclared.byType[typeName == "ShapeStyle" ? "Color" : typeName] ?? []
        for (asset, symbol) in members {
            if appsOwn.contains(symbol.trimmingCharacters(in: CharacterSet(charactersIn: "`"))) {
                lines.append("    // \"\(symbol)\": the app's own \(typeName) member, not generated.")
                continue
            }
            if taken.contains(symbol.trimmingCharacters(in: CharacterSet(charactersIn: "`"))) {
                if warns {
                    let message = "The \"\(asset)\" \(kind) asset name resolves to a conflicting \(typeName) symbol "
                        + "\"\(symbol)\". Try renaming the asset."
                    lines.append("    #warning(" + SourcePreparer.literal(message) + ")")
                }
                continue
            }
            lines.append("    /// The \"\(asset)\" asset catalog \(kind).\n    \(member(symbol))")
        }
        return lines + ["}", ""]
    }

    /// UIKit's own `UIColor` class members, which an asset's member would conflict with.
    static let uiColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor", "label",
        "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText",
    ]
    /// SwiftUI's own `Color` members.
    static let colorMembers: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow", "accentColor", "primary", "secondary",
    ]
    /// UIKit's own `UIImage` class members.
    static let uiImageMembers: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]
    /// Swift's keywords, which a member name must be written in backquotes to be.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
}
