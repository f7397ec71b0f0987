import CellshotSwiftUILayout
import Foundation

/// A modifier that wraps each node of the modified view in a container of one layout: padding, frames,
/// fixed size, offset, aspect ratio, alignment guides. A modifier applies to each view of a group.
struct UnaryLayoutModifier<L: Layout>: ViewModifier {
    typealias Body = Never
    let layout: L
    let name: String
    /// Whether the wrapped view's priority passes through (`fixedSize`); other layout modifiers report 0
    /// (OpenSwiftUI `LayoutView.layoutPriority`).
    var keepsPriority = false

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let children = content(inputs).nodes
        return _ViewOutputs(children.map { child in
            var traits = LayoutTraits()
            traits.values = child.traits.values
            if modifier.keepsPriority { traits.priority = child.traits.priority }
            return LayoutNode(layout: modifier.layout, children: [child], name: modifier.name, traits: traits,
                              direction: inputs.environment.layoutDirection)
        })
    }
}

extension View {
    /// Pads the view by the default padding (16 pt) on `edges`, or by `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? SwiftUIFigures.defaultPadding))
    }

    /// Pads the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads the view by insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(UnaryLayoutModifier(layout: PaddingLayout(insets: insets), name: "padding"))
    }

    /// A fixed width or height (or both), the view aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(UnaryLayoutModifier(layout: FixedFrameLayout(width: FrameValues.checked(width), height: FrameValues.checked(height),
                                                              alignment: alignment), name: "frame"))
    }

    /// Limits on the view's width and height, as Apple documents `frame(minWidth:…)`.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let layout = FlexibleFrameLayout(
            horizontal: FrameValues.limits(minWidth, idealWidth, maxWidth),
            vertical: FrameValues.limits(minHeight, idealHeight, maxHeight), alignment: alignment)
        return modifier(UnaryLayoutModifier(layout: layout, name: "frame"))
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the axes asked for.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(UnaryLayoutModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical),
                                     name: "fixedSize", keepsPriority: true))
    }

    /// Moves the view's drawing after layout; its neighbours do not move.
    public func offset(_ offset: CGSize) -> some View {
        modifier(UnaryLayoutModifier(layout: OffsetLayout(offset: offset), name: "offset", keepsPriority: true))
    }

    /// Moves the view's drawing after layout; its neighbours do not move.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// The view offered sizes of a ratio (its own ideal ratio when `nil`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(UnaryLayoutModifier(layout: AspectRatioLayout(ratio: aspectRatio, mode: contentMode == .fit ? .fit : .fill),
                                     name: "aspectRatio"))
    }

    /// The view offered sizes of a ratio.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// The view scaled to fit what it is offered, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// The view scaled to fill what it is offered, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Sets the value of a horizontal guide for the view.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(UnaryLayoutModifier(layout: AlignmentGuideLayout(horizontal: guide, computeValue: computeValue),
                                     name: "alignmentGuide", keepsPriority: true))
    }

    /// Sets the value of a vertical guide for the view.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(UnaryLayoutModifier(layout: AlignmentGuideLayout(vertical: guide, computeValue: computeValue),
                                     name: "alignmentGuide", keepsPriority: true))
    }

    /// The view's priority in its stack: higher is offered space first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier { $0.priority = value })
    }

    /// A value the view gives its layout (`subview[Key.self]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { $0.values[ObjectIdentifier(key)] = value })
    }
}

/// How content fills a space (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// Sets a trait of each node of the modified view.
struct TraitModifier: ViewModifier {
    typealias Body = Never
    let change: (inout LayoutTraits) -> Void

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = content(inputs)
        for node in outputs.nodes { modifier.change(&node.traits) }
        return outputs
    }
}

/// The figures a frame is given, made sane as SwiftUI makes them (negative and non-finite sizes ignored;
/// min ≤ ideal ≤ max).
enum FrameValues {
    static func checked(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    static func limits(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> FlexibleFrameLayout.Limits {
        let low = minimum.map { Swift.max(0, $0) }
        var idealValue = ideal.flatMap { $0.isFinite ? $0 : nil }
        if let low, let current = idealValue { idealValue = Swift.max(current, low) }
        var high = maximum
        if let floor = idealValue ?? low, let current = high { high = Swift.max(current, floor) }
        return FlexibleFrameLayout.Limits(minimum: low, ideal: idealValue, maximum: high)
    }
}
