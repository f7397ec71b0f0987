/// The axes along which a content view keeps at least its superview's layout margins, like the
/// `UIAxis` of `UIListContentConfiguration.axesPreservingSuperviewLayoutMargins`.
///
/// ```json
/// "axesPreservingSuperviewLayoutMargins": "none"
/// ```
public enum LayoutAxes: String, CaseIterable, Hashable, Sendable {
    /// The leading and trailing margins are at least the list's layout margin (UIKit's default for list cells).
    case horizontal
    /// The top and bottom margins are at least the cell's vertical layout margin.
    case vertical
    /// Both.
    case both
    /// Neither: the configuration's margins are used as they are.
    case none

    /// Whether the leading and trailing margins keep the superview's.
    public var includesHorizontal: Bool { self == .horizontal || self == .both }

    /// Whether the top and bottom margins keep the superview's.
    public var includesVertical: Bool { self == .vertical || self == .both }
}

extension LayoutAxes: DocumentName {
    static var nameDescription: String { "the axes preserving the superview's layout margins" }
}
