import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout

/// What a navigation stack needs to know of a list at the top of its content: the colour its scroll view shows
/// behind the bars, and the space it leaves above a first section without a header.
extension ListLeaf {
    /// The list's background, which iOS shows behind the transparent bar and in the safe area's insets (the list's
    /// scroll view fills the screen); `nil` when `.scrollContentBackground(.hidden)` clears it.
    var scrollBackground: CellshotGraphics.Color? {
        guard !environment.scrollContentBackgroundHidden else { return nil }
        let geometry = appearance.geometry(width: ListLeaf.idealWidth, look: environment.look)
        return geometry.backgroundColor.color(for: environment.colorScheme.style, in: environment.look)
    }

    /// The space above the first section when it has no header (the list layouter's empty header and first
    /// section padding, on the pixel grid), or 0 when it has a header.
    var spaceAboveHeaderlessFirstSection: CGFloat {
        guard let first = sections.first, first.header == nil || first.header?.hasContent == false else { return 0 }
        if let spacing = first.spacingAbove { return ceilToPixel(CGFloat(spacing), scale: environment.displayScale) }
        let geometry = appearance.geometry(width: ListLeaf.idealWidth, look: environment.look)
        return ceilToPixel(CGFloat(geometry.emptyHeaderHeight + geometry.firstSectionTopPadding),
                           scale: environment.displayScale)
    }

    /// The list at the top of a content node: the node itself, or the one node that a chain of single-child
    /// wrappers (modifiers) holds.
    static func atTop(of node: LayoutNode) -> ListLeaf? {
        var current = node
        while true {
            if let list = current.payload as? ListLeaf { return list }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
    }
}
