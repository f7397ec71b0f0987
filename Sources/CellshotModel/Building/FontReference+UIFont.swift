import CellshotGraphics

/// Fonts by UIKit's `UIFont` factories, so text properties in Swift read as cell code sets them:
///
/// ```swift
/// var properties = TextProperties()
/// properties.font = .preferredFont(forTextStyle: .headline)
/// properties.font = .systemFont(ofSize: 15, weight: .semibold)
/// ```
extension FontReference {
    /// The Dynamic Type font of a text style: it follows the content size (`UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> FontReference {
        .textStyle(style)
    }

    /// The system font at a fixed size and weight (`UIFont.systemFont(ofSize:weight:)`), with the system font's
    /// line height when resolved, as a document's `{ "size": 15, "weight": "semibold" }`.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> FontReference {
        .fixed(FontDescriptor(size: size, weight: weight))
    }

    /// The bold system font at a fixed size (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> FontReference {
        systemFont(ofSize: size, weight: .bold)
    }
}
