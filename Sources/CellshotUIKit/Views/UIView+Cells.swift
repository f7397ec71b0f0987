import CellshotGraphics
import Foundation

extension UIView {
    /// How a view lays out its content when its size differs from the content's (`UIView.ContentMode`).
    /// cellshot draws it for image views: ``scaleToFill`` (UIKit's default), ``scaleAspectFit``,
    /// ``scaleAspectFill`` and ``center``; ``redraw`` draws as ``scaleToFill``; the edge placements are reported.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill
        /// As large as fits, keeping the aspect ratio, centred.
        case scaleAspectFit
        /// As small as covers the bounds, keeping the aspect ratio, centred and cut off.
        case scaleAspectFill
        /// Redrawn on a change of bounds: for an image view, stretched as ``scaleToFill``.
        case redraw
        /// At the natural size, centred.
        case center
        /// At the natural size, centred at the top.
        case top
        /// At the natural size, centred at the bottom.
        case bottom
        /// At the natural size, centred at the left.
        case left
        /// At the natural size, centred at the right.
        case right
        /// At the natural size, in the top-left corner.
        case topLeft
        /// At the natural size, in the top-right corner.
        case topRight
        /// At the natural size, in the bottom-left corner.
        case bottomLeft
        /// At the natural size, in the bottom-right corner.
        case bottomRight

        /// The drawing's content mode; `nil` for the edge placements, which cellshot does not draw.
        var model: ImageContentMode? {
            switch self {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: nil
            }
        }
    }

    /// How the view lays out its content when its size differs from the content's; ``ContentMode/scaleToFill``
    /// unless set, as in UIKit. Drawn for a `UIImageView` in a custom content view.
    public var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
}

/// A layout guide UIKit makes for a cell or a list content view (`separatorLayoutGuide`, `textLayoutGuide`):
/// it belongs to the view but is not among its ``UIView/layoutGuides``, as UIKit's own guides are not.
@MainActor final class SystemLayoutGuide: UILayoutGuide {
    init(of view: UIView, identifier: String) {
        super.init()
        owner = view
        self.identifier = identifier
    }
}

extension UITableViewCell {
    /// Where the separator starts (`separatorLayoutGuide`): constraints to its leading anchor move the
    /// separator in UIKit. cellshot draws the separator at the list's own inset (where the text starts), and a
    /// drawing whose constraints use this guide warns that they are not drawn.
    public var separatorLayoutGuide: UILayoutGuide {
        if let storedSeparatorGuide { return storedSeparatorGuide }
        let guide = SystemLayoutGuide(of: self, identifier: "UITableViewCellSeparatorLayoutGuide")
        storedSeparatorGuide = guide
        return guide
    }
}

extension UITableViewCell {
    /// A background configuration with the system's defaults for the list the cell is in
    /// (`defaultBackgroundConfiguration()`, iOS 16): `listPlainCell()` in a plain table, `listGroupedCell()` in a
    /// grouped or inset grouped one. Assigned, it replaces the legacy `backgroundColor`, as any configuration does.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration.automaticListCell()
        if let style = parent.flatMap({ $0 as? UITableView })?.style { configuration.adoptList(style.model) }
        configuration.isAutomatic = false
        return configuration
    }
}

extension UICollectionViewListCell {
    /// A background configuration with the system's defaults for the list the cell is in
    /// (`defaultBackgroundConfiguration()`, iOS 16): the list factory of its list's appearance.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration.automaticListCell()
        configuration.adoptList(listAppearance.model)
        configuration.isAutomatic = false
        return configuration
    }
}

extension UICollectionViewListCell {
    /// Where the separator starts (`separatorLayoutGuide`); as ``UITableViewCell/separatorLayoutGuide``,
    /// constraints to it are reported, not drawn.
    public var separatorLayoutGuide: UILayoutGuide {
        if let storedSeparatorGuide { return storedSeparatorGuide }
        let guide = SystemLayoutGuide(of: self, identifier: "UICollectionViewListCellSeparatorLayoutGuide")
        storedSeparatorGuide = guide
        return guide
    }
}

extension UIListContentView {
    /// The guide around the text and secondary text (`textLayoutGuide`); `nil` when the configuration has no
    /// text, as in UIKit. A list content view is drawn as a cell's own content, so constraints to this guide
    /// are part of a custom content view, which is refused with the content view itself.
    public var textLayoutGuide: UILayoutGuide? {
        guard listConfiguration.text != nil || listConfiguration.secondaryText != nil else { return nil }
        if let storedTextGuide { return storedTextGuide }
        let guide = SystemLayoutGuide(of: self, identifier: "UIListContentViewTextLayoutGuide")
        storedTextGuide = guide
        return guide
    }
}
