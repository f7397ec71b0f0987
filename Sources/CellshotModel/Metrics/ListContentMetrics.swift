import CellshotGraphics

/// The defaults of a `UIListContentConfiguration` style: what a row looks like
/// when the document says nothing more.
package struct ListContentMetrics: Sendable, Hashable {
    /// The primary text's style and colour.
    package var textStyle: TextStyle
    /// The primary text's colour.
    package var textColor: SystemColor
    /// The secondary text's style.
    package var secondaryTextStyle: TextStyle
    /// The secondary text's colour.
    package var secondaryTextColor: SystemColor
    /// `directionalLayoutMargins`: with `axesPreservingSuperviewLayoutMargins` horizontal (the default), the
    /// leading and trailing ones are at least the list's layout margin (``ListGeometry/layoutMargin``).
    package var margins: DirectionalEdgeInsets
    /// Whether text and secondary text sit side by side (`valueCell`).
    package var prefersSideBySideTextAndSecondaryText: Bool
    /// The horizontal gap between text and secondary text when side by side.
    package var textToSecondaryTextHorizontalPadding: Double
    /// The vertical gap between text and secondary text when stacked.
    package var textToSecondaryTextVerticalPadding: Double
    /// The gap between the image and the text.
    package var imageToTextPadding: Double
    /// The width reserved for a symbol image, so texts line up whatever the symbol.
    package var symbolReservedWidth: Double
    /// `numberOfLines` of the text and secondary text (0: no limit).
    package var numberOfLines: Int
}

extension ListContentMetrics {
    /// A symbol image's side over its text's point size [I: SF Symbols beside body text (17 pt) are
    /// about 20 pt; bootstrap-icons fill their square], part of THE table below.
    package static let symbolSizeToTextSize = 1.18

    /// A symbol scale's factor on its point size, part of THE table below. Source: Apple's documentation of
    /// `NSImage.SymbolScale` (developer.apple.com/documentation/appkit/nsimage/symbolscale/small and …/large):
    /// small is "approximately 20% smaller" than medium, large "approximately 30% larger"; UIKit's
    /// `UIImage.SymbolScale` names the same variants of the same symbols. The HIG ("SF Symbols", "Weights and
    /// scales") defines the scales relative to San Francisco's cap height, which a point size stands for here.
    package static func symbolScaleFactor(_ scale: SymbolStyle.Scale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// A symbol weight's stroke width over the regular weight's, part of THE table below [I: the HIG ("SF
    /// Symbols", "Weights and scales") says each of the nine weights corresponds to a weight of the San
    /// Francisco font, and Apple publishes no stroke widths; these are the stems of Inter, cellshot's stand-in
    /// for San Francisco, at the matching weight over its regular stem — the vertical stem of "l" at 1000 px,
    /// Debian's fonts-inter 4.0~beta7: 22, 43, 64, 83 (regular), 107, 129, 152, 174, 196 px for Thin …
    /// Black].
    package static func symbolStrokeFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: 0.265
        case .thin: 0.518
        case .light: 0.771
        case .regular: 1
        case .medium: 1.289
        case .semibold: 1.554
        case .bold: 1.831
        case .heavy: 2.096
        case .black: 2.361
        }
    }

    /// A stand-in glyph's stroke as a fraction of its side, which the weights scale [I: bootstrap-icons draw
    /// their lines 1 unit wide on their 16-unit grid; Material Design Icons' glyphs are drawn at that weight
    /// too], part of THE table below.
    package static let symbolStandInStroke = 1.0 / 16

    /// How much thicker a symbol's strokes are drawn at `weight` than its regular stand-in, as a fraction of
    /// its side (negative: thinner): the regular stroke times the weight's factor, less the regular stroke.
    package static func symbolOutlineWidth(_ weight: FontWeight) -> Double {
        symbolStandInStroke * (symbolStrokeFactor(weight) - 1)
    }

    /// The opacity of a symbol's secondary layer in hierarchical rendering, on the primary colour, part of
    /// THE table below [I: Apple's documentation of `UIImage.SymbolConfiguration(hierarchicalColor:)` says only
    /// that the system "typically" makes the secondary colour "by reducing the opacity of the primary color";
    /// 0.5 is an estimate, not measured].
    package static let symbolHierarchicalSecondaryOpacity = 0.5

    /// The opacity of a secondary text or disclosure chevron drawn white on a tinted selection (reference:
    /// "on tint white 80%").
    package static let secondaryTextAlphaOnTint = 0.8

    /// A list cell's own top and bottom layout margin at Large, which a content view preserving its
    /// superview's margins vertically (`axesPreservingSuperviewLayoutMargins` vertical or both) keeps at
    /// least: 11 pt, ⌈body line height ÷ 2⌉ (reference "Common"); it grows with Dynamic Type like the styles'.
    package static let cellVerticalLayoutMargin = 11.0

    /// A vertical margin of the Large content size at another size: grown with the body text's line height,
    /// as UIKit's are (reference "Common": 11 = ⌈body line height ÷ 2⌉ at Large), rounded up to whole points.
    package static func scaledVerticalMargin(_ margin: Double, for contentSize: ContentSizeCategory) -> Double {
        let growth = TextStyle.body.lineHeight(for: contentSize) / TextStyle.body.lineHeightAtLarge
        return (margin * growth - 1e-9).rounded(.up)
    }

    /// ``margins`` at a content size: the vertical ones grow with the body line height
    /// (``scaledVerticalMargin(_:for:)``), the horizontal ones stay.
    package func margins(for contentSize: ContentSizeCategory) -> DirectionalEdgeInsets {
        var scaled = margins
        scaled.top = Self.scaledVerticalMargin(margins.top, for: contentSize)
        scaled.bottom = Self.scaledVerticalMargin(margins.bottom, for: contentSize)
        return scaled
    }

    /// The box a symbol image is drawn in beside text of `pointSize` (square: the stand-in icons are).
    package static func symbolSize(forPointSize pointSize: Double) -> Size {
        let side = (pointSize * symbolSizeToTextSize).rounded()
        return Size(width: side, height: side)
    }
}

extension CellStyle {
    /// This style's defaults in a look, from THE table below.
    ///
    /// Source: docs/reference/uikit-metrics.md, "UIListContentConfiguration defaults (Large content size)",
    /// collected from runtime description dumps of iOS 17/18 (`po cell.defaultContentConfiguration()`).
    /// subtitleCell's vertical margins are 4 on newer SDKs (11 on older ones); this table follows newer SDKs.
    /// The symbol box is 24 pt wide (reference "Common"); cells' lines are unlimited.
    /// The sidebar styles: body / label texts, footnote / secondaryLabel secondary texts, 8 pt side margins,
    /// 10 pt image → text, a 28 pt symbol box and one line (reference); their vertical margins follow `cell`
    /// (11) and `subtitleCell` (4) [I].
    ///
    /// **ios26** differs in one style: `subtitleCell` keeps 15 pt above and below its texts and 4 pt between
    /// them (iOS 18: 4 and 0). Measured on real iOS 26 screenshots (docs/reference/ios26-colors.md): a
    /// one-line row is 52 pt with its 22 pt body line centred, 15 pt from each edge [M]; a subtitle row (body
    /// and caption 1) is about 72 pt at the default text size [M] — 15 + 22 + 16 + 15 is 68, and the other
    /// 4 pt are put between the texts [I: only the sum is measured; the fonts are iOS 18's, whose glyphs the
    /// screenshots match]. So a subtitleCell with one line is 52 pt, as every one-line row. `cell` with a
    /// secondary text keeps iOS 18's figures under the 52 pt minimum (63 pt) [I: not measured].
    package func contentMetrics(in look: ListLook) -> ListContentMetrics {
        // The figures that differ between the looks.
        let (subtitleVerticalMargin, subtitlePadding) = switch look {
        case .ios18: (4.0, 0.0)
        case .ios26: (15.0, 4.0)
        }
        return switch self {
        case .cell:
            ListContentMetrics(textStyle: .body, textColor: .label, secondaryTextStyle: .caption1,
                               secondaryTextColor: .label,
                               margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8),
                               prefersSideBySideTextAndSecondaryText: false, textToSecondaryTextHorizontalPadding: 8,
                               textToSecondaryTextVerticalPadding: 3, imageToTextPadding: 16, symbolReservedWidth: 24,
                               numberOfLines: 0)
        case .subtitleCell:
            ListContentMetrics(textStyle: .body, textColor: .label, secondaryTextStyle: .caption1,
                               secondaryTextColor: .label,
                               margins: DirectionalEdgeInsets(top: subtitleVerticalMargin, leading: 16,
                                                              bottom: subtitleVerticalMargin, trailing: 8),
                               prefersSideBySideTextAndSecondaryText: false, textToSecondaryTextHorizontalPadding: 8,
                               textToSecondaryTextVerticalPadding: subtitlePadding, imageToTextPadding: 16,
                               symbolReservedWidth: 24,
                               numberOfLines: 0)
        case .valueCell:
            ListContentMetrics(textStyle: .body, textColor: .label, secondaryTextStyle: .body,
                               secondaryTextColor: .secondaryLabel,
                               margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8),
                               prefersSideBySideTextAndSecondaryText: true, textToSecondaryTextHorizontalPadding: 8,
                               textToSecondaryTextVerticalPadding: 0, imageToTextPadding: 16, symbolReservedWidth: 24,
                               numberOfLines: 0)
        case .sidebarCell, .accompaniedSidebarCell:
            ListContentMetrics(textStyle: .body, textColor: .label, secondaryTextStyle: .footnote,
                               secondaryTextColor: .secondaryLabel,
                               margins: DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8),
                               prefersSideBySideTextAndSecondaryText: false, textToSecondaryTextHorizontalPadding: 8,
                               textToSecondaryTextVerticalPadding: 3, imageToTextPadding: 10, symbolReservedWidth: 28,
                               numberOfLines: 1)
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            ListContentMetrics(textStyle: .body, textColor: .label, secondaryTextStyle: .footnote,
                               secondaryTextColor: .secondaryLabel,
                               margins: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
                               prefersSideBySideTextAndSecondaryText: false, textToSecondaryTextHorizontalPadding: 8,
                               textToSecondaryTextVerticalPadding: 0, imageToTextPadding: 10, symbolReservedWidth: 28,
                               numberOfLines: 1)
        }
    }
}
