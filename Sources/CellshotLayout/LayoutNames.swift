/// The names text forms of constraints can use, and what they stand for.
///
/// - a view's name (`title`) is that view;
/// - `superview` and `contentView` are the container the constraints live in;
/// - `margins` is the container's layout margins guide, and `title.margins` a view's;
/// - a layout guide added under a name is that guide.
public struct LayoutNames {
    /// The container: what `superview`, `contentView`, `|` and `margins` mean.
    public let superview: View
    /// Named items (views and guides).
    public let items: [String: LayoutItem]

    /// Names that always mean the container.
    public static let containerNames: Set<String> = ["superview", "contentView"]

    /// Creates a name table.
    /// - Parameters:
    ///   - superview: The container.
    ///   - items: Items by name; the container's own name may be among them.
    public init(superview: View, items: [String: LayoutItem]) {
        self.superview = superview
        self.items = items
    }

    /// Creates a name table from a container and every view below it, by view name.
    public init(superview: View) {
        var items: [String: LayoutItem] = [:]
        for view in superview.subtree where items[view.name] == nil { items[view.name] = view }
        for view in superview.subtree {
            for guide in view.layoutGuides where items[guide.name] == nil { items[guide.name] = guide }
        }
        self.init(superview: superview, items: items)
    }

    /// The item a (possibly dotted) item path names: `title`, `superview`,
    /// `margins`, `title.margins`.
    public func item(named path: String) -> LayoutItem? {
        if path == "margins" { return superview.layoutMarginsGuide }
        if path.hasSuffix(".margins") {
            let owner = String(path.dropLast(".margins".count))
            return (view(named: owner))?.layoutMarginsGuide
        }
        if Self.containerNames.contains(path) { return superview }
        return items[path]
    }

    /// The view a name stands for (not a guide).
    public func view(named name: String) -> View? {
        if Self.containerNames.contains(name) { return superview }
        return items[name] as? View
    }

    /// Every name a user may write, sorted (for "did you mean" hints).
    var knownNames: [String] { (Array(items.keys) + Self.containerNames + ["margins"]).sorted() }
}
