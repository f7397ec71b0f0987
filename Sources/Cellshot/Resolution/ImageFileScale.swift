import CellshotGraphics

/// How many pixels of an image file make a point, read from the file's name as UIKit reads it: `avatar@2x.png` and
/// `avatar@3x~iphone.png` are 2 and 3 pixels a point, `avatar.png` one. A 90 × 90 px `avatar@3x.png` is drawn
/// 30 × 30 pt, as `UIImage(contentsOfFile:)` and `UIImage(named:)` size it on a 3x iPhone.
///
/// Only PNG and JPEG files: an SVG's size is in points already.
public enum ImageFileScale {
    /// The file's pixels per point: 1, 2 or 3.
    /// - Parameter path: the file's path.
    public static func scale(ofFile path: String) -> Double {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return 1 }
        let kind = name[name.index(after: dot)...].lowercased()
        guard ["png", "jpg", "jpeg"].contains(kind) else { return 1 }
        var stem = name[..<dot]
        // A device modifier follows the scale: `icon@2x~ipad.png`.
        for device in ["~iphone", "~ipad"] where stem.lowercased().hasSuffix(device) {
            stem = stem.dropLast(device.count)
        }
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }

    /// The file's size in points: its `pixels` over ``scale(ofFile:)``.
    /// - Parameters:
    ///   - path: the file's path.
    ///   - pixels: its size in pixels (a raster's natural size).
    public static func pointSize(ofFile path: String, pixels: Size) -> Size {
        let scale = scale(ofFile: path)
        return scale == 1 ? pixels : Size(width: pixels.width / scale, height: pixels.height / scale)
    }
}
