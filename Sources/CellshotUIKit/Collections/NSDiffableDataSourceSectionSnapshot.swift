import Foundation

/// The items of one section as an outline (`NSDiffableDataSourceSectionSnapshot`): items nested under
/// parents, each parent expanded or collapsed. Applied to a section with
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``, its visible items are
/// the section's, each cell's `indentationLevel` is the item's level, and its configuration state's
/// `isExpanded` says whether the item is expanded — which an `outlineDisclosure()` accessory shows.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Folders"])
/// outline.append(["Work", "Travel"], to: "Folders")
/// outline.expand(["Folders"])
/// dataSource.apply(outline, to: .main, animatingDifferences: false)
/// ```
@preconcurrency public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item, so that `contains` does not search the root items.
    private var members: Set<ItemIdentifierType> = []
    /// The first mistake made building the snapshot (a repeated item, an unknown parent), reported when drawn.
    private(set) var problem: String?

    /// An empty outline.
    @preconcurrency public init() {}

    /// Appends items at the end of a parent's children, or of the root items.
    /// - Parameters:
    ///   - items: the items.
    ///   - parent: the parent, or `nil` for the root.
    @preconcurrency public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) { return note("append(_:to:): the parent \(parent) is not in the snapshot") }
        for item in items where noteIfRepeated(item) {
            if let parent {
                childrenOf[parent, default: []].append(item)
                parents[item] = parent
            } else {
                roots.append(item)
            }
        }
    }

    /// Inserts items before an item, among its siblings.
    /// - Parameters:
    ///   - items: the new items.
    ///   - item: the item they go before.
    @preconcurrency public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, at: item, offset: 0)
    }

    /// Inserts items after an item, among its siblings.
    /// - Parameters:
    ///   - items: the new items.
    ///   - item: the item they go after.
    @preconcurrency public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, at: item, offset: 1)
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard contains(anchor) else { return note("the item \(anchor) is not in the snapshot") }
        let parent = parents[anchor]
        var siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
        var position = (siblings.firstIndex(of: anchor) ?? siblings.count) + offset
        for item in items where noteIfRepeated(item) {
            siblings.insert(item, at: position)
            position += 1
            if let parent { parents[item] = parent }
        }
        if let parent { childrenOf[parent] = siblings } else { roots = siblings }
    }

    /// Deletes items and everything nested under them.
    /// - Parameter items: the items.
    @preconcurrency public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in descendants(of: item) + [item] {
                childrenOf[descendant] = nil
                expanded.remove(descendant)
                parents[descendant] = nil
                members.remove(descendant)
            }
            roots.removeAll { $0 == item }
            for parent in Array(childrenOf.keys) { childrenOf[parent]?.removeAll { $0 == item } }
        }
    }

    /// Deletes every item.
    @preconcurrency public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands items: their children are visible when they are.
    /// - Parameter items: the items.
    @preconcurrency public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Collapses items: their children are hidden.
    /// - Parameter items: the items.
    @preconcurrency public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Whether an item is expanded.
    /// - Parameter item: the item.
    /// - Returns: whether it is expanded.
    @preconcurrency public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether an item is visible: every item above it is expanded.
    /// - Parameter item: the item.
    /// - Returns: whether it is visible.
    @preconcurrency public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Whether the snapshot holds an item.
    /// - Parameter item: the item.
    /// - Returns: whether it is there.
    @preconcurrency public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// How deep an item is: 0 for a root item.
    /// - Parameter item: the item.
    /// - Returns: its level.
    @preconcurrency public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of an item, or `nil` for a root item.
    /// - Parameter child: the item.
    /// - Returns: its parent.
    @preconcurrency public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The index of an item in ``items``.
    /// - Parameter item: the item.
    /// - Returns: the index, or `nil`.
    @preconcurrency public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The root items, in order.
    @preconcurrency public var rootItems: [ItemIdentifierType] { roots }

    /// Every item, each parent before its children.
    @preconcurrency public var items: [ItemIdentifierType] { roots.flatMap { [$0] + descendants(of: $0) } }

    /// The visible items, each parent before its children: what the section shows.
    @preconcurrency public var visibleItems: [ItemIdentifierType] {
        func visible(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
            [item] + (expanded.contains(item) ? (childrenOf[item] ?? []).flatMap(visible) : [])
        }
        return roots.flatMap(visible)
    }

    /// The snapshot of the items under a parent.
    /// - Parameters:
    ///   - parent: the parent.
    ///   - includingParent: whether the parent is the new snapshot's root.
    /// - Returns: the snapshot.
    @preconcurrency public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            snapshot.append([item], to: newParent)
            if expanded.contains(item) { snapshot.expanded.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return snapshot
    }

    private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        (childrenOf[item] ?? []).flatMap { [$0] + descendants(of: $0) }
    }

    private mutating func noteIfRepeated(_ item: ItemIdentifierType) -> Bool {
        guard members.insert(item).inserted else {
            note("the item \(item) is appended twice; items must be unique in a section snapshot (UIKit raises an exception)")
            return false
        }
        return true
    }

    private mutating func note(_ message: String) {
        if problem == nil { problem = message }
    }
}
