import CellshotModel
import Foundation

/// What symbol images ask for that cellshot does not draw (a weight, multicolour, hierarchical or palette
/// colours), gathered while a list is lowered: one warning per symbol name and
/// feature, naming the first row that asks for it, so nothing is silently drawn otherwise.
final class SymbolNotes: @unchecked Sendable {
    /// The warnings, in the order first met.
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    /// Notes what `configuration` asks of the symbol `image` that is not drawn.
    /// - Parameters:
    ///   - image: the image; nothing is noted unless it is a symbol.
    ///   - configuration: the symbol configuration it is drawn with.
    ///   - place: where the image is, in words (`row 0 of section 1, normal column`).
    func note(_ image: UIImage?, configuration: UIImage.SymbolConfiguration?, place: String) {
        guard case .symbol(let name)? = image?.source, let configuration else { return }
        for feature in configuration.undrawnFeatures where seen.insert("\(name)\u{0}\(feature)").inserted {
            let consequence = feature.hasPrefix("weight") ? "cellshot's stand-in symbols have one weight: drawn regular"
                : "drawn in one colour, its tint"
            messages.append("\(place): the symbol configuration of \"\(name)\" asks for \(feature), which is not drawn "
                                + "(\(consequence))")
        }
    }

    /// Notes a point size or scale asked of a symbol where cellshot draws it at its own size (`where`: an
    /// accessory view).
    func noteUndrawnSize(_ image: UIImage?, configuration: UIImage.SymbolConfiguration?, in where: String,
                         place: String) {
        guard case .symbol(let name)? = image?.source, let configuration,
              configuration.size != nil || ![.unspecified, .default, .medium].contains(configuration.scale),
              seen.insert("\(name)\u{0}size").inserted else { return }
        messages.append("\(place): the symbol configuration of \"\(name)\" asks for a point size or scale, which is not "
                            + "drawn (\(`where`) draws its symbol at the body text's size)")
    }

    /// Notes a font asked for by name (`UIFont(name:size:)`), drawn as the system font: once per name and size.
    /// - Parameter font: the font; nothing is noted unless it was asked for by name.
    func noteNamedFont(_ font: UIFont?) {
        guard let note = font?.undrawnNameNote, seen.insert(note).inserted else { return }
        messages.append(note)
    }

    /// Notes a warning once, however many rows and columns give it.
    /// - Parameter text: the warning.
    func noteOnce(_ text: String) {
        guard seen.insert(text).inserted else { return }
        messages.append(text)
    }

    /// A row's place in words, as warnings name it.
    static func place(row: IndexPath, state: CellState) -> String {
        "row \(row.row) of section \(row.section), \(state.rawValue) column"
    }
}

extension UIImage {
    /// The colour a symbol is drawn in whatever its view's tint: its ``withTintColor(_:)`` colour unless it is a
    /// template, black for an original symbol without one (monochrome SF Symbols are black); `nil` for a
    /// template or a file.
    var symbolOriginalColor: UIColor? {
        guard case .symbol = source else { return nil }
        switch renderingMode {
        case .alwaysTemplate: return nil
        case .alwaysOriginal: return imageTintColor ?? .black
        case .automatic: return imageTintColor
        }
    }
}
