import CCairo
import CellshotGraphics
@testable import CellshotRender

/// A display list painted in memory (no file), for tests that look at pixels.
struct Bitmap: Equatable {
    let width: Int
    let height: Int
    private let words: [UInt32]

    /// Paints `list` at `scale` with `painter` onto an RGB image surface.
    init(_ list: DisplayList, scale: Double, painter: CairoPainter) {
        let (width, height) = PNGWriter.pixelSize(of: list, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        painter.paint(list, on: context, scale: scale)
        cairo_destroy(context)
        self.init(surface: surface!)
    }

    /// The pixels of an image surface (RGB24 or ARGB32; alpha is ignored).
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var words: [UInt32] = []
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            words.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
        }
        self.words = words
    }

    /// The pixel's red, green and blue.
    subscript(x: Int, y: Int) -> RGB {
        let word = words[y * width + x]
        return RGB(UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                   UInt8(truncatingIfNeeded: word))
    }

    /// How many pixels differ from `other`'s (of the same size), and the first that does, for messages.
    func differences(from other: Bitmap) -> String {
        guard width == other.width && height == other.height else { return "\(width)×\(height) against \(other.width)×\(other.height)" }
        let differing = words.indices.filter { words[$0] != other.words[$0] }
        guard let first = differing.first else { return "no pixel differs" }
        let (x, y) = (first % width, first / width)
        return "\(differing.count) pixels differ, the first at \(x), \(y): \(self[x, y]) against \(other[x, y])"
    }

    /// The rows (top to bottom) that hold at least one pixel darker than mid grey.
    var darkRows: [Int] {
        (0..<height).filter { y in (0..<width).contains { x in self[x, y].green < 0x80 } }
    }
}

/// An opaque colour as 8-bit components.
struct RGB: Equatable, CustomStringConvertible {
    let red: UInt8, green: UInt8, blue: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(byte(color.red), byte(color.green), byte(color.blue))
    }

    /// Every component within `tolerance` of the other's.
    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
}
