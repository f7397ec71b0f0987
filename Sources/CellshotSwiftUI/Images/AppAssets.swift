import CellshotGraphics
import CellshotUIKit
import Foundation

/// Where `Image("name")` and `Color("name")` find the app's images and colours: a list of sources, asked in
/// order. Set it for a render with ``CellshotSwiftUI/assets``:
///
/// ```swift
/// try CellshotSwiftUI.$assets.withValue(.folder("Tests/Fixtures/Images")) {
///     try CellshotSwiftUI.render(ProfileView(), to: "profile.png")
/// }
/// ```
///
/// The default (``standard``) is the asset catalogs a CellshotSources target names (`"assets"` in its
/// `cellshot-sources.json`), then the main bundle's loose image files (`AppAssets.mainBundle`). An image the sources lack is
/// drawn as a placeholder, with a warning naming the line of the app's code.
public struct AppAssets: Sendable {
    /// The sources, asked in order.
    public var sources: [any AssetSource]

    /// Assets from sources asked in order.
    public init(_ sources: [any AssetSource] = []) {
        self.sources = sources
    }

    /// No assets: every named image is a placeholder.
    public static let none = AppAssets()

    /// The image files of a folder (see ``AssetFolder``).
    public static func folder(_ path: String) -> AppAssets {
        AppAssets([AssetFolder(path)])
    }

    /// The image and colour sets of an asset catalog, read as Xcode compiles it (see ``AssetCatalogSource``):
    /// `CellshotSwiftUI.$assets.withValue(.catalog("MyApp/Assets.xcassets")) { … }`.
    public static func catalog(_ path: String) -> AppAssets {
        AppAssets([AssetCatalogSource(path)])
    }

    /// What a render uses unless told otherwise: the catalogs the CellshotSources plugin registered for the
    /// targets built beside the running program (`CellshotUIKit.pluginAssetCatalogs`), then ``mainBundle``.
    public static var standard: AppAssets { standard(registered: CellshotUIKit.pluginAssetCatalogs) }

    /// ``standard`` for the catalogs `registered`.
    static func standard(registered: [String]) -> AppAssets {
        AppAssets(registered.map { AssetCatalogSource($0) } + mainBundle.sources)
    }

    /// The image files among the main bundle's resources, as `UIImage(named:)` finds loose files.
    public static var mainBundle: AppAssets {
        AppAssets([AssetFolder(Bundle.main.resourcePath ?? Bundle.main.bundlePath)])
    }

    /// The first source's image of that name.
    public func image(named name: String, bundle: Bundle? = nil) -> AssetImage? {
        for source in sources { if let image = source.image(named: name, bundle: bundle) { return image } }
        return nil
    }

    /// The first source's colour of that name.
    public func color(named name: String, bundle: Bundle? = nil) -> AssetColor? {
        for source in sources { if let color = source.color(named: name, bundle: bundle) { return color } }
        return nil
    }

    /// The app's global accent colour: the first `AccentColor` colour set of a catalog that can be the app
    /// target's. Xcode makes that set the app's accent (the app target's build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, "AccentColor" in its templates); a set of that name in a
    /// Swift package's catalog is only a colour of the package (``AssetCatalogSource/isInSwiftPackage``).
    func globalAccentColor() -> AssetColor? {
        for source in sources {
            if let catalog = source as? AssetCatalogSource, catalog.isInSwiftPackage { continue }
            if let color = source.color(named: "AccentColor", bundle: nil) { return color }
        }
        return nil
    }

    /// Where the sources look, for messages.
    var summary: String {
        sources.isEmpty ? "no assets" : sources.map(\.summary).joined(separator: ", ")
    }
}

/// A place the app's images and colours are read from: a folder of image files (``AssetFolder``), or an asset
/// catalog (``AssetCatalogSource``).
public protocol AssetSource: Sendable {
    /// The image of a name (`Image("avatar")`, `Image("avatar", bundle: .module)`), or `nil`.
    func image(named name: String, bundle: Bundle?) -> AssetImage?
    /// The colour of a name (`Color("Brand")`), or `nil`.
    func color(named name: String, bundle: Bundle?) -> AssetColor?
    /// Where the source looks, for messages (`folder Tests/Images`).
    var summary: String { get }
}

extension AssetSource {
    /// No colours.
    public func color(named name: String, bundle: Bundle?) -> AssetColor? { nil }
}

/// An image of the app's: a PNG, JPEG or SVG file and the scale it was drawn at (`@2x`, `@3x`), so its size in
/// points is its pixels over its scale.
public struct AssetImage: Hashable, Sendable {
    /// The file.
    public var path: String
    /// Pixels per point of the file (SVG: 1, its units are points).
    public var scale: CGFloat
    /// The file drawn in dark mode, if the asset has one.
    public var darkPath: String?
    /// Pixels per point of the dark file; `nil`: the light file's ``scale``.
    public var darkScale: CGFloat?
    /// Whether the asset is a template (its alpha tinted with the foreground) unless the view says otherwise;
    /// `nil`: the image's own colours (a catalog's "Render As: Default").
    public var isTemplate: Bool?

    /// An image of a file, its scale, its dark-mode file (and that file's scale, when it differs) and whether it
    /// is a template.
    public init(path: String, scale: CGFloat = 1, darkPath: String? = nil, darkScale: CGFloat? = nil,
                isTemplate: Bool? = nil) {
        self.path = path
        self.scale = scale
        self.darkPath = darkPath
        self.darkScale = darkScale
        self.isTemplate = isTemplate
    }

    /// The file and its scale in a colour scheme.
    func file(in colorScheme: ColorScheme) -> (path: String, scale: CGFloat) {
        guard colorScheme == .dark, let darkPath else { return (path, scale) }
        return (darkPath, darkScale ?? scale)
    }
}

/// A colour of the app's, in light and dark mode.
public struct AssetColor: Hashable, Sendable {
    /// The colour in light mode.
    public var light: Color
    /// The colour in dark mode; `nil` for the light one.
    public var dark: Color?

    /// A colour in light and dark mode.
    public init(light: Color, dark: Color? = nil) {
        self.light = light
        self.dark = dark
    }

    func resolved(in environment: EnvironmentValues) -> CellshotGraphics.Color {
        (environment.colorScheme == .dark ? dark ?? light : light).resolved(in: environment)
    }
}

/// The image files of a folder: `Image("avatar")` is `avatar@3x.png`, `avatar@2x.png`, `avatar.png`, `.jpg`,
/// `.jpeg` or `.svg` there (the first found), or `avatar` as written when it has an extension; `avatar~dark`
/// beside it is drawn in dark mode.
public struct AssetFolder: AssetSource {
    /// The folder.
    public let path: String

    /// The image files of the folder at `path`.
    public init(_ path: String) {
        self.path = path
    }

    /// The folder, for messages.
    public var summary: String { "folder \(path)" }

    /// The folder's file for `name` (`name@3x.png` first), or `nil`.
    public func image(named name: String, bundle: Bundle?) -> AssetImage? {
        guard let (file, scale) = find(name) else { return nil }
        let dark = find(name + "~dark")
        return AssetImage(path: file, scale: scale, darkPath: dark?.0, darkScale: dark?.1)
    }

    private func find(_ name: String) -> (String, CGFloat)? {
        let stem = (name as NSString).deletingPathExtension, written = (name as NSString).pathExtension
        let candidates: [(String, CGFloat)] = written.isEmpty
            ? [("@3x.png", 3), ("@2x.png", 2), (".png", 1), ("@3x.jpg", 3), ("@2x.jpg", 2), (".jpg", 1), (".jpeg", 1),
               (".svg", 1)].map { (stem + $0.0, $0.1) }
            : [(name, stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)]
        for (file, scale) in candidates {
            let full = (path as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: full) { return (full, scale) }
        }
        return nil
    }
}

extension CellshotSwiftUI {
    /// Where named images and colours come from during a render (``AppAssets``): the catalogs named in
    /// `cellshot-sources.json`, then the main bundle's image files (``AppAssets/standard``), unless set with
    /// `CellshotSwiftUI.$assets.withValue(…) { … }`.
    @TaskLocal public static var assets: AppAssets = .standard
}
