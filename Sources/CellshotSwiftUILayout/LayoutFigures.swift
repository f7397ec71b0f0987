import Foundation

/// Every figure SwiftUI's layout uses by default, in one table, each with where it comes from
/// (docs/swiftui.md, "Figures", lists them with their sources; [I] marks an inference).
public enum LayoutFigures {
    /// The space between two views in a stack when neither sets one, and a spacer's minimum length
    /// (`Spacer(minLength: nil)`). OpenSwiftUI `Spacing.swift`: 8 on iOS.
    public static let defaultSpacing: CGFloat = 8
    /// `.padding()` with no length, on each edge it pads. OpenSwiftUI `DefaultPadding.swift`: 16 on iOS.
    public static let defaultPadding: CGFloat = 16
    /// The size `replacingUnspecifiedDimensions()` fills in, and a shape's ideal size. Apple:
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default.
    public static let unspecifiedDimension: CGFloat = 10
}
