import Foundation

extension UIColor {
    /// A colour set of the app's asset catalogs (``CellshotUIKit/assetCatalogs``), by name: a dynamic colour,
    /// its set's dark colour in dark columns. A name in no catalog is `nil`, and the next render warns naming it
    /// — code that falls back (`UIColor(named: "Accent") ?? .tintColor`) draws its fallback, which the warning
    /// says.
    /// - Parameter name: the colour set's name (`Brand/primary` in a namespaced catalog folder).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour set of the app's asset catalogs, as ``init(named:)``.
    /// - Parameters:
    ///   - name: the colour set's name.
    ///   - bundle: ignored: the catalogs are ``CellshotUIKit/assetCatalogs`` and
    ///     ``CellshotUIKit/pluginAssetCatalogs``.
    ///   - traitCollection: ignored: the colour stays dynamic and is resolved in each column's traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = CellshotUIKit.loadedCatalogs.lazy.compactMap({ $0.colorSet(named: name) }).first else {
            DeferredNotes.shared.warn("UIColor(named: \"\(name)\") is nil here: no colour set of that name in the catalogs "
                + "\(CellshotUIKit.catalogSummary), so whatever the code does without the colour (its fallback) "
                + "is drawn; point CellshotUIKit.assetCatalogs at the app's Assets.xcassets (or name it in "
                + "cellshot-sources.json's \"assets\")")
            return nil
        }
        guard let dark = set.dark else {
            self.init(storage: .rgba(set.light))
            return
        }
        let light = set.light
        self.init(dynamicProvider: { traits in
            UIColor(storage: .rgba(traits.userInterfaceStyle == .dark ? dark : light))
        })
    }
}
