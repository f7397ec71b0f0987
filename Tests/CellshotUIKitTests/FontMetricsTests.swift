@testable import CellshotUIKit
import Foundation
import Testing

/// `UIFontMetrics` scales along a text style's curve, for the traits of the call (Apple, "UIFontMetrics";
/// "Scaling Fonts Automatically").
@MainActor @Suite struct FontMetricsTests {
    @Test func aFontScalesByItsStylesRatio() {
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        // Body is 17 pt at Large and 21 pt at Extra Extra Large (the Dynamic Type table): 15 × 21/17.
        let font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15, weight: .semibold), compatibleWith: xxl)
        #expect(abs(font.pointSize - 15 * 21 / 17) < 1e-9)
        #expect(font.reference.resolved().weight == .semibold)
        // Caption 1 is 12 pt at Large and 16 pt at Extra Extra Large: 6 × 16/12.
        #expect(abs(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 6, compatibleWith: xxl) - 8) < 1e-9)
        // At Large nothing changes; a maximum caps the size.
        #expect(UIFontMetrics.default.scaledValue(for: 8, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 8)
        let capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 16, compatibleWith: xxl)
        #expect(capped.pointSize == 16)
    }

    @Test func withoutTraitsTheCurrentOnesAreUsed() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let large = UIFontMetrics.default.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let current = UIFontMetrics.default.scaledValue(for: 17)
        #expect(large == 17)
        #expect(current == CGFloat(UIFont.TextStyle.modelStyles[.body]!.font(for: .accessibilityMedium).size))
        #expect(current > 17)
    }
}
