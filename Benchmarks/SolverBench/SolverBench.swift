import Foundation

/// `swift run -c release solver-bench [--sizes 100,1000,5000] [--quick] [--no-kiwi]`
///
/// Runs the solver workloads of `Benchmarks/kiwi/kiwi_bench.py` through
/// cellshot's solver and — in the same run — through kiwisolver (by running
/// that script), and prints both with their ratio. Needs `pip install kiwisolver`
/// for the peer; without it only cellshot's figures are printed.
@main
struct SolverBench {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...(index + 1)) }
            return arguments[index + 1]
        }
        let sizes = (option("--sizes") ?? "100,1000").split(separator: ",").compactMap { Int($0) }
        let skipNaturalAbove = Int(option("--skip-natural-above") ?? "") ?? 1000
        let only = Set((option("--only") ?? "grid,form,cells,layout").split(separator: ",").map(String.init))
        let quick = arguments.contains("--quick")
        let withKiwi = !arguments.contains("--no-kiwi")
        let repeats = quick ? 3 : 7
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("kiwi").path

        var ours: [String: [String: Double]] = [:]
        for n in sizes where only.contains("grid") {
            for order in ["natural", "required-first"] {
                let key = "grid.\(order).\(n)"
                log("cellshot \(key) …")
                ours[key] = try measure(repeats: repeats, key: "addPlusEdits") {
                    try GridWorkload.run(views: n, order: order)
                }
            }
        }
        if only.contains("form") {
            log("cellshot form …")
            ours["form"] = try measure(repeats: repeats, key: "buildSolve") {
                try FormWorkload.run(directory: directory, cycles: quick ? 10 : 50)
            }
        }
        for views in [10, 20, 50] where only.contains("cells") {
            log("cellshot cell\(views) …")
            ours["cell\(views)"] = try measure(repeats: repeats, key: "rowTotal") {
                try CellWorkload.run(directory: directory, views: views, maxRows: quick ? 50 : nil)
            }
        }

        for views in [10, 20, 50] where only.contains("layout") {
            log("cellshot layout\(views) …")
            ours["layout\(views)"] = try measure(repeats: repeats, key: "rowTotal") {
                try LayoutWorkload.run(views: views)
            }
        }

        var kiwi: [String: [String: Double]] = [:]
        if withKiwi {
            log("kiwisolver (same workloads, same run) …")
            kiwi = KiwiPeer.run(directory: directory, sizes: sizes, skipNaturalAbove: skipNaturalAbove, quick: quick,
                                only: only.subtracting(["layout"]).sorted().joined(separator: ","))
        }
        Report.print(ours: ours, kiwi: kiwi, sizes: sizes)
    }

    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Runs `kiwi_bench.py` and reads its JSON.
enum KiwiPeer {
    static func run(directory: String, sizes: [Int], skipNaturalAbove: Int, quick: Bool,
                    only: String) -> [String: [String: Double]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "\(directory)/kiwi_bench.py", "--sizes", sizes.map(String.init).joined(separator: ","),
                             "--skip-natural-above", String(skipNaturalAbove), "--only", only] + (quick ? ["--quick"] : [])
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            SolverBench.log("kiwisolver: could not start python3 (\(error))")
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let results = object["results"] as? [String: [String: Any]] else {
            SolverBench.log("kiwisolver: no results (is it installed? pip install kiwisolver)")
            return [:]
        }
        return results.mapValues { entry in entry.compactMapValues { ($0 as? NSNumber)?.doubleValue } }
    }
}

/// The comparison table.
enum Report {
    static func print(ours: [String: [String: Double]], kiwi: [String: [String: Double]], sizes: [Int]) {
        var rows: [(String, Double?, Double?)] = []
        for n in sizes {
            for order in ["natural", "required-first"] {
                let key = "grid.\(order).\(n)"
                rows.append(("grid N=\(n) \(order): add", ours[key]?["add"], kiwi[key]?["add"]))
                rows.append(("grid N=\(n) \(order): edit re-solve", ours[key]?["editMean"], kiwi[key]?["editMean"]))
            }
        }
        rows.append(("form: build + solve", ours["form"]?["buildSolve"], kiwi["form"]?["buildSolve"]))
        rows.append(("form: add + solve (objects built)", ours["form"]?["addSolve"], kiwi["form"]?["addSolve"]))
        rows.append(("form: re-solve at a new size", ours["form"]?["resolveMean"], kiwi["form"]?["resolveMean"]))
        for views in [10, 20, 50] {
            let key = "cell\(views)"
            rows.append(("cell \(views) views: build + solve", ours[key]?["buildSolve"], kiwi[key]?["buildSolve"]))
            rows.append(("cell \(views) views: re-solve per row", ours[key]?["rowMean"], kiwi[key]?["rowMean"]))
        }
        let header = "workload".padding(toLength: 44, withPad: " ", startingAt: 0)
            + "cellshot".leftPadded(12) + "kiwi".leftPadded(12) + "kiwi/cellshot".leftPadded(15)
        Swift.print(header)
        Swift.print(String(repeating: "-", count: header.count))
        for (name, mine, theirs) in rows {
            let ratio = mine.flatMap { m in theirs.map { String(format: "%.1f×", $0 / max(m, 1e-12)) } } ?? "—"
            Swift.print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
                        + format(mine).leftPadded(12) + format(theirs).leftPadded(12) + ratio.leftPadded(15))
        }
        let layoutRows = [10, 20, 50].compactMap { views -> (String, Double?, Double?)? in
            guard let result = ours["layout\(views)"] else { return nil }
            return ("layout \(views) views: per row, reused", result["rowMean"], result["rebuildMean"])
        }
        if !layoutRows.isEmpty {
            Swift.print("")
            Swift.print("workload".padding(toLength: 44, withPad: " ", startingAt: 0) + "reuse".leftPadded(12)
                        + "rebuild".leftPadded(12) + "rebuild/reuse".leftPadded(15))
            for (name, mine, theirs) in layoutRows {
                let ratio = mine.flatMap { m in theirs.map { String(format: "%.1f×", $0 / max(m, 1e-12)) } } ?? "—"
                Swift.print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
                            + format(mine).leftPadded(12) + format(theirs).leftPadded(12) + ratio.leftPadded(15))
            }
        }
        Swift.print("")
        for (key, result) in ours.sorted(by: { $0.key < $1.key }) {
            var facts: [String] = []
            if let error = result["maxAbsError"] ?? result["checksumMaxError"] { facts.append("max error \(error)") }
            if let pivots = result["pivots"] { facts.append("pivots \(Int(pivots))") }
            if let pivots = result["artificialPivots"] { facts.append("artificial \(Int(pivots))") }
            if let pivots = result["dualPivots"] { facts.append("dual \(Int(pivots))") }
            if let substitutions = result["substitutions"] { facts.append("substitutions \(Int(substitutions))") }
            if let mismatches = result["mismatches"] { facts.append("reuse/rebuild height mismatches \(Int(mismatches))") }
            if let build = result["build"] { facts.append("build \(format(build))") }
            if let repeats = result["repeats"] { facts.append("runs \(Int(repeats))") }
            Swift.print("cellshot \(key): " + facts.joined(separator: ", "))
        }
    }

    static func format(_ seconds: Double?) -> String {
        guard let seconds else { return "—" }
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f µs", seconds * 1e6)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
