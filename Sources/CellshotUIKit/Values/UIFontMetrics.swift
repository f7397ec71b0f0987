import CellshotGraphics
import CellshotModel
import Foundation

/// Scales fonts and values of your own with Dynamic Type, along a text style's curve (`UIFontMetrics`).
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
/// stack.spacing = UIFontMetrics.default.scaledValue(for: 8)
/// ```
/// A value is scaled by the ratio of the text style's size at the content size to its size at Large (the
/// default): at Extra Extra Large, body's 21 pt over 17 pt. As in UIKit, the result is computed for the
/// content size of the traits at the time of the call — `UITraitCollection.current`, which cellshot sets to
/// each state column's traits while it asks the data source and updates the cells — so a font made while a
/// column is drawn follows that column's Dynamic Type size, and one made before drawing stays at the size it
/// was made for (UIKit would adjust it later only for a label with `adjustsFontForContentSizeCategory`, which
/// is not declared here).
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let style: CellshotModel.TextStyle

    /// Metrics that scale along a text style's curve.
    /// - Parameter textStyle: the text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = UIFont.TextStyle.modelStyles[textStyle] ?? .body
        super.init()
    }

    /// A font scaled for the current traits' content size.
    /// - Parameter font: the font at the Large size.
    /// - Returns: the scaled font.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// A font scaled for the current traits' content size, no larger than a maximum.
    /// - Parameters:
    ///   - font: the font at the Large size.
    ///   - maximumPointSize: the largest size; 0 for no limit.
    /// - Returns: the scaled font.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// A font scaled for the content size of some traits.
    /// - Parameters:
    ///   - font: the font at the Large size.
    ///   - traitCollection: the traits, or `nil` for the current ones.
    /// - Returns: the scaled font.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// A font scaled for the content size of some traits, no larger than a maximum.
    /// - Parameters:
    ///   - font: the font at the Large size.
    ///   - maximumPointSize: the largest size; 0 for no limit.
    ///   - traitCollection: the traits, or `nil` for the current ones.
    /// - Returns: the scaled font.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.reference.resolved(for: .large)
        var size = base.size * ratio(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, Double(maximumPointSize)) }
        return UIFont(reference: .fixed(FontDescriptor(size: size, weight: base.weight)))
    }

    /// A value (a spacing, a size) scaled for the current traits' content size.
    /// - Parameter value: the value at the Large size.
    /// - Returns: the scaled value.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled for the content size of some traits.
    /// - Parameters:
    ///   - value: the value at the Large size.
    ///   - traitCollection: the traits, or `nil` for the current ones.
    /// - Returns: the scaled value.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        CGFloat(Double(value) * ratio(for: traitCollection))
    }

    /// The text style's size at the traits' content size over its size at Large.
    private func ratio(for traitCollection: UITraitCollection?) -> Double {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory.modelCategory
        return style.font(for: category).size / style.font(for: .large).size
    }
}
