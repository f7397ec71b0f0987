/// What a grid item's cell is when the document says nothing: a plain `UICollectionViewCell`, not a
/// `UICollectionViewListCell`. The one table of the grid's figures.
///
/// | figure | value | source |
/// |---|---|---|
/// | the cell's layout margins | 8 pt on each side | `UIView.directionalLayoutMargins`: "the default margins are 8 points on each side" for a view that is not a view controller's root view (Apple's documentation) |
/// | the cell's background | clear in every state, no selection fill | `UICollectionViewCell.backgroundConfiguration` and `backgroundColor` are `nil` by default; a list cell's grey selection comes from `UICollectionViewListCell`'s list background configuration (Apple's documentation) |
/// | the least self-sizing height | none [I] | the 44/52 pt minimum is the list layout's row height; a content configuration in a grid cell sizes to its content and margins |
package enum GridMetrics {
    /// A plain cell's horizontal layout margin: UIView's default.
    package static let cellLayoutMargin = 8.0
    /// The least height of a self-sizing grid cell [I].
    package static let minimumCellHeight = 0.0

    /// The list's geometry as a grid cell sees it: the cell's own layout margins (content configurations
    /// keep their margins at least these, `axesPreservingSuperviewLayoutMargins`), no section inset and no
    /// minimum height. Accessories and everything else are the list's.
    package static func cellGeometry(in list: ListGeometry) -> ListGeometry {
        var geometry = list
        geometry.layoutMargin = cellLayoutMargin
        geometry.sectionInset = 0
        geometry.minimumRowHeight = minimumCellHeight
        return geometry
    }
}
