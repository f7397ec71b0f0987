import CellshotGraphics
import Foundation

/// The screen a list is drawn on. While cellshot draws a list (and asks its data source for cells), its
/// ``bounds`` are the drawing's width — the render call's `width` — by the height of the device that width stands
/// for (the container height section providers are told, 852 points: an iPhone 16), and its ``scale``
/// the column's display scale, so code that sizes views from `UIScreen.main.bounds` lays them out for the width
/// drawn. Outside a drawing it is that default iPhone: 393 × 852 points at 3×.
///
/// `@preconcurrency`, as UIKit's classes import from Objective-C: Swift 5 code may use it from a nonisolated
/// context, as it does on iOS.
@MainActor @preconcurrency open class UIScreen: NSObject {
    /// The width of the screen of the drawing in progress (``DrawingEnvironment``), else the default iPhone's.
    static var drawnWidth: CGFloat = 393

    private static let shared = UIScreen()

    /// The screen (deprecated in iOS 16 for a view's `window?.windowScene?.screen`, still what much real code
    /// reads).
    public class var main: UIScreen { shared }

    /// The screen's rectangle in points: the drawing's width by 852 points.
    open var bounds: CGRect {
        CGRect(x: 0, y: 0, width: Self.drawnWidth, height: LayoutEnvironment.standardHeight)
    }

    /// Pixels per point: the column's display scale, 3 when it is unspecified.
    open var scale: CGFloat {
        let scale = UITraitCollection.current.displayScale
        return scale > 0 ? scale : 3
    }

    /// The same as ``scale`` (cellshot draws no zoomed display mode).
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The traits of the column being drawn (``UITraitCollection/current``).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// What a drawing makes current while it asks the data source for cells — the column's traits
/// (``UITraitCollection/current``) and the screen's width (``UIScreen/main``) — and puts back afterwards.
@MainActor struct DrawingEnvironment {
    private let traits: UITraitCollection
    private let screenWidth: CGFloat

    /// Makes `builder`'s traits and width current; returns what was current before, to ``restore()``.
    static func enter(_ builder: DocumentBuilder) -> DrawingEnvironment {
        let saved = DrawingEnvironment(traits: UITraitCollection.current, screenWidth: UIScreen.drawnWidth)
        UITraitCollection.current = builder.traits
        UIScreen.drawnWidth = CGFloat(builder.document.width)
        return saved
    }

    /// Puts back what was current before ``enter(_:)``.
    func restore() {
        UITraitCollection.current = traits
        UIScreen.drawnWidth = screenWidth
    }
}
