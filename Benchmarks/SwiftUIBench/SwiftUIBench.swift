import Cellshot
import CellshotModel
import CellshotRender
import CellshotSwiftUI
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run -c release swiftui-bench [--rows 1000] [--runs 5]`
///
/// Issue 41's budget: N SwiftUI rows — an `HStack` of an image, two texts, a spacer and a chevron, in a `List` —
/// drawn by `CellshotSwiftUI.render` must take at most 1.5× the same rows as a list document (a value cell with
/// the image, the two texts and a disclosure indicator) drawn by `ListRenderer`, both to PNG bytes, in the same
/// run. CPU time of this process (user + system), the median of `--runs` alternating runs, so a loaded machine
/// moves both alike.
@main
struct SwiftUIBench {
    @MainActor static func main() throws {
        var rows = 1000
        var runs = 5
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--rows": rows = Int(arguments.popFirst() ?? "") ?? rows
            case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
            default:
                print("usage: swiftui-bench [--rows 1000] [--runs 5]")
                exit(64)
            }
        }
        let environment = try RenderEnvironment()
        let document = ListDocument(appearance: .insetGrouped, width: 390, scale: 3, sections: [
            CellshotModel.Section(rows: (0..<rows).map { index in
                CellshotModel.Row(configuration: .valueCell(text: "Setting \(index)", secondaryText: "On",
                                                            image: .symbol(BenchRow.symbols[index % 3]),
                                                            accessories: [.disclosureIndicator]))
            }),
        ])
        let view = BenchList(rows: rows)
        // Warm both paths (fonts, symbols).
        _ = try png(document, environment: environment)
        _ = try CellshotSwiftUI.render(BenchList(rows: 10), width: 390)
        var documentTimes: [Double] = [], swiftUITimes: [Double] = []
        for _ in 0..<runs {
            documentTimes.append(try cpuSeconds { _ = try png(document, environment: environment) })
            swiftUITimes.append(try cpuSeconds { _ = try CellshotSwiftUI.render(view, width: 390) })
        }
        let (documentTime, swiftUITime) = (median(documentTimes), median(swiftUITimes))
        print("\(rows) rows (an image, two texts, a spacer and a chevron), inset grouped, 390 pt @3x, CPU time (median of \(runs)):")
        print("  list document → PNG (ListRenderer)            \(format(documentTime))")
        print("  SwiftUI List → PNG (CellshotSwiftUI.render)   \(format(swiftUITime))   \(ratio(swiftUITime, documentTime))")
        print("budget: SwiftUI ÷ document ≤ 1.50×: \(swiftUITime / documentTime <= 1.5 ? "met" : "NOT met")")
    }

    static func png(_ document: ListDocument, environment: RenderEnvironment) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-bench-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ListRenderer(document: document, environment: environment).writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = clock()
        try body()
        return Double(clock() - start) / Double(CLOCKS_PER_SEC)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    static func format(_ seconds: Double) -> String { String(format: "%7.3f s", seconds) }
    static func ratio(_ value: Double, _ peer: Double) -> String { String(format: "%.2f×", value / peer) }
}

/// The SwiftUI rows: a list of N `BenchRow`s.
struct BenchList: View {
    let rows: Int
    var body: some View {
        List {
            ForEach(0..<rows, id: \.self) { BenchRow(index: $0) }
        }
    }
}

/// One row as app code writes it: an image, a title, a value, a spacer and a chevron.
struct BenchRow: View {
    static let symbols = ["wifi", "bell.badge", "moon.fill"]
    let index: Int

    var body: some View {
        HStack {
            Image(systemName: BenchRow.symbols[index % 3])
            Text("Setting \(index)")
            Spacer()
            Text("On").foregroundStyle(.secondary)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
    }
}
