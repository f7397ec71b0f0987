/// A Gaussian blur of an alpha mask, approximated as the W3C's `feGaussianBlur` allows: three box blurs along
/// each axis, in integer arithmetic.
///
/// Integers make it exact: a pixel's value depends only on the pixels within ``reach`` of it, by the same
/// sums and divisions wherever the mask was cut, so a shadow blurred in bands (``PixelGrid``) is the same as
/// one blurred whole. Each pass keeps a running sum, so it costs the same per pixel whatever the radius: the
/// cost is linear in pixels.
///
/// ```swift
/// let blur = BoxBlur(sigma: 6)         // σ in pixels
/// var mask: [UInt16] = alpha.map { UInt16($0) << 8 }
/// blur.blur(&mask, width: 64, height: 64)
/// ```
struct BoxBlur: Equatable {
    /// One box: a pixel becomes the mean of the pixels from `left` before it to `right` after it.
    struct Box: Equatable {
        var left: Int
        var right: Int
        var size: Int { left + right + 1 }
    }

    /// The boxes run along each axis, in order.
    let boxes: [Box]

    /// The three boxes for a Gaussian of standard deviation `sigma` pixels (Filter Effects Module Level 1,
    /// `feGaussianBlur`): d = ⌊σ · 3√(2π)/4 + 0.5⌋; three boxes of d centred on the pixel when d is odd; when it
    /// is even, two of d centred on the boundaries either side of the pixel and one of d + 1 centred on it. No
    /// boxes (no blur) when d < 2.
    init(sigma: Double) {
        let size = sigma.isFinite && sigma > 0 ? Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) : 0
        if size < 2 {
            boxes = []
        } else if size % 2 == 1 {
            boxes = Array(repeating: Box(left: size / 2, right: size / 2), count: 3)
        } else {
            boxes = [Box(left: size / 2, right: size / 2 - 1), Box(left: size / 2 - 1, right: size / 2),
                     Box(left: size / 2, right: size / 2)]
        }
    }

    /// How far a pixel's value reaches, in pixels, either way along an axis: a blurred pixel depends only on
    /// the mask within this distance.
    var reach: Int { max(boxes.map(\.left).reduce(0, +), boxes.map(\.right).reduce(0, +)) }

    /// Blurs a `width` × `height` mask in place, rows then columns; values are 8.8 fixed point (alpha × 256).
    /// Outside the mask counts as transparent.
    func blur(_ values: inout [UInt16], width: Int, height: Int) {
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var scratch = [UInt16](repeating: 0, count: width * height)
        for box in boxes {
            Self.horizontal(box, from: values, to: &scratch, width: width, height: height)
            swap(&values, &scratch)
        }
        for box in boxes {
            Self.vertical(box, from: values, to: &scratch, width: width, height: height)
            swap(&values, &scratch)
        }
    }

    /// One box along each row, with a running sum.
    private static func horizontal(_ box: Box, from source: [UInt16], to target: inout [UInt16], width: Int, height: Int) {
        let size = UInt32(box.size), half = size / 2
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    let line = row * width
                    var sum: UInt32 = 0
                    for x in 0...min(box.right, width - 1) { sum += UInt32(source[line + x]) }
                    for x in 0..<width {
                        target[line + x] = UInt16((sum + half) / size)
                        let entering = x + box.right + 1, leaving = x - box.left
                        if entering < width { sum += UInt32(source[line + entering]) }
                        if leaving >= 0 { sum -= UInt32(source[line + leaving]) }
                    }
                }
            }
        }
    }

    /// One box down each column, with a running sum per column, a row at a time (rows stay contiguous).
    private static func vertical(_ box: Box, from source: [UInt16], to target: inout [UInt16], width: Int, height: Int) {
        let size = UInt32(box.size), half = size / 2
        var sums = [UInt32](repeating: 0, count: width)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0...min(box.right, height - 1) {
                        for x in 0..<width { sums[x] += UInt32(source[y * width + x]) }
                    }
                    for y in 0..<height {
                        for x in 0..<width { target[y * width + x] = UInt16((sums[x] + half) / size) }
                        let entering = y + box.right + 1, leaving = y - box.left
                        if entering < height {
                            for x in 0..<width { sums[x] += UInt32(source[entering * width + x]) }
                        }
                        if leaving >= 0 {
                            for x in 0..<width { sums[x] -= UInt32(source[leaving * width + x]) }
                        }
                    }
                }
            }
        }
    }
}
