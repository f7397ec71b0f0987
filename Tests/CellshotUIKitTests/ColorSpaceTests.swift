import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// `UIColor(displayP3Red:green:blue:alpha:)` and `UIColor(hue:saturation:brightness:alpha:)`, as real code writes
/// them (Apple's "Implementing Modern Collection Views" badges and insertion-sort colours), become the sRGB
/// components cellshot draws.
@MainActor @Suite struct ColorSpaceTests {
    private func components(_ color: UIColor) -> [Double] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { (Double($0) * 255 * 1000).rounded() / 1000 }
    }

    @Test("Display P3 components become the sRGB colour they are, clipped to sRGB's gamut")
    func displayP3() {
        // Worked through the sRGB curve and the P3-D65 → sRGB matrix by hand (Python, double precision).
        #expect(components(UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1))
                == [83.928, 150.634, 243.917, 255])
        #expect(components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5)) == [255, 255, 255, 127.5])
        #expect(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == [255, 0, 0, 255])
        #expect(components(UIColor(displayP3Red: 0, green: 0, blue: 0, alpha: 1)) == [0, 0, 0, 255])
    }

    @Test("Hue, saturation and brightness become sRGB components around the colour wheel")
    func hueSaturationBrightness() {
        #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [255, 0, 0, 255])
        #expect(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 255])
        #expect(components(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 255, 255])
        #expect(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 0, 255, 255])
        #expect(components(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)) == [255, 0, 0, 255])
        #expect(components(UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1)) == [153, 204, 102, 255])
        #expect(components(UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)) == [102, 102, 102, 255])
    }
}
