import Foundation

/// An Interface Builder archive (`UINib`): declared so that code registering cells from nibs compiles, but
/// never loaded — Xcode compiles `.xib` files into nib archives, which Linux has neither the compiler nor the
/// loader for. Registering a cell, header or footer from a nib compiles; drawing a list that dequeues one fails
/// with an error naming the identifier, the nib and the line that registered it, and saying what to write
/// instead (register the class and build its views in code).
///
/// `@preconcurrency`, as UIKit's classes import from Objective-C: Swift 5 code may use it from a nonisolated
/// context, as it does on iOS.
@MainActor @preconcurrency open class UINib: NSObject {
    /// The keys of the options given when a nib is loaded (`UINib.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The objects outside the nib that it refers to.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (`nil` for a nib made from data).
    public let name: String?

    /// A nib of a name in a bundle (never loaded on Linux).
    /// - Parameters:
    ///   - name: the nib's name, without extension.
    ///   - bundleOrNil: the bundle (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// A nib from its archived data (never loaded on Linux).
    /// - Parameters:
    ///   - data: the archive.
    ///   - bundleOrNil: the bundle of its resources.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        super.init()
    }

    /// The nib's top-level objects: none, as nibs are not loaded on Linux (the next render fails naming the
    /// nib, as what it would draw depends on objects that were not made).
    /// - Parameters:
    ///   - ownerOrNil: the File's Owner.
    ///   - optionsOrNil: the options.
    /// - Returns: an empty array.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        DeferredNotes.shared.fail(Self.notLoaded("\(described).instantiate(withOwner:options:)"))
        return []
    }

    /// How the nib is written in messages.
    var described: String {
        name.map { "UINib(nibName: \"\($0)\")" } ?? "UINib(data:)"
    }

    /// The message for a nib asked for outside a list.
    static func notLoaded(_ call: String) -> String {
        "\(call) made no objects: nibs are not loaded on Linux (Xcode compiles .xib files into nib archives); "
            + "make the view in code for the snapshot, or guard the nib with #if canImport(UIKit)"
    }
}

/// A cell, header or footer registered from a nib, kept until a list dequeues it: drawing it is an error
/// that says what to write instead.
struct NibRegistration {
    var nib: String
    /// The nib's name (`nil` for a nib made from data): Xcode names a cell's nib after its class.
    var name: String? = nil
    var fileID: String
    var line: Int

    /// The warning of a view made by the factory of the class named like the nib.
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - what: what was registered ("cell", "supplementary view").
    ///   - className: the class.
    func madeByClassNote(_ identifier: String, what: String, className: String) -> String {
        "the \(what) for \"\(identifier)\" is registered from a nib (\(nib), at \(fileID):\(line)), which is not "
            + "loaded on Linux (Xcode compiles .xib files into nib archives): it is made by the factory of the class "
            + "named like the nib, \(className), so what the nib lays out is not drawn, only the views that factory makes"
    }

    /// The error of dequeuing it.
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - what: what was registered ("cell", "header or footer view", …).
    ///   - fix: the registration to write instead, with `\(identifier)` in place.
    func problem(_ identifier: String, what: String, fix: String) -> UIKitRenderError {
        .render("the \(what) for \"\(identifier)\" is registered from a nib (\(nib)), which is not loaded on Linux "
                    + "(Xcode compiles .xib files into nib archives); register its class instead — \(fix) — and build "
                    + "its views in code (in init(style:reuseIdentifier:) or init(frame:)), or guard the nib "
                    + "registration and draw the list on iOS", fileID: fileID, line: line)
    }
}

extension Bundle {
    /// Loads a nib's top-level objects (`loadNibNamed(_:owner:options:)`): none on Linux, where nibs are not
    /// loaded (the next render fails naming the nib).
    /// - Parameters:
    ///   - name: the nib's name.
    ///   - owner: the File's Owner.
    ///   - options: the options.
    /// - Returns: an empty array.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        DeferredNotes.shared.fail(UINib.notLoaded("Bundle.loadNibNamed(\"\(name)\", owner:options:)"))
        return []
    }
}

extension UITableView {
    /// Registers a nib for the cells of an identifier: compiles, and drawing a list that dequeues such a cell
    /// fails, naming the identifier, the nib and this call's place, with the class registration to write instead.
    /// - Parameters:
    ///   - nib: the nib.
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for the message.
    ///   - line: the caller's line, for the message.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String, fileID: String = #fileID,
                         line: Int = #line) {
        registrations[identifier] = nil
        nibRegistrations[identifier] = nib.map {
            NibRegistration(nib: $0.described, name: $0.name, fileID: fileID, line: line)
        }
    }

    /// Registers a nib for the header and footer views of an identifier: compiles, and drawing a list that
    /// dequeues such a view fails as for cells.
    /// - Parameters:
    ///   - nib: the nib.
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for the message.
    ///   - line: the caller's line, for the message.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String, fileID: String = #fileID,
                         line: Int = #line) {
        headerFooterRegistrations[identifier] = nil
        nibRegistrations["header-footer:" + identifier] = nib.map {
            NibRegistration(nib: $0.described, fileID: fileID, line: line)
        }
    }

    /// A cell of the class named like the nib registered for an identifier (`UINib(nibName: "ItemCell", …)` and
    /// `class ItemCell`), made by its factory, as Xcode's templates name a cell's nib after its class: the app's
    /// `as! ItemCell` then holds. What the nib itself lays out is not loaded, and the render warns so.
    func cellOfNibsClass(_ identifier: String) -> UITableViewCell? {
        guard let registration = nibRegistrations[identifier], let name = registration.name else { return nil }
        PreparedCellFactoryLoader.loadOnce()
        guard let cellClass = CellFactories.tableClasses[name], let factory = CellFactories.table[cellClass] else {
            return nil
        }
        DeferredNotes.shared.warn(registration.madeByClassNote(identifier, what: "cell", className: name))
        return factory(identifier)
    }

    /// The error of dequeuing a cell registered from a nib, if it is one.
    func nibProblem(cell identifier: String) -> UIKitRenderError? {
        nibRegistrations[identifier]?.problem(identifier, what: "cell",
                                              fix: "tableView.register(YourCell.self, forCellReuseIdentifier: "
                                                  + "\"\(identifier)\")")
    }

    /// The error of dequeuing a header or footer view registered from a nib, if it is one.
    func nibProblem(headerFooter identifier: String) -> UIKitRenderError? {
        nibRegistrations["header-footer:" + identifier]?.problem(
            identifier, what: "header or footer view",
            fix: "tableView.register(YourView.self, forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
    }
}

extension UICollectionView {
    /// Registers a nib for the cells of an identifier: compiles, and drawing a list that dequeues such a cell
    /// fails, naming the identifier, the nib and this call's place, with the class registration to write instead.
    /// - Parameters:
    ///   - nib: the nib.
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for the message.
    ///   - line: the caller's line, for the message.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String, fileID: String = #fileID,
                         line: Int = #line) {
        cellRegistrations[identifier] = nil
        nibRegistrations[identifier] = nib.map {
            NibRegistration(nib: $0.described, name: $0.name, fileID: fileID, line: line)
        }
    }

    /// Registers a nib for the supplementary views of a kind and identifier: compiles, and drawing a list that
    /// dequeues such a view fails as for cells.
    /// - Parameters:
    ///   - nib: the nib.
    ///   - kind: the element kind.
    ///   - identifier: the reuse identifier.
    ///   - fileID: the caller's file, for the message.
    ///   - line: the caller's line, for the message.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                         fileID: String = #fileID, line: Int = #line) {
        supplementaryRegistrations[SupplementaryKey(kind: kind, identifier: identifier)] = nil
        nibRegistrations[kind + ":" + identifier] = nib.map {
            NibRegistration(nib: $0.described, name: $0.name, fileID: fileID, line: line)
        }
    }

    /// A cell (or, with a kind, a supplementary view) of the class named like the nib registered for an
    /// identifier, made by its factory, as for table views (``UITableView/cellOfNibsClass(_:)``): the app's
    /// `as? ItemCell` then holds; what the nib lays out is not loaded, and the render warns so.
    func viewOfNibsClass(_ identifier: String, kind: String? = nil) -> UICollectionReusableView? {
        guard let registration = nibRegistrations[kind.map { $0 + ":" + identifier } ?? identifier],
              let name = registration.name, let view = CollectionCellFactories.make(named: name) else { return nil }
        DeferredNotes.shared.warn(registration.madeByClassNote(identifier, what: kind == nil ? "cell" : "supplementary view",
                                                              className: name))
        return view
    }

    /// The error of dequeuing a cell (or, with a kind, a supplementary view) registered from a nib, if it is one.
    func nibProblem(_ identifier: String, kind: String? = nil) -> UIKitRenderError? {
        let fix = kind.map {
            "collectionView.register(YourView.self, forSupplementaryViewOfKind: \"\($0)\", withReuseIdentifier: "
                + "\"\(identifier)\")"
        } ?? "collectionView.register(YourCell.self, forCellWithReuseIdentifier: \"\(identifier)\")"
        return nibRegistrations[kind.map { $0 + ":" + identifier } ?? identifier]?.problem(
            identifier, what: kind == nil ? "cell" : "supplementary view", fix: fix)
    }
}
