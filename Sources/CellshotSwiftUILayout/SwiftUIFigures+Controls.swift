import Foundation

// MARK: - Controls
//
// The controls' part of THE table of SwiftUI figures (`SwiftUIFigures`): every size, padding and ratio the
// controls of CellshotSwiftUI are laid out and drawn with, each with its source. [M] is a measurement on a real
// iOS screenshot (the pixels are given in docs/swiftui.md, "Controls", so anyone can measure again), [I] an
// inference. Figures that differ between iOS releases are in `SwiftUIFigures.Controls`, one value per look
// (`.ios18`, `.ios26`), chosen by the view's look in one place; the rest are plain statics.
//
// Sources: AXS = cashapp/AccessibilitySnapshot @ 5b03db81 (iOS 18.5 and 26.2 simulators, 3x); OSUI =
// OpenSwiftUIProject/OpenSwiftUI @ 069dd80b; CS = cellshot's own UIKit figures (CellshotModel `ListGeometry`,
// docs/rendering.md).
//
// The switch of a `Toggle` is not here: SwiftUI's switch is a `UISwitch` (OSUI `SwitchToggleStyle`), and its
// figures are cellshot's UIKit ones, CellshotModel `SwitchMetrics` (51 × 31 pt on iOS 18, 63 × 28 pt on iOS 26,
// [M] AXS `testSwitchControls`), used as they are.

extension SwiftUIFigures {
    /// A figure per control size (SwiftUI's `ControlSize`: mini, small, regular, large, extra large).
    public struct PerControlSize<Value: Sendable>: Sendable {
        /// At `.mini`.
        public var mini: Value
        /// At `.small`.
        public var small: Value
        /// At `.regular`, the default.
        public var regular: Value
        /// At `.large`.
        public var large: Value
        /// At `.extraLarge` (iOS 26).
        public var extraLarge: Value

        /// A figure for each size.
        public init(mini: Value, small: Value, regular: Value, large: Value, extraLarge: Value) {
            self.mini = mini
            self.small = small
            self.regular = regular
            self.large = large
            self.extraLarge = extraLarge
        }
    }

    /// How a control's background bends at its corners.
    public enum ControlCorners: Sendable, Equatable {
        /// A rounded rectangle of this radius (continuous corners).
        case radius(CGFloat)
        /// Half the shorter side: a capsule.
        case capsule
    }

    /// The figures of controls that differ between iOS releases, one instance per look.
    public struct Controls: Sendable {
        /// The corners of a `.bordered` / `.borderedProminent` button whose `buttonBorderShape` is `.automatic`.
        public var borderedCorners: PerControlSize<ControlCorners>
        /// A slider's track thickness.
        public var sliderTrackHeight: CGFloat
        /// A slider's thumb (its capsule's width and height; a circle when they are equal).
        public var sliderThumb: CGSize
        /// How far a slider's track (and the thumb's travel) stays inside its frame at each end.
        public var sliderTrackInset: CGFloat
        /// A linear progress bar's thickness (a `ProgressView(value:)`, a `Gauge`'s bar).
        public var progressBarHeight: CGFloat
        /// The corners of a stepper's background.
        public var stepperCorners: ControlCorners
        /// The side of the stepper's − and + glyphs.
        public var stepperGlyphSide: CGFloat
        /// The height of the line between the stepper's two halves.
        public var stepperDividerHeight: CGFloat
        /// The corners of a segmented picker's background.
        public var segmentedCorners: ControlCorners
        /// The corners of a segmented picker's selected segment.
        public var segmentedThumbCorners: ControlCorners

        /// iOS 14 through 18.
        public static let ios18 = Controls(
            // [M] AXS testBasicAccessibilityDemo_18_5: a circle of 24 px (8 pt) fits the corner of the regular
            // bordered "Delete"; the other sizes [I: UIKit's button configurations, smaller and larger by size].
            borderedCorners: PerControlSize(mini: .radius(6), small: .radius(6), regular: .radius(8),
                                            large: .radius(12), extraLarge: .radius(12)),
            // [M] AXS DefaultControlsTests testSlider_18_5: track rows 75…86 px (4 pt), from 9 px inside the frame's
            // ends (3 pt); the thumb's white, ≈ 28 pt with its shadow [I: 28 pt, UISlider's default thumb], centred
            // at 865 px = 288.3 pt for 75 % — 288 pt when it travels along the inset track.
            sliderTrackHeight: 4, sliderThumb: CGSize(width: 28, height: 28), sliderTrackInset: 3,
            // [I] UIProgressView's bar: 4 pt.
            progressBarHeight: 4,
            // [M] AXS testStepper_18_5: glyphs 41 × 40 px (13.33 pt), the divider rows 52…103 px (17.33 pt);
            // corners [I: 8 pt, as the bordered button's].
            stepperCorners: .radius(8), stepperGlyphSide: 13.33, stepperDividerHeight: 17.33,
            // [I] UISegmentedControl's rounded rectangle (≈ 9 pt) and its thumb (≈ 7 pt).
            segmentedCorners: .radius(9), segmentedThumbCorners: .radius(7))

        /// iOS 26 and later.
        public static let ios26 = Controls(
            // [M] AXS testBasicAccessibilityDemo_26_2: the bordered "Delete" (73.33 × 34.33 pt) and the image-only
            // bordered button (41.33 × 34 pt) are capsules; every size [I].
            borderedCorners: PerControlSize(mini: .capsule, small: .capsule, regular: .capsule, large: .capsule,
                                            extraLarge: .capsule),
            // [M] AXS testSlider_26_2: track rows 72…89 px (6 pt). The thumb is not in the snapshot; the filled
            // track ends at 286.7 pt for 75 % of a 382 pt slider, which puts a thumb's centre there only if the
            // thumb is ≈ 38 pt wide [I: a 38 × 24 pt capsule, as iOS 26's switch thumb is a capsule]. The track
            // reaches the frame's ends [M: from x = 31 px for a frame from 30 px].
            sliderTrackHeight: 6, sliderThumb: CGSize(width: 38, height: 24), sliderTrackInset: 0,
            // [I] as the slider's track.
            progressBarHeight: 6,
            // [M] AXS testStepper_26_2: a capsule, glyphs 39 × 39 px (13 pt), the divider rows 44…112 px (22.67 pt).
            stepperCorners: .capsule, stepperGlyphSide: 13, stepperDividerHeight: 22.67,
            // [M] AXS testSegmentedControl_26_2: a capsule; the selected segment a capsule [I].
            segmentedCorners: .capsule, segmentedThumbCorners: .capsule)
    }

    // MARK: Buttons

    /// The padding of a `.bordered` / `.borderedProminent` button around its label, per control size.
    /// [M] regular: 12 pt at the sides and 7 above and below — AXS testBasicAccessibilityDemo_18_5 and _26_2,
    /// `Button("Delete").buttonStyle(.bordered)` = 73.33 × 34.33 pt around a 49.33 × 20.33 pt body text (the
    /// same as UIKit's medium button configuration, CS docs/rendering.md). The other sizes [I: UIKit's small,
    /// mini and large configurations; iOS 26's extra large].
    public static let borderedButtonPadding = PerControlSize(
        mini: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8),
        small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
        regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
        large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20),
        extraLarge: EdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24))

    /// The opacity of the tint filling a `.bordered` button when the app sets a tint (`.tint(.red)`).
    /// [M] AXS testBasicAccessibilityDemo (both looks; the suite draws the screen in grey, as luminance): the
    /// red-tinted "Delete" fill has luminance 228 on white — systemRed at 18 % gives 227.7 (15 %: 232). Without
    /// a tint the fill is `secondarySystemFill` instead ([M] the image-only button's fill, luminance 234:
    /// secondarySystemFill 233.5; systemBlue at 18 % would be 228.5).
    public static let borderedTintedFillOpacity: Double = 0.18

    /// The opacity of the label colour a disabled button's label is drawn in. [M] AddPreviews
    /// `testPreviews.unfilled` (iOS 17): a disabled "Submit" is (191, 191, 191) on white = black at 25 %;
    /// in dark mode white at 25 % [I].
    public static let disabledLabelOpacity: Double = 0.25

    /// The opacity of a disabled `.plain` button (OSUI `PlainButtonStyle`: 0.5 when disabled).
    public static let plainDisabledOpacity: Double = 0.5

    /// The space between a Button's icon and title (`Button(_:systemImage:)`, drawn as a label's title and
    /// icon) [I: the default spacing of an HStack, 8].
    public static let buttonIconSpacing: CGFloat = 8

    // MARK: Progress

    /// The side of an indeterminate circular `ProgressView()` per control size [I: UIActivityIndicatorView
    /// `.medium` 20 pt, `.large` 37 pt; mini and small as medium].
    public static let spinnerSide = PerControlSize<CGFloat>(mini: 20, small: 20, regular: 20, large: 37,
                                                            extraLarge: 37)
    /// The spinner's spokes [I: UIActivityIndicatorView draws 8].
    public static let spinnerSpokes = 8
    /// A spoke's length over the spinner's side [I: ≈ 0.28, the inner end at 0.22 of the side from the centre].
    public static let spinnerSpokeLength: CGFloat = 0.28
    /// A spoke's width over the spinner's side [I: ≈ 0.1].
    public static let spinnerSpokeWidth: CGFloat = 0.1
    /// The space between a progress view's parts (label, bar or spinner, current value label) [I: 4 pt for the
    /// linear style; the circular style's label 8 pt below].
    public static let progressLinearSpacing: CGFloat = 4
    /// The space between a circular progress view and its label below it [I: the default spacing].
    public static let progressCircularSpacing: CGFloat = 8

    // MARK: Slider and stepper

    /// A slider's height [M: AXS testSlider_18_5 and _26_2, rows 30…131 px = 34 pt, both looks].
    public static let sliderHeight: CGFloat = 34
    /// A stepper's size [M: AXS testStepper_18_5 and _26_2, 282 × 96 px = 94 × 32 pt, both looks].
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// The thickness of the stepper's − and + strokes [M: AXS testStepper, 4–5 px at 3x ≈ 1.5 pt].
    public static let stepperGlyphStroke: CGFloat = 1.5

    /// The opacity of a disabled slider or stepper [I: UIKit dims a disabled control to about half, as
    /// CellshotModel's `SwitchMetrics.disabledAlpha`].
    public static let dimmedControlOpacity: Double = 0.5
    /// The divider between a stepper's halves: black at this opacity over the stepper's fill [M: AXS
    /// testStepper_18_5, (214, 214, 214) on the (238, 238, 238) tertiarySystemFill].
    public static let stepperDividerOpacity: Double = 0.1

    // MARK: Text entry

    /// A `TextField`'s height with the default (plain) style [M: AXS testSwiftUITextEntry_18_5 and _26_2,
    /// frames 93…159 px = 22 pt, two fields 8 pt apart in a VStack].
    public static let textFieldHeight: CGFloat = 22
    /// An empty `SecureField`'s height [M: the same screenshot, 63 px = 21 pt]; one with text is one body
    /// line tall (61 px = 20.33 pt).
    public static let emptySecureFieldHeight: CGFloat = 21
    /// A `SecureField`'s dots [M: the same screenshot: "secret123" as 9 dots 21.5 px wide every 30.75 px, the
    /// first 5.5 px from the field's leading edge, centred on the line]: diameter, pitch, leading inset.
    public static let secureDotDiameter: CGFloat = 7.17
    /// The distance from one secure dot to the next (above).
    public static let secureDotPitch: CGFloat = 10.25
    /// The first secure dot's distance from the field's leading edge (above).
    public static let secureDotInset: CGFloat = 1.83
    /// A `.roundedBorder` text field: its padding and corner radius [I: UITextField's rounded-rect border
    /// style: 34 pt tall, the plain field's 22 pt with 6 pt above and below, 8 at the sides; 5 pt corners; a 1 px border].
    public static let roundedBorderFieldPadding = EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
    /// The `.roundedBorder` field's corner radius (above).
    public static let roundedBorderFieldCornerRadius: CGFloat = 5
    /// A `TextEditor`'s text inset [I: UITextView's textContainerInset, 8 pt above and below, and its line
    /// fragment padding, 5 pt at the sides].
    public static let textEditorInset = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    // MARK: Pickers

    /// A segmented picker's height [M: AXS testSegmentedControl_18_5 and _26_2, 96 px = 32 pt].
    public static let segmentedHeight: CGFloat = 32
    /// The gap between a segmented picker's edge and its selected segment [I: UISegmentedControl, 2 pt].
    public static let segmentedThumbInset: CGFloat = 2
    /// A segment's title size [I: UISegmentedControl's 13 pt; semibold when selected].
    public static let segmentedFontSize: CGFloat = 13
    /// The padding of a segment's title inside its segment [I: 8 pt at the sides].
    public static let segmentedTitlePadding: CGFloat = 8
    /// The space between a `.menu` picker's selection and its up-down chevrons' box, in points. [M] with
    /// ``menuPickerChevronBearing``: 18 px (6 pt) of bare background between the selection's ink and the chevrons'
    /// on iOS 18 and on iOS 26 (StanfordSpezi/SpeziViews's `CaseIterablePicker` in a `List`, 390 pt at 3x; docs/fidelity.md,
    /// "SwiftUI").
    public static let menuPickerChevronSpacing: CGFloat = 4
    /// The up-down chevrons' ink (`chevron.up.chevron.down` at the body size), in points. [M] 25 × 36 px on iOS 18 and
    /// iOS 26 (the same references), centred on the row.
    public static let menuPickerChevronInk = CGSize(width: 25.0 / 3, height: 12)
    /// The empty space on each side of the chevrons' ink inside their box, in points. [M] the ink ends 6 px (2 pt)
    /// before the row content's trailing edge in both looks; the leading side taken as the same (the symbol's
    /// box is symmetrical) [I].
    public static let menuPickerChevronBearing: CGFloat = 2
    /// The box of a `.menu` picker's up-down chevrons: their ink and its bearings.
    public static var menuPickerChevronSize: CGSize {
        CGSize(width: menuPickerChevronInk.width + 2 * menuPickerChevronBearing, height: menuPickerChevronInk.height)
    }
    /// The thickness of the menu picker's chevrons [I: a semibold symbol's stroke at the body size].
    public static let menuPickerChevronStroke: CGFloat = 1.6
    /// The height of the lines between unselected segments [I: half the control's; drawn 1 px wide in the
    /// separator colour].
    public static let segmentedDividerHeight: CGFloat = 16

    // MARK: Gauge

    /// The space between a default (linear capacity) gauge's label, bar and value labels [I: 4 pt].
    public static let gaugeSpacing: CGFloat = 4
}

extension SwiftUIFigures {
    // MARK: Date picker

    /// The padding of a compact date picker's date and time around their text [I: UIDatePicker's compact
    /// buttons, a body line padded as a bordered button is: 34.33 pt tall].
    public static let datePickerPillPadding = EdgeInsets(top: 7, leading: 11, bottom: 7, trailing: 11)
    /// The space between a compact date picker's date and time [I].
    public static let datePickerPillSpacing: CGFloat = 6
}
