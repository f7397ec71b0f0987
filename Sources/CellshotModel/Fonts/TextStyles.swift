import CellshotGraphics

/// One text style's figures: its weight, its size in each content size category, its line height at Large.
struct TextStyleMetrics: Sendable {
    /// The weight.
    var weight: FontWeight
    /// The point sizes from extraSmall to accessibilityExtraExtraExtraLarge (12 values).
    var sizes: [Double]
    /// The line height at Large.
    var lineHeightAtLarge: Double
}

// THE table of Dynamic Type text styles.
//
// Source: temoki/UIKit_DynamicType (README: sizes measured from UIFont.preferredFont(forTextStyle:)
// on iOS for every UIContentSizeCategory), collected in docs/reference/uikit-metrics.md. Columns:
// XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5. Line heights at Large from the same reference.
// Weights: Apple's Human Interface Guidelines typography table (headline is semibold, all others regular).
extension FontDescriptor {
    /// `UIFont.systemFont(ofSize:weight:)`'s line height over its point size: SF Pro's ascender plus
    /// descender, 20.29 pt at 17 pt (`UIFont.systemFont(ofSize: 17).lineHeight`) [I: a commonly printed
    /// runtime value, not in the reference]; part of THE table of text figures below.
    public static let systemLineHeightRatio = 20.29 / 17

    /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`), with its line height
    /// rounded to a hundredth of a point: 16.71 pt at 14 pt.
    public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(size: size, weight: weight, lineHeight: (size * systemLineHeightRatio * 100).rounded() / 100)
    }
}

extension TextStyle {
    /// This style's figures.
    var metrics: TextStyleMetrics {
        switch self {
        case .largeTitle: TextStyleMetrics(weight: .regular, sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                                           lineHeightAtLarge: 41)
        case .title1: TextStyleMetrics(weight: .regular, sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                                       lineHeightAtLarge: 34)
        case .title2: TextStyleMetrics(weight: .regular, sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                                       lineHeightAtLarge: 28)
        case .title3: TextStyleMetrics(weight: .regular, sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                                       lineHeightAtLarge: 25)
        case .headline: TextStyleMetrics(weight: .semibold, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                                         lineHeightAtLarge: 22)
        case .body: TextStyleMetrics(weight: .regular, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                                     lineHeightAtLarge: 22)
        case .callout: TextStyleMetrics(weight: .regular, sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                                        lineHeightAtLarge: 21)
        case .subheadline: TextStyleMetrics(weight: .regular, sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                                            lineHeightAtLarge: 20)
        case .footnote: TextStyleMetrics(weight: .regular, sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                                         lineHeightAtLarge: 18)
        case .caption1: TextStyleMetrics(weight: .regular, sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                                         lineHeightAtLarge: 16)
        case .caption2: TextStyleMetrics(weight: .regular, sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
                                         lineHeightAtLarge: 13)
        }
    }
}
