import Foundation

/// A PNG file inlined in the report as a `data:` URI, with its size from its header.
struct EmbeddedImage {
    /// `data:image/png;base64,…`.
    let uri: String
    /// The width and height in pixels.
    let width: Int, height: Int
    /// The PNG file's size in bytes (the URI is a third longer).
    let bytes: Int

    /// Reads the PNG file at `path`; `nil` when it cannot be read or is not a PNG file.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
        let header = [UInt8](data.prefix(24))
        // The signature, then the IHDR chunk: length 13, type, width and height as big-endian 32-bit numbers.
        guard header[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              header[12..<16] == Array("IHDR".utf8)[...] else { return nil }
        func number(at offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        uri = "data:image/png;base64," + data.base64EncodedString()
        width = number(at: 16)
        height = number(at: 20)
        bytes = data.count
    }
}

/// Hands out a report's image budget: a snapshot's images are embedded all together while the PNG
/// bytes embedded so far stay within the budget, or not at all.
struct ImageBudget {
    /// PNG bytes still allowed.
    private(set) var remaining: Int

    /// The images read from `paths` (`nil` for a path that is `nil` or cannot be read), or `nil` when
    /// together they do not fit in what remains; what is returned is taken from the budget.
    mutating func take(_ paths: [String?]) -> [EmbeddedImage?]? {
        // The files' sizes first: images over the budget are never read.
        let sizes = paths.compactMap { $0 }.map { path in
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        guard sizes.reduce(0, +) <= remaining else { return nil }
        let images = paths.map { $0.flatMap(EmbeddedImage.init(path:)) }
        remaining -= images.reduce(0) { $0 + ($1?.bytes ?? 0) }
        return images
    }
}
