import CellshotModel

extension ListDocument {
    /// A template row's definition in a state (``template(for:at:in:)``), its errors naming `file`.
    func template(for row: Row, at rowPath: JSONPath, in state: CellState, file: String) throws(CellshotError) -> TemplateDefinition {
        do {
            return try template(for: row, at: rowPath, in: state)
        } catch {
            var located = error
            located.file = file
            throw .document(located)
        }
    }
}

extension CellshotError {
    /// A document error of a template row with the row and state it was drawn for in its hint: the
    /// mistake may come from the row's values or a state's override. Other errors are unchanged.
    func drawing(_ rowPath: JSONPath, in state: CellState) -> CellshotError {
        guard case .document(var error) = self else { return self }
        error.hint = [error.hint, "drawing \(rowPath) in the \(state.rawValue) state"].compactMap { $0 }.joined(separator: "; ")
        return .document(error)
    }
}
