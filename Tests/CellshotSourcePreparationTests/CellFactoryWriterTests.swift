@testable import CellshotSourcePreparation
import Testing

/// The preparation writes, in each file, the factories Linux makes the file's cell classes with (`CellFactoryWriter`):
/// what a test had to write by hand (`CellshotUIKit.registerCell`) for each cell subclass a list dequeues.
@Suite struct CellFactoryWriterTests {
    /// The registration lines the files' factories hold, in order.
    func registrations(_ files: [String]) -> [[String]] {
        let inputs = files.enumerated().map { SourcePreparer.Input(path: "/app/F\($0.offset).swift", text: $0.element) }
        let result = SourcePreparer(modules: [.uikit]).prepare(inputs)
        #expect(result.succeeded)
        return result.files.map { file in
            (file ?? "").split(separator: "\n").map { $0.drop { $0 == " " } }
                .filter { $0.hasPrefix("CellshotUIKit.registerPreparedCell") }.map(String.init)
        }
    }

    @Test func everyCellClassWithUIKitsInitialiserGetsAFactory() {
        let file = """
            import UIKit
            final class NewsCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            private class Plain: UITableViewCell {}
            class Header: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Tile: UICollectionViewListCell { convenience init(item: Int) { self.init(frame: .zero) } }
            class CoderOnly: UITableViewCell { required init?(coder: NSCoder) { fatalError() } }
            class Generic<T>: UITableViewCell {}
            class Model { init(style: Int, reuseIdentifier: String?) {} }
            enum Outer { class Inner: UICollectionViewCell {} }
            """
        #expect(registrations([file]) == [[
            "CellshotUIKit.registerPreparedCell(NewsCell.self) { NewsCell(style: .default, reuseIdentifier: $0) }",
            "CellshotUIKit.registerPreparedCell(Plain.self) { Plain(style: .default, reuseIdentifier: $0) }",
            "CellshotUIKit.registerPreparedCell(Header.self) { Header(reuseIdentifier: $0) }",
            "CellshotUIKit.registerPreparedCell(Tile.self) { Tile(frame: .zero) }",
            "CellshotUIKit.registerPreparedCell(Outer.Inner.self) { Outer.Inner(frame: .zero) }",
        ]])
    }

    @Test func aSubclassOfAnAppCellInAnotherFileInheritsItsInitialiser() {
        let base = """
            import UIKit
            class BaseCell: UITableViewCell {
                override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let derived = """
            import UIKit
            class ProfileCell: BaseCell { var name = "" }
            class BadgeCell: BaseCell { init(badge: Int) { super.init(style: .default, reuseIdentifier: nil) } }
            """
        #expect(registrations([base, derived]) == [
            ["CellshotUIKit.registerPreparedCell(BaseCell.self) { BaseCell(style: .default, reuseIdentifier: $0) }"],
            ["CellshotUIKit.registerPreparedCell(ProfileCell.self) { ProfileCell(style: .default, reuseIdentifier: $0) }"],
        ])
    }

    @Test func aFileWithoutCellClassesIsUnchanged() {
        let result = SourcePreparer(modules: [.uikit]).prepare([.init(path: "/app/M.swift", text: "struct Item {}\n")])
        #expect(result.files == [#"#sourceLocation(file: "/app/M.swift", line: 1)"# + "\nstruct Item {}\n"])
    }

    @Test(arguments: [
        ("(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", ["style", "reuseIdentifier"]),
        ("(frame: CGRect = .zero)", ["frame"]), ("()", []), ("(_ x: [Int: (A, B)], y: Int)", ["_", "y"]),
    ])
    func labels(clause: String, labels: [String]) {
        #expect(CellFactoryWriter.labels(clause) == labels)
    }
}
