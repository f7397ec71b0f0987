import CellshotGraphics
import Foundation

extension UIColor {
    /// A colour from Display P3 components, each 0…1, drawn as the nearest sRGB colour (components outside
    /// sRGB's gamut are clipped to 0…1), since cellshot draws in sRGB.
    ///
    /// Display P3 has sRGB's transfer curve and white point (D65) with wider primaries; the matrix from linear
    /// P3 to linear sRGB is the product of the two spaces' published RGB-to-XYZ matrices (SMPTE EG 432-1 for
    /// P3-D65, IEC 61966-2-1 for sRGB).
    /// - Parameters:
    ///   - displayP3Red: the red component.
    ///   - green: the green component.
    ///   - blue: the blue component.
    ///   - alpha: the opacity.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let linear = [displayP3Red, green, blue].map { Self.linearFromSRGBCurve(Double($0)) }
        let matrix: [[Double]] = [[1.2249401762805598, -0.22494017628055996, 0],
                                  [-0.042056954709688163, 1.0420569547096881, 0],
                                  [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663]]
        let srgb = matrix.map { row in
            Self.sRGBCurve(fromLinear: zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 })
        }
        self.init(red: CGFloat(srgb[0]), green: CGFloat(srgb[1]), blue: CGFloat(srgb[2]), alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0…1, in sRGB.
    /// - Parameters:
    ///   - hue: the hue, 0…1 around the colour wheel from red (a value of 1 is red again).
    ///   - saturation: the saturation: 0 is grey.
    ///   - brightness: the brightness: 0 is black.
    ///   - alpha: the opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6   // 0..<6
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let fraction = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// sRGB's (and Display P3's) encoded value to linear light.
    private static func linearFromSRGBCurve(_ value: Double) -> Double {
        let v = min(max(value, 0), 1)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light to sRGB's encoded value, clipped to 0…1.
    private static func sRGBCurve(fromLinear value: Double) -> Double {
        let v = min(max(value, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
