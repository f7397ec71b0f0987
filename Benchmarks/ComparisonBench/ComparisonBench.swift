import CellshotRender
import CellshotTesting
import Foundation

/// `swift run -c release comparison-bench [--image snapshots/examples/settings.normal.png] [--height 3000] [--quick]`
///
/// Image comparison on a phone-sized screenshot (a cellshot snapshot tiled to 1179 × 3000 pixels
/// unless told otherwise): the exact fast path on identical images; exact and perceptual
/// comparisons of a small change (one 300 × 60 pixel block); the worst case, everything moved
/// down one pixel, where every edge pixel goes through the anti-aliasing detector; reading and
/// writing the PNG. Timings are medians of 7 runs (3 with `--quick`).
@main
struct ComparisonBench {
    static func main() throws {
        var source = "snapshots/examples/settings.normal.png"
        var height = 3000
        var repeats = 7
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--image": source = arguments.popFirst() ?? source
            case "--height": height = Int(arguments.popFirst() ?? "") ?? height
            case "--quick": repeats = 3
            default:
                print("usage: comparison-bench [--image file.png] [--height 3000] [--quick]")
                exit(64)
            }
        }
        let reference = tiled(try PNGImage.read(path: source), height: height)
        // A copy in memory of its own (arrays share storage until written to).
        var copy = reference
        copy.pixels.withUnsafeMutableBytes { _ in }
        let block = changedBlock(reference)
        let shifted = shiftedDown(reference)
        print("\(reference.width) × \(reference.height) pixels from \(source), median of \(repeats) runs\n")

        let exact = ComparisonOptions()
        let perceptual = ComparisonOptions(threshold: 0.1)
        let cases: [(String, RGBAImage, ComparisonOptions)] = [
            ("identical, exact (fast path)", copy, exact),
            ("identical, perceptual 0.1 (fast path)", copy, perceptual),
            ("300 × 60 block changed, exact", block, exact),
            ("300 × 60 block changed, perceptual 0.1", block, perceptual),
            ("everything 1 px down, exact", shifted, exact),
            ("everything 1 px down, perceptual 0.1", shifted, perceptual),
            ("everything 1 px down, perceptual 0.1 + AA", shifted,
             ComparisonOptions(threshold: 0.1, includeAntiAliasing: true)),
        ]
        print(pad("comparison", 46) + pad("time", 12) + "result")
        for (name, actual, options) in cases {
            var result: ImageComparisonResult?
            let time = median(repeats) { result = ImageComparison.compare(reference: reference, actual: actual, options: options) }
            print(pad(name, 46) + pad(format(time), 12) + (result?.summary ?? ""))
        }

        let path = NSTemporaryDirectory() + "comparison-bench-\(getpid()).png"
        defer { unlink(path) }
        let write = median(repeats) { try? PNGImage.write(reference, to: path) }
        let read = median(repeats) { _ = try? PNGImage.read(path: path) }
        print(pad("PNGImage.write (RGB, level 6)", 46) + format(write))
        print(pad("PNGImage.read", 46) + format(read))
    }

    /// The image repeated downwards to `height` rows.
    static func tiled(_ image: RGBAImage, height: Int) -> RGBAImage {
        let rowBytes = 4 * image.width
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * height)
        for y in 0..<height {
            let source = (y % image.height) * rowBytes
            pixels.append(contentsOf: image.pixels[source..<source + rowBytes])
        }
        return RGBAImage(width: image.width, height: height, pixels: pixels)
    }

    /// A 300 × 60 block near the top-left recoloured.
    static func changedBlock(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        for y in 100..<160 { for x in 100..<400 { copy.pixels.replaceSubrange(4 * (y * image.width + x)..<4 * (y * image.width + x) + 4, with: [255, 59, 48, 255]) } }
        return copy
    }

    /// The image moved down one pixel (the top row repeated).
    static func shiftedDown(_ image: RGBAImage) -> RGBAImage {
        let rowBytes = 4 * image.width
        var pixels = Array(image.pixels[0..<rowBytes])
        pixels.append(contentsOf: image.pixels[0..<(image.height - 1) * rowBytes])
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    static func median(_ repeats: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    static func format(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1000)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
