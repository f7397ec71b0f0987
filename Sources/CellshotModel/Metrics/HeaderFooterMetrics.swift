import CellshotGraphics

/// The defaults of a header or footer style: what `UIListContentConfiguration.groupedHeader()` and
/// friends give when the document says nothing more.
package struct HeaderFooterMetrics: Sendable, Hashable {
    /// The text's style.
    package var textStyle: TextStyle
    /// The text's weight, when it differs from the text style's (emphasized styles).
    package var weight: FontWeight?
    /// The text's colour.
    package var color: SystemColor
    /// How the text's letters are changed (grouped headers: capitals).
    package var transform: TextTransform
    /// The secondary text's style.
    package var secondaryTextStyle: TextStyle
    /// The secondary text's colour.
    package var secondaryTextColor: SystemColor
    /// `directionalLayoutMargins`; the leading and trailing ones are at least the list's layout margins
    /// (`axesPreservingSuperviewLayoutMargins` horizontal), so the text lines up with the cells' text.
    package var margins: DirectionalEdgeInsets
    /// The gap between the image and the texts.
    package var imageToTextPadding: Double
    /// The gap between the text and the secondary text under it.
    package var textToSecondaryTextVerticalPadding: Double
    /// The width reserved for a symbol image (0: the symbol's own width).
    package var symbolReservedWidth: Double

    /// The margins around content whose text lines are as tall as SF Pro's own line (`ratio` × the point size: a
    /// SwiftUI header or footer view) rather than the text style's: UIKit's margins. ``margins`` put cellshot's text
    /// line — the text style's height, taller than SF's (headline 22 pt against 20.29, footnote 18 against 15.51 at
    /// Large) — where iOS puts SF's line, so they fall short of UIKit's by that difference, half above and half below;
    /// these give it back. They do not change with the Dynamic Type size: only the line does. [M: iOS 26 at Medium,
    /// criticalmaps-ios's `RideEventSettingsView` at 0fcf7210: a callout header view between two cards 167 px from card
    /// to card (drawn in these margins 168, in ``margins`` 162); a footnote footer view's ink 31 px below its card (30;
    /// 27). docs/fidelity.md, "SwiftUI".]
    package func margins(aroundLineHeightRatio ratio: Double) -> DirectionalEdgeInsets {
        let half = max(0, textStyle.lineHeightAtLarge - textStyle.pointSize(for: .large) * ratio) / 2
        return DirectionalEdgeInsets(top: margins.top + half, leading: margins.leading, bottom: margins.bottom + half,
                                     trailing: margins.trailing)
    }
}

extension HeaderFooterStyle {
    /// This style's defaults in a look: THE table of header and footer figures.
    ///
    /// Source: docs/reference/uikit-metrics.md, "UIListContentConfiguration defaults (Large content size)",
    /// from runtime description dumps of iOS 17/18; "emphasized" weights from Apple's Human Interface Guidelines
    /// typography table (subheadline and title 3 semibold, title 2 bold); [M] marks figures measured on the iOS
    /// 18.5 and 26.2 screenshots in docs/reference/ios/README.md, [I] what no reference shows:
    /// - plainHeader: emphasized subheadline (semibold) `secondaryLabel`, margins {4, 8, 4, 8} (28 pt for one line);
    ///   plainFooter the same, regular [I: the reference gives one row for both; regular as UITableView's plain footers];
    /// - groupedHeader, **ios18**: footnote `secondaryLabel` in capitals (`transform` uppercase) [M]. UIKit's margins
    ///   are {17, 8, 6, 8} around SF's 15.5 pt footnote line; cellshot's stand-in font has an 18 pt line, so the
    ///   table holds the margins that put the text where iOS puts it: {16, 8, 4.67, 8}, a 38.67 pt band (116 px
    ///   @3x) with the capitals' top 20 pt below it [M];
    /// - groupedHeader, **ios26**: headline (17 pt semibold) `secondaryLabel` as written (no capitals) [M: cap ink
    ///   36 px @3x, the same grey as iOS 18's], margins {9.33, 8, 9, 8}: a 40.33 pt band (121 px) with the
    ///   capitals' top 14.33 pt below it [M];
    /// - groupedFooter: footnote `secondaryLabel`; **ios18** margins {4.67, 8, 11, 8}: a 33.67 pt band (101 px) with
    ///   the capitals' top 8.67 pt below the card [M] (UIKit's {6, 8, 12, 8} around SF's line); **ios26** {6.67, 8,
    ///   5, 8}: a 29.67 pt band (89 px), capitals' top 10.67 pt below the card [M];
    /// - prominentInsetGroupedHeader: emphasized title 3 (semibold) `label`, margins {8, 3, 11, 3}, secondary text
    ///   subheadline `secondaryLabel`; extraProminentInsetGroupedHeader: emphasized title 2 (bold) `label`,
    ///   margins {9, 3, 10, 3}, secondary text subheadline `secondaryLabel` [I: colour]; the same in both looks [I];
    /// - sidebarHeader: bold title 3 `label`, margins {12, 8, 8, 8} [I: weight, size and margins read from iPadOS
    ///   sidebars (Mail, Music), not from a dump], secondary text subheadline `secondaryLabel` [I];
    /// - secondary texts of the plain and grouped styles: the text's style, regular, `secondaryLabel` [I]; under an
    ///   ios26 grouped header subheadline [I];
    /// - image → text 8 pt [I], text → secondary text 3 pt [I: as `cell()`], symbols at their own width [I].
    package func metrics(in look: ListLook) -> HeaderFooterMetrics {
        switch (self, look) {
        case (.plainHeader, _):
            Self.metrics(.subheadline, weight: .semibold, color: .secondaryLabel, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        case (.plainFooter, _):
            Self.metrics(.subheadline, weight: nil, color: .secondaryLabel, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        case (.groupedHeader, .ios18):
            Self.metrics(.footnote, weight: nil, color: .secondaryLabel, transform: .uppercase,
                         secondary: .footnote, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 16, leading: 8, bottom: 14.0 / 3, trailing: 8))
        case (.groupedHeader, .ios26):
            Self.metrics(.headline, weight: nil, color: .secondaryLabel, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 28.0 / 3, leading: 8, bottom: 9, trailing: 8))
        case (.groupedFooter, .ios18):
            Self.metrics(.footnote, weight: nil, color: .secondaryLabel, transform: .none,
                         secondary: .footnote, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 14.0 / 3, leading: 8, bottom: 11, trailing: 8))
        case (.groupedFooter, .ios26):
            Self.metrics(.footnote, weight: nil, color: .secondaryLabel, transform: .none,
                         secondary: .footnote, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 20.0 / 3, leading: 8, bottom: 5, trailing: 8))
        case (.prominentInsetGroupedHeader, _):
            Self.metrics(.title3, weight: .semibold, color: .label, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
        case (.extraProminentInsetGroupedHeader, _):
            Self.metrics(.title2, weight: .bold, color: .label, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
        case (.sidebarHeader, _):
            Self.metrics(.title3, weight: .bold, color: .label, transform: .none,
                         secondary: .subheadline, secondaryColor: .secondaryLabel,
                         margins: DirectionalEdgeInsets(top: 12, leading: 8, bottom: 8, trailing: 8))
        }
    }

    /// A row of the table; the paddings and the symbol width are the same for every style.
    private static func metrics(_ textStyle: TextStyle, weight: FontWeight?, color: SystemColor,
                                transform: TextTransform, secondary: TextStyle, secondaryColor: SystemColor,
                                margins: DirectionalEdgeInsets) -> HeaderFooterMetrics {
        HeaderFooterMetrics(textStyle: textStyle, weight: weight, color: color, transform: transform,
                            secondaryTextStyle: secondary, secondaryTextColor: secondaryColor, margins: margins,
                            imageToTextPadding: 8, textToSecondaryTextVerticalPadding: 3, symbolReservedWidth: 0)
    }
}
