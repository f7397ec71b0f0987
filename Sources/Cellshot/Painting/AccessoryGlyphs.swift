import CellshotGraphics

/// UIKit's own accessory glyphs as vector paths, drawn to match `chevron.forward` and `checkmark`
/// (SF Symbols cannot ship; these are simple strokes in the accessory's box).
enum AccessoryGlyphs {
    /// The disclosure chevron pointing to the trailing edge, stroked with `strokeWidth`.
    static func chevron(in box: Rect, strokeWidth: Double, rightToLeft: Bool) -> Path {
        let inset = strokeWidth / 2
        let near = rightToLeft ? box.maxX - inset : box.minX + inset
        let far = rightToLeft ? box.minX + inset : box.maxX - inset
        let midY = box.minY + box.height / 2
        return Path([.move(Point(x: near, y: box.minY + inset)), .line(Point(x: far, y: midY)),
                     .line(Point(x: near, y: box.maxY - inset))])
    }

    /// The checkmark: a short stroke down to the elbow at about 38% of the width, a long one up.
    static func checkmark(in box: Rect, strokeWidth: Double) -> Path {
        let inset = strokeWidth / 2
        let elbow = Point(x: box.minX + box.width * 0.38, y: box.maxY - inset)
        return Path([.move(Point(x: box.minX + inset, y: box.minY + box.height * 0.55)), .line(elbow),
                     .line(Point(x: box.maxX - inset, y: box.minY + inset))])
    }
}
