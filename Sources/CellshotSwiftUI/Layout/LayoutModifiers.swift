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
    /// What SwiftUI logs about the modifier's arguments, with where the app's code applies it.
    var warning: SourceWarning?

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let warning = modifier.warning { inputs.graph.warn(warning.message, fileID: warning.fileID, line: warning.line) }
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

    /// A fixed width or height (or both), the view aligned in it (Apple: `frame(width:height:alignment:)`).
    /// Negative and non-finite dimensions are ignored with a warning, as SwiftUI logs them.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
                      fileID: String = #fileID, line: Int = #line) -> some View {
        let invalid = FixedFrameLayout.isInvalid(width) || FixedFrameLayout.isInvalid(height)
        let warning = invalid ? SourceWarning("Invalid frame dimension (negative or non-finite): "
                                              + "frame(width: \(describe(width)), height: \(describe(height))) ignores it",
                                              fileID: fileID, line: line) : nil
        return modifier(UnaryLayoutModifier(layout: FixedFrameLayout(width: width, height: height, alignment: alignment),
                                            name: "frame", warning: warning))
    }

    /// Limits on the view's width and height, as Apple documents `frame(minWidth:…)`: the view is offered the
    /// proposal clamped to the limits (the ideal where the proposal is `nil`) and the frame's size follows the
    /// documented rules (docs/swiftui.md, "Layout"). Contradictory limits are normalised (min ≤ ideal ≤ max) with
    /// a warning, as SwiftUI logs "Contradictory frame constraints specified."
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        let horizontal = FlexibleFrameLayout.Limits(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
        let vertical = FlexibleFrameLayout.Limits(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        var warning: SourceWarning?
        if horizontal.isContradictory || vertical.isContradictory {
            let values = [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                          ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)]
                .compactMap { name, value in value.map { "\(name): \(describe($0))" } }.joined(separator: ", ")
            warning = SourceWarning("Contradictory frame constraints specified: frame(\(values)) is laid out as "
                                    + "min ≤ ideal ≤ max", fileID: fileID, line: line)
        }
        let layout = FlexibleFrameLayout(horizontal: horizontal, vertical: vertical, alignment: alignment)
        return modifier(UnaryLayoutModifier(layout: layout, name: "frame", warning: warning))
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

    /// Takes the whole proposal and centres the view at a point of it (Apple: `position(x:y:)`).
    public func position(_ position: CGPoint) -> some View {
        modifier(UnaryLayoutModifier(layout: PositionLayout(position: position), name: "position"))
    }

    /// Takes the whole proposal and centres the view at a point of it (Apple: `position(x:y:)`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
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

    /// The children, each with the traits changed: a plain text stays a plain text (a layout trait, such as a
    /// picker's `.tag`, changes nothing a container drawing the text itself would draw).
    @MainActor
    static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                              content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        content(inputs).map { element in
            var changed = element.applying(modifier)
            changed.plainText = element.plainText
            return changed
        }
    }
}

/// A warning about a call in the app's code, with where it is.
struct SourceWarning {
    var message: String
    var fileID: String
    var line: Int

    init(_ message: String, fileID: String, line: Int) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }
}

/// A frame dimension as the app's code wrote it.
private func describe(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    return value == value.rounded() && value.isFinite ? String(Int(value)) : "\(value)"
}
