import Foundation

/// `list-bench` options (see `usage`).
struct BenchOptions {
    static let usage = """
        usage: list-bench --cellshot PATH [--rows 10,100,1000,10000] [--peer-rows 1,1000] [--peer-scale 2]
                          [--peer-states 1,3] [--reuse-rows 1000] [--seed 7] [--only render,floor,chromium,reuse,jobs]
                          [--chromium PATH] [--keep DIR] [--quick]
               list-bench generate ROWS [--seed 7] [--scale 3] [--html STATES]   (prints a document or its HTML)
        """

    /// The release `cellshot` binary to run as a child process.
    var cellshot = ""
    var rows = [10, 100, 1000, 10_000]
    var peerRows = [1, 1000]
    /// The scale of the Chromium comparison (the Chromium figures are at 2x).
    var peerScale = 2.0
    /// The Chromium comparison's sheets: one state (one column, as the Chromium figures), and the
    /// three states of the end-to-end runs side by side.
    var peerStates = [1, 3]
    var reuseRows = 1000
    var seed: UInt64 = 7
    var only: Set<String> = ["render", "floor", "chromium", "reuse", "jobs"]
    var chromium: String?
    /// Where to keep the documents, pages and images; a temporary folder, removed, otherwise.
    var keep: String?
    var quick = false

    /// The states drawn, one column each, as the issue asks.
    static let states = ["normal", "selected", "highlighted"]
    /// The scale of the end-to-end runs.
    static let scale = 3.0

    init(arguments: [String]) throws {
        var arguments = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = arguments.popFirst() else { throw BenchError("\(name) needs a value\n\(Self.usage)") }
            return value
        }
        func numbers(_ name: String) throws -> [Int] {
            let list = try value(name).split(separator: ",").map { Int($0.replacingOccurrences(of: "_", with: "")) }
            guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else { throw BenchError("\(name): expected counts like 10,100") }
            return list.compactMap { $0 }
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--cellshot": cellshot = try value(argument)
            case "--rows": rows = try numbers(argument)
            case "--peer-rows": peerRows = try numbers(argument)
            case "--peer-scale":
                guard let scale = Double(try value(argument)), (1...4).contains(scale) else {
                    throw BenchError("--peer-scale: expected 1 to 4")
                }
                peerScale = scale
            case "--peer-states":
                peerStates = try numbers(argument)
                guard peerStates.allSatisfy({ $0 <= Self.states.count }) else {
                    throw BenchError("--peer-states: expected counts of states from 1 to \(Self.states.count)")
                }
            case "--reuse-rows": reuseRows = try numbers(argument)[0]
            case "--seed":
                guard let seed = UInt64(try value(argument)) else { throw BenchError("--seed: expected a whole number") }
                self.seed = seed
            case "--only": only = Set(try value(argument).split(separator: ",").map(String.init))
            case "--chromium": chromium = try value(argument)
            case "--keep": keep = try value(argument)
            case "--quick": quick = true
            default: throw BenchError("unknown option \(argument)\n\(Self.usage)")
            }
        }
        let known: Set = ["render", "floor", "chromium", "reuse", "jobs"]
        guard only.isSubset(of: known) else {
            throw BenchError("--only: expected some of \(known.sorted().joined(separator: ","))")
        }
        guard !cellshot.isEmpty else { throw BenchError("--cellshot is required\n\(Self.usage)") }
        guard FileManager.default.isExecutableFile(atPath: cellshot) else {
            throw BenchError("\(cellshot) is not an executable; build it: swift build -c release --product cellshot")
        }
    }

    /// The repository's root, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Headless Chromium: the given path, or `chromium` / `chromium-browser` on `PATH`.
    func chromiumPath() -> String? {
        if let chromium { return FileManager.default.isExecutableFile(atPath: chromium) ? chromium : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }
}
