import CellshotModel
import Foundation

/// An image: one of cellshot's stand-ins for an SF Symbol, or an image file.
///
/// ```swift
/// content.image = UIImage(systemName: "star")
/// ```
/// Symbol names are checked when the list is drawn: an unknown one is drawn as a placeholder (a dashed square)
/// and warned about with the row it is in (an error when ``CellshotUIKit/strictSymbols`` is set).
open class UIImage: NSObject, @unchecked Sendable {
    /// The image as the document model names it.
    let source: ImageSource

    init(source: ImageSource) {
        self.source = source
        super.init()
    }

    /// A system symbol image (drawn with cellshot's openly licensed stand-in, see docs/symbols.md).
    /// - Parameter name: the SF Symbol name, such as `"star.fill"`; `nil` for an empty name.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        source = .symbol(name)
        super.init()
    }

    /// An image read from a PNG, JPEG or SVG file.
    /// - Parameter path: the file's path; `nil` when no file is there.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .file(URL(fileURLWithPath: path).standardizedFileURL.path)
        super.init()
    }

    /// An image file among a bundle's resources, by name: `UIImage(named: "avatar", in: .module,
    /// compatibleWith: nil)`. Linux has no asset catalogs, so the name is looked up as a file of the bundle's
    /// resources — `avatar@3x.png`, `avatar@2x.png`, `avatar.png`, then `.jpg`, `.jpeg` and `.svg` — as UIKit looks
    /// up a loose image file; copy the catalog's images into the target's resources to draw them.
    /// - Parameters:
    ///   - name: the image's name, with or without its extension.
    ///   - bundle: the bundle to look in; the main bundle when `nil`.
    ///   - traitCollection: ignored: the list's display scale is the document's.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let stem = (name as NSString).deletingPathExtension, written = (name as NSString).pathExtension
        let candidates = written.isEmpty
            ? ["@3x.png", "@2x.png", ".png", ".jpg", ".jpeg", ".svg"].map { stem + $0 }
            : [name]
        let found = candidates.lazy.compactMap { file -> String? in
            let base = (file as NSString).deletingPathExtension, type = (file as NSString).pathExtension
            return bundle.path(forResource: base, ofType: type)
        }.first
        guard let found else { return nil }
        self.init(contentsOfFile: found)
    }

    /// An image file among the main bundle's resources, by name (see ``init(named:in:compatibleWith:)``).
    /// - Parameter name: the image's name, with or without its extension.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The size and weight a symbol image is drawn at (`UIImage.SymbolConfiguration`).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        let pointSize: CGFloat

        /// A configuration with a point size (the text size the symbol matches).
        /// - Parameter pointSize: the size in points.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }
    }

    /// Whether `object` is the same symbol or file.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIImage)?.source == source
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { source.hashValue }
}
