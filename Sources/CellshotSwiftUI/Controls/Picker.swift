import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A control for choosing one of several values (SwiftUI's `Picker`): its options are its content's views,
/// each tagged with its value (`.tag(_:)`, or a `ForEach`'s ids); the one whose tag is the selection is shown.
/// Outside a list, `.menu` (the default) draws the selection in the tint with up-down chevrons, the label
/// hidden; `.segmented` draws every option in a segmented control filling the width.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    public typealias Body = Never
    let selection: SelectionValue
    let label: Label
    let content: Content

    /// A picker with a label of any views.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view (deprecated form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    @MainActor
    public static func _makeNodes(_ view: Picker, _ inputs: _ViewInputs) -> _ViewOutputs {
        let options = PickerOptions(content: view.content, selection: AnyHashable(view.selection), inputs.child(at: 1))
        let label = DeferredView(view.label, inputs.child(at: 0))
        let style = inputs.environment.pickerStyle ?? PickerStyleChoice(kind: .menu, origin: nil)
        style.warnIfUndrawn(inputs.graph)
        let outputs: _ViewOutputs
        switch style.kind {
        case .segmented:
            outputs = _ViewOutputs(SegmentedControl.node(options, inputs))
        case _ where inputs.environment.isInListRow && !label.isEmpty:
            // In a list row iOS shows the label too: the label leading, the selection and its chevrons trailing in the
            // secondary colour (a Settings-like form row) [I: iOS 16 and later; the corpus's Ice Cubes and Mastodon settings forms are such rows].
            let selection = DeferredView { _ViewOutputs(MenuPickerButton.node(options, $0)) }
            let row = HStack { Deferred(label); Spacer(); Deferred(selection).foregroundStyle(.secondary) }
            outputs = type(of: row)._makeNodes(row, inputs)
        default:
            outputs = _ViewOutputs(MenuPickerButton.node(options, inputs))
        }
        let presentation = ControlRowPresentation(kind: .picker, makeLabel: label.maker,
                                                  makeTrailing: { options.selectedNodes($0) })
        return ControlMarker.mark(outputs, presentation, name: "Picker", inputs)
    }
}

extension Picker: View {}

extension Picker where Label == Text {
    /// A picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's options: its content's nodes made in an environment, and which of them is the selection.
struct PickerOptions {
    let makeContent: DeferredView
    let selection: AnyHashable

    @MainActor
    init<Content: View>(content: Content, selection: AnyHashable, _ inputs: _ViewInputs) {
        makeContent = DeferredView(content, inputs)
        self.selection = selection
    }

    /// Every option's nodes in the environment of `inputs`.
    @MainActor
    func nodes(_ inputs: _ViewInputs) -> [LayoutNode] {
        makeContent.make(inputs).nodes
    }

    /// Whether a node is the selected option.
    func isSelected(_ node: LayoutNode) -> Bool {
        ViewTag.tag(of: node).map { ViewTag.matches($0, selection) } ?? false
    }

    /// The selected option's nodes in the environment of `inputs` (none when no option has the selection's tag).
    @MainActor
    func selectedNodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes(inputs).filter(isSelected))
    }

    /// The selected option, as a deferred view.
    @MainActor
    var selected: DeferredView {
        let options = self
        return DeferredView { options.selectedNodes($0) }
    }
}

/// A `.menu` picker outside a list: the selection and the up-down chevrons, in the tint.
enum MenuPickerButton {
    @MainActor
    static func node(_ options: PickerOptions, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        var tinted = inputs
        if environment.foregroundStyle == nil {
            tinted.environment.foregroundStyle = AnyShapeStyle(environment.isEnabled ? Color.accentColor
                : Color(provider: .system(.label)).opacity(SwiftUIFigures.disabledLabelOpacity))
        }
        tinted.environment.lineLimit = 1
        let chevrons = MenuChevrons(size: SwiftUIFigures.menuPickerChevronSize)
        let row = HStack(spacing: SwiftUIFigures.menuPickerChevronSpacing) { Deferred(options.selected); chevrons }
        return HStack._makeNodes(row, tinted).nodes[0]
    }
}

/// The chevrons, as a view, in the foreground colour.
struct MenuChevrons {
    typealias Body = Never
    let size: CGSize

    @MainActor
    static func _makeNodes(_ view: MenuChevrons, _ inputs: _ViewInputs) -> _ViewOutputs {
        let leaf = MenuChevronsLeaf(size: view.size, tint: inputs.environment.foregroundColor)
        let node = LayoutNode(leaf: leaf, name: "Chevrons", direction: inputs.environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }
}

extension MenuChevrons: View {}

/// The up-down chevrons of a menu picker (`chevron.up.chevron.down`): an up and a down chevron stroked in a
/// fixed box, drawn as paths (the symbol stand-in's glyph sits small in its box).
final class MenuChevronsLeaf: LeafLayout, NodeDrawing {
    let size: CGSize
    let tint: CellshotGraphics.Color

    init(size: CGSize, tint: CellshotGraphics.Color) {
        self.size = size
        self.tint = tint
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let stroke = SwiftUIFigures.menuPickerChevronStroke
        let box = node.frame.insetBy(dx: stroke / 2, dy: stroke / 2)
        // Each chevron takes a little less than half the box's height, a gap between them [I].
        let arm = box.height * 0.36
        func point(_ x: CGFloat, _ y: CGFloat) -> Point { Point(x: Double(x), y: Double(y)) }
        let up = CellshotGraphics.Path([.move(point(box.minX, box.minY + arm)), .line(point(box.midX, box.minY)),
                                        .line(point(box.maxX, box.minY + arm))])
        let down = CellshotGraphics.Path([.move(point(box.minX, box.maxY - arm)), .line(point(box.midX, box.maxY)),
                                          .line(point(box.maxX, box.maxY - arm))])
        canvas.commands.append(.path(up, paint: .stroke(width: Double(stroke)), color: tint))
        canvas.commands.append(.path(down, paint: .stroke(width: Double(stroke)), color: tint))
    }
}

/// The kind of a picker style.
public enum _PickerStyleKind: Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// A way to draw a picker (SwiftUI's `PickerStyle`): `.automatic` and `.menu` (the selection and chevrons),
/// `.segmented`; `.inline`, `.wheel`, `.navigationLink` and `.palette` are drawn as `.menu` with a warning.
public protocol PickerStyle: Sendable {
    /// Which built-in style this is.
    var _kind: _PickerStyleKind { get }
}

/// The default picker style: a menu outside a list.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .automatic }
}

/// The selection in the tint with up-down chevrons (SwiftUI's `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .menu }
}

/// Every option in a segmented control (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .segmented }
}

/// The options inline, as rows of a list (SwiftUI's `InlinePickerStyle`): drawn as a menu outside a list.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .inline }
}

/// A spinning wheel (SwiftUI's `WheelPickerStyle`): drawn as a menu.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .wheel }
}

/// A row that pushes a list of options (SwiftUI's `NavigationLinkPickerStyle`): drawn as a menu.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .navigationLink }
}

/// Options in a row of buttons (SwiftUI's `PalettePickerStyle`): drawn as a menu.
public struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The picker style set in the environment, with the line that set it (for the warning).
struct PickerStyleChoice: Sendable {
    let kind: _PickerStyleKind
    let origin: (fileID: String, line: Int)?

    /// Warns, naming the line, when the style is not drawn as itself outside a list.
    func warnIfUndrawn(_ graph: ViewGraph) {
        let name: String
        switch kind {
        case .automatic, .menu, .segmented: return
        case .inline: name = "inline"
        case .wheel: name = "wheel"
        case .navigationLink: name = "navigationLink"
        case .palette: name = "palette"
        }
        let message = ".pickerStyle(.\(name)) is drawn as .menu outside a list"
        if let origin { graph.warn(message, fileID: origin.fileID, line: origin.line) } else { graph.warn(message) }
    }
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleChoice? { nil }
}

extension EnvironmentValues {
    /// The style pickers below are drawn in; `nil` for the default (a menu).
    var pickerStyle: PickerStyleChoice? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers in this view in a style: `.menu` (the default), `.segmented`.
    ///
    /// ```swift
    /// Picker("Unit", selection: $unit) { Text("°C").tag(Unit.celsius); Text("°F").tag(Unit.fahrenheit) }
    ///     .pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.pickerStyle, PickerStyleChoice(kind: style._kind, origin: (fileID, line)))
    }
}
