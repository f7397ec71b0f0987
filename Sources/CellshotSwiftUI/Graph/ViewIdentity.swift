/// Where a view is in the tree — its structural identity, as SwiftUI's: the path of types, positions,
/// branches and `ForEach` ids from the root. State is kept under it, so a view keeps its state when its
/// parent's body is asked for again (after `.onAppear` changed something).
package struct ViewIdentity: Hashable, CustomStringConvertible {
    private var value: UInt64
    private(set) var depth: Int

    /// The root's identity.
    package static let root = ViewIdentity(value: 0xcbf2_9ce4_8422_2325, depth: 0)

    private init(value: UInt64, depth: Int) {
        self.value = value
        self.depth = depth
    }

    private func mixing(_ component: UInt64, tag: UInt64) -> ViewIdentity {
        // FNV-1a over the component's bytes, tagged so that a position and a type never collide.
        var hash = value
        for byte in withUnsafeBytes(of: (tag, component), Array.init) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return ViewIdentity(value: hash, depth: depth + 1)
    }

    /// A child at a position among its siblings.
    package func appending(_ index: Int) -> ViewIdentity {
        mixing(UInt64(bitPattern: Int64(index)), tag: 1)
    }

    /// The body of a view of a type.
    package func appending(_ type: Any.Type) -> ViewIdentity {
        mixing(UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)), tag: 2)
    }

    /// A child identified by a value (a `ForEach` id).
    package func appending(_ id: AnyHashable) -> ViewIdentity {
        mixing(UInt64(bitPattern: Int64(id.hashValue)), tag: 3)
    }

    /// A property of the view (a `@State` by its position among the view's stored properties).
    package func appending(property index: Int) -> ViewIdentity {
        mixing(UInt64(index), tag: 4)
    }

    package var description: String { "ViewIdentity(\(String(value, radix: 16)))" }
}
