import Foundation

extension CellshotUIKit {
    /// Registers the factory that makes header and footer views of one of your `UITableViewHeaderFooterView`
    /// subclasses when a table view dequeues one (`register(_:forHeaderFooterViewReuseIdentifier:)`): Swift
    /// cannot make a subclass from its class object, as for cells.
    ///
    /// ```swift
    /// CellshotUIKit.registerCell(QuestionHeader.self) { QuestionHeader(reuseIdentifier: $0) }
    /// ```
    /// - Parameters:
    ///   - viewClass: the class registered with `register(_:forHeaderFooterViewReuseIdentifier:)`.
    ///   - make: makes a view for a reuse identifier.
    @MainActor public static func registerCell<View: UITableViewHeaderFooterView>(_ viewClass: View.Type,
                                                                                  make: @escaping (String?) -> View) {
        CellFactories.headerFooter[ObjectIdentifier(viewClass)] = make
    }
}

extension UITableView {
    /// Why a header or footer view of a registered subclass cannot be made, said at once on standard error
    /// (the app's own `as! MyHeader` stops the process before a render could say it) and by the render.
    func refuseHeaderFooter(_ viewClass: AnyClass, identifier: String) {
        let className = FactoryAdvice.className(viewClass)
        let message = "dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\") cannot make a "
            + "\(FactoryAdvice.name(className)): "
            + FactoryAdvice.advice(className: className, factory: "\(FactoryAdvice.name(className))(reuseIdentifier: $0)",
                                   registeredAt: nil)
        FileHandle.standardError.write(Data(("cellshot: error: " + message + "\n").utf8))
        problems.append(.tableDataSource(message, fileID: "", line: 0))
    }
}
