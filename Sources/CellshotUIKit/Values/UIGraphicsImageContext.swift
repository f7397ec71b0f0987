import Foundation

/// UIKit's older way of drawing an image (`UIGraphicsBeginImageContext(_:)`, a fill colour set with
/// `UIColor.setFill()`, `UIRectFill(_:)`, `UIGraphicsGetImageFromCurrentImageContext()`,
/// `UIGraphicsEndImageContext()`), as apps make a plain swatch for an image view or a button's background
/// (calleerlandsson/Tofu's `imageWithColor(_:size:)`). The rectangles filled are what is drawn: the image is an SVG of
/// them, decoded as any other image bytes (``UIImage/init(data:)``). Nothing else draws into such a context here;
/// a context that was begun and given nothing is an empty image of its size.
@MainActor enum ImageContextStack {
    /// A context begun and not yet ended.
    struct Context {
        var size: CGSize
        var fill: UIColor = .black
        var rectangles: [(CGRect, UIColor)] = []
    }

    static var contexts: [Context] = []

    /// The SVG of a context's rectangles, in points.
    static func svg(of context: Context) -> String {
        let width = ContentViewLowering.numberText(context.size.width)
        let height = ContentViewLowering.numberText(context.size.height)
        let shapes = context.rectangles.map { rect, color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            let channels = [red, green, blue].map { String(Int((min(max($0, 0), 1) * 255).rounded())) }
            return "<rect x=\"\(ContentViewLowering.numberText(rect.minX))\" y=\"\(ContentViewLowering.numberText(rect.minY))\" "
                + "width=\"\(ContentViewLowering.numberText(rect.width))\" "
                + "height=\"\(ContentViewLowering.numberText(rect.height))\" "
                + "fill=\"rgb(\(channels.joined(separator: ",")))\" fill-opacity=\"\(ContentViewLowering.numberText(alpha))\"/>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">\(shapes.joined())</svg>"
    }
}

/// Begins an image context of a size (`UIGraphicsBeginImageContext(_:)`): the rectangles ``UIRectFill(_:)`` fills
/// until ``UIGraphicsEndImageContext()`` are the image ``UIGraphicsGetImageFromCurrentImageContext()`` gives.
/// - Parameter size: the image's size in points.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContextStack.contexts.append(ImageContextStack.Context(size: size))
}

/// Begins an image context (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`); opacity and scale change nothing
/// drawn here (the image is drawn from its rectangles at the list's scale).
/// - Parameters:
///   - size: the image's size in points.
///   - opaque: whether the image is opaque.
///   - scale: its scale (0 for the screen's).
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContext(size)
}

/// The image of the current context's rectangles, or `nil` when no context is begun (as UIKit).
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContextStack.contexts.last else { return nil }
    return UIImage(data: Data(ImageContextStack.svg(of: context).utf8))
}

/// Ends the current image context.
@MainActor public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.contexts.popLast()
}

/// Fills a rectangle of the current image context with the fill colour (`UIRectFill(_:)`); nothing without one.
/// - Parameter rect: the rectangle, in points.
@MainActor public func UIRectFill(_ rect: CGRect) {
    guard var context = ImageContextStack.contexts.popLast() else { return }
    context.rectangles.append((rect, context.fill))
    ImageContextStack.contexts.append(context)
}

extension UIColor {
    /// Makes the colour the current image context's fill colour (`setFill()`), resolved for the current traits.
    @MainActor public func setFill() {
        guard var context = ImageContextStack.contexts.popLast() else { return }
        context.fill = resolvedColor(with: UITraitCollection.current)
        ImageContextStack.contexts.append(context)
    }
}
