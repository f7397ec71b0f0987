import Cellshot
import CellshotModel
import CellshotRender
import Foundation

/// An image: one of cellshot's stand-ins for an SF Symbol, or an image file.
///
/// ```swift
/// content.image = UIImage(systemName: "star")
/// ```
/// Symbol names are checked when the list is drawn: an unknown one is drawn as a placeholder (a dashed square)
/// and warned about with the row it is in (an error when ``CellshotUIKit/strictSymbols`` is set).
open class UIImage: NSObject, @unchecked Sendable {
    /// The image as the document model names it, in the appearance being drawn: an asset catalog image set's
    /// dark file while ``UITraitCollection/current`` is dark (each state column is drawn with its traits current),
    /// as a UIKit image view shows the variant of its image asset that matches its traits.
    var source: ImageSource {
        if let darkSource, UITraitCollection.current.userInterfaceStyle == .dark { return darkSource }
        return lightSource
    }
    /// The image in light mode, or in both without a dark variant.
    let lightSource: ImageSource
    /// The dark appearance's image (an asset catalog image set's `luminosity: dark` file), if any.
    private(set) var darkSource: ImageSource?
    /// The symbol configuration the image carries (``withConfiguration(_:)``); `nil` when it has none.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// The colour ``withTintColor(_:)`` gave the image; `nil` when it has none.
    var imageTintColor: UIColor?
    /// How the image is drawn: ``RenderingMode-swift.enum/automatic`` (a symbol is a template) unless changed.
    public private(set) var renderingMode: RenderingMode = .automatic

    init(source: ImageSource, darkSource: ImageSource? = nil) {
        lightSource = source
        self.darkSource = darkSource
        super.init()
    }

    /// A copy of `image` with its configuration, tint and rendering mode.
    init(copying image: UIImage) {
        lightSource = image.lightSource
        darkSource = image.darkSource
        symbolConfiguration = image.symbolConfiguration
        imageTintColor = image.imageTintColor
        renderingMode = image.renderingMode
        isEmpty = image.isEmpty
        super.init()
    }

    /// Whether this is the empty image `UIImage()` makes: no pixels, a zero size.
    public private(set) var isEmpty = false

    /// The image as drawn: ``source``, or `nil` for the empty image (drawn as no image at all).
    var drawnSource: ImageSource? { isEmpty ? nil : source }

    /// An empty image (`UIImage()`): zero points wide and high, drawing nothing, as UIKit's — the fallback apps
    /// write for an image that may be missing (`UIImage(named: name) ?? UIImage()`).
    public override convenience init() {
        self.init(source: .file(""))
        isEmpty = true
    }

    /// A system symbol image (drawn with cellshot's openly licensed stand-in, see docs/symbols.md).
    /// - Parameter name: the SF Symbol name, such as `"star.fill"`; `nil` for an empty name.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        lightSource = .symbol(name)
        super.init()
    }

    /// A system symbol image with a configuration (`UIImage(systemName:withConfiguration:)`).
    /// - Parameters:
    ///   - name: the SF Symbol name; `nil` for an empty name.
    ///   - configuration: its size, weight, scale or colours, as ``withConfiguration(_:)`` applies them.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        if let configuration = configuration as? SymbolConfiguration { symbolConfiguration = configuration }
    }

    /// This image with `configuration` applied over its own (a symbol configuration's attributes replace the
    /// ones it sets, as `applying(_:)` does).
    /// - Parameter configuration: the configuration; only a ``SymbolConfiguration`` changes what is drawn.
    /// - Returns: the new image.
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        let image = UIImage(copying: self)
        if let configuration = configuration as? SymbolConfiguration {
            image.symbolConfiguration = symbolConfiguration?.applying(configuration) ?? configuration
        }
        return image
    }

    /// This symbol with `configuration` applied over its own (`applyingSymbolConfiguration(_:)`, iOS 13); `nil`
    /// for an image that is not a symbol, as in UIKit.
    /// - Parameter configuration: the symbol configuration.
    /// - Returns: the new image, or `nil`.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case .symbol = source else { return nil }
        return withConfiguration(configuration)
    }

    /// This image drawn in `color` whatever the image view's tint (its rendering mode becomes
    /// ``RenderingMode-swift.enum/alwaysOriginal``, as in UIKit).
    /// - Parameter color: the colour.
    /// - Returns: the new image.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// This image with a tint colour and a rendering mode: the colour is drawn unless the mode is
    /// ``RenderingMode-swift.enum/alwaysTemplate``, where the image view's tint is.
    /// - Parameters:
    ///   - color: the colour.
    ///   - renderingMode: how the image is drawn.
    /// - Returns: the new image.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(copying: self)
        image.imageTintColor = color
        image.renderingMode = renderingMode
        return image
    }

    /// This image with another rendering mode: a symbol drawn ``RenderingMode-swift.enum/alwaysOriginal``
    /// without a tint colour is black, as a monochrome SF Symbol is.
    /// - Parameter renderingMode: how the image is drawn.
    /// - Returns: the new image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(copying: self)
        image.renderingMode = renderingMode
        return image
    }

    /// How an image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The default: a symbol is a template drawn in the tint, a file its own colours.
        case automatic = 0
        /// The image's own colours; a symbol without a tint colour is black.
        case alwaysOriginal = 1
        /// A template: drawn in the tint.
        case alwaysTemplate = 2
    }

    /// An image read from a PNG, JPEG or SVG file.
    /// - Parameter path: the file's path; `nil` when no file is there.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        lightSource = .file(URL(fileURLWithPath: path).standardizedFileURL.path)
        super.init()
    }

    /// An image decoded from PNG, JPEG or SVG bytes (an image the app downloaded or read from its database). The
    /// bytes are kept in a file named by their content in the temporary folder, so the same bytes are the same image
    /// and the picture does not depend on where it went; bytes of any other kind give `nil`, as UIKit's do.
    public convenience init?(data: Data) {
        guard let path = UIImage.file(holding: data) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// An image decoded from bytes, at a scale (the scale is read from the pixels: the file is drawn at its size).
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data)
    }

    /// A catalog file as cellshot draws it at the scale its image set gives it: the file itself when its name says
    /// that scale (`card@3x.png`), else a link to it named with it (`Group 12.png` in a 3x slot is drawn through
    /// `…/Group 12@3x.png`), since the document model reads a file's scale from its name (`ImageFileScale`).
    static func file(_ path: String, drawnAt scale: CGFloat) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let wanted = Double(scale)
        guard wanted == 2 || wanted == 3, ImageFileScale.scale(ofFile: standardized) != wanted else { return standardized }
        let name = (standardized as NSString).lastPathComponent
        let kind = (name as NSString).pathExtension.lowercased()
        guard ["png", "jpg", "jpeg"].contains(kind) else { return standardized }
        // One folder per original path (FNV-1a of it), so two sets' files of the same name never share a link.
        var hash = FNV1a()
        hash.add(standardized.utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-image-scale")
            .appendingPathComponent(hash.hex)
        let link = folder.appendingPathComponent((name as NSString).deletingPathExtension + "@\(Int(wanted))x." + kind).path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != standardized {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: link)
            guard (try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: standardized)) != nil else {
                DeferredNotes.shared.warn("the image \(standardized) is drawn at 1 pixel a point, not its image set's "
                    + "\(Int(wanted))x: no link naming its scale could be made in \(folder.path)")
                return standardized
            }
        }
        return link
    }

    /// The file that holds `data`, written once: `nil` when the bytes are not a PNG, JPEG or SVG image.
    private static func file(holding data: Data) -> String? {
        let kind: String
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            kind = "png"
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            kind = "jpg"
        } else if let head = String(data: data.prefix(512), encoding: .utf8), head.contains("<svg") {
            kind = "svg"
        } else {
            return nil
        }
        // FNV-1a over the bytes: the same bytes always name the same file.
        var hash = FNV1a()
        hash.add(data)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-image-data")
        let file = folder.appendingPathComponent("\(hash.hex)-\(data.count).\(kind)")
        if !FileManager.default.fileExists(atPath: file.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard (try? data.write(to: file, options: .atomic)) != nil else { return nil }
        }
        return file.path
    }

    /// An image by name: an image set of the app's asset catalogs (``CellshotUIKit/assetCatalogs``) first, else an
    /// image file among a bundle's resources (`UIImage(named: "avatar", in: .module, compatibleWith: nil)`).
    ///
    /// From a catalog, the image set's largest iPhone scale (3x, 2x, 1x) is drawn, with its "Render As" as the
    /// rendering mode (Template Image: ``RenderingMode-swift.enum/alwaysTemplate``), and its dark appearance's file
    /// in dark columns (the light or "Any" file in light ones).
    /// A loose file is looked up as UIKit looks one up — `avatar@3x.png`, `avatar@2x.png`, `avatar.png`, then
    /// `.jpg`, `.jpeg` and `.svg`. A name found nowhere is `nil`, and the next render warns naming it.
    /// - Parameters:
    ///   - name: the image's name (`Icons/star` in a namespaced catalog folder), with or without its extension.
    ///   - bundle: the bundle to look in for a loose file; the main bundle when `nil`.
    ///   - traitCollection: ignored: the list's display scale and style are the document's.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        var catalogNote: String?
        for catalog in CellshotUIKit.loadedCatalogs {
            guard let set = catalog.imageSet(named: name) else { continue }
            guard let file = set.file else {
                catalogNote = set.note
                continue
            }
            self.init(source: .file(UIImage.file(file, drawnAt: set.scale)),
                      darkSource: set.darkFile.map { .file(UIImage.file($0, drawnAt: set.darkScale)) })
            if let isTemplate = set.isTemplate { renderingMode = isTemplate ? .alwaysTemplate : .alwaysOriginal }
            return
        }
        let bundle = bundle ?? .main
        let stem = (name as NSString).deletingPathExtension, written = (name as NSString).pathExtension
        let candidates = written.isEmpty
            ? ["@3x.png", "@2x.png", ".png", ".jpg", ".jpeg", ".svg"].map { stem + $0 }
            : [name]
        let found = candidates.lazy.compactMap { file -> String? in
            let base = (file as NSString).deletingPathExtension, type = (file as NSString).pathExtension
            return bundle.path(forResource: base, ofType: type)
        }.first
        guard let found else {
            // Code often falls back (`UIImage(named: "x") ?? placeholder`): the warning says the picture shows
            // the fallback, never a silent difference.
            let why = catalogNote ?? "no image set of that name in the catalogs \(CellshotUIKit.catalogSummary)"
            DeferredNotes.shared.warn("UIImage(named: \"\(name)\") is nil: \(why), and no image file of that name "
                + "in the bundle, so whatever the code does without the image is drawn")
            return nil
        }
        self.init(contentsOfFile: found)
    }

    /// An image file among the main bundle's resources, by name (see ``init(named:in:compatibleWith:)``).
    /// - Parameter name: the image's name, with or without its extension.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Whether `object` is the same symbol or file, with the same configuration, tint and rendering mode.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.lightSource == lightSource && other.darkSource == darkSource && other.symbolConfiguration == symbolConfiguration
            && other.imageTintColor == imageTintColor && other.renderingMode == renderingMode
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { lightSource.hashValue }
}
