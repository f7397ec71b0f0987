import CellshotGraphics

/// A UIKit system colour by name (`UIColor.systemBlue`, `.secondaryLabel`), resolved per interface style.
///
/// The light and dark values are in one table, `SystemColors.swift`, with their sources.
///
/// ```swift
/// SystemColor.secondaryLabel.color(for: .dark, in: .ios26).hex   // "#EBEBF599"
/// SystemColor.systemBlue.color(for: .light, in: .ios18).hex       // "#007AFF"
/// ```
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    /// Primary text (`UIColor.label`).
    case label
    /// Secondary text (`UIColor.secondaryLabel`).
    case secondaryLabel
    /// Tertiary text (`UIColor.tertiaryLabel`).
    case tertiaryLabel
    /// Quaternary text (`UIColor.quaternaryLabel`).
    case quaternaryLabel
    /// The main background (`UIColor.systemBackground`).
    case systemBackground
    /// Content on the main background (`UIColor.secondarySystemBackground`).
    case secondarySystemBackground
    /// Content on secondary backgrounds (`UIColor.tertiarySystemBackground`).
    case tertiarySystemBackground
    /// The background of grouped lists (`UIColor.systemGroupedBackground`).
    case systemGroupedBackground
    /// Cells of grouped lists (`UIColor.secondarySystemGroupedBackground`).
    case secondarySystemGroupedBackground
    /// Content in cells of grouped lists (`UIColor.tertiarySystemGroupedBackground`).
    case tertiarySystemGroupedBackground
    /// Thin separators that let content show through (`UIColor.separator`).
    case separator
    /// Separators that hide content (`UIColor.opaqueSeparator`).
    case opaqueSeparator
    /// Fill for thin and small shapes (`UIColor.systemFill`).
    case systemFill
    /// Fill for medium shapes (`UIColor.secondarySystemFill`).
    case secondarySystemFill
    /// Fill for large shapes (`UIColor.tertiarySystemFill`).
    case tertiarySystemFill
    /// Fill for large areas with complex content (`UIColor.quaternarySystemFill`).
    case quaternarySystemFill
    /// The base grey (`UIColor.systemGray`).
    case systemGray
    /// Grey, second level (`UIColor.systemGray2`).
    case systemGray2
    /// Grey, third level (`UIColor.systemGray3`).
    case systemGray3
    /// Grey, fourth level (`UIColor.systemGray4`); also the selected-cell grey.
    case systemGray4
    /// Grey, fifth level (`UIColor.systemGray5`).
    case systemGray5
    /// Grey, sixth level (`UIColor.systemGray6`).
    case systemGray6
    /// Blue, the default tint (`UIColor.systemBlue`).
    case systemBlue
    /// Green (`UIColor.systemGreen`).
    case systemGreen
    /// Red (`UIColor.systemRed`).
    case systemRed
    /// Orange (`UIColor.systemOrange`).
    case systemOrange
    /// Yellow (`UIColor.systemYellow`).
    case systemYellow
    /// Pink (`UIColor.systemPink`).
    case systemPink
    /// Purple (`UIColor.systemPurple`).
    case systemPurple
    /// Teal (`UIColor.systemTeal`).
    case systemTeal
    /// Indigo (`UIColor.systemIndigo`).
    case systemIndigo
    /// Brown (`UIColor.systemBrown`).
    case systemBrown
    /// Mint (`UIColor.systemMint`).
    case systemMint
    /// Cyan (`UIColor.systemCyan`).
    case systemCyan
    /// The tint colour in effect (`UIColor.tintColor`): the document's `tint`.
    case tintColor
    /// Opaque white (`UIColor.white`).
    case white
    /// Opaque black (`UIColor.black`).
    case black
    /// Fully transparent (`UIColor.clear`).
    case clear
    /// Placeholder text (`UIColor.placeholderText`).
    case placeholderText
    /// Links (`UIColor.link`).
    case link

    /// The colour in an interface style and a look; ``tintColor`` gives `tint` when given, else ``systemBlue``.
    ///
    /// iOS 26 changed the accent colours (`systemBlue` is `#0088FF` in the ios26 look, `#007AFF` in the
    /// ios18 look) and the separator; every other colour is the same in both looks.
    ///
    /// - Parameters:
    ///   - style: light or dark.
    ///   - look: the iOS release whose values to use.
    ///   - tint: the tint in effect, already resolved.
    public func color(for style: UserInterfaceStyle, in look: ListLook, tint: Color? = nil) -> Color {
        if self == .tintColor, let tint { return tint }
        let pair = Self.resolvedAppearances[look]![self]!
        return style == .dark ? pair.dark : pair.light
    }

    /// THE table's hex values parsed once per look: every row of a list resolves several colours.
    private static let resolvedAppearances: [ListLook: [SystemColor: (light: Color, dark: Color)]] =
        Dictionary(uniqueKeysWithValues: ListLook.allCases.map { look in
            (look, Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.appearances(in: look)) }))
        })
}

extension SystemColor: DocumentName {
    static var nameDescription: String { "a system colour" }
    static var listsNamesInMessages: Bool { false }
}
