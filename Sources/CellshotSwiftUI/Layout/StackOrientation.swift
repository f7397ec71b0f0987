import CellshotSwiftUILayout
import Foundation

/// The axis of the stack a view is in, as the views that depend on it read it when they are made: a `Spacer`
/// stretches along it, a `Divider` is drawn across it (OpenSwiftUI: the `stackOrientation` view input, which a
/// layout sets for its content from `LayoutProperties.stackOrientation` and modifiers pass on).
enum StackOrientation {
    struct Key: EnvironmentKey { static let defaultValue: Axis? = nil }

    /// The orientation a layout gives its content; an `AnyLayout` gives its layout's, a lazy stack its axis.
    static func of<L: Layout>(_ layout: L) -> Axis? {
        if let erased = layout as? AnyLayout { return of(erased.storage) }
        if let lazy = layout as? LazyStackLayout { return lazy.axis }
        return L.layoutProperties.stackOrientation
    }

    private static func of(_ layout: any Layout) -> Axis? {
        if let lazy = layout as? LazyStackLayout { return lazy.axis }
        return type(of: layout).layoutProperties.stackOrientation
    }
}

extension EnvironmentValues {
    /// The axis of the enclosing stack; `nil` outside stacks (in a `ZStack`, an overlay, the root).
    var stackOrientation: Axis? {
        get { self[StackOrientation.Key.self] }
        set { self[StackOrientation.Key.self] = newValue }
    }
}
