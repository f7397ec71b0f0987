/// The names of the prepared files: one per source, unique — the file's own name when no other source (nor a file
/// of the target's own) has it, so that `#fileID` is the app's (`Module/SettingsViewController.swift`, as on iOS:
/// previews and warnings are named from it); else made from its path relative to `cellshot-sources.json`:
/// `../../App/Screens/Settings/Cell.swift` beside another `Cell.swift` is `App+Screens+Settings+Cell.swift` (the `..`
/// that only climb out of the test package are left out). The CellshotSources plugin must name its
/// outputs before the build and cannot use this library, so it repeats this rule; the tool uses it when it lists
/// the sources itself.
public enum SourceNames {
    /// A unique file name for each relative path, in order.
    /// - Parameters:
    ///   - relativePaths: the sources' paths relative to the configuration's folder, `/`-separated.
    ///   - taken: names already in the target (its own Swift files), compared without case as macOS does.
    /// - Returns: the names, each ending in `.swift`.
    public static func names(for relativePaths: [String], taken: Set<String> = []) -> [String] {
        var used = Set(taken.map { $0.lowercased() })
        // A file's own name when no other source has it: then `#fileID`, and the names previews and warnings take
        // from it, are the app's (`Module/RowView.swift`), as on iOS.
        var counts: [String: Int] = [:]
        for path in relativePaths { counts[(path.split(separator: "/").last.map(String.init) ?? path).lowercased(), default: 0] += 1 }
        return relativePaths.map { path in
            let parts = path.split(separator: "/").filter { $0 != ".." && $0 != "." }
            let own = parts.last.map(String.init) ?? path
            var base = counts[own.lowercased()] == 1 && !used.contains(own.lowercased()) ? own : parts.joined(separator: "+")
            if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
            var name = base + ".swift"
            var number = 2
            while used.contains(name.lowercased()) {
                name = "\(base)~\(number).swift"
                number += 1
            }
            used.insert(name.lowercased())
            return name
        }
    }
}
