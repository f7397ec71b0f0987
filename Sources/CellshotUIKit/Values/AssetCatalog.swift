import CellshotGraphics
import Foundation

/// An app's asset catalog (`Assets.xcassets`) read as Xcode compiles it: its image sets and colour sets by name.
///
/// ```swift
/// let catalog = AssetCatalog.load("MyApp/Assets.xcassets")
/// let card = catalog.imageSet(named: "appleCard")?.file      // …/appleCard.imageset/card@3x.png
/// let brand = catalog.colorSet(named: "Brand")?.dark          // the dark appearance's colour
/// ```
/// Every `<name>.imageset` and `<name>.colorset` below the folder is found; a folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes its sets' names with its own (`Icons/star`), as Xcode does. A set whose
/// `Contents.json` cannot be read is left out and named in ``warnings``: a catalog never makes a render crash.
///
/// What is read: an image set's files for the iPhone (`iphone` before `universal`; iPad, Mac and watch ones are
/// left out), the largest scale (3x, 2x, then 1x, as a 3x phone picks), its light and dark appearances (high
/// contrast ones are left out), its "Render As" (`template-rendering-intent`), and a single-scale vector file
/// (SVG is drawn; PDF is not, with a warning). A colour set's light and dark colours in sRGB, extended sRGB,
/// Display P3 and grey colour spaces. What is not read: app icons, symbol sets, data sets, sprite atlases,
/// size classes, gamuts and compression settings.
public struct AssetCatalog: Sendable {
    /// The catalog's folder.
    public let path: String
    /// The image sets by name (a namespaced one with its folders: `Icons/star`).
    public let imageSets: [String: ImageSet]
    /// The colour sets by name.
    public let colorSets: [String: ColorSet]
    /// What could not be read, each naming its file (`Broken.colorset/Contents.json is not valid JSON …`).
    public let warnings: [String]

    /// An image set: the file an iPhone draws, its dark-mode file and how it is rendered.
    public struct ImageSet: Hashable, Sendable {
        /// The set's name (`Icons/star`).
        public var name: String
        /// The file drawn in light mode (or in both, without a dark one); `nil` when the set has none cellshot
        /// can draw, which ``note`` explains.
        public var file: String?
        /// Pixels per point of ``file``: 3, 2 or 1 (a single-scale vector file: 1).
        public var scale: CGFloat
        /// The file drawn in dark mode (a `luminosity` `dark` appearance), if the set has one.
        public var darkFile: String?
        /// The dark file's pixels per point.
        public var darkScale: CGFloat
        /// "Render As": `true` for Template Image, `false` for Original Image, `nil` for Default.
        public var isTemplate: Bool?
        /// Why ``file`` is `nil` (a PDF, no iPhone file), for the warning of whoever asks for the image.
        public var note: String?
    }

    /// A colour set's colours, converted to sRGB as cellshot draws.
    public struct ColorSet: Hashable, Sendable {
        /// The set's name.
        public var name: String
        /// The colour in light mode (the "Any" or "Light" appearance).
        public var light: Color
        /// The colour in dark mode, if the set has one.
        public var dark: Color?
    }

    /// The image set of a name, or `nil`.
    public func imageSet(named name: String) -> ImageSet? { imageSets[name] }

    /// The colour set of a name, or `nil`.
    public func colorSet(named name: String) -> ColorSet? { colorSets[name] }

    // MARK: Loading

    /// Catalogs read so far, by standardized path: a catalog is read once per process, as a compiled app's
    /// `Assets.car` is, however many cells ask for its images.
    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var catalogs: [String: AssetCatalog] = [:]
    }

    /// The catalog at `path`, read on the first call for that path and kept for the process. A missing folder
    /// is an empty catalog with a warning.
    /// - Parameter path: the `.xcassets` folder.
    public static func load(_ path: String) -> AssetCatalog {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let cached = cache.lock.withLock({ cache.catalogs[key] }) { return cached }
        let catalog = AssetCatalog(reading: key)
        cache.lock.withLock { cache.catalogs[key] = catalog }
        return catalog
    }

    /// Reads the catalog at `path` now (no cache).
    /// - Parameter path: the `.xcassets` folder.
    public init(reading path: String) {
        self.path = path
        var reader = Reader(root: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            reader.walk(path, prefix: "")
        } else {
            reader.warnings.append("the asset catalog \(path) is not a folder: it has no images or colours")
        }
        imageSets = reader.images
        colorSets = reader.colors
        warnings = reader.warnings
    }
}

/// The walk through a catalog's folders, gathering sets and warnings.
private struct Reader {
    let root: String
    var images: [String: AssetCatalog.ImageSet] = [:]
    var colors: [String: AssetCatalog.ColorSet] = [:]
    var warnings: [String] = []

    init(root: String) { self.root = root }

    /// The file's path from the catalog's parent, so a warning says `Assets.xcassets/Brand.colorset/Contents.json`.
    func shown(_ file: String) -> String {
        let parent = (root as NSString).deletingLastPathComponent
        return file.hasPrefix(parent + "/") ? String(file.dropFirst(parent.count + 1)) : file
    }

    /// A folder's `Contents.json` as an object; `nil` (with a warning naming the file) when it is missing or bad.
    mutating func contents(of folder: String, missingIsFine: Bool) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file) else {
            if !missingIsFine { warnings.append("\(shown(file)) is missing: the set is left out") }
            return nil
        }
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                warnings.append("\(shown(file)) is not a JSON object: it is left out")
                return nil
            }
            return object
        } catch {
            warnings.append("\(shown(file)) is not valid JSON (\(Self.reason(error))): it is left out")
            return nil
        }
    }

    /// Foundation's description of a JSON error, without its domain's noise.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    mutating func walk(_ folder: String, prefix: String) {
        // Sorted, so that which of two sets of the same name wins (Xcode rejects the catalog) is stable.
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries {
            let full = (folder as NSString).appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let type = (entry as NSString).pathExtension, stem = (entry as NSString).deletingPathExtension
            switch type {
            case "imageset":
                if let contents = contents(of: full, missingIsFine: false) { readImageSet(prefix + stem, full, contents) }
            case "colorset":
                if let contents = contents(of: full, missingIsFine: false) { readColorSet(prefix + stem, full, contents) }
            case "":
                // A group: its children's names gain its own only when it provides a namespace.
                let properties = contents(of: full, missingIsFine: true)?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                walk(full, prefix: namespaced ? prefix + entry + "/" : prefix)
            default:
                // App icons, symbol sets, data sets, sprite atlases: not images `UIImage(named:)` draws.
                continue
            }
        }
    }

    // MARK: Image sets

    /// The appearance an entry is for: `nil` for one to leave out (high contrast, an unknown appearance).
    enum Appearance { case any, light, dark }

    static func appearance(of entry: [String: Any]) -> Appearance? {
        var result = Appearance.any
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            // Increased contrast is an accessibility setting cellshot does not draw: its variants are left out
            // so that the plain one is chosen.
            default: return nil
            }
        }
        return result
    }

    /// How much an idiom suits an iPhone: higher is better, `nil` for other devices.
    static func idiomRank(_ entry: [String: Any]) -> Int? {
        switch entry["idiom"] as? String ?? "universal" {
        case "iphone": 2
        case "universal": 1
        default: nil
        }
    }

    static func scale(of entry: [String: Any]) -> CGFloat? {
        guard let written = entry["scale"] as? String else { return nil }
        return Double(written.dropLast()).map { CGFloat($0) }
    }

    mutating func readImageSet(_ name: String, _ folder: String, _ contents: [String: Any]) {
        let entries = (contents["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String }
        var set = AssetCatalog.ImageSet(name: name, file: nil, scale: 1, darkFile: nil, darkScale: 1)
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        set.isTemplate = intent == "template" ? true : intent == "original" ? false : nil

        /// The best entry of the wanted appearances: the iPhone's idiom first, then the largest scale (an entry
        /// without a scale is a single vector or single-scale file).
        func best(_ appearances: [Appearance]) -> (file: String, scale: CGFloat)? {
            for wanted in appearances {
                let candidates = entries.filter { Self.appearance(of: $0) == wanted && Self.idiomRank($0) != nil }
                let chosen = candidates.max { left, right in
                    (Self.idiomRank(left)!, Self.scale(of: left) ?? 1) < (Self.idiomRank(right)!, Self.scale(of: right) ?? 1)
                }
                if let chosen, let file = chosen["filename"] as? String {
                    return ((folder as NSString).appendingPathComponent(file), Self.scale(of: chosen) ?? 1)
                }
            }
            return nil
        }
        // A set with "Any, Light, Dark" draws its Light file in light mode, "Any" when it has no Light one.
        guard let light = best([.light, .any]) else {
            set.note = entries.isEmpty ? "its image set has no files" : "its image set has no iPhone or universal file"
            images[name] = set
            return
        }
        switch (light.file as NSString).pathExtension.lowercased() {
        case "png", "jpg", "jpeg", "svg":
            set.file = light.file
            set.scale = light.scale
            if let dark = best([.dark]) {
                set.darkFile = dark.file
                set.darkScale = dark.scale
            }
        case "pdf":
            set.note = "its image set's file \(shown(light.file)) is a PDF, which cellshot does not draw (use an SVG "
                + "or PNG of it in the test's catalog)"
        default:
            set.note = "its image set's file \(shown(light.file)) is not a PNG, JPEG or SVG image"
        }
        images[name] = set
    }

    // MARK: Colour sets

    mutating func readColorSet(_ name: String, _ folder: String, _ contents: [String: Any]) {
        let file = shown((folder as NSString).appendingPathComponent("Contents.json"))
        var light: Color?, lightIsExplicit = false, dark: Color?, anyDark: Color?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard Self.idiomRank(entry) != nil, let appearance = Self.appearance(of: entry) else { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let converted: Color
            do {
                converted = try Self.color(color, dark: appearance == .dark)
                // An "Any" colour that refers to a system colour is that colour in dark mode too (its dark value).
                if appearance == .any, color["reference"] != nil { anyDark = try Self.color(color, dark: true) }
            } catch {
                warnings.append("\(file): \(error.text): the colour set \"\(name)\" is left out")
                return
            }
            switch appearance {
            case .dark: dark = converted
            case .light: light = converted; lightIsExplicit = true
            case .any: if !lightIsExplicit { light = converted }
            }
        }
        dark = dark ?? anyDark
        guard let light else {
            warnings.append("\(file) has no universal or iPhone colour: the colour set \"\(name)\" is left out")
            return
        }
        colors[name] = AssetCatalog.ColorSet(name: name, light: light, dark: dark)
    }

    struct ColorProblem: Error { let text: String }

    /// A colour entry's `color` object in sRGB; a reference to a system colour (`"systemTealColor"`) is that colour
    /// in light or dark mode.
    static func color(_ color: [String: Any], dark: Bool = false) throws(ColorProblem) -> Color {
        if let reference = color["reference"] as? String {
            guard let system = systemColor(reference) else {
                throw ColorProblem(text: "the colour refers to a system colour (\(reference)) cellshot does not declare")
            }
            return system.resolved(in: UITraitCollection(userInterfaceStyle: dark ? .dark : .light), tint: nil)
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw ColorProblem(text: "a colour has no \"components\"")
        }
        func component(_ key: String, isAlpha: Bool = false) throws(ColorProblem) -> Double {
            guard let value = components[key] else { throw ColorProblem(text: "a colour has no \"\(key)\" component") }
            guard let number = Self.component(value, isAlpha: isAlpha) else {
                throw ColorProblem(text: "the \"\(key)\" component \(value) is not a number")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
        switch space {
        case "gray-gamma-22", "extended-gray":
            // Xcode's grey has a 2.2 gamma, near enough sRGB's curve that the grey level is drawn as is.
            let white = try component("white")
            return Self.clipped(white, white, white, alpha)
        case "display-p3", "extended-display-p3":
            let (red, green, blue) = (try component("red"), try component("green"), try component("blue"))
            let p3 = UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
            return p3.resolved(in: UITraitCollection(), tint: nil)
        case "extended-linear-srgb":
            let (red, green, blue) = (try component("red"), try component("green"), try component("blue"))
            return Self.clipped(encoded(red), encoded(green), encoded(blue), alpha)
        case "srgb", "extended-srgb":
            return Self.clipped(try component("red"), try component("green"), try component("blue"), alpha)
        default:
            throw ColorProblem(text: "the colour space \"\(space)\" is not read (srgb, extended-srgb, display-p3, "
                               + "extended-linear-srgb and gray-gamma-22 are)")
        }
    }

    /// The system colour Xcode's colour set editor names (`systemTealColor`, `labelColor`, `systemBackgroundColor`).
    static func systemColor(_ reference: String) -> UIColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast("Color".count)) : reference
        let colors: [String: UIColor] = [
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
            "quaternaryLabel": .quaternaryLabel, "systemBackground": .systemBackground,
            "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
            "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "separator": .separator,
            "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
            "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
            "placeholderText": .placeholderText, "link": .link, "systemGray": .systemGray, "systemBlue": .systemBlue,
            "systemGreen": .systemGreen, "systemRed": .systemRed, "systemOrange": .systemOrange,
            "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple,
            "systemTeal": .systemTeal, "systemIndigo": .systemIndigo, "systemBrown": .systemBrown, "systemMint": .systemMint,
            "systemCyan": .systemCyan, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
            "systemGray5": .systemGray5, "systemGray6": .systemGray6, "white": .white, "black": .black, "clear": .clear, "red": .red, "green": .green,
            "blue": .blue, "gray": .gray, "darkGray": .darkGray, "lightGray": .lightGray, "orange": .orange,
            "yellow": .yellow, "purple": .purple, "brown": .brown, "cyan": .cyan, "magenta": .magenta,
        ]
        return colors[name]
    }

    /// A component as Xcode writes it: `"0.502"` (0…1), `"0x80"` (a byte) or `"128"` (a byte: an integer
    /// without a dot); an alpha written `"1"` is 1, as alpha is always a fraction in Xcode's editor.
    static func component(_ value: Any, isAlpha: Bool) -> Double? {
        if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") || isAlpha { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// Linear light to sRGB's encoded value.
    static func encoded(_ linear: Double) -> Double {
        let v = min(max(linear, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// An sRGB colour with components clipped to 0…1, as cellshot draws in sRGB (extended sRGB reaches beyond it).
    static func clipped(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Color {
        func clip(_ v: Double) -> Double { min(max(v, 0), 1) }
        return Color(red: clip(red), green: clip(green), blue: clip(blue), alpha: clip(alpha))
    }
}
