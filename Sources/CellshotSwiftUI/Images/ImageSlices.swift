import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A resizable image drawn in parts: nine around its cap insets (`resizable(capInsets:)`, the corners kept at
/// their size, the edges stretched along, the centre both ways), or tiled at its own size
/// (`resizingMode: .tile`). Each part is the whole image drawn moved and scaled so that its slice lands on its
/// place, clipped to that place — the display list has no image slices of its own.
enum ImageSlices {
    /// The most tiles drawn; past it the image is stretched instead.
    static let maximumTiles = 1_024

    /// The image stretched into `frame` around its caps. Caps wider (or taller) than the frame shrink in
    /// proportion, as UIKit's resizable images do.
    static func stretched(naturalSize: CGSize, caps: EdgeInsets, into frame: CGRect,
                          draw: (CGRect) -> DrawCommand) -> [DrawCommand] {
        let xs = cuts(length: naturalSize.width, low: caps.leading, high: caps.trailing, into: frame.width)
        let ys = cuts(length: naturalSize.height, low: caps.top, high: caps.bottom, into: frame.height)
        let whole = draw(CGRect(origin: .zero, size: naturalSize))
        var commands: [DrawCommand] = []
        for column in 0..<3 {
            for row in 0..<3 {
                let sourceWidth = xs.source[column + 1] - xs.source[column]
                let sourceHeight = ys.source[row + 1] - ys.source[row]
                let target = CGRect(x: frame.minX + xs.target[column], y: frame.minY + ys.target[row],
                                    width: xs.target[column + 1] - xs.target[column],
                                    height: ys.target[row + 1] - ys.target[row])
                guard sourceWidth > 0, sourceHeight > 0, target.width > 0, target.height > 0 else { continue }
                let move = CellshotGraphics.AffineTransform(translationX: -Double(xs.source[column]), y: -Double(ys.source[row]))
                    .concatenating(CellshotGraphics.AffineTransform(scaleX: Double(target.width / sourceWidth),
                                                   y: Double(target.height / sourceHeight)))
                    .concatenating(CellshotGraphics.AffineTransform(translationX: Double(target.minX), y: Double(target.minY)))
                commands.append(.clip(target.model, cornerRadius: 0, commands: [.transform(move, commands: [whole])]))
            }
        }
        return commands
    }

    /// Where the slices start and end along one axis, in the image and in the frame.
    private static func cuts(length: CGFloat, low: CGFloat, high: CGFloat,
                             into target: CGFloat) -> (source: [CGFloat], target: [CGFloat]) {
        let low = min(max(0, low), length), high = min(max(0, high), length - low)
        let shrink = low + high > target && low + high > 0 ? target / (low + high) : 1
        return ([0, low, length - high, length], [0, low * shrink, target - high * shrink, target])
    }

    /// The image repeated at its own size from the frame's top left, cut at the frame.
    static func tiled(naturalSize: CGSize, into frame: CGRect, draw: (CGRect) -> DrawCommand) -> [DrawCommand] {
        guard naturalSize.width > 0, naturalSize.height > 0 else { return [] }
        let columns = Int((frame.width / naturalSize.width).rounded(.up))
        let rows = Int((frame.height / naturalSize.height).rounded(.up))
        guard columns * rows <= maximumTiles else { return [draw(frame)] }
        var tiles: [DrawCommand] = []
        for row in 0..<rows {
            for column in 0..<columns {
                tiles.append(draw(CGRect(x: frame.minX + CGFloat(column) * naturalSize.width,
                                         y: frame.minY + CGFloat(row) * naturalSize.height,
                                         width: naturalSize.width, height: naturalSize.height)))
            }
        }
        return [.clip(frame.model, cornerRadius: 0, commands: tiles)]
    }
}
