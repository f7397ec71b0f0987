import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `--jobs` target: `cellshot render --jobs 2` against `--jobs 1` on the 1,000-row list, with
/// identical bytes. Measured when this build of cellshot has the option; reported as not measured
/// otherwise (the parallel renderer is separate work of issue 7).
struct JobsBench {
    let context: BenchContext

    func run() throws {
        let report = context.report
        report.section("--jobs: cellshot render --jobs 2 against --jobs 1, 1,000 rows at 3x")
        guard try Self.help(of: context.options.cellshot).contains("--jobs") else {
            report.target("--jobs 2 ÷ --jobs 1, 1,000 rows", "this build of cellshot render has no --jobs option",
                          target: "≥ 1.6× faster, identical bytes", met: nil)
            return
        }
        let document = try context.document(rows: 1000, scale: BenchOptions.scale)
        var walls: [Int: Double] = [:]
        var bytes: [Int: Data] = [:]
        for jobs in [1, 2] {
            let output = "\(context.scratch)/jobs-\(jobs).png"
            FileHandle.standardError.write(Data("list-bench: --jobs \(jobs) …\n".utf8))
            let runs = try context.render(document, to: output, scale: BenchOptions.scale, extra: ["--jobs", String(jobs)])
            walls[jobs] = median(runs.map(\.wall))
            bytes[jobs] = FileManager.default.contents(atPath: output)
            if context.options.keep == nil { unlink(output) }
        }
        let speedUp = walls[1]! / walls[2]!
        let identical = bytes[1] != nil && bytes[1] == bytes[2]
        report.target("--jobs 2 ÷ --jobs 1, 1,000 rows",
                      "\(formatRatio(speedUp)) faster (\(formatTime(walls[1]!)) → \(formatTime(walls[2]!))), bytes "
                      + (identical ? "identical" : "DIFFERENT"),
                      target: "≥ 1.6× faster, identical bytes", met: speedUp >= 1.6 && identical)
    }

    /// `cellshot render --help`.
    static func help(of cellshot: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cellshot)
        process.arguments = ["render", "--help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
