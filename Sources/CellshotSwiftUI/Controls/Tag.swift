import CellshotSwiftUILayout

/// The tag a view sets with `.tag(_:)`, kept in its layout traits so a picker can find the view of its
/// selection among its content's nodes.
enum ViewTag {
    /// The key of an explicit `.tag(_:)`.
    enum Explicit {}
    /// The key of the id a `ForEach` gives each of its views: SwiftUI takes it as the view's tag when the
    /// view sets none (Apple: `Picker`, "ForEach … automatically tags each view with its id").
    enum Implicit {}

    /// The tag of a node: its own, else its `ForEach` id.
    static func tag(of node: LayoutNode) -> AnyHashable? {
        (node.traits.values[ObjectIdentifier(Explicit.self)] as? AnyHashable)
            ?? (node.traits.values[ObjectIdentifier(Implicit.self)] as? AnyHashable)
    }

    /// Whether a tag is a selection's: equal, or — an optional selection — its value equal to the tag (SwiftUI's
    /// `tag(_:includeOptional:)`, iOS 17, tags a view with the optional of its value too).
    static func matches(_ tag: AnyHashable, _ selection: AnyHashable) -> Bool {
        if tag == selection { return true }
        guard let optional = selection.base as? any OptionalTag else { return false }
        return optional.wrappedTag == tag
    }
}

/// An optional selection's value, for matching plain tags.
private protocol OptionalTag {
    var wrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTag where Wrapped: Hashable {
    fileprivate var wrappedTag: AnyHashable? { map { AnyHashable($0) } }
}
