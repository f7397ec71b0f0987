import Foundation

/// The figures of images, symbols, labels, styles and effects (part of THE table, ``SwiftUIFigures``). A
/// symbol's box for a point size and its scales are the UIKit front end's (`ListContentMetrics.symbolSize`,
/// `symbolScaleFactor`, `symbolOutlineWidth`, `symbolHierarchicalSecondaryOpacity`: docs/symbols.md), and a
/// label's icon column in a list row is the list content's (`symbolReservedWidth`, `imageToTextPadding`): not
/// repeated here.
extension SwiftUIFigures {
    // MARK: Symbols and images

    /// Where a symbol's baseline lies in its box of side `side`, for a text of `pointSize` beside it: the box's
    /// centre on the middle of the text's cap height, so `HStack(alignment: .firstTextBaseline)` and `.center`
    /// place a symbol alike beside one line of its text [I: Apple's Human Interface Guidelines ("SF Symbols")
    /// say symbols are designed to align with the text they accompany, vertically centred on its cap height;
    /// [M] PointFree's iOS 13 reference (`testSwiftUIView_iOS.size-that-fits`): `checkmark.circle.fill`'s centre
    /// on the body line's centre, which a cap-height centre is within 0.1 pt of; [M] home-assistant 894009a
    /// `serverSwitchingScreen.light`: `questionmark.circle`'s ink centre at y 1235 px, the row's centre at
    /// 1234 px].
    public static func symbolBaseline(side: CGFloat, pointSize: CGFloat) -> CGFloat {
        side / 2 + pointSize * capHeightRatio / 2
    }

    /// The side of the placeholder drawn for an image the app's assets (`CellshotSwiftUI.assets`) do not have,
    /// when it is not resizable: a body symbol's box. Not iOS's figure — on a device the app has the image; iOS
    /// draws nothing, 0 × 0, for a name it lacks.
    public static let missingImageSide: CGFloat = 20

    // MARK: Labels

    /// The space between a label's icon and its title outside lists (`.titleAndIcon`) [I: the default spacing
    /// of an HStack, as the controls' `buttonIconSpacing`; no screenshot here shows a Label outside a list —
    /// measure one].
    public static let labelIconSpacing: CGFloat = 8

    // MARK: Styles

    /// The opacities of the levels of an app's foreground style (`.foregroundStyle(.blue)` then `.secondary`):
    /// primary to quinary [I: OpenSwiftUI `ContentStyle.swift`, `opacity(at:)`; Apple's table may differ —
    /// measure `.foregroundStyle(.blue)` with a `.secondary` text].
    public static let hierarchicalOpacities: [Double] = [1, 0.5, 0.25, 0.18, 0.05]

    /// How far `Color.gradient`'s top colour is mixed towards white (the bottom is the colour) [I: Apple's
    /// documentation calls it "a standard gradient for the color" and gives no figures; measure
    /// `Rectangle().fill(.blue.gradient)`].
    public static let standardGradientLightening: Double = 0.2

    /// The tint a material is drawn as, thinnest first (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`):
    /// a grey (0 black … 1 white) and its opacity, light and dark [I: cellshot cannot blur what is behind a view;
    /// these are estimates of UIKit's `systemUltraThinMaterial`… blur effects' tint over white and black, not
    /// measured].
    public static let materialTints: [(light: (Double, Double), dark: (Double, Double))] = [
        (light: (1, 0.35), dark: (0.15, 0.45)),
        (light: (1, 0.55), dark: (0.15, 0.6)),
        (light: (1, 0.72), dark: (0.12, 0.72)),
        (light: (1, 0.85), dark: (0.1, 0.84)),
        (light: (1, 0.93), dark: (0.08, 0.92)),
        (light: (0.97, 0.88), dark: (0.07, 0.88)),
    ]

    // MARK: Effects

    /// `.shadow(radius:)`'s colour when none is given: black at 33 % (Apple's declaration
    /// `shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius:x:y:)`).
    public static let defaultShadowOpacity: Double = 0.33

    /// `.redacted(reason: .placeholder)`: a text line becomes a rounded bar this fraction of its line height,
    /// centred on the line [I: iOS draws rounded bars about as tall as the glyphs; not measured].
    public static let redactedBarHeightRatio: CGFloat = 0.7
    /// The corner radius of a redacted bar, over its height [I].
    public static let redactedBarCornerRatio: CGFloat = 0.25
    /// The opacity of the text's colour a redacted bar (and a redacted image's box) is filled with [I: the bars
    /// are a light grey on white, about the label colour at 16 %].
    public static let redactedOpacity: Double = 0.16
}
