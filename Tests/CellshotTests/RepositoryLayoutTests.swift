import Foundation
import Testing

/// The repository clones onto a default macOS disk, which ignores case: no two paths may differ only by case
/// (`Sources/Cellshot` and `Sources/cellshot` once did), and no two modules either (their build products share
/// a folder).
@Suite struct RepositoryLayoutTests {
    /// Every path below the repository's root, build folders and hidden folders left out.
    static func paths() -> [String] {
        let root = TestSupport.root.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__Snapshots__" && path.hasPrefix("Integrations") {
                walker.skipDescendants()
                continue
            }
            paths.append(path)
        }
        return paths
    }

    @Test("No two paths differ only by case")
    func pathsDifferBeyondCase() {
        let paths = Self.paths()
        #expect(paths.count > 500)
        let groups = Dictionary(grouping: paths, by: { $0.lowercased() }).values.filter { $0.count > 1 }
        #expect(groups.isEmpty, "\(groups)")
    }

    @Test("No two targets differ only by case")
    func targetsDifferBeyondCase() throws {
        let manifest = try String(contentsOf: TestSupport.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let names = manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
        #expect(names.contains("CellshotCLI") && names.contains("Cellshot"))
        // Distinct spellings: a target named again as a dependency (`.target(name:condition:)`) is no clash.
        let groups = Dictionary(grouping: Set(names), by: { $0.lowercased() }).values.filter { $0.count > 1 }
        #expect(groups.isEmpty, "\(groups)")
    }

    /// What can be checked of the macOS build on Linux: every source file of the package's modules that imports
    /// Glibc imports Darwin in its other branch, and no Linux-only name (`st_mtim`, glibc's malloc calls) is used
    /// outside a branch for Linux. The Linux-only benchmarks (list-bench, render-bench) are not built on a Mac.
    @Test("Sources that import Glibc import Darwin too, and Linux-only names stay behind #if")
    func sourcesBuildOnMacOS() throws {
        let linuxOnly = ["Benchmarks/ListBench/", "Benchmarks/RenderBench/"]
        let sources = Self.paths().filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Fuzz/")
            && !linuxOnly.contains(where: $0.hasPrefix) && ($0.hasPrefix("Sources/") || $0.hasPrefix("Benchmarks/")) }
        #expect(sources.count > 200)
        for path in sources {
            let text = try String(contentsOf: TestSupport.root.appendingPathComponent(path), encoding: .utf8)
            if text.contains("import Glibc") {
                #expect(text.contains("canImport(Darwin)"), "\(path) imports Glibc without a Darwin branch")
            }
            for name in ["st_mtim", "malloc_trim", "mallopt", "RUSAGE_SELF.rawValue"] where text.contains(name) {
                #expect(text.contains("#if os(Linux)") || text.contains("#if canImport(Darwin)"),
                        "\(path) uses \(name), which Darwin does not have, outside a branch")
            }
        }
    }
}
