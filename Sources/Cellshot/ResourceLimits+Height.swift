import CellshotGraphics
import CellshotModel

extension ResourceLimits {
    /// Refuses a list laid out taller than ``height`` pixels, once it is laid out and before anything is drawn.
    ///
    /// The error is at the tallest section, where the height comes from (its insets, its items, its header), and
    /// names the list's height in pixels and in points.
    /// - Throws: ``CellshotError/document(_:)`` naming the state, the height and `--max-height`.
    func checkHeight(of list: ListLayout) throws(CellshotError) {
        let pixels = list.size.height * list.scale
        guard pixels > Double(height) else { return }
        // Each section reaches from the bottom of the one before it to the bottom of its last part.
        var tallest: (index: Int, height: Double)?
        var top = 0.0
        for (index, section) in list.sections.enumerated() {
            let bottom = [section.header?.frame.maxY, section.footer?.frame.maxY, section.card.maxY,
                          section.grid?.frame.maxY, section.background?.frame.maxY].compactMap { $0 }.max() ?? top
            if bottom - top > tallest?.height ?? -1 { tallest = (index, bottom - top) }
            top = max(top, bottom)
        }
        let path = tallest.map { JSONPath.root.appending(key: "sections").appending(index: $0.index) }
        let section = tallest.map { ", \(Int(saturating: $0.height.rounded()).grouped) points of it in this section" } ?? ""
        throw .document(DocumentError(
            .invalidValue, path: path,
            message: "the list laid out in the \(list.state.rawValue) state is \(Int(saturating: pixels.rounded(.up)).grouped) "
                + "pixels tall (\(Int(saturating: list.size.height.rounded()).grouped) points at scale "
                + "\(formatPoints(list.scale))\(section)), over the budget of \(height.grouped) pixels a list may be drawn",
            hint: height < Self.maximumHeight
                ? "shorten it or draw it at a smaller scale, or raise the budget with --max-height (ResourceLimits.height), "
                    + "up to \(Self.maximumHeight.grouped)"
                : "shorten it or draw it at a smaller scale"))
    }
}
