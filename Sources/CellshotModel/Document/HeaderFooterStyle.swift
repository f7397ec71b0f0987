/// A built-in header or footer look, like the `UIListContentConfiguration` factory methods for
/// supplementary views (`groupedHeader()`, `prominentInsetGroupedHeader()`…).
///
/// A section's header and footer take the list appearance's style unless they name one:
/// `plainHeader`/`plainFooter` in plain lists, `groupedHeader`/`groupedFooter` in grouped and inset grouped ones,
/// `sidebarHeader`/`groupedFooter` in sidebars.
public enum HeaderFooterStyle: String, CaseIterable, Hashable, Sendable {
    /// `plainHeader()`: emphasized subheadline in `secondaryLabel`.
    case plainHeader
    /// `plainFooter()`: subheadline in `secondaryLabel`.
    case plainFooter
    /// `groupedHeader()`: footnote in capitals, `secondaryLabel`.
    case groupedHeader
    /// `groupedFooter()`: footnote, `secondaryLabel`.
    case groupedFooter
    /// `prominentInsetGroupedHeader()`: emphasized title 3 in `label`.
    case prominentInsetGroupedHeader
    /// `extraProminentInsetGroupedHeader()`: emphasized title 2 in `label`.
    case extraProminentInsetGroupedHeader
    /// `sidebarHeader()`: bold title 3 in `label`.
    case sidebarHeader
}

extension HeaderFooterStyle: DocumentName {
    static var nameDescription: String { "a header or footer style" }
}
