import CellshotSwiftUILayout
import Foundation

/// Where the hosting screen's safe area is, for the views that draw into the insets around it (a navigation
/// stack's background continues under the status bar and the home indicator, as on iOS). Filled by
/// `HostingLayout` once the root is sized; read while drawing.
final class ScreenGeometry {
    /// The safe area's insets from the screen's edges.
    let safeArea: EdgeInsets
    /// The safe area's rectangle in the screen, once the root is sized.
    var safeRect: CGRect = .zero

    init(safeArea: EdgeInsets) {
        self.safeArea = safeArea
    }

    /// A frame grown into the insets on each side where it reaches the safe area's edge.
    func extendingIntoInsets(_ frame: CGRect) -> CGRect {
        let tolerance: CGFloat = 0.01
        var rect = frame
        if abs(frame.minY - safeRect.minY) < tolerance { rect.origin.y -= safeArea.top; rect.size.height += safeArea.top }
        if abs(frame.maxY - safeRect.maxY) < tolerance { rect.size.height += safeArea.bottom }
        if abs(frame.minX - safeRect.minX) < tolerance { rect.origin.x -= safeArea.leading; rect.size.width += safeArea.leading }
        if abs(frame.maxX - safeRect.maxX) < tolerance { rect.size.width += safeArea.trailing }
        return rect
    }

    /// A frame grown down to the screen's bottom edge where it reaches the safe area's bottom: a scroll view's
    /// content runs on under the home indicator (its content inset keeps only the scrolling's end above it).
    func extendingIntoBottomInset(_ frame: CGRect) -> CGRect {
        guard abs(frame.maxY - safeRect.maxY) < 0.01 else { return frame }
        var rect = frame
        rect.size.height += safeArea.bottom
        return rect
    }
}

extension EnvironmentValues {
    struct ScreenGeometryKey: EnvironmentKey {
        static var defaultValue: ScreenGeometry? { nil }
    }

    /// The hosting screen's safe area, or `nil` where a view is hosted without one (a list row).
    var screenGeometry: ScreenGeometry? {
        get { self[ScreenGeometryKey.self] }
        set { self[ScreenGeometryKey.self] = newValue }
    }
}
