/// What to draw, independent of any drawing library: the pipeline's last step
/// before pixels. Coordinates are in points; the renderer applies the scale.
///
/// A display list is a plain value, dumpable as JSON (`Codable`), so tests can
/// compare what would be drawn without drawing it.
public struct DisplayList: Sendable, Hashable, Codable {
    /// The size of the canvas in points.
    public var size: Size
    /// The colour under everything.
    public var background: Color
    /// The commands, painted in order (back to front).
    public var commands: [DrawCommand]

    /// Creates a display list.
    public init(size: Size, background: Color = .white, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }
}

/// One drawing operation of a ``DisplayList``.
public enum DrawCommand: Sendable, Hashable, Codable {
    /// Fills a rectangle, its corners rounded by `cornerRadius` (0 for square).
    case fill(Rect, cornerRadius: Double, color: Color)
    /// Strokes a rectangle's outline inside its bounds, as `CALayer.borderWidth` does.
    case stroke(Rect, cornerRadius: Double, color: Color, width: Double)
    /// Draws text in a frame, centred vertically as `UILabel` does.
    case text(TextRun)
}

/// Text to draw: the string, how it is laid out, its colour and its frame.
public struct TextRun: Sendable, Hashable, Codable {
    /// The text.
    public var text: String
    /// Font, lines, line breaking and alignment.
    public var attributes: TextAttributes
    /// The text colour.
    public var color: Color
    /// The label's frame; text wraps at its width.
    public var frame: Rect

    /// Creates a text run.
    public init(text: String, attributes: TextAttributes, color: Color, frame: Rect) {
        self.text = text
        self.attributes = attributes
        self.color = color
        self.frame = frame
    }
}
