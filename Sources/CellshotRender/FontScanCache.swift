import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fontconfig cache of the font set, so that a process does not scan the font files with FreeType
/// every time it starts (the two Noto Sans CJK collections alone take some 30 ms: most of a one-row
/// render).
///
/// fontconfig caches whole directories, so the set's files are linked into a private directory of their
/// own, named after the files' paths, sizes and modification times: an updated font package gives
/// another directory and another cache, never a stale one. Both live under `$XDG_CACHE_HOME/cellshot`
/// (`~/.cache/cellshot`). The cache holds what a scan would find, so the fonts, and the pixels, are the
/// same with it or without it; when the directory cannot be made (no home, a read-only one) the files
/// are scanned as before.
enum FontScanCache {
    /// Adds `files` to `configuration` through a cached directory; `false` when that cannot be set up
    /// (the caller then adds the files one by one).
    static func addFonts(_ files: [String], to configuration: OpaquePointer) -> Bool {
        guard let root = cacheRoot(), let directory = linkedDirectory(for: files, under: root) else { return false }
        let rules = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><cachedir>\(escaped(root + "/fontconfig"))</cachedir></fontconfig>
            """
        guard FcConfigParseAndLoadFromMemory(configuration, rules, 1) != 0 else { return false }
        return FcConfigAppFontAddDir(configuration, directory) != 0
    }

    /// `$XDG_CACHE_HOME/cellshot`, or `$HOME/.cache/cellshot`; `nil` without either.
    private static func cacheRoot() -> String? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache + "/cellshot" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/cellshot" }
        return nil
    }

    /// The directory of links to `files`, made if missing; `nil` when a file is missing or it cannot be made.
    private static func linkedDirectory(for files: [String], under root: String) -> String? {
        var signature = FNV1a()
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else { return nil }
            // Each field ends with a NUL, so that "ab" + "c" and "a" + "bc" differ.
            signature.add(Array(file.utf8) + [0])
            #if canImport(Darwin)
            let modified = info.st_mtimespec   // Darwin's name for POSIX's st_mtim
            #else
            let modified = info.st_mtim
            #endif
            signature.add(Array("\(info.st_size) \(modified.tv_sec) \(modified.tv_nsec)".utf8) + [0])
        }
        let directory = root + "/fonts-" + signature.hex
        if access(directory, R_OK | X_OK) == 0 { return directory }
        guard makeDirectories(root) else { return nil }
        // Made beside it and renamed into place, so that a process never sees half the links.
        let staging = directory + ".\(getpid()).tmp"
        guard mkdir(staging, 0o755) == 0 else { return nil }
        for (index, file) in files.enumerated() {
            // Numbered, so the directory's order is the set's whatever the file names.
            let name = String(index + 100) + "-" + (file.split(separator: "/").last.map(String.init) ?? "font")
            guard symlink(file, staging + "/" + name) == 0 else {
                removeDirectory(staging)
                return nil
            }
        }
        if rename(staging, directory) != 0 {
            // Another process made it first: use theirs.
            removeDirectory(staging)
            guard access(directory, R_OK | X_OK) == 0 else { return nil }
        }
        return directory
    }

    private static func makeDirectories(_ path: String) -> Bool {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    private static func removeDirectory(_ path: String) {
        if case .success(let names) = FolderListing.names(in: path) {
            for name in names { unlink(path + "/" + name) }
        }
        rmdir(path)
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `text` as XML character data.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
