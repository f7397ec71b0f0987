import CellshotGraphics
import CellshotLayout

/// A template's list content view (`UIListContentView`): its configuration's image and texts laid out as a
/// list cell lays out its own (``ListCellLayout`` without accessories), reported as the view's intrinsic
/// size so that the constraints around it solve as UIKit's do: its natural width is the margins, the image,
/// the padding and the widest text; its height, at the width the constraints give it, is the laid out
/// content's (texts wrap as they do in a cell).
final class ListContentSizing: IntrinsicContent {
    /// The row's resolved configuration; `nil` (no size) until a row is shown.
    var cell: ResolvedCell? {
        didSet { if cell != oldValue { sizes.removeAll(keepingCapacity: true) } }
    }
    private let measurer: any TextMeasuring
    private let direction: LayoutDirection
    /// The content's layouts by shape, built once each, as a list reuses its cells.
    private var layouts: [ListCellLayout.Shape: ListCellLayout] = [:]
    /// The sizes asked for this row, by width: the engine asks again on every pass.
    private var sizes: [Double: IntrinsicContentSize] = [:]

    init(measurer: any TextMeasuring, direction: LayoutDirection) {
        self.measurer = measurer
        self.direction = direction
    }

    /// Texts that may wrap make the height depend on the width.
    var dependsOnWidth: Bool {
        guard let cell else { return false }
        return [cell.text, cell.secondaryText].contains { $0.map { $0.attributes.numberOfLines != 1 } ?? false }
    }

    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize {
        guard let cell else { return IntrinsicContentSize(width: 0, height: 0) }
        let natural = naturalWidth(of: cell)
        let key = width ?? natural
        if let size = sizes[key] { return size }
        var fitting = cell
        fitting.height = .automatic
        let height = (try? layout(fitting, width: key).cell.height) ?? 0
        let size = IntrinsicContentSize(width: natural, height: height)
        sizes[key] = size
        return size
    }

    /// The content's frames in a view of `size` (the texts centred in its height, as in a cell), in the
    /// view's own coordinates; `nil` before a row is shown.
    func frames(in size: Size) throws(LayoutError) -> CellFrames? {
        guard var cell else { return nil }
        cell.height = .fixed(size.height)
        return try layout(cell, width: size.width)
    }

    private func layout(_ cell: ResolvedCell, width: Double) throws(LayoutError) -> CellFrames {
        // A list content view does not stack a value cell's texts when they do not fit: it is sized by them.
        let shape = ListCellLayout.Shape(cell, sideBySide: cell.sideBySide)
        if let layout = layouts[shape] { return try layout.layout(cell, width: width) }
        let layout = try ListCellLayout(shape: shape, firstRow: cell, measurer: measurer, direction: direction)
        layouts[shape] = layout
        return try layout.layout(cell, width: width)
    }

    /// The margins, the image and its padding, and the texts side by side or the wider of the two stacked.
    private func naturalWidth(of cell: ResolvedCell) -> Double {
        func width(_ text: ResolvedText?) -> Double {
            text.map { measurer.measure($0.string, $0.attributes, width: nil).size.width } ?? 0
        }
        let texts = cell.sideBySide && cell.text != nil && cell.secondaryText != nil
            ? width(cell.text) + cell.horizontalTextPadding + width(cell.secondaryText)
            : max(width(cell.text), width(cell.secondaryText))
        let hasTexts = cell.text != nil || cell.secondaryText != nil
        let image = cell.image.map { $0.layoutSize.width + (hasTexts ? cell.imageToTextPadding : 0) } ?? 0
        return cell.margins.leading + image + texts + cell.margins.trailing
    }

    /// Where the texts are (`textLayoutGuide`) in the view's coordinates: around the text and secondary text;
    /// `nil` without texts.
    static func textArea(of frames: CellFrames) -> Rect? {
        let texts = [frames.text, frames.secondaryText].compactMap { $0 }
        guard let first = texts.first else { return nil }
        let minX = texts.map(\.minX).min() ?? first.minX, maxX = texts.map(\.maxX).max() ?? first.maxX
        let minY = texts.map(\.minY).min() ?? first.minY, maxY = texts.map(\.maxY).max() ?? first.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CellFrames {
    /// These frames moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> CellFrames {
        func moved(_ rect: Rect) -> Rect { Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height) }
        var frames = self
        frames.cell = moved(cell)
        frames.content = moved(content)
        frames.image = image.map(moved)
        frames.text = text.map(moved)
        frames.secondaryText = secondaryText.map(moved)
        frames.accessories = accessories.map(moved)
        frames.leadingAccessories = leadingAccessories.map(moved)
        return frames
    }
}
