import Cellshot
import Foundation

/// A mistake in UIKit code that cellshot reports instead of crashing: what went wrong, where (the file
/// and line of your call, when Swift gives them), and what to do.
///
/// ```swift
/// do { _ = try CellshotUIKit.render(tableView) } catch { print(error) }
/// // Settings.swift:42: dequeueReusableCell(withIdentifier: "row") but no cell is registered for "row" …
/// ```
public enum UIKitRenderError: Error, Equatable, CustomStringConvertible {
    /// A cell was dequeued with an identifier nothing was registered for.
    case unregisteredIdentifier(String, registered: [String], fileID: String, line: Int)
    /// A cell class was registered, but cellshot has no factory to make one.
    case missingCellFactory(className: String, identifier: String, fileID: String, line: Int)
    /// The table view has no data source.
    case noDataSource(fileID: String, line: Int)
    /// A mistake in a collection view's code: its registrations, data source or snapshot (the message says
    /// where, when Swift gives the place).
    case collectionView(String)
    /// A cell's content configuration cannot be drawn: its view is a list content view, or content views nest.
    case unsupportedContentConfiguration(typeName: String, row: IndexPath)
    /// A header or footer view is not a `UITableViewHeaderFooterView` drawn from a list content configuration.
    case unsupportedHeaderFooterView(typeName: String, section: Int, footer: Bool)
    /// A cell sets a view property cellshot does not draw (it would be silently lost otherwise).
    case unsupportedProperty(String, row: IndexPath, hint: String)
    /// A cell uses a layout no list content configuration draws.
    case unsupportedCellStyle(String, row: IndexPath)
    /// The data source gave a different number of sections or rows in one state column than in the first.
    case rowsChanged(state: String, detail: String)
    /// The snapshot's size is out of range.
    case invalidSize(String, fileID: String, line: Int)
    /// Drawing failed (an unknown symbol name with ``CellshotUIKit/strictSymbols``, an unreadable image…).
    case render(String, fileID: String, line: Int)

    func at(fileID: String, line: Int) -> UIKitRenderError {
        switch self {
        case let .unregisteredIdentifier(identifier, registered, _, _):
            .unregisteredIdentifier(identifier, registered: registered, fileID: fileID, line: line)
        case let .missingCellFactory(className, identifier, _, _):
            .missingCellFactory(className: className, identifier: identifier, fileID: fileID, line: line)
        default: self
        }
    }

    /// The message: where, what went wrong, and what to do.
    public var description: String {
        switch self {
        case let .unregisteredIdentifier(identifier, registered, fileID, line):
            let known = registered.isEmpty ? "nothing is registered"
                : "registered: " + registered.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(fileID):\(line): dequeueReusableCell(withIdentifier: \"\(identifier)\") but no cell class is "
                + "registered for \"\(identifier)\" (\(known)); call tableView.register(_:forCellReuseIdentifier:) "
                + "before the table view is drawn (UIKit would raise NSInternalInconsistencyException)"
        case let .missingCellFactory(className, identifier, fileID, line):
            return "\(fileID):\(line): cannot make a \(className) for \"\(identifier)\": Swift can only create a "
                + "registered subclass through a factory; add `CellshotUIKit.registerCell(\(className).self) { "
                + "\(className)(style: .default, reuseIdentifier: $0) }` to your Linux test set-up"
        case let .collectionView(message):
            return message
        case let .noDataSource(fileID, line):
            return "\(fileID):\(line): the table view has no dataSource; set tableView.dataSource before drawing it"
        case let .unsupportedContentConfiguration(typeName, row):
            return "row \(row.row) of section \(row.section): the content configuration \(typeName) cannot be drawn: "
                + "its content view is a UIListContentView, which shows only UIListContentConfiguration, or a "
                + "content view is nested in another; make a content view of UILabel, UIImageView and UIView "
                + "subviews placed with constraints (docs/uikit.md, \"Custom content views\")"
        case let .unsupportedHeaderFooterView(typeName, section, footer):
            return "the \(footer ? "footer" : "header") of section \(section): a \(typeName) is not drawn yet: cellshot "
                + "draws a UITableViewHeaderFooterView with a UIListContentConfiguration (or its textLabel), or the "
                + "data source's title (docs/uikit.md, \"What is not\")"
        case let .unsupportedProperty(property, row, hint):
            return "row \(row.row) of section \(row.section): \(property) is not drawn; \(hint)"
        case let .unsupportedCellStyle(style, row):
            return "row \(row.row) of section \(row.section): the cell style \(style) has no list content "
                + "configuration to draw it; use .default, .subtitle or .value1"
        case let .rowsChanged(state, detail):
            return "the \(state) column: \(detail); the data source must give the same sections and rows in every state"
        case let .invalidSize(message, fileID, line):
            return "\(fileID):\(line): \(message)"
        case let .render(message, fileID, line):
            return "\(fileID):\(line): \(message)"
        }
    }
}
