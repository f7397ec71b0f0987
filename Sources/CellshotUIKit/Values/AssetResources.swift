import Foundation

// The asset catalog symbols Xcode 15 generates (DeveloperToolsSupport's `ImageResource` and `ColorResource`, and
// `UIImage(resource:)`, `UIColor(resource:)`): an app writes `UIImage(resource: .avatar)` or `Image(.avatar)` where
// it once wrote `UIImage(named: "avatar")`. The CellshotSources plugin writes the same static members from the
// catalogs named in cellshot-sources.json's "assets" (GeneratedAssetSymbols.swift); these types are what they name.

/// An image set of an asset catalog, by name (Xcode's generated `ImageResource`).
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog (`Icons/star` in a namespaced folder).
    public let name: String
    /// The bundle Xcode would look in: ignored, the catalogs are ``CellshotUIKit/assetCatalogs`` and the plugin's.
    public let bundle: Bundle

    /// An image set by name.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of an asset catalog, by name (Xcode's generated `ColorResource`).
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in its catalog.
    public let name: String
    /// The bundle Xcode would look in: ignored, the catalogs are ``CellshotUIKit/assetCatalogs`` and the plugin's.
    public let bundle: Bundle

    /// A colour set by name.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// An image set of the app's catalogs, as ``init(named:in:compatibleWith:)`` finds it. A resource Xcode
    /// generated always names an image set; one in no catalog here (the catalogs not named) is drawn as the unknown
    /// symbol's placeholder, and the render warns naming it, never an empty gap.
    public convenience init(resource: ImageResource) {
        guard let image = UIImage(named: resource.name, in: nil, compatibleWith: nil) else {
            self.init(source: .symbol(resource.name))
            return
        }
        self.init(copying: image)
    }
}

extension UIColor {
    /// A colour set of the app's catalogs, as ``init(named:)`` finds it. A resource Xcode generated always names a
    /// colour set; one in no catalog here (the catalogs not named) is clear, and the render warns naming it.
    public convenience init(resource: ColorResource) {
        guard let color = UIColor(named: resource.name, in: nil, compatibleWith: nil) else {
            self.init(white: 0, alpha: 0)
            return
        }
        self.init(dynamicProvider: { traits in color.resolvedColor(with: traits) })
    }
}
