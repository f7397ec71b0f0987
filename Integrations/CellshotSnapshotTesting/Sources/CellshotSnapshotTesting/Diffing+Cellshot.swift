import CellshotRender
import CellshotTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG data compared by cellshot's ``ImageComparison``: equal bytes match at once; otherwise the
    /// pixels are compared with `options`. A failure's message is the comparison's summary and the paths
    /// of the diff image and the reference | diff | actual strip, which are also attached.
    public static func cellshotPNG(_ options: ComparisonOptions = ComparisonOptions()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            return PNGComparison(reference: reference, actual: actual, options: options).failure()
        }
    }
}

/// Two PNG images as data, compared.
struct PNGComparison {
    let reference: Data
    let actual: Data
    let options: ComparisonOptions

    /// `nil` when the images match, else the message and the attachments.
    func failure() -> (String, [DiffAttachment])? {
        let folder = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("cellshot-snapshot-testing/\(UUID().uuidString)")
        defer {
            // The inputs only; the diff and the strip stay for the person reading the failure.
            for input in ["reference.png", "actual.png"] { try? FileManager.default.removeItem(atPath: folder + "/" + input) }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let referenceImage = try image(reference, at: folder + "/reference.png")
            let actualImage = try image(actual, at: folder + "/actual.png")
            let result = ImageComparison.compare(reference: referenceImage, actual: actualImage, options: options)
            if result.matches {
                try? FileManager.default.removeItem(atPath: folder)
                return nil
            }
            guard let diff = result.diff else { return ("cellshot: \(result.summary)", []) }
            let strip = ImageComparison.strip(reference: referenceImage, diff: diff, actual: actualImage)
            try PNGImage.write(diff, to: folder + "/diff.png")
            try PNGImage.write(strip, to: folder + "/strip.png")
            let attachments = ["diff.png", "strip.png"].compactMap { name in
                FileManager.default.contents(atPath: folder + "/" + name).map { DiffAttachment.data($0, name: name) }
            }
            return ("""
                cellshot: \(result.summary)
                diff "\(folder)/diff.png"
                reference | diff | actual "\(folder)/strip.png"
                """, attachments)
        } catch {
            return ("cellshot: cannot compare the images: \(error)", [])
        }
    }

    /// The image in PNG `data`, through a file (cellshot reads PNG files).
    private func image(_ data: Data, at path: String) throws -> RGBAImage {
        try data.write(to: URL(fileURLWithPath: path))
        return try PNGImage.read(path: path)
    }
}
