/// How a path is painted.
///
/// ```swift
/// .path(ring, paint: .evenOddFill, color: .black)
/// .path(line, paint: .styledStroke(StrokeStyle(lineWidth: 2, lineCap: .butt, dash: [4, 2])), color: .black)
/// ```
public enum PathPaint: Sendable, Hashable, Codable {
    /// Fills the inside (non-zero winding).
    case fill
    /// Strokes the outline with round caps and joins, like SF Symbols' strokes.
    case stroke(width: Double)
    /// Fills the inside by the even-odd rule: a subpath inside another cuts a hole (`FillStyle(eoFill: true)`).
    case evenOddFill
    /// Strokes the outline with a full stroke style: width, caps, joins, mitre limit and dashes
    /// (`stroke(style:)`).
    case styledStroke(StrokeStyle)

    /// The fill rule when the paint fills; `nil` when it strokes.
    public var fillRule: FillRule? {
        switch self {
        case .fill: .nonZero
        case .evenOddFill: .evenOdd
        case .stroke, .styledStroke: nil
        }
    }

    /// The stroke style when the paint strokes (``stroke(width:)`` is round capped and joined); `nil` when it fills.
    public var strokeStyle: StrokeStyle? {
        switch self {
        case .fill, .evenOddFill: nil
        case .stroke(let width): StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
        case .styledStroke(let style): style
        }
    }
}

/// Which points a filled path covers where its subpaths overlap or wind around a point more than once.
public enum FillRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A point is inside when the path winds around it a non-zero number of times (the default everywhere).
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times: a ring's hole stays empty.
    case evenOdd
}
