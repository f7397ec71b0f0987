import CellshotGraphics
import CellshotRender
import FuzzSupport

/// The input as an image file, `x.png`, read the way a document's image is: the format told from the
/// first bytes (PNG, JPEG, else SVG), the header checked against the pixel budget, then decoded by
/// libspng, TurboJPEG or librsvg — and, when that worked, drawn into a small PNG through Cairo, in each
/// content mode the byte after the signature picks, tinted or not. An unreadable image is an answer;
/// traps, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard ScratchFolder.write(bytes, toFile: "x.png") != nil else { return 0 }
    // A cache of its own per input: the cache keeps each path's first result for good.
    let images = ImageCache()
    guard (try? images.naturalSize(of: .file(path: ImageFuzzing.imagePath))) != nil else { return 0 }
    ImageFuzzing.draw(images: images, choice: size > 8 ? bytes[8] : 0)
    return 0
}

/// The files and the painter the target reuses between inputs.
enum ImageFuzzing {
    static let imagePath = ScratchFolder.file("x.png")
    static let outputPath = ScratchFolder.file("out.png")
    /// Fonts are set up once (about 30 ms); each input gets a painter over its own image cache.
    nonisolated(unsafe) static let measurer: PangoTextMeasurer = {
        do {
            return PangoTextMeasurer(catalog: try FontCatalog())
        } catch {
            fatalError("cellshot's fonts are missing (run scripts/setup.sh): \(error)")
        }
    }()

    /// Draws the image in a 40 × 30 point frame of a 64 × 48 list at scale 1.
    static func draw(images: ImageCache, choice: UInt8) {
        let modes = ImageContentMode.allCases
        let run = ImageRun(source: .file(path: imagePath), frame: Rect(x: 4, y: 4, width: 40, height: 30),
                           contentMode: modes[Int(choice) % modes.count],
                           tint: choice & 0x80 != 0 ? Color(hex: "#007AFF")! : nil,
                           cornerRadius: Double(choice & 0x0F), clipsToFrame: choice & 0x40 != 0)
        let list = DisplayList(size: Size(width: 64, height: 48), commands: [.image(run)])
        let painter = CairoPainter(measurer: measurer, images: images)
        try? PNGWriter(painter: painter).write(list, scale: 1, to: outputPath)
    }
}
