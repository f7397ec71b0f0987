import Foundation

/// A folder of the fuzz target's own under the system's temporary folder, made once per process:
/// documents get it as their base directory (so relative image paths name nothing), image and PNG
/// files are written into it.
public enum ScratchFolder {
    /// The folder's path, created on first use.
    public static let path: String = {
        let path = NSTemporaryDirectory() + "cellshot-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// A path in the folder.
    public static func file(_ name: String) -> String { path + "/" + name }
}

extension ScratchFolder {
    /// Writes the bytes, whole, to the file `name` in the folder, replacing it.
    /// - Returns: the file's path, or `nil` when it could not be written.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, toFile name: String) -> String? {
        let path = file(name)
        return FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes)) ? path : nil
    }
}
