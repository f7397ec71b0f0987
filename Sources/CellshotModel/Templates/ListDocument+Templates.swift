extension ListDocument {
    /// The definition a row draws in a state: the row's template with its `values` bound into `$name`
    /// placeholders, then the overrides of the template's custom states whose row value is true (in the
    /// template's order), then the override of `state` (normal has none unless written), merged.
    ///
    /// Overrides merge view by view and property by property, as `updated(for:)` would: a later one wins.
    /// The template's shape and the row's values were checked when the document was read; what is
    /// checked here is each value's type where it lands (a `"$size"` that is not a number, say), with
    /// the error at the row's value.
    ///
    /// ```swift
    /// let rowPath = JSONPath.root.appending(key: "sections").appending(index: 1)
    ///     .appending(key: "rows").appending(index: 0)
    /// let selected = try document.template(for: row, at: rowPath, in: .selected)
    /// selected.views[0].properties.text   // "선택됨: 오늘도 코딩"
    /// ```
    /// - Parameters:
    ///   - row: a row drawn by a template (``Row/template`` is set).
    ///   - rowPath: where the row is (`sections[1].rows[0]`), for messages.
    ///   - state: the state to draw; pass ``Row/effectiveState(in:)`` to honour a pinned state.
    /// - Returns: the definition, with every view's properties as they are in that state.
    /// - Throws: ``DocumentError`` for a row without a template or with an unknown one, a value missing or
    ///   of the wrong type, or a missing image file. Its ``DocumentError/file`` is empty: set it to the
    ///   document's path before showing it.
    public func template(for row: Row, at rowPath: JSONPath,
                         in state: CellState) throws(DocumentError) -> TemplateDefinition {
        guard let name = row.template else {
            throw .missingKey("template", at: rowPath, expected: "the name of the template that draws the row")
        }
        guard let plan = try templateStore.plan(name) else {
            throw .unknownTemplate(name, at: rowPath.appending(key: "template"), knownNames: Array(templates.keys))
        }
        return try plan.definition(values: row.values, row: rowPath, state: state, context: templateStore.context)
    }
}
