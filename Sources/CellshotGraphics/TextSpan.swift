/// A part of a text drawn otherwise than the rest, as one piece of a SwiftUI `Text` concatenation or one
/// Markdown emphasis is: each property it sets overrides the text's own (``TextAttributes/font``, the run's
/// colour); each it leaves `nil` is the text's.
///
/// Its ``range`` counts **Unicode scalars** from the start of the text (`text.unicodeScalars`), not
/// characters (a character may be several scalars: "é" as e + U+0301) nor UTF-8 bytes: offsets add up
/// when texts are joined (`a + b`: `b`'s spans move by `a.unicodeScalars.count`), and every offset is a
/// boundary the renderer can cut the text at.
///
/// ```swift
/// // Text("Total: ") + Text("42").bold().foregroundColor(.red)
/// let text = "Total: 42"
/// let spans = [TextSpan(7..<9, weight: .bold, color: Color(hex: "#FF3B30"))]
/// ```
public struct TextSpan: Sendable, Hashable, Codable {
    /// The Unicode scalar offsets the span covers; offsets past the text's end are cut to it.
    public var range: Range<Int>
    /// The font size in points.
    public var size: Double?
    /// The font weight.
    public var weight: FontWeight?
    /// Italic (`true`) or upright (`false`).
    public var italic: Bool?
    /// The font design.
    public var design: FontDesign?
    /// Whether digits have tabular (equal) advances.
    public var monospacedDigits: Bool?
    /// The colour of the letters (and of decorations without their own colour).
    public var color: Color?
    /// A line under the letters, or its removal (``TextDecoration/isActive`` `false`) under a span that has one.
    public var underline: TextDecoration?
    /// A line through the letters, or its removal.
    public var strikethrough: TextDecoration?
    /// Points added after each character, instead of ``TextAttributes/tracking``.
    public var tracking: Double?
    /// Points the letters are raised above the baseline (negative: lowered), as SwiftUI's `baselineOffset(_:)`.
    public var baselineOffset: Double?

    /// Creates a span over `range` (Unicode scalar offsets) overriding the properties given.
    public init(_ range: Range<Int>, size: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
                design: FontDesign? = nil, monospacedDigits: Bool? = nil, color: Color? = nil,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, tracking: Double? = nil,
                baselineOffset: Double? = nil) {
        self.range = range
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigits = monospacedDigits
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }
}

/// A line drawn under or through text (`Text.underline(_:color:)`, `Text.strikethrough(_:color:)`): at the
/// position and thickness the font gives it, in its own colour or the letters'.
///
/// ```swift
/// TextDecoration(color: Color(hex: "#007AFF"))   // a blue line
/// TextDecoration(isActive: false)                 // no line, under a span that draws one
/// ```
public struct TextDecoration: Sendable, Hashable, Codable {
    /// Whether the line is drawn; `false` removes one an earlier span draws.
    public var isActive: Bool
    /// The line's colour; `nil` for the letters' colour. Its opacity is the letters' (Pango draws a line at the
    /// alpha of the letters it runs under): a translucent line needs translucent letters.
    public var color: Color?

    /// Creates a decoration.
    public init(isActive: Bool = true, color: Color? = nil) {
        self.isActive = isActive
        self.color = color
    }
}

extension TextSpan {
    /// `spans` as a text of `scalarCount` Unicode scalars is drawn with them — the one place their ranges and
    /// numbers are made safe: sorted, none overlapping, each with every property in effect over its range.
    ///
    /// - Ranges are cut to `0...scalarCount` (negative offsets count as 0); empty ones are dropped.
    /// - Where spans overlap, each property comes from the last span in `spans` that sets it, as a
    ///   later attribute wins in an `AttributedString` (SwiftUI applies the inner `Text`'s modifiers last).
    /// - A size that is not a finite positive number, and a tracking or baseline offset that is not finite,
    ///   count as not set.
    /// - A decoration removed (``TextDecoration/isActive`` `false`) where no span below draws one is no
    ///   decoration at all.
    /// - Neighbours with the same properties are joined, and parts that change nothing are dropped, so
    ///   `Text("a").bold() + Text("b").bold()` is drawn as one bold run, like `Text("ab").bold()`.
    ///
    /// - Complexity: O(n log n) for n spans that do not overlap; O(n²) when all do.
    public static func flattened(_ spans: [TextSpan], scalarCount: Int) -> [TextSpan] {
        let count = max(0, scalarCount)
        let clamped: [TextSpan] = spans.compactMap { span in
            let lower = min(max(span.range.lowerBound, 0), count), upper = min(max(span.range.upperBound, 0), count)
            guard lower < upper else { return nil }
            var safe = span.sanitized
            safe.range = lower..<upper
            return safe
        }
        guard !clamped.isEmpty else { return [] }
        // Every place a span starts or ends, then each piece between two of them with the spans over it, in order.
        var boundaries = Set<Int>()
        for span in clamped { boundaries.insert(span.range.lowerBound); boundaries.insert(span.range.upperBound) }
        let cuts = boundaries.sorted()
        let starts = clamped.indices.sorted { clamped[$0].range.lowerBound < clamped[$1].range.lowerBound }
        var next = 0
        var active: [Int] = []   // indices into `clamped`, ascending
        var pieces: [TextSpan] = []
        for (lower, upper) in zip(cuts, cuts.dropFirst()) {
            active.removeAll { clamped[$0].range.upperBound <= lower }
            while next < starts.count, clamped[starts[next]].range.lowerBound <= lower {
                let index = starts[next]
                active.insert(index, at: active.firstIndex { $0 > index } ?? active.endIndex)
                next += 1
            }
            guard !active.isEmpty else { continue }
            var piece = TextSpan(lower..<upper)
            for index in active { piece.override(with: clamped[index]) }
            // The text itself draws no line: removing one no span below draws changes nothing.
            if piece.underline?.isActive == false { piece.underline = nil }
            if piece.strikethrough?.isActive == false { piece.strikethrough = nil }
            guard piece.changesSomething else { continue }
            if let last = pieces.last, last.range.upperBound == lower, last.hasSameProperties(as: piece) {
                pieces[pieces.count - 1].range = last.range.lowerBound..<upper
            } else {
                pieces.append(piece)
            }
        }
        return pieces
    }

    /// The span without the numbers no font can use: a size that is not a finite positive number, a
    /// tracking or baseline offset that is not finite.
    var sanitized: TextSpan {
        var span = self
        if let size, !(size.isFinite && size > 0) { span.size = nil }
        if let tracking, !tracking.isFinite { span.tracking = nil }
        if let baselineOffset, !baselineOffset.isFinite { span.baselineOffset = nil }
        return span
    }

    /// Whether the span sets any property.
    var changesSomething: Bool { !hasSameProperties(as: TextSpan(range)) }

    /// Whether both spans set the same properties to the same values, whatever their ranges.
    func hasSameProperties(as other: TextSpan) -> Bool {
        var other = other
        other.range = range
        return self == other
    }

    /// Takes every property `later` sets.
    mutating func override(with later: TextSpan) {
        size = later.size ?? size
        weight = later.weight ?? weight
        italic = later.italic ?? italic
        design = later.design ?? design
        monospacedDigits = later.monospacedDigits ?? monospacedDigits
        color = later.color ?? color
        underline = later.underline ?? underline
        strikethrough = later.strikethrough ?? strikethrough
        tracking = later.tracking ?? tracking
        baselineOffset = later.baselineOffset ?? baselineOffset
    }
}
