import Foundation
import Testing

/// A headless Chromium, when one is installed (Debian: `apt-get install chromium`).
public enum Chromium {
    /// `chromium` or `chromium-browser` on `PATH`, or `nil`.
    public static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let candidate = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// The DOM of the page at `file` after its scripts ran for 3 s of virtual time, as Chromium dumps it.
    public static func dumpDOM(of file: String, scratch: String) throws -> String {
        let output = (scratch as NSString).appendingPathComponent("dom.html")
        try #require(FileManager.default.createFile(atPath: output, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=" + (scratch as NSString).appendingPathComponent("profile"),
                             "--virtual-time-budget=3000", "--dump-dom", URL(fileURLWithPath: file).absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("chromium did not finish within 90 s")
        }
        process.waitUntilExit()
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// The attributes of the dumped page's `<body>` tag.
    public static func bodyAttributes(_ dom: String) -> [String: String] {
        guard let start = dom.range(of: "<body"), let end = dom[start.upperBound...].firstIndex(of: ">") else { return [:] }
        var attributes: [String: String] = [:]
        let tag = String(dom[start.upperBound..<end])
        let pattern = try? NSRegularExpression(pattern: #"([a-z-]+)="([^"]*)""#)
        for match in pattern?.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)) ?? [] {
            if let name = Range(match.range(at: 1), in: tag), let value = Range(match.range(at: 2), in: tag) {
                attributes[String(tag[name])] = String(tag[value])
            }
        }
        return attributes
    }
}
