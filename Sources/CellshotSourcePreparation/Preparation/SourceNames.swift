/// The names of the prepared files: one per source, unique, made from its path relative to
/// `cellshot-sources.json` so that a compiler error's file and the prepared file are easy to match.
///
/// `../../App/Screens/Settings/SettingsViewController.swift` is `App+Screens+Settings+SettingsViewController.swift`
/// (the `..` that only climb out of the test package are left out). Never the file's own name: each prepared file
/// starts with `#sourceLocation` naming the app's file, whose `#fileID` (`Module/SettingsViewController.swift`) would
/// then be produced by two paths, which Swift warns about (seen when an override moved into another file). The CellshotSources plugin must name its
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
        return relativePaths.map { path in
            let parts = path.split(separator: "/").filter { $0 != ".." && $0 != "." }
            var base = parts.joined(separator: "+")
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
