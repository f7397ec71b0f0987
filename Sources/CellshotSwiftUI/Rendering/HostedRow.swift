import CellshotRender
import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A SwiftUI view hosted in a list row (`UIHostingConfiguration`, a `List` row): laid out by the SwiftUI engine
/// at the width the row's chrome leaves, leading-aligned, as tall as it needs (the row centres it in taller
/// heights), drawn at its own origin. The list around it is cellshot's list chrome.
///
/// Hosted content is laid out on the main actor: the front ends that make it (CellshotUIKit's table and
/// collection views, CellshotSwiftUI's `List`) render there.
final class HostedSwiftUIView: HostedContentSource, @unchecked Sendable {
    /// Makes the content's nodes (a view's, or a container's child's).
    private let content: @MainActor (_ViewInputs) -> _ViewOutputs
    private let background: (@MainActor (_ViewInputs) -> _ViewOutputs)?
    /// The environment the content was written in (a `List` row's), or `nil` for one made from the list's traits
    /// alone (a `UIHostingConfiguration` in a UIKit cell).
    private let baseEnvironment: EnvironmentValues?
    /// Where the app's code made the content (`file:line`), for its warnings.
    private let origin: String?
    /// Changes the environment the view is laid out in beyond the list's traits (a list row's context).
    private let environmentChanges: @Sendable (inout EnvironmentValues) -> Void

    @MainActor
    convenience init(_ view: AnyView, background: AnyView? = nil, origin: String? = nil,
                     environment environmentChanges: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }) {
        let makeContent: @MainActor (_ViewInputs) -> _ViewOutputs = { inputs in AnyView._makeNodes(view, inputs) }
        var makeBackground: (@MainActor (_ViewInputs) -> _ViewOutputs)?
        if let background {
            makeBackground = { inputs in AnyView._makeNodes(background, inputs) }
        }
        self.init(content: makeContent, background: makeBackground, origin: origin, baseEnvironment: nil,
                  environment: environmentChanges)
    }

    init(content: @escaping @MainActor (_ViewInputs) -> _ViewOutputs,
         background: (@MainActor (_ViewInputs) -> _ViewOutputs)?, origin: String?, baseEnvironment: EnvironmentValues?,
         environment environmentChanges: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }) {
        self.content = content
        self.background = background
        self.baseEnvironment = baseEnvironment
        self.origin = origin
        self.environmentChanges = environmentChanges
    }

    func layout(_ request: HostedLayoutRequest) throws -> HostedContentLayout {
        let boxed = MainActorBox(request)
        return MainActor.assumeIsolated {
            let request = boxed.value
            let (root, graph, size) = laidOut(content, request, proposal: ProposedViewSize(width: CGFloat(request.width), height: nil))
            var canvas = Canvas()
            canvas.draw(root)
            return HostedContentLayout(size: Size(width: Double(size.width), height: Double(size.height)),
                                       commands: canvas.commands,
                                       separatorLeading: separatorLeading(root, size: size, request: request),
                                       warnings: graph.warnings.map { origin.map { "\($0): " } ?? "" + $0 })
        }
    }

    func background(_ request: HostedLayoutRequest, cellSize: Size) -> [DrawCommand] {
        guard let background else { return [] }
        let boxed = MainActorBox(request)
        return MainActor.assumeIsolated {
            let request = boxed.value
            let (root, _, _) = laidOut(background, request,
                                       proposal: ProposedViewSize(width: CGFloat(cellSize.width), height: CGFloat(cellSize.height)),
                                       fill: CGSize(width: cellSize.width, height: cellSize.height))
            var canvas = Canvas()
            canvas.draw(root)
            return canvas.commands
        }
    }

    /// The environment of a row: the one it was written in, or the list's traits, look, scale and tint.
    private func environment(_ request: HostedLayoutRequest) -> EnvironmentValues {
        if var values = baseEnvironment {
            environmentChanges(&values)
            return values
        }
        var values = EnvironmentValues()
        values.colorScheme = request.traits.style == .dark ? .dark : .light
        values.dynamicTypeSize = DynamicTypeSize(request.traits.contentSize)
        values.layoutDirection = request.traits.direction == .rightToLeft ? .rightToLeft : .leftToRight
        values.displayScale = CGFloat(request.scale)
        values.look = request.look
        let tint = request.tint
        values.tint = AnyShapeStyle(Color(red: tint.red, green: tint.green, blue: tint.blue, opacity: tint.alpha))
        environmentChanges(&values)
        return values
    }

    @MainActor
    private func laidOut(_ make: @escaping @MainActor (_ViewInputs) -> _ViewOutputs, _ request: HostedLayoutRequest,
                         proposal: ProposedViewSize, fill: CGSize? = nil) -> (LayoutNode, ViewGraph, CGSize) {
        let graph = ViewGraph(measurer: request.measurer) { reference throws(RenderError) in
            guard let size = request.naturalSize(reference) else {
                throw RenderError.imageUnreadable(path: "\(reference)", reason: "the list could not read it")
            }
            return size
        }
        let hosting = HostingLayout(screen: HostingLayout.Screen(width: proposal.width ?? 0, height: nil, safeArea: EdgeInsets()),
                                    environment: environment(request), graph: graph)
        let root = hosting.settledRoot(NodesView(make: make))
        let size = fill ?? root.sizeThatFits(proposal)
        root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
        root.applyLayoutDirection()
        return (root, graph, size)
    }

    /// Where the separator starts, from the content's leading edge: the view's own `listRowSeparatorLeading`
    /// guide, else its first text's leading edge (SwiftUI aligns a row's separator to its text).
    private func separatorLeading(_ root: LayoutNode, size: CGSize, request: HostedLayoutRequest) -> Double? {
        let rightToLeft = request.traits.direction == .rightToLeft
        if let explicit = root.dimensions(root.placedProposal)[explicit: HorizontalAlignment.listRowSeparatorLeading] {
            return Double(rightToLeft ? size.width - explicit : explicit)
        }
        guard let text = root.firstNode(where: { $0.payload is TextLeaf }) else { return nil }
        return Double(rightToLeft ? size.width - text.frame.maxX : text.frame.minX)
    }
}

extension LayoutNode {
    /// The first node of the subtree, depth first in layout order, that passes `test`.
    func firstNode(where test: (LayoutNode) -> Bool) -> LayoutNode? {
        if test(self) { return self }
        for child in children {
            if let found = child.firstNode(where: test) { return found }
        }
        return nil
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category of the same rank.
    init(_ category: CellshotModel.ContentSizeCategory) {
        let index = CellshotModel.ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        self = DynamicTypeSize.allCases[min(index, DynamicTypeSize.allCases.count - 1)]
    }
}

/// A value handed to the main actor by a caller already on it (`MainActor.assumeIsolated` traps otherwise).
struct MainActorBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A view made of a closure that makes nodes: a container's child hosted on its own.
struct NodesView: View {
    typealias Body = Never
    let make: @MainActor (_ViewInputs) -> _ViewOutputs

    @MainActor
    static func _makeNodes(_ view: NodesView, _ inputs: _ViewInputs) -> _ViewOutputs {
        view.make(inputs)
    }
}
