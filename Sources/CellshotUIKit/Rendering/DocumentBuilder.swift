import CellshotGraphics
import CellshotModel
import Foundation

/// Collects the state columns of a UIKit list into one list document: each row's configuration in each
/// state is its own override (`row.states[state]`), so nothing leaks from one column into another.
struct DocumentBuilder {
    /// A section as one column saw it.
    struct ColumnSection {
        var header: HeaderFooterConfiguration?
        var footer: HeaderFooterConfiguration?
        var rows: [ColumnRow] = []
    }

    /// A row as one column saw it.
    struct ColumnRow {
        var configuration: CellConfiguration
        var indentationLevel = 0
        var indentationWidth: Double?
        var indentsAccessories: Bool?
        /// A state the row is drawn in whatever the column (a selected row of a table view).
        var pinnedState: CellshotUIKit.State?
    }

    let states: [CellshotUIKit.State]
    let traits: UITraitCollection
    private(set) var document: ListDocument
    private let tint: Color

    init(appearance: ListAppearance, states: [CellshotUIKit.State], traits: UITraitCollection, width: CGFloat,
         scale: CGFloat?, tint tintColor: UIColor, fileID: String, line: Int) throws(UIKitRenderError) {
        guard width > 0, Double(width) <= DocumentLimits.maximumWidth else {
            throw .invalidSize("the width must be greater than 0 and at most \(Int(DocumentLimits.maximumWidth)) "
                                   + "points, not \(width)", fileID: fileID, line: line)
        }
        let scale = Double(scale ?? (traits.displayScale > 0 ? traits.displayScale : CGFloat(DocumentLimits.defaultScale)))
        guard DocumentLimits.scales.contains(scale) else {
            throw .invalidSize("the scale must be from 1 to 4, not \(scale)", fileID: fileID, line: line)
        }
        guard !states.isEmpty else {
            throw .invalidSize("give at least one state to draw", fileID: fileID, line: line)
        }
        self.states = states
        self.traits = traits
        let systemBlue = SystemColor.systemBlue.color(for: traits.resolvedStyle)
        tint = tintColor.resolved(in: traits, tint: systemBlue)
        document = ListDocument(appearance: appearance, width: Double(width), scale: scale,
                                tint: tintColor.reference(in: traits, tint: systemBlue),
                                traits: traits.modelTraits, states: states.map(\.model))
    }

    /// The lowering of a column.
    func lowering(for state: CellshotUIKit.State) -> ConfigurationLowering {
        ConfigurationLowering(traits: traits, tint: tint, state: state.model, appearance: document.appearance)
    }

    /// Adds a column: the first one makes the sections, the others must have the same shape.
    mutating func add(_ sections: [ColumnSection], state: CellshotUIKit.State) throws(UIKitRenderError) {
        if document.sections.isEmpty, state == states[0] {
            document.sections = sections.map { section in
                Section(header: section.header, footer: section.footer, rows: section.rows.map { column in
                    var row = Row(state: column.pinnedState?.model,
                                  states: [(column.pinnedState ?? state).model: column.configuration])
                    if column.indentationLevel != 0 { row.indentationLevel = column.indentationLevel }
                    row.indentationWidth = column.indentationWidth
                    row.indentsAccessories = column.indentsAccessories
                    return row
                })
            }
            return
        }
        guard sections.count == document.sections.count else {
            throw .rowsChanged(state: state.rawValue, detail: "\(sections.count) sections instead of "
                                   + "\(document.sections.count)")
        }
        for (index, section) in sections.enumerated() {
            guard section.rows.count == document.sections[index].rows.count else {
                throw .rowsChanged(state: state.rawValue, detail: "\(section.rows.count) rows in section \(index) "
                                       + "instead of \(document.sections[index].rows.count)")
            }
            for (rowIndex, row) in section.rows.enumerated() {
                document.sections[index].rows[rowIndex].states[(row.pinnedState ?? state).model] = row.configuration
            }
        }
    }
}
