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
    /// SF Pro's cap height over its point size [I: 1443 units, SF Pro's OS/2 table as commonly printed].
    public static let capHeightRatio: CGFloat = 1443.0 / 2048.0
}
