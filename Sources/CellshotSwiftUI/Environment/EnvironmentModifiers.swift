import CellshotSwiftUILayout
import Foundation

// Modifiers that set an environment value for the views inside, beside `.environment(_:_:)` itself.

extension View {
    /// The Dynamic Type size of the views inside (iOS 15): their text styles and scaled metrics follow it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of the views inside within a range (iOS 15): a size outside it is clamped to its
    /// nearer end, as SwiftUI limits a view that cannot grow further.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            size = DynamicTypeSize.clamped(size, to: range)
        }
    }

    /// The colour scheme of the views inside (deprecated in iOS 17 for `.environment(\.colorScheme, …)`, which it
    /// is). Unlike `.preferredColorScheme(_:)` it leaves the screen's scheme as it is.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

extension DynamicTypeSize {
    /// `size` moved into `range`: the first size the range holds if `size` is below it, the last if above.
    static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize
        where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = allCases.filter { range.contains($0) }
        guard let lowest = inside.first, let highest = inside.last else { return size }
        return size < lowest ? lowest : highest
    }
}
