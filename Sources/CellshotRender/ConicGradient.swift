#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellshotGraphics

/// An angular (conic) gradient's colour at any point, computed per pixel: Cairo has linear and radial
/// gradients but no conic one. Each pixel's colour depends only on its centre, so it is the same in every band.
///
/// Angles grow clockwise on screen from the +x axis. A sweep of a full turn or more shows its last turn; a
/// shorter one leaves a gap, filled as SwiftUI's `AngularGradient` fills it: half with the colour at location 1,
/// half with the colour at location 0. A negative sweep runs the other way.
struct ConicGradient {
    let stops: [GradientStop]
    let center: Point
    /// Where location 0 is, in radians.
    let startAngle: Double
    /// How far location 1 is from location 0 (negative: anticlockwise), at most a turn either way.
    let sweep: Double

    /// A gradient with stops in order of location (``DrawingLimits/drawable(_:)-(GradientFill)`` sorts them).
    init(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double) {
        self.stops = stops
        self.center = center
        let sweep = endAngle - startAngle, turn = 2 * Double.pi
        if abs(sweep) > turn {
            // The last turn: it ends at the end angle.
            self.startAngle = endAngle - (sweep < 0 ? -turn : turn)
            self.sweep = sweep < 0 ? -turn : turn
        } else {
            self.startAngle = startAngle
            self.sweep = sweep
        }
    }

    /// The location along the gradient at an angle (radians): 0…1, or the gap's half it falls in.
    func location(atAngle angle: Double) -> Double {
        let turn = 2 * Double.pi
        let span = abs(sweep)
        // How far past the start, in the sweep's direction, within one turn.
        var along = (angle - startAngle) * (sweep < 0 ? -1 : 1)
        along = fmod(along, turn)
        if along < 0 { along += turn }
        guard span > 0 else { return along < turn / 2 ? 1 : 0 }
        if along <= span { return along / span }
        return (along - span) / (turn - span) < 0.5 ? 1 : 0
    }

    /// The premultiplied ARGB32 pixel (Cairo's native-endian `0xAARRGGBB`) of the colour at a location: the
    /// stops' colours interpolated with straight alpha, the end stops' colours beyond them.
    func pixel(atLocation location: Double) -> UInt32 {
        let color = Self.color(of: stops, at: location)
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = byte(color.alpha)
        func premultiplied(_ value: Double) -> UInt32 { (byte(value) * alpha + 127) / 255 }
        return alpha << 24 | premultiplied(color.red) << 16 | premultiplied(color.green) << 8 | premultiplied(color.blue)
    }

    /// The colour of sorted stops at a location.
    static func color(of stops: [GradientStop], at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let next = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let low = stops[next - 1], high = stops[next]
        let fraction = (location - low.location) / (high.location - low.location)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Color(red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green),
                     blue: mix(low.color.blue, high.color.blue), alpha: mix(low.color.alpha, high.color.alpha))
    }

    /// Fills `pixels` (`tile.width × tile.height` words, rows `stride` words apart) with the colours at the
    /// centres of the grid pixels of `tile`, `inverse` mapping grid pixels back to the gradient's points.
    func fill(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, tile: PixelRect, inverse: AffineTransform) {
        for row in 0..<tile.height {
            let y = Double(tile.y0 + row) + 0.5
            for column in 0..<tile.width {
                let point = inverse.apply(to: Point(x: Double(tile.x0 + column) + 0.5, y: y))
                let angle = atan2(point.y - center.y, point.x - center.x)
                pixels[row * stride + column] = pixel(atLocation: location(atAngle: angle))
            }
        }
    }
}
