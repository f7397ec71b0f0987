import CellshotModel
import Foundation

/// What the delegate says about selecting and highlighting that the state columns do not follow.
///
/// The selected and highlighted columns draw every row in that state, as if the user had touched each one.
/// A delegate that refuses the touch (`collectionView(_:shouldSelectItemAt:)` or
/// `tableView(_:willSelectRowAt:)` answering `false` or `nil`, `shouldHighlight…` answering `false`) means iOS
/// never shows those rows so: the picture would differ from the app without a word. Until the columns follow the
/// delegate, each refusal is a warning naming the rows and the method.
@MainActor enum SelectionNotes {
    /// The warnings for the rows a refusing delegate keeps out of the drawn columns.
    /// - Parameters:
    ///   - states: the columns drawn.
    ///   - paths: every row's index path, in order.
    ///   - method: the delegate method's name for a kind of column (`.selected` or `.highlighted`).
    ///   - refuses: whether the delegate refuses that kind of column for a row.
    static func notes(states: [CellshotUIKit.State], paths: [IndexPath],
                      methods: (select: String, highlight: String),
                      refuses: (CellshotUIKit.State, IndexPath) -> Bool) -> [String] {
        var notes: [String] = []
        for (kind, method) in [(CellshotUIKit.State.selected, methods.select), (.highlighted, methods.highlight)] {
            let columns = states.filter { kind == .selected ? $0.flags.selected : $0.flags.highlighted }
            guard let column = columns.first else { continue }
            let refused = paths.filter { refuses(kind, $0) }
            guard !refused.isEmpty else { continue }
            notes.append("the delegate's \(method) refuses \(describe(refused)), so iOS never shows "
                + "\(refused.count == 1 ? "it" : "them") \(kind.rawValue); the \(column.rawValue) column draws "
                + "\(refused.count == 1 ? "it" : "them") \(kind.rawValue) all the same")
        }
        return notes
    }

    /// "row 2 of section 0", "rows 0–8 of section 0 and row 1 of section 2".
    static func describe(_ paths: [IndexPath]) -> String {
        var parts: [String] = []
        for section in Set(paths.map(\.section)).sorted() {
            let rows = paths.filter { $0.section == section }.map(\.row).sorted()
            var runs: [String] = []
            var start = rows[0], end = rows[0]
            for row in rows.dropFirst() {
                if row == end + 1 { end = row; continue }
                runs.append(start == end ? "\(start)" : "\(start)–\(end)")
                start = row; end = row
            }
            runs.append(start == end ? "\(start)" : "\(start)–\(end)")
            let plural = rows.count > 1 ? "rows" : "row"
            parts.append("\(plural) \(runs.joined(separator: ", ")) of section \(section)")
        }
        return ListFormatter.and(parts)
    }
}
