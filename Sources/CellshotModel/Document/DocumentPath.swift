#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a document named on the command line really is, for what its messages may quote.
///
/// A pull request can put a symbolic link among its documents that leads to a runner's secret
/// (`lists/evil.yaml → ~/.env`); `cellshot verify lists/*` names it. A message about such a file quotes
/// nothing of it (``DocumentError/withholdingContent()``): a file is quoted only when it lies inside the folder
/// it is named in — no link on its path, the file's or a folder's, leads out of the folder that link is in.
enum DocumentPath {
    /// Whether `path`, as written, reaches its file through a symbolic link that leads out of the folder the
    /// link is in (or to nothing). A pipe (`<(generate-list)`, whose `/dev/fd/63` is such a link) is the
    /// runner's own command's output, not a file a pull request can hold: it never leads out.
    static func leadsOutOfItsFolder(_ path: String) -> Bool {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG { return false }
        var folder = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where component != "." {
            let walked = folder + component
            var link = stat()
            if lstat(walked, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                guard let target = AssetAccess.realPath(walked),
                      let parent = AssetAccess.realPath(folder.isEmpty ? "." : folder),
                      AssetAccess.contains(parent, target) else { return true }
            }
            folder = walked + "/"
        }
        return false
    }
}
