import Foundation

/// The spacing a view prefers around it, edge by edge (SwiftUI's `ViewSpacing`).
///
/// Each edge holds preferences, each for a kind of neighbour (a category) or for any neighbour. The distance
/// between two neighbours' facing edges is the largest preference of a category both edges name; if they
/// name none in common, the largest of their preferences for any neighbour; if neither has one, the default
/// spacing, ``SwiftUIFigures/defaultSpacing`` (Apple: `ViewSpacing.distance(to:along:)`; OpenSwiftUI
/// `Spacing.swift`). So two ordinary views are 8 pt apart, a spacer (0 for any neighbour) touches its
/// neighbours, and two texts stacked vertically are their fonts' leading apart (docs/swiftui.md, "Spacing").
public struct ViewSpacing: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A kind of neighbour a preference applies to.
    package enum Category: Hashable, Sendable, Comparable {
        /// A text's edge facing another text's: the lower text's leading.
        case textToText
        /// Between a text's top and the bottom of a view above it: what a text keeps above itself.
        case aboveText
        /// Between a text's bottom and the top of a view below it: what a text keeps below itself.
        case belowText
    }

    /// One edge's preferences: by category, and for any neighbour (`nil` for none).
    package struct EdgePreferences: Hashable, Sendable {
        package var categories: [Category: CGFloat] = [:]
        package var any: CGFloat?

        package init(categories: [Category: CGFloat] = [:], any: CGFloat? = nil) {
            self.categories = categories
            self.any = any
        }

        mutating func formUnion(_ other: EdgePreferences) {
            categories.merge(other.categories) { Swift.max($0, $1) }
            if let value = other.any { any = Swift.max(any ?? value, value) }
        }
    }

    /// The preferences of the four edges, indexed by `Edge.rawValue`.
    package var edges: [EdgePreferences]

    /// 0 from any neighbour on every edge (Apple: "zero on all edges"): a spacer's.
    public static let zero = ViewSpacing(edges: Array(repeating: EdgePreferences(any: 0), count: 4))

    /// No preference on any edge: what a container's own preferences are built up from.
    package static let none = ViewSpacing(edges: Array(repeating: EdgePreferences(), count: 4))

    /// 0 from any neighbour on the two edges across `axis` (a spacer in a stack along `axis`: OpenSwiftUI
    /// `Spacer.spacing`, `.horizontal(.zero)`).
    package static func zero(along axis: Axis) -> ViewSpacing {
        var spacing = ViewSpacing.none
        for edge: Edge in axis == .horizontal ? [.leading, .trailing] : [.top, .bottom] {
            spacing[edge] = EdgePreferences(any: 0)
        }
        return spacing
    }

    /// An ordinary view's spacing: the default from other ordinary views; facing a text, 0 of its own, so the
    /// text's preference decides — its top edge faces the bottom of a text above it (``Category/belowText``),
    /// its bottom edge the top of a text below it (``Category/aboveText``).
    public init() {
        self.init(edges: [EdgePreferences(categories: [.belowText: 0]), EdgePreferences(),
                          EdgePreferences(categories: [.aboveText: 0]), EdgePreferences()])
    }

    package init(edges: [EdgePreferences]) {
        self.edges = edges
    }

    package subscript(edge: Edge) -> EdgePreferences {
        get { edges[Int(edge.rawValue)] }
        set { edges[Int(edge.rawValue)] = newValue }
    }

    /// Merges `other`'s preferences into these on `edges`, keeping the larger of two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].formUnion(other[edge])
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis` (to its trailing side or below).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = self[axis == .horizontal ? .trailing : .bottom]
        let theirs = next[axis == .horizontal ? .leading : .top]
        var shared: CGFloat?
        for (category, value) in mine.categories {
            guard let other = theirs.categories[category] else { continue }
            shared = Swift.max(shared ?? -.infinity, Swift.max(value, other))
        }
        if let shared { return shared }
        switch (mine.any, theirs.any) {
        case let (left?, right?): return Swift.max(left, right)
        case let (value?, nil), let (nil, value?): return value
        case (nil, nil): return SwiftUIFigures.defaultSpacing
        }
    }

    /// These preferences with `edges` replaced by an ordinary view's (a padding or frame on those edges).
    package func replacingWithOrdinary(_ edges: Edge.Set) -> ViewSpacing {
        var result = self
        let ordinary = ViewSpacing()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            result[edge] = ordinary[edge]
        }
        return result
    }

    public var description: String {
        let names = ["top", "leading", "bottom", "trailing"]
        return "ViewSpacing(" + edges.enumerated().map { index, preferences in
            var parts = preferences.categories.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            if let any = preferences.any { parts.append("any \(any)") }
            return "\(names[index]): " + parts.joined(separator: ", ")
        }.joined(separator: "; ") + ")"
    }
}
