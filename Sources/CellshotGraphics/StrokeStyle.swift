/// How a path's outline is stroked, as SwiftUI's `StrokeStyle` (and its defaults).
///
/// ```swift
/// // A dashed hairline: 4 pt on, 2 pt off, starting 1 pt into the pattern.
/// StrokeStyle(lineWidth: 1, dash: [4, 2], dashPhase: 1)
/// ```
public struct StrokeStyle: Sendable, Hashable, Codable {
    /// The width of the line in points, centred on the path.
    public var lineWidth: Double
    /// How open subpaths and dashes end.
    public var lineCap: LineCap
    /// How segments meet.
    public var lineJoin: LineJoin
    /// The longest mitre, in line widths, before a ``LineJoin/miter`` join is bevelled instead.
    public var miterLimit: Double
    /// Alternating lengths on and off, in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double

    /// Creates a stroke style; the defaults are SwiftUI's.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line look (`CGLineCap`).
public enum LineCap: String, Sendable, Hashable, Codable, CaseIterable {
    /// Square, exactly at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Square, half the line width beyond the end point.
    case square
}

/// How two segments of a stroked line meet (`CGLineJoin`).
public enum LineJoin: String, Sendable, Hashable, Codable, CaseIterable {
    /// A sharp corner, bevelled past the mitre limit.
    case miter
    /// A circular corner.
    case round
    /// The corner cut off.
    case bevel
}
