import CSpng
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes PNG files as ``RGBAImage`` values, with libspng.
public enum PNGImage {
    /// Reads a PNG file of any colour type and bit depth as 8-bit RGBA.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming `path`.
    public static func read(path: String) throws(RenderError) -> RGBAImage {
        throw .imageUnreadable(path: path, reason: "not implemented yet")
    }

    /// Writes `image` as an 8-bit RGBA PNG with `textChunks` as `tEXt` chunks (keyword, text).
    /// - Throws: ``RenderError/writeFailed(path:reason:)``.
    public static func write(_ image: RGBAImage, to path: String,
                             textChunks: [(String, String)] = []) throws(RenderError) {
        throw .writeFailed(path: path, reason: "not implemented yet")
    }

    /// The `tEXt` chunks of a PNG file, by keyword.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming `path`.
    public static func textChunks(path: String) throws(RenderError) -> [String: String] {
        throw .imageUnreadable(path: path, reason: "not implemented yet")
    }
}
