import CellshotModel
import Foundation

/// What symbol images ask for that cellshot does not draw (a point size or scale where a symbol has its own
/// size), gathered while a list is lowered: one warning per symbol name and feature, naming the first row that
/// asks for it, so nothing is silently drawn otherwise. (Rendering modes a stand-in cannot show are warned
/// about by the document's checker, as for documents.)
final class SymbolNotes: @unchecked Sendable {
    /// The warnings, in the order first met.
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    /// Notes a point size or scale asked of a symbol where cellshot draws it at its own size (`where`: an
    /// accessory view).
    func noteUndrawnSize(_ image: UIImage?, configuration: UIImage.SymbolConfiguration?, in where: String,
                         place: String) {
        guard case .symbol(let name)? = image?.drawnSource, let configuration,
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

    /// Notes a weight or colours asked of a symbol where cellshot draws it regular and monochrome (`where`: an
    /// accessory view).
    func noteUndrawnStyle(_ image: UIImage?, configuration: UIImage.SymbolConfiguration?, in where: String,
                          place: String) {
        guard case .symbol(let name)? = image?.drawnSource, let configuration,
              ![.unspecified, .regular].contains(configuration.weight) || ![nil, .monochrome].contains(configuration.colors),
              seen.insert("\(name)\u{0}style").inserted else { return }
        messages.append("\(place): the symbol configuration of \"\(name)\" asks for a weight or colours, which are not "
                            + "drawn (\(`where`) draws its symbol regular, in its tint)")
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
