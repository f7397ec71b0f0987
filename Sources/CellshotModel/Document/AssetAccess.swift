#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files a document's image paths may name.
///
/// Documents arrive in pull requests, so an image path is untrusted: `"/home/runner/.ssh/id.png"` or
/// `"../../other-repo/logo.png"` would copy a file of the runner into the output, the artifacts and the
/// review page. Unless told otherwise, every image path a document names (row, header, footer and
/// template images, custom accessories, images in a template row's values) must resolve inside the
/// *asset root*: the document's folder, or the folder ``root`` names. Absolute paths, `..` that leaves
/// the root and symbolic links that resolve outside it are refused when the document is read; the
/// check is on the file's real path (`realpath`), not on the text.
///
/// ```swift
/// // Images from a shared folder beside the documents' folder:
/// let document = try ListDocument.load(contentsOf: "lists/settings.json",
///                                      assets: AssetAccess(root: "shared-images"))
/// ```
///
/// The command line's `--assets DIR` and `--allow-outside-assets` set it. Documents built in code
/// (``ListDocument/init(appearance:width:scale:tint:traits:states:sections:templates:baseDirectory:)``)
/// are the program's own and are not checked.
public struct AssetAccess: Sendable, Hashable {
    /// The folder every image path must resolve inside (absolute, or relative to the current
    /// directory); `nil` for the document's own folder.
    public var root: String?
    /// Whether image paths may name any file (`--allow-outside-assets`): absolute paths, `..` and
    /// links out of the root are then followed as written.
    public var allowsOutside: Bool

    /// Creates an access rule.
    /// - Parameters:
    ///   - root: the asset root; `nil` for the document's folder.
    ///   - allowsOutside: whether paths may leave the root.
    public init(root: String? = nil, allowsOutside: Bool = false) {
        self.root = root
        self.allowsOutside = allowsOutside
    }

    /// Images only from inside the document's folder (the default).
    public static let documentFolder = AssetAccess()
    /// Any readable file (`--allow-outside-assets`; documents built in code).
    public static let unrestricted = AssetAccess(allowsOutside: true)

    /// The real path (symbolic links and `..` resolved) of an existing file or folder; `nil` when it
    /// cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` (a real path) is `root` (a real path) or inside it.
    static func contains(_ root: String, _ path: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
