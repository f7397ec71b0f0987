import CellshotGraphics
import CellshotModel
import CellshotRender

/// Finds texts with characters that no font of cellshot's set can draw (Thai, Devanagari, Georgian…: the
/// set is ``FontCatalog/familyNames``). They are drawn as boxes; the renderer says so
/// instead of leaving it to be noticed in the picture.
struct GlyphCoverage {
    let document: ListDocument
    let measurer: PangoTextMeasurer

    /// One warning per text with missing glyphs: `JSON path: message`.
    func warnings() -> [String] {
        var warnings: [String] = []
        let attributes = TextAttributes(font: FontDescriptor(size: 17))
        func check(_ text: String?, at path: JSONPath) {
            guard let text, !text.isEmpty, !text.unicodeScalars.allSatisfy(\.isASCII) else { return }
            let missing = measurer.unknownGlyphCount(text, attributes)
            guard missing > 0 else { return }
            warnings.append("\(path): \(missing) character\(missing == 1 ? "" : "s") of \(JSONText.quoted(text)) "
                            + "cannot be drawn with cellshot's fonts (\(FontCatalog.familyNames)) "
                            + "and come\(missing == 1 ? "s" : "") out as boxes")
        }
        func check(_ configuration: CellConfiguration, at path: JSONPath) {
            check(configuration.text, at: path.appending(key: "text"))
            check(configuration.secondaryText, at: path.appending(key: "secondaryText"))
            for (index, accessory) in (configuration.accessories ?? []).enumerated() {
                if case .label(let label) = accessory.kind {
                    check(label, at: path.appending(key: "accessories").appending(index: index).appending(key: "label"))
                }
            }
        }
        /// A header or footer of only a text (as a string writes it) is reported at its own path, an object's
        /// texts at theirs.
        func check(_ configuration: HeaderFooterConfiguration?, at path: JSONPath) {
            guard let configuration else { return }
            if configuration == HeaderFooterConfiguration(text: configuration.text) {
                check(configuration.text, at: path)
            } else {
                check(configuration.text, at: path.appending(key: "text"))
                check(configuration.secondaryText, at: path.appending(key: "secondaryText"))
            }
            for (index, accessory) in configuration.accessories.enumerated() {
                if case .label(let label) = accessory.kind {
                    check(label, at: path.appending(key: "accessories").appending(index: index).appending(key: "label"))
                }
            }
        }
        for (sectionIndex, section) in document.sections.enumerated() {
            let sectionPath = JSONPath.root.appending(key: "sections").appending(index: sectionIndex)
            check(section.header, at: sectionPath.appending(key: "header"))
            check(section.footer, at: sectionPath.appending(key: "footer"))
            // Every row, children of collapsed rows too: `--states` or an edit may show them.
            for item in section.outline(at: sectionPath, visibleOnly: false) {
                // A template row's texts are its values, bound where the template says: not checked here.
                for (configuration, path) in item.row.writtenConfigurations(at: item.path) {
                    check(configuration, at: path)
                }
            }
        }
        return warnings
    }
}
