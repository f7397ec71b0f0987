/// How a keyboard-focused list cell looks on iPad (`UICellConfigurationState.isFocused`): part of THE
/// table of list figures.
///
/// Source [I]: iPadOS 15 and later show keyboard focus in a list (Settings, Files, Mail with a hardware
/// keyboard, WWDC21 "Focus on iPad keyboard navigation") by filling the focused cell with the tint colour
/// and drawing its content white — the look docs/reference/uikit-metrics.md gives the sidebar's tinted
/// selection ("tint bg, white text/icon, secondary white 80%"); the list background configurations'
/// default colour transformer does the same for a focused cell. Not measured on a device.
package enum FocusMetrics {
    /// The background of a focused cell: the tint.
    package static let background = SystemColor.tintColor
    /// The text of a focused cell.
    package static let text = SystemColor.white
    /// The opacity of the secondary text (and label accessories) over white.
    package static let secondaryTextAlpha = ListContentMetrics.secondaryTextAlphaOnTint
    /// Symbol images of a focused cell.
    package static let image = SystemColor.white
}
