import Foundation

/// The rows or items a table or collection view has selected, in the order they were selected, each once:
/// what `selectRow(at:…)`/`selectItem(at:…)` and their deselecting counterparts keep, drawn selected in every
/// column.
struct SelectedIndexPaths {
    private(set) var all: [IndexPath] = []

    /// Selects an index path, or with `nil` deselects every one (UIKit's meaning of `nil`).
    mutating func select(_ indexPath: IndexPath?) {
        guard let indexPath else { return all = [] }
        if !all.contains(indexPath) { all.append(indexPath) }
    }

    mutating func deselect(_ indexPath: IndexPath) { all.removeAll { $0 == indexPath } }

    func contains(_ indexPath: IndexPath) -> Bool { all.contains(indexPath) }

    /// The selected index paths, or `nil` for none (as `indexPathsForSelectedRows`/`Items` answer).
    var orNil: [IndexPath]? { all.isEmpty ? nil : all }
}
