import CellshotModel
import Foundation

/// A dimension that scales with Dynamic Type (SwiftUI's `ScaledMetric`): the value written for the large size,
/// times the ratio of its text style's point size at the environment's size to its point size at large — as
/// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it (body unless `relativeTo:` names another style).
///
/// ```swift
/// @ScaledMetric private var iconSize = 24.0     // 24 at large, 32.47 at xxxLarge (body 17 → 23 pt)
/// @ScaledMetric(relativeTo: .caption) private var badge = 16.0
/// ```
/// The point sizes are Apple's Dynamic Type tables (CellshotModel's `TextStyle`, from the Human Interface
/// Guidelines' typography tables).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = ScaledMetricBox()

    /// A dimension scaled as a text style is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// A dimension scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The scaled value for the view's Dynamic Type size.
    public var wrappedValue: Value {
        base * Value(box.ratio)
    }

    /// The ratio of a text style's point size at a Dynamic Type size to its point size at `.large`.
    static func ratio(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
        style.model.pointSize(for: size.category) / style.model.pointSize(for: .large)
    }
}

extension ScaledMetric: InstallableProperty {
    package func install(_ context: PropertyContext) {
        box.ratio = Self.ratio(textStyle, context.environment.dynamicTypeSize)
    }
}

/// The ratio a `@ScaledMetric` scales by, set when its view is made (1 before).
final class ScaledMetricBox {
    var ratio = 1.0
}
