import CCairo

/// What a run's attributes ask Pango's renderer to draw beyond its glyphs — read from the run's item as
/// `pango_renderer_default_prepare_run` reads it (the last attribute of a kind wins): an underline, a
/// strikethrough, and the colours and alpha of the letters and lines.
struct RunStyle {
    var underline = false
    var strikethrough = false
    var foreground: PangoColor?
    var underlineColor: PangoColor?
    var strikethroughColor: PangoColor?
    /// 0 when not set.
    var alpha: UInt16 = 0

    /// Whether Pango draws a line under or through the run.
    var isDecorated: Bool { underline || strikethrough }

    /// The style of a laid-out item.
    init(_ item: UnsafeMutablePointer<PangoItem>) {
        var node = item.pointee.analysis.extra_attrs
        while let element = node {
            defer { node = element.pointee.next }
            guard let data = element.pointee.data else { continue }
            let attribute = data.assumingMemoryBound(to: PangoAttribute.self)
            func integer() -> Int32 { UnsafeRawPointer(data).assumingMemoryBound(to: PangoAttrInt.self).pointee.value }
            func color() -> PangoColor { UnsafeRawPointer(data).assumingMemoryBound(to: PangoAttrColor.self).pointee.color }
            switch attribute.pointee.klass.pointee.type {
            case PANGO_ATTR_UNDERLINE: underline = integer() != Int32(PANGO_UNDERLINE_NONE.rawValue)
            case PANGO_ATTR_STRIKETHROUGH: strikethrough = integer() != 0
            case PANGO_ATTR_FOREGROUND: foreground = color()
            case PANGO_ATTR_UNDERLINE_COLOR: underlineColor = color()
            case PANGO_ATTR_STRIKETHROUGH_COLOR: strikethroughColor = color()
            case PANGO_ATTR_FOREGROUND_ALPHA: alpha = UInt16(truncatingIfNeeded: integer())
            default: break
            }
        }
    }
}
