import Foundation

/// Seconds taken by a closure, on the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The timing policy shared with `kiwi/kiwi_bench.py`: a run under `cheap`
/// seconds (by `key`) is repeated `repeats` times and every timing is the median.
func measure(repeats: Int, cheap: Double = 1, key: String,
             _ run: () throws -> [String: Double]) rethrows -> [String: Double] {
    let first = try run()
    var runs = [first]
    if (first[key] ?? .infinity) < cheap {
        for _ in 1..<max(1, repeats) { runs.append(try run()) }
    }
    var result = first
    for name in first.keys where timingKeys.contains(name) {
        let sorted = runs.compactMap { $0[name] }.sorted()
        result[name] = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    result["repeats"] = Double(runs.count)
    return result
}

let timingKeys: Set<String> = ["construct", "setup", "add", "firstUpdate", "editTotal", "editMean", "addPlusEdits",
                               "addSolve", "buildSolve", "resolveTotal", "resolveMean", "rowTotal", "rowMean"]
