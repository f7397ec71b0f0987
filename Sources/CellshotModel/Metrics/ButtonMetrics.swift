import CellshotGraphics

/// A `UIButton`'s figures: part of THE table of list figures.
///
/// Sources:
/// - Legacy buttons (`UIButton(type:)` without a configuration): the title's font is the system font at
///   15 points (Interface Builder's default for a button, "System 15.0"); the button's intrinsic height is
///   its title label's height plus 6 points above and below (Stack Overflow question 70778238, "UIButton not
///   render exactly as XIB's contentVerticalAlignment value": "UIKit insets the title label by 6-pts on the
///   Top and Bottom", measured in the view debugger); an image-only button is its image's size (its
///   `contentEdgeInsets` are zero).
/// - `UIButton.Configuration` ([I], not measured here): the title is in the `body` text style; the medium
///   size's content insets are 7 points above and below and 12 at the sides (a medium filled button with a
///   body title is 34⅓ points tall: 20⅓ + 2 × 7); `imagePadding` is 0 unless set (its declared default).
///   The fills: `gray()` on `secondarySystemFill`, `tinted()` on the tint at 15 % opacity, `filled()` on the
///   tint with a white title and image. The corners: 6 points in the ios18 look (the medium size's dynamic
///   corner style), a capsule in the ios26 look (iOS 26 draws system buttons as capsules).
package enum ButtonMetrics {
    /// A legacy button's title font.
    package static let legacyTitleFont = FontDescriptor.system(size: 15)
    /// Above and below a legacy button's title.
    package static let legacyTitlePadding = 6.0
    /// A configuration's content insets at the medium size.
    package static let configurationInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// A configuration's title text style.
    package static let configurationTextStyle = TextStyle.body
    /// `gray()`'s fill.
    package static let grayFill = SystemColor.secondarySystemFill
    /// `tinted()`'s fill: the tint at this opacity.
    package static let tintedFillAlpha = 0.15
    /// `filled()`'s title and image.
    package static let filledForeground = SystemColor.white
    /// A custom (legacy) button's title.
    package static let customTitle = SystemColor.white

    /// The corner radius of a configuration's fill in a button `height` points tall.
    package static func cornerRadius(height: Double, in look: ListLook) -> Double {
        switch look {
        case .ios26: height / 2
        case .ios18: 6
        }
    }
}
