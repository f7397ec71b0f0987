import CellshotGraphics

/// UIKit's own accessory glyphs as vector paths, drawn to match `chevron.forward`, `checkmark`,
/// `info.circle`, `line.horizontal.3`, `minus.circle.fill`, `plus.circle.fill`, `checkmark.circle.fill` and
/// `chevron.up.chevron.down` (SF Symbols cannot ship; these are simple strokes and fills in the accessory's box).
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

extension AccessoryGlyphs {
    /// One painted part of a glyph: a path, filled or stroked, in the glyph's colour or its mark's.
    struct Part: Hashable {
        var path: Path
        var paint: PathPaint
        /// Whether the part is the sign inside a filled circle (drawn in the mark colour).
        var isMark: Bool = false
    }

    /// The parts of `glyph` in `box`. `scale` is the Dynamic Type factor (1 at Large), so that strokes grow
    /// with the glyph; `stroke` and `outline` are the bold and thin stroke widths at Large.
    static func parts(of glyph: AccessoryGlyph, in box: Rect, scale: Double, stroke: Double, outline: Double,
                      rightToLeft: Bool) -> [Part] {
        let bold = stroke * scale, thin = outline * scale
        let center = Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2)
        let radius = min(box.width, box.height) / 2
        func point(_ dx: Double, _ dy: Double) -> Point { Point(x: center.x + dx * radius, y: center.y + dy * radius) }
        func polyline(_ points: [Point]) -> Path {
            Path([.move(points[0])] + points.dropFirst().map { .line($0) })
        }
        switch glyph {
        case .detail:
            // info.circle: a thin ring, the i's dot and its stem.
            return [Part(path: circle(center: center, radius: radius - thin / 2), paint: .stroke(width: thin)),
                    Part(path: circle(center: point(0, -0.42), radius: radius * 0.12), paint: .fill),
                    Part(path: polyline([point(0, -0.12), point(0, 0.45)]), paint: .stroke(width: bold * 0.9))]
        case .outlineDisclosure(let expanded):
            // The chevron spans 5 × 10 of the 14 pt box (10 × 5 when turned down).
            let half = box.width / 14
            let forward = rightToLeft ? -1.0 : 1.0
            let points = expanded
                ? [Point(x: center.x - 5 * half, y: center.y - 2.5 * half), Point(x: center.x, y: center.y + 2.5 * half),
                   Point(x: center.x + 5 * half, y: center.y - 2.5 * half)]
                : [Point(x: center.x - 2.5 * half * forward, y: center.y - 5 * half),
                   Point(x: center.x + 2.5 * half * forward, y: center.y),
                   Point(x: center.x - 2.5 * half * forward, y: center.y + 5 * half)]
            return [Part(path: polyline(points), paint: .stroke(width: bold))]
        case .reorder:
            // line.horizontal.3: three lines spanning the box, the outer ones on its edges.
            let inset = bold / 2
            return [box.minY + inset, center.y, box.maxY - inset].map { y in
                Part(path: polyline([Point(x: box.minX + inset, y: y), Point(x: box.maxX - inset, y: y)]),
                     paint: .stroke(width: bold))
            }
        case .multiselect(let selected):
            guard selected else {
                return [Part(path: circle(center: center, radius: radius - thin / 2), paint: .stroke(width: thin))]
            }
            return [Part(path: circle(center: center, radius: radius), paint: .fill),
                    Part(path: polyline([point(-0.42, 0.02), point(-0.12, 0.32), point(0.42, -0.3)]),
                         paint: .stroke(width: bold), isMark: true)]
        case .delete:
            return [Part(path: circle(center: center, radius: radius), paint: .fill),
                    Part(path: polyline([point(-0.5, 0), point(0.5, 0)]), paint: .stroke(width: bold * 1.1), isMark: true)]
        case .insert:
            return [Part(path: circle(center: center, radius: radius), paint: .fill),
                    Part(path: polyline([point(-0.5, 0), point(0.5, 0)]), paint: .stroke(width: bold * 1.1), isMark: true),
                    Part(path: polyline([point(0, -0.5), point(0, 0.5)]), paint: .stroke(width: bold * 1.1), isMark: true)]
        case .popUpMenu:
            // chevron.up.chevron.down: two flat chevrons, one pointing up at the top, one down at the bottom.
            let inset = thin / 2
            let left = box.minX + inset, right = box.maxX - inset
            let up = [Point(x: left, y: box.minY + box.height * 0.35), Point(x: center.x, y: box.minY + inset),
                      Point(x: right, y: box.minY + box.height * 0.35)]
            let down = [Point(x: left, y: box.maxY - box.height * 0.35), Point(x: center.x, y: box.maxY - inset),
                        Point(x: right, y: box.maxY - box.height * 0.35)]
            return [Part(path: polyline(up), paint: .stroke(width: thin)),
                    Part(path: polyline(down), paint: .stroke(width: thin))]
        }
    }

    /// A circle as four cubic Bézier quarters.
    static func circle(center: Point, radius: Double) -> Path {
        let k = radius * 0.552_284_749_8   // the control distance that makes a quarter circle
        let (x, y, r) = (center.x, center.y, radius)
        return Path([
            .move(Point(x: x + r, y: y)),
            .curve(to: Point(x: x, y: y + r), control1: Point(x: x + r, y: y + k), control2: Point(x: x + k, y: y + r)),
            .curve(to: Point(x: x - r, y: y), control1: Point(x: x - k, y: y + r), control2: Point(x: x - r, y: y + k)),
            .curve(to: Point(x: x, y: y - r), control1: Point(x: x - r, y: y - k), control2: Point(x: x - k, y: y - r)),
            .curve(to: Point(x: x + r, y: y), control1: Point(x: x + k, y: y - r), control2: Point(x: x + r, y: y - k)),
            .close,
        ])
    }
}
