import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Mistakes in UIKit code are reported with a message, never a trap.
@MainActor @Suite struct ErrorTests {
    final class UnmadeCell: UITableViewCell {}

    /// Seed 000's configuration: a content configuration of the app's own, whose view cellshot cannot lay out yet.
    struct MyCellConfiguration: UIContentConfiguration, Hashable {
        var title = ""
        func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
        func updated(for state: any UIConfigurationState) -> MyCellConfiguration { self }
    }

    final class Source: NSObject, UITableViewDataSource {
        var identifier = "cell"
        var calls = 0
        var growing = false
        var configure: (UITableViewCell) -> Void = { _ in }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            calls += 1
            return growing ? calls : 1
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            configure(cell)
            return cell
        }
    }

    private func error(_ source: Source, register: (UITableView) -> Void = { _ in },
                       states: [CellshotUIKit.State] = [.normal]) -> UIKitRenderError? {
        let tableView = UITableView(frame: .zero, style: .plain)
        register(tableView)
        tableView.dataSource = source
        do {
            _ = try CellshotUIKit.render(tableView, states: states)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnregisteredIdentifierNamesTheCallAndTheRegisteredOnes() {
        let source = Source()
        source.identifier = "rwo"
        let error = error(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "row") }
        // The line of `dequeueReusableCell` in Source above.
        #expect(error?.description == "CellshotUIKitTests/ErrorTests.swift:29: dequeueReusableCell(withIdentifier: "
                    + "\"rwo\") but no cell class is registered for \"rwo\" (registered: \"row\"); call "
                    + "tableView.register(_:forCellReuseIdentifier:) before the table view is drawn (UIKit would raise "
                    + "NSInternalInconsistencyException)")
    }

    @Test func aCellClassWithoutAFactoryIsExplained() {
        let error = error(Source()) { $0.register(UnmadeCell.self, forCellReuseIdentifier: "cell") }
        #expect(error?.description.contains("cannot make an UnmadeCell for \"cell\"") == true)
        #expect(error?.description.contains("CellshotUIKit.registerCell(UnmadeCell.self) { UnmadeCell(style: .default, "
                                                + "reuseIdentifier: $0) }") == true)
    }

    @Test func aRegisteredFactoryMakesTheCell() throws {
        CellshotUIKit.registerCell(UnmadeCell.self) { UnmadeCell(style: .subtitle, reuseIdentifier: $0) }
        defer { CellFactories.table[ObjectIdentifier(UnmadeCell.self)] = nil }
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UnmadeCell.self, forCellReuseIdentifier: "cell")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        #expect(cell is UnmadeCell)
        #expect(cell.reuseIdentifier == "cell")
        #expect(tableView.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    @Test func aTableWithoutADataSourceIsReportedAtTheCall() {
        let tableView = UITableView(frame: .zero, style: .plain)
        let line = #line; let error = Result { try CellshotUIKit.render(tableView) }.failureValue
        #expect(error as? UIKitRenderError == .noDataSource(fileID: "CellshotUIKitTests/ErrorTests.swift", line: line))
        #expect(error.map { "\($0)" } == "CellshotUIKitTests/ErrorTests.swift:\(line): the table view has no dataSource; "
                    + "set tableView.dataSource before drawing it")
    }

    @Test func aCustomConfigurationShownByAListContentViewIsReported() {
        let source = Source()
        source.configure = { $0.contentConfiguration = MyCellConfiguration(title: "오늘도 코딩") }
        let error = error(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell") }
        #expect(error == .unsupportedContentConfiguration(typeName: "MyCellConfiguration", row: IndexPath(row: 0, section: 0)))
        #expect(error?.description.hasPrefix("row 0 of section 0: the content configuration MyCellConfiguration "
                                                 + "cannot be drawn: its content view is a UIListContentView") == true)
    }

    /// A content view whose subviews keep their autoresizing mask, or relate to views outside it.
    final class LooseContentView: UIView {
        let label = UILabel()
        init(translates: Bool, outside: UIView? = nil) {
            super.init(frame: .zero)
            label.translatesAutoresizingMaskIntoConstraints = translates
            label.text = "Loose"
            addSubview(label)
            label.topAnchor.constraint(equalTo: (outside ?? self).topAnchor).isActive = true
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aConstraintToAViewOutsideIsReported() {
        let source = Source()
        source.configure = { cell in
            let outside = UIView()
            let loose = LooseContentView(translates: false, outside: outside)
            loose.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(loose)
        }
        let error = error(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell") }
        #expect(error?.description.hasPrefix("row 0 of section 0: a constraint to a view outside the content view is "
                                                 + "not drawn") == true)
    }

    @Test func anAccessoryBesideACustomContentViewIsDrawn() {
        let source = Source()
        source.configure = { cell in
            cell.contentView.addSubview(LooseContentView(translates: false))
            cell.accessoryType = .disclosureIndicator
        }
        // Drawn beside it since issue 30 (CustomContentAccessoryTests has the frames).
        #expect(error(source) { $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell") } == nil)
    }

    @Test func rowsThatChangeBetweenColumnsAreReported() {
        let source = Source()
        source.growing = true
        let error = error(source, register: { $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell") },
                          states: [.normal, .selected])
        #expect(error?.description == "the selected column: 2 rows in section 0 instead of 1; the data source must give "
                    + "the same sections and rows in every state")
    }

    @Test func theValue2StyleIsReported() {
        let error = error(Source()) { tableView in
            CellshotUIKit.registerCell(UnmadeCell.self) { UnmadeCell(style: .value2, reuseIdentifier: $0) }
            tableView.register(UnmadeCell.self, forCellReuseIdentifier: "cell")
        }
        CellFactories.table[ObjectIdentifier(UnmadeCell.self)] = nil
        #expect(error == .unsupportedCellStyle(".value2", row: IndexPath(row: 0, section: 0)))
    }

    @Test func anUnknownSymbolIsReportedWithTheCallWhenStrict() {
        CellshotUIKit.strictSymbols = true
        defer { CellshotUIKit.strictSymbols = false }
        #expect {
            try CellshotUIKit.render(cell: {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.imageView?.image = UIImage(systemName: "no.such.symbol")
                return cell
            })
        } throws: { error in
            "\(error)".hasPrefix("CellshotUIKitTests/ErrorTests.swift:") && "\(error)".contains("no.such.symbol")
        }
    }

    @Test func aWidthOutOfRangeIsReported() {
        let source = Source()
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.dataSource = source
        #expect(throws: UIKitRenderError.self) { try CellshotUIKit.render(tableView, width: 0) }
        #expect(throws: UIKitRenderError.self) { try CellshotUIKit.render(tableView, states: []) }
    }
}

extension Result {
    /// The error, if the result is one.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Views are named after the properties of your classes that hold them, never after cellshot's own.
@MainActor @Suite struct ViewNamingTests {
    final class Card: UIView {
        let inner = UIView()
        let caption = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            inner.translatesAutoresizingMaskIntoConstraints = false
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.text = "US$ 5"
            addSubview(inner)
            inner.addSubview(caption)
            NSLayoutConstraint.activate([
                inner.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                inner.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                inner.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                caption.topAnchor.constraint(equalTo: inner.topAnchor),
                caption.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
                caption.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
                caption.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.5, constant: -4),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func viewsAreNamedAfterTheirPropertiesAndTextIsLiteral() throws {
        let document = try CellshotUIKit.document(of: [.init(cells: [{
            let cell = UICollectionViewCell()
            let card = Card()
            card.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                card.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                card.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            ])
            return cell
        }])], appearance: .insetGrouped)
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        let text = "\(template)"
        #expect(text.contains("\"inner\"") && text.contains("\"caption\"") && text.contains("\"view1\""))
        #expect(!text.contains("\"parent\""))
        #expect(text.contains("US$$ 5"))
        #expect(text.contains("caption.width == 0.5 * inner.width - 4"))
        #expect(text.contains("caption.leading == inner.margins.leading"))
        // And it draws.
        let png = try CellshotUIKit.render([.init(cells: [{
            let cell = UICollectionViewCell()
            let card = Card()
            card.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                card.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                card.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            ])
            return cell
        }])], appearance: .insetGrouped)
        #expect(png.count > 1000)
    }
}
