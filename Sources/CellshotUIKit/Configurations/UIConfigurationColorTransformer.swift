import CellshotGraphics
import CellshotModel
import Foundation

/// Turns an input colour into an output colour (`UIConfigurationColorTransformer`): the background of a
/// highlighted cell at 30 % of the tint, a grey version of a colour.
///
/// ```swift
/// background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
/// ```
/// A closure runs when the cell is drawn, with the colour resolved in the column's traits; the built-in
/// transformers (``grayscale``, ``preferredTint``, ``monochromeTint``) are drawn as the document model
/// draws them. Two transformers are equal when they are the same built-in one, or made by the same call.
public struct UIConfigurationColorTransformer {
    /// The transform closure.
    public let transform: (UIColor) -> UIColor
    /// The document model's transformer for the built-in ones, `nil` for a closure.
    let builtIn: ColorTransformer?
    private let identity: Identity

    private final class Identity {}

    /// A transformer from a closure.
    /// - Parameter transform: returns the output colour for an input colour.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        builtIn = nil
        identity = Identity()
    }

    private init(builtIn: ColorTransformer, transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.builtIn = builtIn
        identity = Identity()
    }

    /// Calls the transform closure.
    /// - Parameter input: the colour to transform.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// A grey of the same luminance as the input colour.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(builtIn: .grayscale) { color in
            let resolved = color.resolved(in: UITraitCollection.current, tint: nil)
            let grey = ColorTransformer.grayscale.apply(to: resolved, tint: resolved)
            return UIColor(storage: .rgba(grey))
        }
    }

    /// The tint colour in place of the input colour (drawn as the document model's `preferredTint`).
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(builtIn: .preferredTint) { _ in .tintColor }
    }

    /// The tint colour at the input colour's opacity (drawn as the document model's `monochromeTint`).
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(builtIn: .monochromeTint) { color in
            let alpha = color.resolved(in: UITraitCollection.current, tint: nil).alpha
            return UIColor.tintColor.withAlphaComponent(CGFloat(alpha))
        }
    }
}

extension UIConfigurationColorTransformer: Hashable {
    /// Whether two transformers are the same built-in one, or were made by the same call.
    public static func == (left: Self, right: Self) -> Bool {
        if let leftBuiltIn = left.builtIn, let rightBuiltIn = right.builtIn { return leftBuiltIn == rightBuiltIn }
        return left.identity === right.identity
    }

    /// Hashes the built-in transformer, or the identity of the call that made a closure one.
    public func hash(into hasher: inout Hasher) {
        if let builtIn { hasher.combine(builtIn) } else { hasher.combine(ObjectIdentifier(identity)) }
    }
}
