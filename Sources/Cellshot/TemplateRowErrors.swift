import CellshotModel

extension ListDocument {
    /// A template row's definition in a state (``template(for:at:in:)``), its errors as the renderer's.
    func templateDefinition(for row: Row, at rowPath: JSONPath, in state: CellState) throws(CellshotError) -> TemplateDefinition {
        do throws(DocumentError) {
            return try template(for: row, at: rowPath, in: state)
        } catch {
            throw .document(error)
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
