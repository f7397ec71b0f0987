import CellshotGraphics

/// How a table view draws its section index (`sectionIndexTitles(for:)`, the column of letters along the
/// trailing edge): part of THE table of list figures (docs/reference/uikit-metrics.md, "Section index").
///
/// Sources: the colour is the tint — Apple's `UITableView.sectionIndexColor` ("a value of nil represents the
/// default color"), and UIKit's private `UITableViewIndex` re-colours itself in `tintColorDidChange`
/// (iOS 14.3 runtime headers, akariicafe/Runtime-Headers `UITableViewIndex.h`); the background is clear
/// (`sectionIndexBackgroundColor` nil, "when the user isn't touching the index"). The figures below are
/// inferred [I] from iPhone screens (Contacts), not measured on a device: an index 15 points wide at the
/// trailing edge of the table view (wider for long titles), its titles in the 11-point semibold system font, one title every
/// 16 points, the column centred vertically in the table view; rows leave the index's width free at their
/// trailing end (their content, accessories and separators stop before it).
package enum SectionIndexMetrics {
    /// The index's width, flush with the list's trailing edge [I]; wider when a title needs it (the index
    /// sizes itself to fit its titles: UIKit's `UITableViewIndex` keeps a `_cachedSizeToFit`).
    package static let width = 15.0
    /// The space beside the widest title when the index grows to fit it [I].
    package static let titleInset = 2.0
    /// The longest title a document may give (a document limit: UIKit draws any, clipped to the screen).
    package static let maximumTitleLength = 40
    /// The titles' font [I].
    package static let font = FontDescriptor(size: 11, weight: .semibold)
    /// The distance from one title's top to the next's [I]; less when the list is too short for them all.
    package static let entryHeight = 16.0
    /// The titles' colour: the tint.
    package static let color = SystemColor.tintColor
    /// The most titles an index may have (a document limit; an alphabet and a few more fit).
    package static let maximumTitles = 100
}
