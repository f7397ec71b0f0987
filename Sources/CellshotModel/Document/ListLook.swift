/// Which iOS release's list design to draw: the geometry, type and shapes of lists changed in kind
/// with iOS 26, so a rendering names the look it was drawn in.
///
/// Every figure of a look is in one table (``ListAppearance/geometry(width:look:)`` and
/// ``HeaderFooterStyle/metrics(in:)``); layout and drawing read the table and never ask which look it is.
///
/// To add a look, add a case and its column in those tables: decoding, messages, the `--look` option
/// and suggestions follow from `allCases`.
public enum ListLook: String, CaseIterable, Hashable, Sendable {
    /// iOS 26 and later (the default): 52 pt rows, inset cards 16 pt from the edges with ~26 pt
    /// corners, separators inset at both ends, title-case semibold section headers.
    case ios26
    /// iOS 14 through 18: 44 pt rows, inset cards 20 pt from the edges of wide phones with ~10 pt
    /// corners, separators to the trailing edge, small-capital footnote section headers.
    case ios18

    /// The look a document gets when it names none.
    public static let `default` = ListLook.ios26
}

extension ListLook: DocumentName {
    static var nameDescription: String { "a look" }
}
