/// The pixel loop of ``ImageComparison``: classifies every pixel of two equally sized images and
/// paints the diff image.
struct PixelComparer {
    /// How many pixels of each kind the loop found.
    struct Counts: Equatable {
        /// Pixels that differ, alpha-only ones included.
        var different = 0
        /// Of those, the pixels whose colour matches but whose alpha does not.
        var alphaOnly = 0
        /// Differences ignored as anti-aliasing.
        var antiAliased = 0
        /// Differences inside masks, ignored.
        var masked = 0

        /// Whether anything shows in a diff image.
        var hasDifferences: Bool { different > 0 || antiAliased > 0 }
    }

    let width: Int
    let height: Int
    let options: ComparisonOptions
    /// The masks clipped to the image, empty ones dropped.
    let masks: [(columns: Range<Int>, rows: Range<Int>)]

    init(width: Int, height: Int, options: ComparisonOptions) {
        self.width = width
        self.height = height
        self.options = options
        masks = options.masks.map { $0.clipped(width: width, height: height) }
            .filter { !$0.columns.isEmpty && !$0.rows.isEmpty }
    }

    /// Compares every pixel and paints `diff` (`width × height` pixels).
    func compare(_ reference: PixelBuffer, _ actual: PixelBuffer, diff: UnsafeMutableRawBufferPointer) -> Counts {
        var counts = Counts()
        let threshold = options.threshold.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        let maximumDelta = threshold.map { PixelBuffer.maximumDelta * $0 * $0 }
        let alphaTolerance = threshold.map { $0 * 255 } ?? 0
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                var color: UInt32
                if reference.word(index) == actual.word(index) {
                    color = DiffPalette.faded(reference, index)
                } else if isMasked(x: x, y: y) {
                    counts.masked += 1
                    color = DiffPalette.faded(reference, index)
                } else if let maximumDelta {
                    color = perceptual(reference, actual, x: x, y: y, maximumDelta: maximumDelta,
                                       alphaTolerance: alphaTolerance, counts: &counts)
                } else {
                    color = exact(reference, actual, index, counts: &counts)
                }
                diff.storeBytes(of: color, toByteOffset: 4 * index, as: UInt32.self)
            }
        }
        tintMasks(diff)
        return counts
    }

    /// A pixel that differs in some channel, compared exactly.
    @inline(__always)
    private func exact(_ reference: PixelBuffer, _ actual: PixelBuffer, _ index: Int,
                       counts: inout Counts) -> UInt32 {
        counts.different += 1
        let colorMask = UInt32(littleEndian: 0x00FF_FFFF)
        guard reference.word(index) & colorMask == actual.word(index) & colorMask else { return DiffPalette.different }
        counts.alphaOnly += 1
        return DiffPalette.alphaOnly
    }

    /// A pixel that differs in some channel, compared perceptually: pixelmatch's test, then alpha on its own.
    @inline(__always)
    private func perceptual(_ reference: PixelBuffer, _ actual: PixelBuffer, x: Int, y: Int, maximumDelta: Double,
                            alphaTolerance: Double, counts: inout Counts) -> UInt32 {
        let index = y * width + x
        if reference.colorDelta(index, index, in: actual) > maximumDelta {
            if !options.includeAntiAliasing
                && (reference.isAntiAliased(x: x, y: y, other: actual)
                    || actual.isAntiAliased(x: x, y: y, other: reference)) {
                counts.antiAliased += 1
                return DiffPalette.antiAliased
            }
            counts.different += 1
            return DiffPalette.different
        }
        // Blended over white, a change of transparency alone can vanish (white at any alpha is white).
        let alphaChange = abs(Int(reference.alpha(index)) - Int(actual.alpha(index)))
        guard Double(alphaChange) > alphaTolerance else { return DiffPalette.faded(reference, index) }
        counts.different += 1
        counts.alphaOnly += 1
        return DiffPalette.alphaOnly
    }

    /// Whether a mask covers the pixel.
    @inline(__always)
    private func isMasked(x: Int, y: Int) -> Bool {
        masks.contains { $0.rows.contains(y) && $0.columns.contains(x) }
    }

    /// Tints every masked pixel once, however many masks cover it.
    private func tintMasks(_ diff: UnsafeMutableRawBufferPointer) {
        for (number, mask) in masks.enumerated() {
            for y in mask.rows {
                for x in mask.columns where !masks[..<number].contains(where: { $0.rows.contains(y) && $0.columns.contains(x) }) {
                    let offset = 4 * (y * width + x)
                    let word = diff.load(fromByteOffset: offset, as: UInt32.self)
                    diff.storeBytes(of: DiffPalette.tinted(word), toByteOffset: offset, as: UInt32.self)
                }
            }
        }
    }
}
