import CellshotGraphics

/// A Dynamic Type text style, like `UIFont.TextStyle`: a size that follows the content size category.
///
/// The sizes, weights and line heights are in one table, `TextStyles.swift`, with their source.
///
/// ```swift
/// TextStyle.headline.font(for: .large)   // FontDescriptor(size: 17, weight: .semibold)
/// ```
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// Large title (34 pt at Large).
    case largeTitle
    /// Title 1 (28 pt).
    case title1
    /// Title 2 (22 pt).
    case title2
    /// Title 3 (20 pt).
    case title3
    /// Headline (17 pt semibold).
    case headline
    /// Body (17 pt): cells' text.
    case body
    /// Callout (16 pt).
    case callout
    /// Subheadline (15 pt).
    case subheadline
    /// Footnote (13 pt): grouped headers and footers.
    case footnote
    /// Caption 1 (12 pt): `cell()`'s secondary text.
    case caption1
    /// Caption 2 (11 pt).
    case caption2

    /// The point size in a content size category.
    /// - Parameter category: the Dynamic Type size.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        let sizes = metrics.sizes
        return sizes[min(max(category.index, 0), sizes.count - 1)]
    }

    /// The weight; `headline` is semibold, the others regular.
    public var weight: FontWeight { metrics.weight }

    /// The line height at the default content size, ``ContentSizeCategory/large``.
    public var lineHeightAtLarge: Double { metrics.lineHeightAtLarge }

    /// The line height in a content size category: the table's height at Large, scaled with the point
    /// size (body: 22 at 17 pt, 24.59 at 19 pt) and rounded to a hundredth of a point.
    /// - Parameter category: the Dynamic Type size.
    public func lineHeight(for category: ContentSizeCategory) -> Double {
        let ratio = lineHeightAtLarge / pointSize(for: .large)
        return (pointSize(for: category) * ratio * 100).rounded() / 100
    }

    /// The font in a content size category, with the text style's line height (a preferred
    /// font's `lineHeight`), so that rows are as tall as on iOS whatever the stand-in font.
    /// - Parameter category: the Dynamic Type size; Large by default.
    public func font(for category: ContentSizeCategory = .large) -> FontDescriptor {
        FontDescriptor(size: pointSize(for: category), weight: weight, lineHeight: lineHeight(for: category))
    }
}

extension TextStyle: DocumentName {
    static var nameDescription: String { "a text style" }
}
