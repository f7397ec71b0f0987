import Foundation

/// SwiftUI's helpers for the offsets `.onDelete` and `.onMove` hand to an app: the app removes or moves its
/// model's elements with them, as on iOS.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `.onDelete` passes).
    ///
    /// ```swift
    /// ForEach(scrums) { … }.onDelete { scrums.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they come, in their order, just before the element that was at
    /// offset `destination` (the end when it is `count`): what `.onMove` passes.
    ///
    /// ```swift
    /// ForEach(languages) { … }.onMove { languages.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = []
        var kept: [Element] = []
        for (offset, element) in zip(0..., self) {
            if source.contains(offset) { moved.append(element) } else { kept.append(element) }
        }
        let insertion = destination - source.count(in: 0..<Swift.max(destination, 0))
        kept.insert(contentsOf: moved, at: Swift.min(Swift.max(insertion, 0), kept.count))
        for (index, element) in zip(indices, kept) {
            self[index] = element
        }
    }
}
