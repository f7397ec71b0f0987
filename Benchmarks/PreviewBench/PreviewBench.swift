import CellshotModel
import CellshotSwiftUI
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run -c release preview-bench [--runs 3]`
///
/// Issue 44's budget: the previews of a 100-preview module (Previews.swift) drawn after the build at 10 previews a
/// second or more on the project's 2-core machine. Each run finds the module's previews at run time (as
/// `assertPreviewSnapshots(in:)` does) and draws every one to a PNG file, light, at 3x, 393 pt wide: the work of the
/// assertion less the comparison with a reference (an equal-bytes check when it matches). Wall-clock and CPU time of
/// this process (user + system; the machine is shared, so CPU time is the steadier), the median of `--runs`.
@main
struct PreviewBench {
    @MainActor static func main() throws {
        var runs = 3
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
            default:
                print("usage: preview-bench [--runs 3]")
                exit(64)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Warm the fonts and symbols.
        _ = try CellshotSwiftUI.render(BenchSettingsRow(title: "Warm", value: "On", symbol: "wifi"), width: 393)
        var wall: [Double] = [], cpu: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let start = Date()
            let clockStart = clock()
            count = try drawAll(in: folder)
            cpu.append(Double(clock() - clockStart) / Double(CLOCKS_PER_SEC))
            wall.append(Date().timeIntervalSince(start))
        }
        let (wallTime, cpuTime) = (median(wall), median(cpu))
        print("\(count) previews (PreviewBench: rows, badges, short lists; five traits), 393 pt @3x, light, median of \(runs):")
        print(String(format: "  wall clock %7.3f s   %6.1f previews/s", wallTime, Double(count) / wallTime))
        print(String(format: "  CPU time   %7.3f s   %6.1f previews/s", cpuTime, Double(count) / cpuTime))
        print("budget: ≥ 10 previews/s (wall clock): \(Double(count) / wallTime >= 10 ? "met" : "NOT met")")
        let rate = Double(count) / wallTime
        print("beside a simulator (published by the tools' users; no simulator runs on Linux, so not measured here):")
        for peer in PublishedSimulatorTime.all {
            print(String(format: "  %6.2f s a preview  %5.1f previews/s  cellshot %5.1f× — ", peer.secondsPerPreview,
                         1 / peer.secondsPerPreview, rate * peer.secondsPerPreview) + peer.source)
        }
    }

    /// Finds the module's previews and draws each one; returns how many.
    @MainActor static func drawAll(in folder: String) throws -> Int {
        let entries = CellshotUIKit.previewEntries(in: "PreviewBench")
        for entry in entries {
            guard case .picture(let picture) = entry.make().body else { continue }
            let request = CellshotUIKit.PreviewPictureRequest(
                traits: entry.make().traits.flatMap(\.kinds), width: 393, states: [.normal], style: .light,
                contentSize: .large, direction: .leftToRight, scale: 3, look: .ios26, folder: folder,
                fileID: entry.fileID, line: entry.line)
            _ = try picture.draw(request)
        }
        return entries.count
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

/// A settings row: a symbol, a title, a spacer, a value and a chevron.
struct BenchSettingsRow: View {
    var title: String
    var value: String
    var symbol: String
    var body: some View {
        HStack {
            Image(systemName: symbol).foregroundStyle(.blue)
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
            Image(systemName: "chevron.right").foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// A contact row: a circle, a name and a detail.
struct BenchContactRow: View {
    var name: String
    var detail: String
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.purple).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

/// A badge: a capsule of text.
struct BenchBadge: View {
    var text: String
    var body: some View {
        Text(text).font(.caption).bold().padding(.horizontal, 10).padding(.vertical, 4)
            .background(Capsule().fill(Color.orange.opacity(0.25)))
    }
}

/// A short inset grouped list.
struct BenchList: View {
    var section: String
    var rows: Int
    var body: some View {
        List {
            Section(section) {
                ForEach(0..<rows, id: \.self) { index in
                    BenchSettingsRow(title: "Row \(index)", value: "\(index)", symbol: "star")
                }
            }
        }
    }
}

/// A toggle row.
struct BenchToggleRow: View {
    var title: String
    @State var isOn: Bool
    var body: some View {
        Toggle(title, isOn: $isOn).padding()
    }
}

/// A simulator's time per snapshot of a preview, as the users of the tools that take them have published it: the peer
/// this benchmark is set beside. Neither runs on Linux, so they are cited, not measured in the same run.
struct PublishedSimulatorTime {
    let secondsPerPreview: Double
    let source: String

    static let all = [
        // element-hq/element-x-ios, Tools/Prefire/PreviewTests.stencil at 341b177e23e0dc9956a834760488c9888c92c63d:
        // the generated test waits `delay: TimeInterval = 1.0` before each preview's snapshot unless the preview
        // sets its own — a floor of a second a preview, before the simulator draws it.
        PublishedSimulatorTime(secondsPerPreview: 1.0,
                               source: "Prefire's preview test as element-x-ios generates it (its 1 s wait a preview)"),
        // SwiftLeeds/swiftleeds-ios pull request #142 (2026-08-28): "Of that 6m 48s, 6.99s was spent running tests"
        // for twelve swift-snapshot-testing tests on the iOS Simulator job — the run only, not the build or boot.
        PublishedSimulatorTime(secondsPerPreview: 6.99 / 12,
                               source: "swift-snapshot-testing on an iOS Simulator CI job (SwiftLeeds, 12 in 6.99 s)"),
    ]
}
