import Foundation

/// THE table of SwiftUI's figures: every default size, spacing and ratio CellshotSwiftUI lays out and draws
/// with, each with where it comes from ([I] marks an inference, [M] a measurement on a real iOS screenshot;
/// docs/swiftui.md, "Figures", lists them). Add new figures here, never as literals in the views.
public enum SwiftUIFigures {
    /// The space between two views in a stack when neither sets one, and a spacer's minimum length
    /// (`Spacer(minLength: nil)`). OpenSwiftUI `Spacing.swift`: 8 on iOS.
    public static let defaultSpacing: CGFloat = 8
    /// `.padding()` with no length, on each edge it pads. OpenSwiftUI `DefaultPadding.swift`: 16 on iOS.
    public static let defaultPadding: CGFloat = 16
    /// The size `replacingUnspecifiedDimensions()` fills in, and a shape's ideal size. Apple:
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default.
    public static let unspecifiedDimension: CGFloat = 10

    /// A `Divider`'s thickness in pixels: one pixel, 1/3 pt at 3x (OpenSwiftUI `EnvironmentAdditions.swift`,
    /// `dividerThickness` = the display's pixel length).
    public static let dividerThicknessInPixels: CGFloat = 1
    /// A `Divider`'s thickness at the accessibility text sizes, in points (OpenSwiftUI `EnvironmentAdditions.swift`).
    public static let accessibilityDividerThickness: CGFloat = 1

    /// SF Pro's line height over its point size: ascender 1950 plus descender 494 per 2048 units, line gap 0; a
    /// one-line text is this × its size tall, rounded up to the pixel ([M] body 20.333 pt at 3x on iOS 18.5,
    /// subheadline 18, caption2 13.333: AccessibilitySnapshot's SwiftUI references).
    public static let lineHeightRatio: CGFloat = 2444.0 / 2048.0
    /// SF Pro's ascender over its point size: a text's first baseline is this × its size below its line's top.
    public static let ascenderRatio: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender over its point size.
    public static let descenderRatio: CGFloat = 494.0 / 2048.0
    /// The space between two texts stacked with a stack's default spacing, in pixels: SwiftUI spaces them by the
    /// lower text's font leading rounded up to the display's pixel (OpenSwiftUI `Spacing.TextMetrics.spacing(top:bottom:)`,
    /// with the iOS 17 text spacing semantics), and SF Pro's leading is more than 0 and less than a pixel, so one
    /// pixel. [M] 1 px between a body and a subheadline text in home-assistant/iOS's `SensorRow`, iOS 18.2 and 26
    /// (docs/fidelity.md, "SwiftUI"); two texts of the same font [I: the same rule, not measured].
    public static let textToTextSpacingInPixels: CGFloat = 1
    /// The space from the top of an inset grouped `List` with no navigation bar above it to its first section when
    /// that has no header, in points, in both looks. [M] 42: home-assistant/iOS's `SensorRow` in a bare `List`, its
    /// card 42 pt below the 47 pt safe area on iOS 18.2 and on iOS 26 (docs/fidelity.md, "SwiftUI"). Under a
    /// navigation bar the list chrome's own 35 pt (`ListGeometry`: 17.5 pt of empty header and 17.5 of first section
    /// padding) is right [M: `NavigationTests`], so only a list no bar is above takes this one; other styles and a
    /// first section with a header keep the chrome's [I: not measured].
    public static let barelessListFirstSectionSpacing: CGFloat = 42
    /// The space between two sections of an inset grouped list with `.listSectionSpacing(.compact)` (iOS 17), in
    /// points, in both looks: from the end of one section (its footer, else its last row) to the next one's header,
    /// else its first row. [I] 20: tighter than the style's own 35 pt (17.5 of empty footer and 17.5 of empty header,
    /// `ListGeometry`); no screenshot of a compact list has been measured yet (docs/swiftui.md, "Lists and forms").
    public static let compactListSectionSpacing: CGFloat = 20
    /// The least height of a `List` row on iOS 26 (`defaultMinListRowHeight`) when the app sets none: one line of the
    /// body style at the Dynamic Type size, in whole points (21 at Medium, 22 at Large: Apple's type sizes' leading),
    /// and the row's vertical margin above and below it (15 pt, the list chrome's `ListGeometry.rowVerticalMargin`).
    /// [M] 51 pt at Medium — every row of the swift-snapshot-testing references in docs/fidelity.md ("SwiftUI"):
    /// home-assistant/iOS, StanfordSpezi/SpeziViews and criticalmaps/criticalmaps-ios, whose device configurations set
    /// `preferredContentSizeCategory` to `.medium` (their body capitals are 34 px at 3x, 16 pt, not Large's 36 px) —
    /// and 52 pt at Large (cashapp/AccessibilitySnapshot's SwiftUI `List` on iOS 26.2, the chrome's own 52); other
    /// sizes [I: the same rule]. Up to iOS 18 the chrome's 44 pt holds at Medium too [M: home-assistant 18.2].
    public static func ios26MinimumListRowHeight(bodyLineHeight: CGFloat, rowVerticalMargin: CGFloat) -> CGFloat {
        (bodyLineHeight - 1e-9).rounded(.up) + 2 * rowVerticalMargin
    }
    /// The opacity of the label colour a `List` row's disclosure chevron is drawn in up to iOS 18 (SwiftUI's own
    /// chevron, in the `.tertiary` style). [M] 0.25: (191, 191, 191) on white and (85, 85, 86) on the dark card
    /// (28, 28, 30) in home-assistant/iOS's `ListPicker` at iOS 18.2 (docs/fidelity.md, "SwiftUI"); on iOS 26 the
    /// chevron is the list chrome's `tertiaryLabel` [M: (197, 197, 199) / (90, 90, 94), 26.0].
    public static let ios18ListChevronLabelOpacity: Double = 0.25
    /// How far a `Toggle`'s switch track reaches past its layout frame on the trailing side in a list row, in points:
    /// the row's content ends at the layout margin, the track 2 pt beyond it. [M] 2 pt (6 px at 3x) on iOS 18.2
    /// (home-assistant/iOS's `PrivacyView`, the track's ink to x 1055 with the content's edge at 1050, 390 pt wide)
    /// and on iOS 26 (the same view: 1079 against 1074; criticalmaps' `RideEventSettingsView` at 393 pt: 1088 against
    /// 1083); outside a list not measured, so not applied there.
    public static let listSwitchTrailingOverhang: CGFloat = 2
    /// SF Pro's cap height over its point size [I: 1443 units, SF Pro's OS/2 table as commonly printed].
    public static let capHeightRatio: CGFloat = 1443.0 / 2048.0

    /// `ContentUnavailableView` (iOS 17): a symbol above a bold title and a secondary description, centred in the
    /// space offered. [I] all four, from iOS 17's empty states as Apple's sample screens show them (Mail's "No Mail",
    /// Music's "No Results"): the symbol at 48 pt in the secondary colour, the title `title2` bold, the description
    /// `subheadline`, 16 pt between the symbol and the title, 8 between the texts, 16 more
    /// before the actions; not measured on a screenshot yet.
    public static let unavailableSymbolSize: CGFloat = 48
    /// [I] Between a `ContentUnavailableView`'s symbol and its title.
    public static let unavailableSymbolSpacing: CGFloat = 16
    /// [I] Between a `ContentUnavailableView`'s title and its description.
    public static let unavailableTextSpacing: CGFloat = 8
    /// [I] Between a `ContentUnavailableView`'s description and its actions.
    public static let unavailableActionsSpacing: CGFloat = 16
}

// MARK: - Screens

extension SwiftUIFigures {
    /// The safe-area insets of the screens the navigation figures were measured on: where a navigation bar's top
    /// (S) sits. A render is given its screen's safe area (`safeArea:`); these are the measured ones to give.
    public enum ScreenInsets {
        /// The top inset of the iPhone 17 simulator that home-assistant/iOS's iOS 26 snapshots (390 pt wide, drawn
        /// in the key window) were taken in. [M] 62: the glass buttons' top (b8898cc6), the large titles' baselines
        /// 90 pt lower (894009a5, 7448405); also a 402 × 874 iPhone on iOS 18.5 (AccessibilitySnapshot,
        /// docs/swiftui.md "Layout").
        public static let iPhone17Top: CGFloat = 62
        /// The top inset of the iPhone 16 simulator of home-assistant/iOS's `LocationHistoryListView` snapshots on
        /// iOS 18.2 and 26.0. [M] 54: the inline title's line centred 22 pt below it, the "Clear" capsule from it
        /// (3f1b9afe, 7a0e42ad).
        public static let iPhone16Top: CGFloat = 54
        /// The top inset of SnapshotTesting's `.iPhone13` configuration. [M] 47: a first headerless card 42 pt below
        /// it in both looks (`SensorRow`, f677c05 and b8898cc).
        public static let iPhone13Top: CGFloat = 47
        /// The bottom inset of a Face ID iPhone in portrait, above the home indicator. [I] 34.
        public static let homeIndicatorBottom: CGFloat = 34
    }
}

// MARK: - Navigation bars

extension SwiftUIFigures {
    /// The figures of a navigation stack's bars in one look (docs/swiftui.md, "Navigation"). Measured on real screenshots at 3x, 390 pt wide, with `S` the top of the safe area (the
    /// bar's top): home-assistant/iOS's SwiftUI snapshot references — iOS 26 on an iPhone 17 simulator
    /// (`ServerSwitchingSettingsView`, `SettingsServersView`, `ServerSwitchingHowItWorksView` at commit 894009a5 and
    /// 7448405; `GesturesSetupView` at b8898cc6: S = 62 pt), iOS 26.0 and iOS 18.2 on an iPhone 16
    /// (`LocationHistoryListView` at 3f1b9afe and 7a0e42ad: the bar at 54 pt) — and cashapp/AccessibilitySnapshot's
    /// `testNavBarBackButtonTraitsWithTitles` (iOS 17.5, 18.5, 26.2, frames of the title and back button).
    ///
    /// The fonts are text styles, so they follow Dynamic Type: the large title is `largeTitle` bold (34 pt at the
    /// default size: [M] its x-height 17.7 pt and cap height 24 pt, both looks' screenshots alike), the inline title
    /// `headline` (17 pt semibold: [M] "Location History" 128.7 pt of ink on iOS 18.2 and 26.0 alike), the items
    /// `body` (17 pt: [M] "Clear" 38.7 pt of ink in both looks).
    public struct NavigationBar: Sendable, Equatable {
        /// The row the inline title and the bar's items are centred in, from the bar's top. [M] both looks: the
        /// iOS 18.5 back button's frame is 44 pt tall (AccessibilitySnapshot), the iOS 26 glass buttons are 44 pt
        /// capsules from S to S + 44 (62 → 106 pt, b8898cc6), and every inline title's line is centred 22 pt below S.
        public var itemRowHeight: CGFloat
        /// How far an inline bar pushes the content down. [M] iOS 18: 44 (the first inset grouped card 78.67 pt
        /// below S = the bar's 44 + the list's 34.67 pt above a first section without a header, 7a0e42ad);
        /// iOS 26: 54 (the same card 88.67 pt below S on the iPhone 16, 3f1b9afe, and on the iPhone 17 a
        /// multi-line first row whose text starts 107.33 pt below S, 894009a5, with iOS 26's 15 pt row margins).
        public var inlineHeight: CGFloat
        /// The large title's band below the inline bar. [M] iOS 26: 52 (the large-title bar ends 106 pt below S:
        /// a first card without a header starts there, 894009a5, and a first header's text 13.67 pt below it,
        /// 7448405, as a list's first header sits below its top). iOS 18: 52 [I: UIKit's 96 pt large-title bar
        /// less its 44 pt inline bar; no iOS 18 screenshot with a large title was found].
        public var largeTitleHeight: CGFloat
        /// The large title's baseline above the large-title bar's bottom. [M] iOS 26: 16 (the baseline 90 pt below
        /// S, 152 pt on the iPhone 17: "Server Switching" and "Servers"). iOS 18: 16 [I: iOS 26's].
        public var largeTitleBaselineFromBottom: CGFloat
        /// Whether a list whose first section has no header starts its first card right at a large title bar's
        /// bottom (the list's space above a headerless first section running under the title). [M] iOS 26: the
        /// card 16 pt below the title's baseline (894009a5). iOS 18: no [I: UIKit's grouped lists keep it].
        public var listRisesUnderLargeTitle: Bool
        /// The bar's side margins: the large title's leading edge, the first and last items' outer edges. [M] 16 at
        /// 390 pt in both looks ("Clear" ends 16 pt from the edge on iOS 18.2; its glass ends 16 pt from it on
        /// iOS 26; the large title's ink starts at 17 pt); 16 at 402 pt on iOS 26.2 (the back button's glass).
        public var horizontalMargin: CGFloat
        /// The space between two bar items. iOS 18: 8 [I: UIKit's spacing between custom-view bar items]. iOS 26:
        /// 0 — the items of one side share one glass capsule [I: Apple, "Build a SwiftUI app with the new design",
        /// WWDC25: toolbar items are grouped on a shared glass background].
        public var itemSpacing: CGFloat
        /// The space between the inline title (or the principal item) and the items beside it. [I] 8 in both looks:
        /// the title keeps clear of the wider side's items on both sides, so it stays centred.
        public var titleClearance: CGFloat
        /// The space between two glass capsules of one side (an iOS 26 confirming item's tinted capsule beside the
        /// others). [I] 8.
        public var groupSpacing: CGFloat
        /// Whether the items sit on glass: a capsule per side, padded, at least `glassMinimumSize` square. [M] iOS 26.
        public var drawsGlass: Bool
        /// A glass capsule's padding on each side of a text item. [M] 12: "Clear" (38.7 pt of ink) in a 64 pt capsule.
        public var glassPadding: CGFloat
        /// A glass capsule's least width and height. [M] 44: the back button's circle (AccessibilitySnapshot 26.2)
        /// and the capsules' height.
        public var glassMinimumSize: CGFloat
        /// The glass's fill on the light grouped background, red, green, blue 0–1. [M] (252, 252, 255) over
        /// (242, 242, 247), 3f1b9afe.
        public var glassFillLight: [CGFloat]
        /// The glass's fill in dark mode. [M] (25, 25, 25) over black, 3f1b9afe.
        public var glassFillDark: [CGFloat]
        /// The glass's shadow in light mode: opacity of black, Gaussian σ and downward offset, points. [M] 0.07,
        /// 15, 8 — fitted to the darkening around "Clear" (3f1b9afe; residual under one level of 255). In dark
        /// mode it does not show on black.
        public var glassShadow: [CGFloat]
        /// The bar's background where `.toolbarBackground(.visible, for: .navigationBar)` shows it and the app gives
        /// no style, red, green, blue, opacity. [I] both looks: UIKit's default bar background, light (249, 249, 249)
        /// at 94 %, dark (29, 29, 29) at 94 % (not measured: no screenshot shows a bar scrolled over content).
        public var barMaterialLight: [CGFloat]
        /// The bar's default background in dark mode [I] (above).
        public var barMaterialDark: [CGFloat]
        /// The hairline under a visible bar background, light [I: UIKit's bar shadow, black at 30 %]; iOS 26 draws
        /// none [I].
        public var barShadowLight: [CGFloat]
        /// The hairline in dark mode [I: white at 15 %].
        public var barShadowDark: [CGFloat]
        /// The bottom toolbar's height above the bottom safe area. [I] 44 in both looks (UIKit's `UIToolbar`).
        public var bottomBarHeight: CGFloat

        /// iOS 26.
        public static let ios26 = NavigationBar(
            itemRowHeight: 44, inlineHeight: 54, largeTitleHeight: 52, largeTitleBaselineFromBottom: 16,
            listRisesUnderLargeTitle: true, horizontalMargin: 16, itemSpacing: 0, titleClearance: 8,
            groupSpacing: 8, drawsGlass: true,
            glassPadding: 12, glassMinimumSize: 44, glassFillLight: [252 / 255, 252 / 255, 1],
            glassFillDark: [25 / 255, 25 / 255, 25 / 255], glassShadow: [0.07, 15, 8],
            barMaterialLight: [249 / 255, 249 / 255, 249 / 255, 0.94], barMaterialDark: [29 / 255, 29 / 255, 29 / 255, 0.94],
            barShadowLight: [0, 0, 0, 0], barShadowDark: [0, 0, 0, 0], bottomBarHeight: 44)

        /// iOS 14–18.
        public static let ios18 = NavigationBar(
            itemRowHeight: 44, inlineHeight: 44, largeTitleHeight: 52, largeTitleBaselineFromBottom: 16,
            listRisesUnderLargeTitle: false, horizontalMargin: 16, itemSpacing: 8, titleClearance: 8,
            groupSpacing: 8, drawsGlass: false,
            glassPadding: 0, glassMinimumSize: 0, glassFillLight: [1, 1, 1], glassFillDark: [0, 0, 0],
            glassShadow: [0, 0, 0],
            barMaterialLight: [249 / 255, 249 / 255, 249 / 255, 0.94], barMaterialDark: [29 / 255, 29 / 255, 29 / 255, 0.94],
            barShadowLight: [0, 0, 0, 0.3], barShadowDark: [1, 1, 1, 0.15], bottomBarHeight: 44)
    }
}
