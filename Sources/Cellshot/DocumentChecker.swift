import CellshotGraphics
import CellshotModel
import CellshotRender

/// Checks what a document names before anything is laid out: symbol names against the
/// symbol table (with close names suggested) and files decoded, each reported at its JSON path.
/// Template rows are bound in every state they are drawn in, so a missing value fails here.
/// A symbol name the table lacks is drawn as a placeholder and warned about once, at its first use
/// (an error when ``strictSymbols``).
struct DocumentChecker {
    let document: ListDocument
    let images: ImageCache
    /// The most rows and sections the document may have (``ResourceLimits/rows``, ``ResourceLimits/sections``).
    var budget = DocumentBudget()
    /// The render's text budget: symbols' names are checked against it before they are looked up.
    var textBudget = TextBudget(limits: ResourceLimits())
    /// Whether an unknown symbol name is an error rather than a warning (``RenderOptions/strictSymbols``).
    var strictSymbols = false
    /// Each unknown symbol name in the order first met: where it is first used and how often.
    private var unknownSymbols: [(name: String, path: String, uses: Int)] = []
    /// Each rendering mode a symbol asks for that its stand-in cannot show, once per name and mode: the warning.
    private var undrawnModes: [(name: String, mode: String, warning: String)] = []

    init(document: ListDocument, images: ImageCache, budget: DocumentBudget = DocumentBudget(),
         textBudget: TextBudget = TextBudget(limits: ResourceLimits()), strictSymbols: Bool = false) {
        self.document = document
        self.images = images
        self.budget = budget
        self.textBudget = textBudget
        self.strictSymbols = strictSymbols
    }

    /// One warning per unknown symbol name: `JSON path: message`, at its first use, with how many more there are.
    var warnings: [String] {
        let symbols = try? images.symbols()
        return unknownSymbols.map { unknown in
            let suggestions = symbols?.suggestions(for: unknown.name) ?? []
            let others = unknown.uses - 1
            return "\(unknown.path): unknown SF Symbol \(JSONText.quoted(unknown.name)), drawn as a placeholder (a dashed "
                + "square)" + (others > 0 ? " here and at \(others) more place\(others == 1 ? "" : "s")" : "") + "; "
                + (suggestions.isEmpty ? "docs/symbols.md says how to add a name"
                    : "did you mean " + suggestions.map { JSONText.quoted($0) }.joined(separator: ", ") + "?")
        } + undrawnModes.map(\.warning)
    }

    /// Notes a symbol style's rendering mode that its stand-in cannot show: multicolour (the stand-ins have no
    /// colours of their own), hierarchical or palette on a glyph of one layer, a palette colour past the layers.
    /// - Parameters:
    ///   - symbolPath: where the style is written (an image's `symbol` object, a template image view).
    ///   - drawing: for a template's image, the row and state it is drawn for, as ``check(_:at:drawing:)``.
    private mutating func checkRenderingMode(_ source: ImageSource?, _ style: SymbolStyle?, at symbolPath: JSONPath,
                                             drawing: String? = nil) {
        guard case .symbol(let name)? = source, let style, !images.isMissingSymbol(.symbol(name: name)) else { return }
        let mode = style.effectiveRenderingMode
        guard mode != .monochrome, !undrawnModes.contains(where: { $0.name == name && $0.mode == mode.rawValue }) else { return }
        let at = "\(symbolPath.appending(key: style.renderingMode == nil ? "paletteColors" : "renderingMode"))"
            + (drawing.map { " (drawing \($0))" } ?? "")
        let symbol = JSONText.quoted(name), layers = images.symbolLayerCount(of: .symbol(name: name))
        let warning: String
        if mode == .multicolor {
            warning = "\(at): the symbol \(symbol) asks for the multicolor rendering mode, which is not drawn (cellshot's "
                + "stand-in symbols have no colours of their own): drawn monochrome in its tint"
        } else if layers == 1 {
            warning = "\(at): the symbol \(symbol) asks for the \(mode.rawValue) rendering mode, but its stand-in has one "
                + "layer: drawn monochrome in " + (mode == .palette ? "the first palette colour" : "its tint")
                + " (only a glyph built in a circle or square, such as \"pencil.circle.fill\", has a second layer)"
        } else if mode == .palette, let colors = style.paletteColors, colors.count > layers {
            warning = "\(at): the symbol \(symbol) has \(layers) layers in its stand-in: the palette colours after the "
                + "second are not drawn"
        } else {
            return
        }
        undrawnModes.append((name, mode.rawValue, warning))
    }

    mutating func validate() throws(CellshotError) {
        // A document read from text was counted before its rows were read; one built in code is counted here.
        do throws(DocumentError) {
            try budget.check(document)
        } catch {
            throw .document(error)
        }
        for (sectionIndex, section) in document.sections.enumerated() {
            let sectionPath = JSONPath.root.appending(key: "sections").appending(index: sectionIndex)
            try check(section.header?.image, at: sectionPath.appending(key: "header").appending(key: "image"))
            try check(section.footer?.image, at: sectionPath.appending(key: "footer").appending(key: "image"))
            checkRenderingMode(section.header?.image, section.header?.imageProperties?.symbolStyle,
                               at: sectionPath.appending(key: "header").appending(key: "image").appending(key: "symbol"))
            checkRenderingMode(section.footer?.image, section.footer?.imageProperties?.symbolStyle,
                               at: sectionPath.appending(key: "footer").appending(key: "image").appending(key: "symbol"))
            for (configuration, key) in [(section.header, "header"), (section.footer, "footer")] {
                try checkAccessories(configuration?.accessories ?? [], at: sectionPath.appending(key: key))
            }
            // Children of collapsed rows too: a mistake is reported whether or not the row is drawn.
            for item in section.outline(at: sectionPath, visibleOnly: false) {
                if item.row.template != nil { try checkTemplate(item.row, at: item.path) }
                for (configuration, path) in item.row.writtenConfigurations(at: item.path) {
                    try check(configuration, at: path)
                }
            }
        }
    }

    /// A configuration's image and its custom accessories' images.
    private mutating func check(_ configuration: CellConfiguration, at path: JSONPath) throws(CellshotError) {
        try check(configuration.image, at: path.appending(key: "image"))
        checkRenderingMode(configuration.image, configuration.imageProperties?.symbolStyle,
                           at: path.appending(key: "image").appending(key: "symbol"))
        try checkAccessories(configuration.accessories ?? [], at: path)
    }

    /// The images of custom accessories (a row's or a header's), at `path.accessories[i].customView.image`.
    private mutating func checkAccessories(_ accessories: [CellAccessory], at path: JSONPath) throws(CellshotError) {
        for (index, accessory) in accessories.enumerated() {
            guard case .customView(let custom) = accessory.kind else { continue }
            try check(custom.image, at: path.appending(key: "accessories").appending(index: index)
                .appending(key: "customView").appending(key: "image"))
        }
    }

    /// A template row in every state (not only those drawn: `--states` may draw others): its values
    /// bind, and every image of the definition exists — reported at the template's path, naming the row
    /// and state, since the name may come from the row's values or a state's override.
    private mutating func checkTemplate(_ row: Row, at rowPath: JSONPath) throws(CellshotError) {
        var checked: Set<TemplateDefinition> = []
        for state in CellState.allCases {
            let definition = try document.templateDefinition(for: row, at: rowPath, in: state)
            guard checked.insert(definition).inserted else { continue }
            for view in definition.allViews where view.kind == .image || view.kind == .button {
                do {
                    try check(view.properties.image, at: view.path.appending(key: view.kind.rawValue),
                              drawing: "\(rowPath), \(state.rawValue)")
                } catch {
                    throw error.drawing(rowPath, in: state)
                }
                checkRenderingMode(view.properties.image, view.properties.symbolStyle,
                                   at: view.path.appending(key: view.kind.rawValue),
                                   drawing: "\(rowPath), \(state.rawValue)")
            }
            // A list content view's image, as a row's.
            for view in definition.allViews where view.kind == .listContent {
                guard let content = view.properties.listContent else { continue }
                let path = view.path.appending(key: "listContent").appending(key: "image")
                do {
                    try check(content.image, at: path, drawing: "\(rowPath), \(state.rawValue)")
                } catch {
                    throw error.drawing(rowPath, in: state)
                }
                checkRenderingMode(content.image, content.imageProperties?.symbolStyle, at: path,
                                   drawing: "\(rowPath), \(state.rawValue)")
            }
        }
    }

    /// - Parameter drawing: for a template's image, the row and state it is drawn for (`sections[0].rows[2],
    ///   selected`), which a warning names beside the template's path.
    private mutating func check(_ source: ImageSource?, at path: JSONPath, drawing: String? = nil) throws(CellshotError) {
        switch source {
        case nil:
            return
        case .symbol(let name):
            // A name is a text the document carries: held to the text budgets before it is hashed or compared (a
            // template's row and state are named by the caller).
            try textBudget.check(symbolName: name, at: path.appending(key: "symbol"))
            let symbols: SymbolCatalog
            do {
                symbols = try images.symbols()
            } catch {
                throw .render(error)
            }
            guard !symbols.knows(name) else { return }
            guard strictSymbols else {
                if let index = unknownSymbols.firstIndex(where: { $0.name == name }) {
                    unknownSymbols[index].uses += 1
                } else {
                    let place = "\(path.appending(key: "symbol"))" + (drawing.map { " (drawing \($0))" } ?? "")
                    unknownSymbols.append((name, place, 1))
                }
                return
            }
            let suggestions = symbols.suggestions(for: name)
            throw .document(DocumentError(
                .unknownName, path: path.appending(key: "symbol"),
                message: "expected an SF Symbol name that cellshot knows, found \"\(name)\"",
                hint: suggestions.isEmpty ? "docs/symbols.md lists the symbols"
                    : "did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"))
        case .file(let imagePath):
            do {
                _ = try images.naturalSize(of: .file(path: imagePath))
            } catch {
                let reason: String
                if case let .imageUnreadable(_, why) = error { reason = why } else { reason = error.description }
                // The formats are worth naming when the file was not one of them, not when it was refused.
                let formatProblem = reason.hasPrefix("not a PNG") || reason.hasPrefix("corrupt")
                throw .document(DocumentError(.missingImage, path: path,
                                              message: "cannot read the image \(imagePath): \(reason)",
                                              hint: formatProblem ? "cellshot reads PNG, JPEG and SVG files" : nil))
            }
        }
    }
}
