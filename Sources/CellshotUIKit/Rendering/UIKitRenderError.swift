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
    /// A cell class was registered, but cellshot has no factory to make one; `registeredAt` is the
    /// `register(_:forCellReuseIdentifier:)` call's `file:line`, and the class's name is `private:Name` for a
    /// class only its own file can name.
    case missingCellFactory(className: String, identifier: String, fileID: String, line: Int, registeredAt: String? = nil)
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
    /// Something in a header or footer view of yours that is not drawn yet.
    case unsupportedHeaderFooterProperty(String, section: Int, footer: Bool, hint: String)
    /// A cell uses a layout no list content configuration draws.
    case unsupportedCellStyle(String, row: IndexPath)
    /// The data source gave a different number of sections or rows in one state column than in the first.
    case rowsChanged(state: String, detail: String)
    /// The snapshot's size is out of range.
    case invalidSize(String, fileID: String, line: Int)
    /// Drawing failed (an unknown symbol name with ``CellshotUIKit/strictSymbols``, an unreadable image…).
    case render(String, fileID: String, line: Int)
    /// A mistake a table view's data source made (a diffable snapshot's, a cell provider's), at the render call.
    case tableDataSource(String, fileID: String, line: Int)
    /// Something the code says that changes the picture on iOS and is not drawn yet (a horizontally scrolling
    /// layout, a storyboard asked for before the render).
    case notDrawnYet(String, fileID: String, line: Int)

    func at(fileID: String, line: Int) -> UIKitRenderError {
        switch self {
        case let .unregisteredIdentifier(identifier, registered, _, _):
            .unregisteredIdentifier(identifier, registered: registered, fileID: fileID, line: line)
        case let .missingCellFactory(className, identifier, _, _, registeredAt):
            .missingCellFactory(className: className, identifier: identifier, fileID: fileID, line: line,
                                registeredAt: registeredAt)
        default: self
        }
    }

    /// The error at the render call, when it was found where no place was known.
    func placed(fileID: String, line: Int) -> UIKitRenderError {
        if case let .tableDataSource(message, "", _) = self { return .tableDataSource(message, fileID: fileID, line: line) }
        return self
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
        case let .missingCellFactory(className, identifier, fileID, line, registeredAt):
            return "\(fileID):\(line): cannot make \(FactoryAdvice.named(className)) for \"\(identifier)\": "
                + FactoryAdvice.advice(className: className,
                                       factory: "\(FactoryAdvice.name(className))(style: .default, reuseIdentifier: $0)",
                                       registeredAt: registeredAt)
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
                + "draws a UITableViewHeaderFooterView with a UIListContentConfiguration (or its textLabel), a view of "
                + "yours made of labels, image views, stack views and plain views, or the data source's title "
                + "(docs/uikit.md, \"What is not\")"
        case let .unsupportedProperty(property, row, hint):
            return "row \(row.row) of section \(row.section): \(property) is not drawn; \(hint)"
        case let .unsupportedHeaderFooterProperty(property, section, footer, hint):
            return "the \(footer ? "footer" : "header") view of section \(section): \(property) is not drawn; \(hint)"
        case let .unsupportedCellStyle(style, row):
            return "row \(row.row) of section \(row.section): the cell style \(style) has no list content "
                + "configuration to draw it; use .default, .subtitle or .value1"
        case let .rowsChanged(state, detail):
            return "the \(state) column: \(detail); the data source must give the same sections and rows in every state"
        case let .invalidSize(message, fileID, line):
            return "\(fileID):\(line): \(message)"
        case let .render(message, fileID, line), let .tableDataSource(message, fileID, line):
            return "\(fileID):\(line): \(message)"
        case let .notDrawnYet(message, fileID, line):
            return "\(fileID):\(line): \(message)"
        }
    }
}

/// What to add when Swift cannot make a cell of a registered class: the exact `registerCell` line, and where.
enum FactoryAdvice {
    /// The name a class is written with; a private class's reflected name (`App.(unknown context at $…).Cell`)
    /// is kept as `private:Cell` until the message is written.
    static func className(_ viewClass: AnyClass) -> String {
        let reflected = String(reflecting: viewClass)
        let plain = String(describing: viewClass)
        return reflected.contains("(unknown context at") ? "private:" + plain : plain
    }

    /// The class's name as written in code.
    static func name(_ className: String) -> String {
        className.hasPrefix("private:") ? String(className.dropFirst("private:".count)) : className
    }

    /// The class's name after "a" or "an", as it is read aloud by its first letter: "an InteractiveHeader".
    static func named(_ className: String) -> String {
        let name = name(className)
        return (name.first.map { "AEIOU".contains($0) } ?? false ? "an " : "a ") + name
    }

    /// The sentence that says which line to add and where.
    static func advice(className: String, factory: String, registeredAt: String?) -> String {
        let name = name(className)
        let line = "CellshotUIKit.registerCell(\(name).self) { \(factory) }"
        let reason = "Swift can only create a subclass of yours through a factory (its initialiser is not `required`)"
        if className.hasPrefix("private:") {
            let place = registeredAt.map { " — for example just before the register call at \($0)" } ?? ""
            return "\(reason), and \(name) is private, so only its own file can name it: add `#if !canImport(UIKit)` "
                + "`\(line)` `#endif` in the file that declares \(name)\(place)"
        }
        let place = registeredAt.map { " (it is registered at \($0))" } ?? ""
        return "\(reason); add `\(line)` to your Linux test set-up, before the list is drawn\(place)"
    }
}
