import CellshotModel
import Foundation

extension CellshotUIKit {
    /// What a preview's body holds that cellshot draws — the list it shows, or the one cell it is — and what the
    /// body made, kept alive while it is drawn (as the canvas keeps it): a table's data source is often the view
    /// controller, which the table does not retain.
    package struct PreviewSubject {
        /// The list or cell.
        package enum Kind {
            case tableView(UITableView)
            case collectionView(UICollectionView)
            case tableCell(UITableViewCell)
            case collectionCell(UICollectionViewCell)
        }

        /// The list or cell.
        package let kind: Kind
        /// The view or view controller the body made.
        package let owner: AnyObject
        /// The requests the body's code sent while it was made (a `viewDidLoad` that loads), refused as drawing
        /// refuses them (`OfflineDrawing`).
        package let refusedRequests: [String]

        /// What the subject is, for messages ("the table view").
        package var noun: String {
            switch kind {
            case .tableView: "the table view"
            case .collectionView: "the collection view"
            case .tableCell: "the cell"
            case .collectionCell: "the collection view cell"
            }
        }

        /// The subject of a preview's body, made now: for a view controller (its view loaded), a table view
        /// controller's table, a collection view controller's collection view, a navigation controller's top
        /// controller's subject, else the first found in its view, else in its children's; for a view, the first
        /// table view, collection view or cell in its hierarchy (the view itself first, then its subviews depth
        /// first). `nil` when it holds none.
        @MainActor package init?(_ body: Preview.Body) {
            // The body's code runs offline, as the drawing that follows does: a view controller loads its view here.
            let (made, refused) = OfflineDrawing.run { () -> (owner: AnyObject, found: Kind?)? in
                switch body {
                case .view(let make):
                    let view = make()
                    return (view, Self.first(in: view))
                case .viewController(let make):
                    let controller = make()
                    return (controller, Self.first(in: controller))
                case .picture:
                    // Drawn by its front end, not searched for a list (the assertion asks it for its pictures).
                    return nil
                }
            }
            guard let made, let found = made.found else { return nil }
            kind = found
            owner = made.owner
            refusedRequests = refused
        }

        @MainActor private static func first(in controller: UIViewController) -> Kind? {
            controller.loadViewIfNeeded()
            if let table = controller as? UITableViewController { return .tableView(table.tableView) }
            if let collection = controller as? UICollectionViewController { return .collectionView(collection.collectionView) }
            if let navigation = controller as? UINavigationController {
                return navigation.topViewController.flatMap { first(in: $0) }
            }
            if let view = controller.view, let found = first(in: view) { return found }
            return controller.children.lazy.compactMap { first(in: $0) }.first
        }

        @MainActor private static func first(in view: UIView) -> Kind? {
            switch view {
            case let table as UITableView: return .tableView(table)
            case let collection as UICollectionView: return .collectionView(collection)
            case let cell as UITableViewCell: return .tableCell(cell)
            case let cell as UICollectionViewCell: return .collectionCell(cell)
            default: return view.subviews.lazy.compactMap { first(in: $0) }.first
            }
        }
    }

    /// How a preview's traits are drawn: the list's width, and a warning for each trait drawn otherwise than
    /// a device would show it (never silently).
    package struct PreviewLayout: Equatable {
        /// The list's width in points.
        package var width: CGFloat
        /// One line per trait not drawn as named.
        package var warnings: [String]

        /// The layout of `traits`, for a list `defaultWidth` wide by default.
        package init(traits: [PreviewTrait<Preview.ViewTraits>], defaultWidth: CGFloat) {
            width = defaultWidth
            warnings = []
            for kind in traits.flatMap(\.kinds) {
                switch kind {
                case .portrait, .defaultLayout:
                    break
                case .portraitUpsideDown:
                    warnings.append("trait .portraitUpsideDown: drawn upright")
                case .landscapeLeft, .landscapeRight:
                    warnings.append("trait .\(kind == .landscapeLeft ? "landscapeLeft" : "landscapeRight"): drawn in portrait, \(Self.points(defaultWidth)) pt wide")
                case .sizeThatFitsLayout:
                    warnings.append("trait .sizeThatFitsLayout: the list is drawn \(Self.points(width)) pt wide and as tall as its rows, not fitted to the content's width")
                case .fixedLayout(let fixedWidth, let height):
                    width = fixedWidth
                    warnings.append("trait .fixedLayout(width: \(Self.points(fixedWidth)), height: \(Self.points(height))): the list is drawn \(Self.points(fixedWidth)) pt wide and as tall as its rows, not \(Self.points(height)) pt")
                }
            }
        }

        private static func points(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
    }

    /// The document of a preview's subject and the warnings of drawing it (the traits' first), as `render`
    /// writes them, named by the preview's file and line: for the assertion library.
    @MainActor package static func documentAndWarnings(of subject: PreviewSubject, layout: PreviewLayout,
                                                       states: [State], traits: UITraitCollection,
                                                       fileID: String, line: Int) throws(UIKitRenderError)
        -> (document: ListDocument, warnings: [String]) {
        let drawn: (document: ListDocument, warnings: [String])
        switch subject.kind {
        case .tableView(let table):
            drawn = try documentAndWarnings(of: table, states: states, traits: traits, width: layout.width,
                                            fileID: fileID, line: line)
        case .collectionView(let collection):
            drawn = try documentAndWarnings(of: collection, states: states, traits: traits, width: layout.width,
                                            fileID: fileID, line: line)
        case .tableCell(let cell):
            drawn = try documentAndWarnings(ofCell: cell, style: .plain, states: states, traits: traits,
                                            width: layout.width, fileID: fileID, line: line)
        case .collectionCell(let cell):
            drawn = try documentAndWarnings(of: [ListSection(cells: [{ cell }])], appearance: .plain, states: states,
                                            traits: traits, width: layout.width, fileID: fileID, line: line)
        }
        withExtendedLifetime(subject.owner) {}
        let traitWarnings = (layout.warnings + subject.refusedRequests).map { "\(fileID):\(line): warning: \($0)" }
        return (drawn.document, traitWarnings + drawn.warnings)
    }
}
