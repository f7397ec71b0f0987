import Foundation

/// The sections and items of a collection view at one moment (`NSDiffableDataSourceSnapshot`), in order.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
/// snapshot.appendSections([.network])
/// snapshot.appendItems([.wifi, .bluetooth], toSection: .network)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
/// Identifiers must be unique across the snapshot, as UIKit requires; a repeated one is reported when the
/// collection view is drawn (UIKit raises an exception when it is appended).
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Every item, for the uniqueness check: appending a long list one item at a time stays linear.
    private var members: Set<ItemIdentifierType> = []
    /// The first mistake made building the snapshot (a repeated identifier, an unknown section or item).
    private(set) var problem: String?

    /// An empty snapshot.
    @preconcurrency public init() {}

    /// The number of items in every section.
    @preconcurrency public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    @preconcurrency public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order.
    @preconcurrency public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item's identifier, section by section.
    @preconcurrency public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section.
    /// - Parameter identifier: the section.
    /// - Returns: its number of items (0 for a section not in the snapshot).
    @preconcurrency public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section.
    /// - Parameter identifier: the section.
    /// - Returns: its items, in order.
    @preconcurrency public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section that holds an item.
    /// - Parameter identifier: the item.
    /// - Returns: the section, or `nil`.
    @preconcurrency public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The index of an item among all the snapshot's items.
    /// - Parameter identifier: the item.
    /// - Returns: the index, or `nil`.
    @preconcurrency public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The index of a section.
    /// - Parameter identifier: the section.
    /// - Returns: the index, or `nil`.
    @preconcurrency public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// Appends sections, empty.
    /// - Parameter identifiers: the sections.
    @preconcurrency public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where noteIfRepeated(section: identifier) {
            sections.append((identifier, []))
        }
    }

    /// Inserts sections before another.
    /// - Parameters:
    ///   - identifiers: the new sections.
    ///   - toIdentifier: the section they go before.
    @preconcurrency public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 0)
    }

    /// Inserts sections after another.
    /// - Parameters:
    ///   - identifiers: the new sections.
    ///   - toIdentifier: the section they go after.
    @preconcurrency public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType,
                                         offset: Int) {
        guard let index = indexOfSection(anchor) else { return note("section \(anchor) is not in the snapshot") }
        var position = index + offset
        for identifier in identifiers where noteIfRepeated(section: identifier) {
            sections.insert((identifier, []), at: position)
            position += 1
        }
    }

    /// Appends items to a section, by default the last one.
    /// - Parameters:
    ///   - identifiers: the items.
    ///   - sectionIdentifier: the section, or `nil` for the last.
    @preconcurrency public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index: Int
        if let sectionIdentifier {
            guard let found = indexOfSection(sectionIdentifier) else {
                return note("appendItems(_:toSection:): section \(sectionIdentifier) is not in the snapshot")
            }
            index = found
        } else {
            guard !sections.isEmpty else { return note("appendItems(_:toSection:): the snapshot has no section yet") }
            index = sections.count - 1
        }
        for identifier in identifiers where noteIfRepeated(item: identifier) { sections[index].items.append(identifier) }
    }

    /// Inserts items before another item.
    /// - Parameters:
    ///   - identifiers: the new items.
    ///   - beforeIdentifier: the item they go before.
    @preconcurrency public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts items after another item.
    /// - Parameters:
    ///   - identifiers: the new items.
    ///   - afterIdentifier: the item they go after.
    @preconcurrency public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: afterIdentifier, offset: 1)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let section = sections.firstIndex(where: { $0.items.contains(anchor) }),
              let index = sections[section].items.firstIndex(of: anchor) else {
            return note("item \(anchor) is not in the snapshot")
        }
        var position = index + offset
        for identifier in identifiers where noteIfRepeated(item: identifier) {
            sections[section].items.insert(identifier, at: position)
            position += 1
        }
    }

    /// Deletes items.
    /// - Parameter identifiers: the items.
    @preconcurrency public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let deleted = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { deleted.contains($0) } }
        members.subtract(deleted)
    }

    /// Deletes every item and section.
    @preconcurrency public mutating func deleteAllItems() {
        sections = []
        members = []
    }

    /// Deletes sections and their items.
    /// - Parameter identifiers: the sections.
    @preconcurrency public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in sections where identifiers.contains(section.identifier) { members.subtract(section.items) }
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Marks items to be reloaded: every cell is made afresh when drawn, so nothing changes.
    /// - Parameter identifiers: the items.
    @preconcurrency public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    /// Marks items to be reconfigured: every cell is configured afresh when drawn, so nothing changes.
    /// - Parameter identifiers: the items.
    @preconcurrency public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    /// Marks sections to be reloaded: nothing changes, as for items.
    /// - Parameter identifiers: the sections.
    @preconcurrency public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    private mutating func noteIfRepeated(section identifier: SectionIdentifierType) -> Bool {
        guard indexOfSection(identifier) == nil else {
            note("the section identifier \(identifier) is appended twice; section identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func noteIfRepeated(item identifier: ItemIdentifierType) -> Bool {
        guard members.insert(identifier).inserted else {
            note("the item identifier \(identifier) is appended twice; item identifiers must be unique "
                + "across the snapshot (UIKit raises an exception)")
            return false
        }
        return true
    }

    private mutating func note(_ message: String) {
        if problem == nil { problem = message }
    }
}
