import Foundation

extension UIColor {
    /// A colour from an asset catalog, by name: `nil`, as Linux has no asset catalogs, and the next render warns
    /// naming it — code that falls back (`UIColor(named: "Accent") ?? .tintColor`) draws its fallback, which the
    /// warning says.
    /// - Parameter name: the colour set's name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from a bundle's asset catalog: `nil` with a warning at the next render, as ``init(named:)``.
    /// - Parameters:
    ///   - name: the colour set's name.
    ///   - bundle: ignored.
    ///   - traitCollection: ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        DeferredNotes.shared.warn("UIColor(named: \"\(name)\") is nil here: asset catalogs are not read on Linux, so "
            + "whatever the code does without the colour (its fallback) is drawn; use a UIColor initialiser "
            + "with the colour's components for the snapshot")
        return nil
    }
}
