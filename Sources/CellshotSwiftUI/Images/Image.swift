import CellshotGraphics
import CellshotSwiftUILayout
import CellshotUIKit
import Foundation

/// An image (SwiftUI's `Image`): an SF Symbol drawn with cellshot's stand-in at the environment's font, or an
/// image of the app's (``CellshotSwiftUI/assets``), or a `UIImage`.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow).imageScale(.large)
/// Image("avatar").resizable().scaledToFill().frame(width: 40, height: 40).clipShape(Circle())
/// ```
///
/// A symbol is sized by the font around it (its point size, weight and `.imageScale`) as the UIKit front end
/// sizes `UIImage(systemName:)` (docs/symbols.md), and gives a baseline so that it lines up with text. An
/// unknown symbol or image name is drawn as a placeholder, with a warning naming the line that asked for it.
public struct Image: Hashable, Sendable {
    enum Source: Hashable {
        case system(String)
        case named(String, bundle: String?)
        case uiImage(UIImageReference)
    }

    /// How a resizable image fills what it is offered.
    struct Resizing: Hashable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    let source: Source
    var variableValue: Double?
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    /// `.interpolation(_:)`: cellshot always draws smoothly, so `.none` and `.low` are warned about.
    var interpolation: Interpolation?
    /// `.antialiased(false)`: cellshot always antialiases, so it is warned about.
    var isAntialiased = true
    /// Where the app made the image, for warnings (not part of the value).
    var origin: SourceLocation

    init(source: Source, origin: SourceLocation) {
        self.source = source
        self.origin = origin
    }

    /// An SF Symbol, by name.
    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        self.init(source: .system(systemName), origin: SourceLocation(fileID: fileID, line: line))
    }

    /// An SF Symbol drawn for a value 0…1 (a variable symbol); cellshot draws the whole symbol, with a warning.
    public init(systemName: String, variableValue: Double?, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: systemName, fileID: fileID, line: line)
        self.variableValue = variableValue
    }

    /// An image of the app's, by name (``CellshotSwiftUI/assets``).
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(source: .named(name, bundle: bundle?.bundlePath), origin: SourceLocation(fileID: fileID, line: line))
    }

    /// An image of the app's with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// An image of the app's drawn for a variable value (drawn whole, with a warning).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
        self.variableValue = variableValue
    }

    /// An image of the app's that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// A UIKit image: its symbol (at its configuration's size, else the font's) or its file.
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line) {
        self.init(source: .uiImage(UIImageReference(uiImage)), origin: SourceLocation(fileID: fileID, line: line))
    }

    // MARK: Modifiers

    /// The image stretched (or tiled) to what it is offered; `capInsets` keep their size at the edges.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// Draws the image as a template (its shape in the foreground style) or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How a symbol's layers are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }

    /// The quality of scaling. cellshot always interpolates smoothly (`.medium` and `.high` look alike); `.none`
    /// (pixel art, QR codes) and `.low` are drawn smooth, with a warning.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Whether edges are antialiased. cellshot always antialiases; `false` is drawn antialiased, with a warning.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    // MARK: Types

    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// A template or the image's own colours (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// The scaling quality (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// A symbol's size relative to its text (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable, CaseIterable { case small, medium, large }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.variableValue == rhs.variableValue && lhs.resizing == rhs.resizing
            && lhs.renderingMode == rhs.renderingMode && lhs.symbolRenderingMode == rhs.symbolRenderingMode
            && lhs.interpolation == rhs.interpolation && lhs.isAntialiased == rhs.isAntialiased
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(resizing)
    }

    /// How the app names the image, for messages (`Image(systemName: "wifi")`).
    var written: String {
        switch source {
        case .system(let name): "Image(systemName: \"\(name)\")"
        case .named(let name, _): "Image(\"\(name)\")"
        case .uiImage: "Image(uiImage:)"
        }
    }
}

extension Image: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Image, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ImageLeaf.node(for: view, inputs))
    }
}

/// A `UIImage` kept in an `Image`, compared by `isEqual` (UIKit's images are objects).
struct UIImageReference: Hashable, @unchecked Sendable {
    let image: UIImage
    init(_ image: UIImage) { self.image = image }
    static func == (lhs: UIImageReference, rhs: UIImageReference) -> Bool { lhs.image.isEqual(rhs.image) }
    func hash(into hasher: inout Hasher) { hasher.combine(image.hash) }
}
