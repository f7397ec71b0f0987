/// A stored property of a view that SwiftUI updates before the view's body is asked for (SwiftUI's
/// `DynamicProperty`): `@State`, `@Binding`, `@Environment`… and an app's own, made of those.
public protocol DynamicProperty {
    /// Updates the property's value; cellshot's own properties are installed instead, and an app's own
    /// property's `update()` is not called (a still picture is made in one pass of state).
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
