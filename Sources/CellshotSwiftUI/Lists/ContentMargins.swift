import CellshotSwiftUILayout
import Foundation

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The scroll view's content and its indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll view's content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
    /// Margins around a scroll view's content (iOS 17's `contentMargins`): not drawn — a list keeps its own
    /// margins, and the modifier warns, naming the call.
    ///
    /// ```swift
    /// List { … }.contentMargins(.top, 0)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic,
                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_ContentMarginsModifier(description: ".contentMargins(\(Self.describe(edges)), \(Self.describe(insets)))",
                                         placement: placement, fileID: fileID, line: line))
    }

    /// Margins of one length around a scroll view's content on `edges` (`nil`: the platform's): not drawn, with
    /// a warning.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic,
                               fileID: String = #fileID, line: Int = #line) -> some View {
        let value = length.map { "\(Self.describe($0))" } ?? "nil"
        return modifier(_ContentMarginsModifier(description: ".contentMargins(\(Self.describe(edges)), \(value))",
                                                placement: placement, fileID: fileID, line: line))
    }

    /// Margins of one length around a scroll view's content on every edge: not drawn, with a warning.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic,
                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_ContentMarginsModifier(description: ".contentMargins(\(Self.describe(length)))",
                                         placement: placement, fileID: fileID, line: line))
    }

    fileprivate static func describe(_ length: CGFloat) -> String {
        length == length.rounded() ? String(Int(length)) : String(describing: length)
    }

    fileprivate static func describe(_ edges: Edge.Set) -> String {
        if edges == .all { return ".all" }
        if edges == .horizontal { return ".horizontal" }
        if edges == .vertical { return ".vertical" }
        let names: [(Edge.Set, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        let named = names.filter { edges.contains($0.0) }.map { "." + $0.1 }
        return named.count == 1 ? named[0] : "[" + named.joined(separator: ", ") + "]"
    }

    fileprivate static func describe(_ insets: EdgeInsets) -> String {
        "EdgeInsets(top: \(describe(insets.top)), leading: \(describe(insets.leading)), bottom: \(describe(insets.bottom)), "
            + "trailing: \(describe(insets.trailing)))"
    }
}

/// `.contentMargins`: leaves the view as it is and warns that the margins are not drawn.
public struct _ContentMarginsModifier: Sendable {
    public typealias Body = Never
    let description: String
    let placement: ContentMarginPlacement
    let fileID: String
    let line: Int

    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if modifier.placement != .scrollIndicators {
            inputs.graph.warn("\(modifier.description) is not drawn: the scroll view's content keeps its own margins",
                              fileID: modifier.fileID, line: modifier.line)
        }
        return content(inputs)
    }
}

extension _ContentMarginsModifier: ViewModifier {}
