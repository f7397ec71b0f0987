import CellshotGraphics
import CellshotModel
import Foundation

/// What SwiftUI's `Image(uiImage:)` needs of a `UIImage`: the symbol or file, and what its symbol configuration,
/// tint colour and rendering mode say.
package struct UIImageDescription {
    /// The SF Symbol name, for a symbol image.
    package var symbolName: String?
    /// The file, for an image read from one.
    package var filePath: String?
    /// The file drawn in dark mode instead (an asset catalog image set's dark appearance), if any.
    package var darkFilePath: String?
    /// The point size the symbol is drawn at: its configuration's (scale applied), else the body text's, as an
    /// image view draws it.
    package var symbolPointSize: CGFloat
    /// The symbol configuration's weight, or `nil` for the default.
    package var symbolWeight: FontWeight?
    /// The colour `withTintColor(_:)` gave, resolved by the caller.
    package var tintColor: UIColor?
    /// Whether the image keeps its own colours (`.alwaysOriginal`, or a file with the automatic mode).
    package var isOriginal: Bool
    /// Whether it is drawn as a template (`.alwaysTemplate`).
    package var isTemplate: Bool
    /// Whether it is the empty image `UIImage()` makes (no symbol, no file: nothing is drawn).
    package var isEmpty = false
}

extension UIImage {
    /// The image as SwiftUI's `Image(uiImage:)` draws it.
    @MainActor package var swiftUIDescription: UIImageDescription {
        var description = UIImageDescription(symbolPointSize: UIImageView.defaultSymbolPointSize,
                                             isOriginal: renderingMode == .alwaysOriginal,
                                             isTemplate: renderingMode == .alwaysTemplate)
        switch lightSource {
        case .symbol(let name): description.symbolName = name
        case .file(let path): description.filePath = path
        }
        if case .file(let path)? = darkSource { description.darkFilePath = path }
        if let configuration = symbolConfiguration {
            description.symbolPointSize = configuration.drawnPointSize(fallback: UIImageView.defaultSymbolPointSize)
            if let weight = configuration.weight.model?.fontWeight { description.symbolWeight = weight }
        }
        description.tintColor = imageTintColor
        if isEmpty { description = UIImageDescription(symbolPointSize: description.symbolPointSize, isOriginal: false,
                                                      isTemplate: false, isEmpty: true) }
        return description
    }
}
