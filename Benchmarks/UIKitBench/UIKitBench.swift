import Cellshot
import CellshotModel
import CellshotRender
import CellshotUIKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run -c release uikit-bench [--rows 1000] [--runs 5] [--grid]`
///
/// `--grid` measures a collection view of N grid items (``GridCollection``) the same way, against its document.
///
/// Issue 16's budget: a table of N rows from a data source (`UITableViewCell`s dequeued and configured with
/// `defaultContentConfiguration()`, as app code does) drawn by `CellshotUIKit.render` must take at most 1.5× the
/// same list drawn from its document by `ListRenderer`, both to PNG bytes, in the same run. The document is the
/// one the table lowers to (`CellshotUIKit.document(of:)`), so both draw the same pixels (checked). CPU time of
/// this process (user + system), the median of `--runs` alternating runs, so a loaded machine moves both alike.
@main
struct UIKitBench {
    @MainActor static func main() throws {
        var rows = 1000
        var runs = 5
        var grid = false
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--rows": rows = Int(arguments.popFirst() ?? "") ?? rows
            case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
            case "--grid": grid = true
            default:
                print("usage: uikit-bench [--rows 1000] [--runs 5] [--grid]")
                exit(64)
            }
        }
        let environment = try RenderEnvironment()
        if grid {
            try gridBench(items: rows, runs: runs, environment: environment)
            return
        }
        let table = SettingsTable(rows: rows)
        let states: [CellshotUIKit.State] = [.normal, .selected]
        let document = try CellshotUIKit.document(of: table.tableView, states: states)
        let fromDocument = { () throws -> Data in try png(document, environment: environment) }
        let fromTable = { () throws -> Data in
            try png(try CellshotUIKit.document(of: table.tableView, states: states), environment: environment)
        }
        // The table's document and the document give the same file; `render` writes its own text chunks, so its
        // pixels are compared — on at most 300 rows, as the renderer's reader stops at 1 GiB of pixels (1,000
        // rows in two columns at 3x are 1.5 GiB).
        let checked = SettingsTable(rows: min(rows, 300))
        let checkedDocument = try CellshotUIKit.document(of: checked.tableView, states: states)
        guard try fromTable() == fromDocument(),
              try pixels(CellshotUIKit.render(checked.tableView, states: states))
                == pixels(png(checkedDocument, environment: environment)) else {
            print("error: the table and its document drew different images")
            exit(1)
        }
        var documentTimes: [Double] = [], tableTimes: [Double] = [], renderTimes: [Double] = []
        for _ in 0..<runs {
            documentTimes.append(try cpuSeconds { _ = try fromDocument() })
            tableTimes.append(try cpuSeconds { _ = try fromTable() })
            renderTimes.append(try cpuSeconds { _ = try CellshotUIKit.render(table.tableView, states: states) })
        }
        let lowering = try cpuSeconds { _ = try CellshotUIKit.document(of: table.tableView, states: states) }
        let (documentTime, tableTime, renderTime) = (median(documentTimes), median(tableTimes), median(renderTimes))
        print("\(rows) rows, 2 states, inset grouped, 3x, CPU time (median of \(runs)):")
        print("  document → PNG (ListRenderer)                 \(format(documentTime))")
        print("  table → document → PNG                        \(format(tableTime))   \(ratio(tableTime, documentTime))")
        print("  CellshotUIKit.render(tableView) → PNG data    \(format(renderTime))   \(ratio(renderTime, documentTime))")
        print("  of which the table's lowering to a document   \(format(lowering))")
        print("budget: table ÷ document ≤ 1.50×: \(renderTime / documentTime <= 1.5 ? "met" : "NOT met")")
    }

    /// A grid of N items through `CellshotUIKit.render(collectionView)` against its document through `ListRenderer`.
    @MainActor static func gridBench(items: Int, runs: Int, environment: RenderEnvironment) throws {
        let grid = GridCollection(items: items)
        let states: [CellshotUIKit.State] = [.normal, .selected]
        let document = try CellshotUIKit.document(of: grid.collectionView, states: states)
        guard document.sections.first?.grid != nil else {
            print("error: the collection view did not lower to a grid section")
            exit(1)
        }
        let checked = GridCollection(items: min(items, 300))
        guard try pixels(CellshotUIKit.render(checked.collectionView, states: states))
                == pixels(png(try CellshotUIKit.document(of: checked.collectionView, states: states), environment: environment)) else {
            print("error: the collection view and its document drew different images")
            exit(1)
        }
        var documentTimes: [Double] = [], renderTimes: [Double] = []
        for _ in 0..<runs {
            documentTimes.append(try cpuSeconds { _ = try png(document, environment: environment) })
            renderTimes.append(try cpuSeconds { _ = try CellshotUIKit.render(grid.collectionView, states: states) })
        }
        let lowering = try cpuSeconds { _ = try CellshotUIKit.document(of: grid.collectionView, states: states) }
        let (documentTime, renderTime) = (median(documentTimes), median(renderTimes))
        print("\(items) grid items (3 a row), 2 states, 3x, CPU time (median of \(runs)):")
        print("  document → PNG (ListRenderer)                       \(format(documentTime))")
        print("  CellshotUIKit.render(collectionView) → PNG data     \(format(renderTime))   \(ratio(renderTime, documentTime))")
        print("  of which the collection view's lowering             \(format(lowering))")
        print("budget: collection view ÷ document ≤ 1.50×: \(renderTime / documentTime <= 1.5 ? "met" : "NOT met")")
    }

    /// The PNG a document draws, as a file's bytes.
    static func png(_ document: ListDocument, environment: RenderEnvironment) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bench-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ListRenderer(document: document, environment: environment).writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A PNG's pixels, read back by the renderer's own reader: its text chunks (provenance) may differ.
    static func pixels(_ png: Data) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bench-\(getpid())-read.png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try png.write(to: URL(fileURLWithPath: path))
        return try PNGImage.read(path: path)
    }

    /// CPU time of this process, user and system (C's `clock()`, on Linux and macOS alike).
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = clock()
        try body()
        return Double(clock() - start) / Double(CLOCKS_PER_SEC)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    static func format(_ seconds: Double) -> String { String(format: "%7.3f s", seconds) }
    static func ratio(_ value: Double, _ peer: Double) -> String { String(format: "%.2f×", value / peer) }
}

/// A Settings-like table: N rows of three kinds, written as app code writes them.
@MainActor final class SettingsTable: NSObject, UITableViewDataSource {
    let rows: Int
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(rows: Int) {
        self.rows = rows
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        tableView.dataSource = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content: UIListContentConfiguration
        switch indexPath.row % 3 {
        case 0:
            content = .valueCell()
            content.secondaryText = "On"
        case 1:
            content = .subtitleCell()
            content.secondaryText = "Row \(indexPath.row) of \(rows), with a subtitle"
        default:
            content = cell.defaultContentConfiguration()
        }
        content.text = "Setting \(indexPath.row)"
        content.image = UIImage(systemName: ["wifi", "bell.badge", "moon.fill"][indexPath.row % 3])
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
