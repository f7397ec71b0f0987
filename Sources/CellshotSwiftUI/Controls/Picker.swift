import CellshotModel
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
        let inListRow = inputs.environment.isInListRow
        let isRow = inputs.environment.isPickerRow
        var inputs = inputs
        // Only the picker itself is its row: a picker among its options' views is drawn as any other.
        inputs.environment.isPickerRow = nil
        style.warnIfUndrawn(inputs.graph, inListRow: inListRow, isRow: isRow != nil)
        let outputs: _ViewOutputs
        switch style.kind {
        case .segmented:
            outputs = _ViewOutputs(SegmentedControl.node(options, inputs))
        case .navigationLink where inListRow && isRow == .valueInAccessory:
            // The list draws the selection (a plain text) as the row's value, before its chevron (`_makeViewList`).
            outputs = label.make(inputs)
        case .navigationLink where inListRow:
            // A navigation link row with a value, as iOS draws it: the label leading, the selection trailing in the
            // secondary colour, then the row's chevron (the list's disclosure accessory, `_makeViewList`).
            let row = HStack { Deferred(label); Spacer(); Deferred(options.selected).foregroundStyle(.secondary) }
            outputs = type(of: row)._makeNodes(row, inputs)
        case _ where inListRow && !label.isEmpty:
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

    /// The picker as a child of a container. In a list, a `.navigationLink` picker is a row the user touches,
    /// with the disclosure chevron; an `.inline` picker gives the list its options as rows of their own (its
    /// label, the selection and the options' views in ``ListRowTraits/InlinePicker``), which the list draws in
    /// place of the picker. Any other container draws the picker's nodes.
    @MainActor
    public static func _makeViewList(_ view: Picker, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var part = PickerRowPart.whole
        var accessories: [CellAccessory] = [.disclosureIndicator]
        if inputs.environment.pickerStyle?.kind == .navigationLink {
            // A selection that is a plain text is the row's value, drawn by the list where UIKit draws a value
            // cell's: the same run, font and colour as a `.badge`, before the chevron.
            let options = Content._makeViewList(view.content, inputs.child(at: 1))
            let selection = AnyHashable(view.selection)
            let selected = options.first { $0.traits[TagTraitKey.self].map { ViewTag.matches($0, selection) } ?? false }
            if let text = selected?.plainText {
                part = .valueInAccessory
                accessories.insert(.label(text), at: 0)
            }
        }
        var element = _ViewListElement(kind: .view { [part] inputs in
            var inputs = inputs
            inputs.environment.isPickerRow = part
            return Self._makeNodes(view, inputs)
        }, inputs: inputs)
        switch inputs.environment.pickerStyle?.kind {
        case .navigationLink:
            element.traits[ListRowTraits.Accessories.self] = accessories
            element.traits[ListRowTraits.Interactive.self] = inputs.environment.isEnabled
        case .inline:
            // `.labelsHidden()` leaves a section the picker makes without a header.
            element.traits[ListRowTraits.InlinePicker.self] = InlinePickerRows(
                label: inputs.environment.labelsHidden ? [] : Label._makeViewList(view.label, inputs.child(at: 0)),
                options: Content._makeViewList(view.content, inputs.child(at: 1)),
                selection: AnyHashable(view.selection))
        default:
            break
        }
        return [element]
    }
}

/// What an `.inline` picker gives the list it is in: its options, each a row, and its label (the header of a
/// section the picker makes by itself).
struct InlinePickerRows {
    /// The label's views, as a container sees them.
    let label: [_ViewListElement]
    /// The options' views, each tagged (`.tag`, or a `ForEach`'s id).
    let options: [_ViewListElement]
    /// The selection, whose option has the checkmark.
    let selection: AnyHashable

    /// Whether an option is the selected one.
    func isSelected(_ option: _ViewListElement) -> Bool {
        option.traits[TagTraitKey.self].map { ViewTag.matches($0, selection) } ?? false
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
        // The ink fills the box less its bearings (the stroke's outer edge on the ink's edge).
        let box = node.frame.insetBy(dx: SwiftUIFigures.menuPickerChevronBearing + stroke / 2, dy: stroke / 2)
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
/// `.segmented`; in a list row `.navigationLink` (a row with the selection and a chevron) and `.inline` (a row per
/// option); `.wheel` and `.palette`, and `.inline` and `.navigationLink` outside a list, are drawn as `.menu` with a
/// warning.
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

/// The options inline, as rows of a list (SwiftUI's `InlinePickerStyle`): in a list, a row per option, the
/// selected one checked; drawn as a menu, with a warning, outside a list.
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

/// A row that pushes a list of options (SwiftUI's `NavigationLinkPickerStyle`): in a list, the label, the
/// selection in the secondary colour and a chevron; drawn as a menu, with a warning, outside a list.
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

    /// Warns, naming the line, when the style is not drawn as itself: outside a list, or — `.navigationLink`
    /// and `.inline`, drawn in a list only as a row of their own — inside a row among other views.
    func warnIfUndrawn(_ graph: ViewGraph, inListRow: Bool, isRow: Bool) {
        let name: String
        switch kind {
        case .automatic, .menu, .segmented: return
        case .navigationLink where inListRow && isRow: return
        case .inline: name = "inline"
        case .wheel: name = "wheel"
        case .navigationLink: name = "navigationLink"
        case .palette: name = "palette"
        }
        let message: String
        switch kind {
        case .navigationLink where inListRow:
            message = ".pickerStyle(.navigationLink) is drawn without its chevron: the picker is not a list row of its own"
        case .inline where inListRow:
            message = ".pickerStyle(.inline) is drawn as .menu: its options become rows only when the picker is a list row of its own"
        default:
            message = ".pickerStyle(.\(name)) is drawn as .menu\(inListRow ? "" : " outside a list")"
        }
        if let origin { graph.warn(message, fileID: origin.fileID, line: origin.line) } else { graph.warn(message) }
    }
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleChoice? { nil }
}

/// What of a picker that is a list's row itself the picker draws; the list draws the rest (its accessories).
enum PickerRowPart: Sendable {
    /// The label and the selection (the list draws the chevron).
    case whole
    /// The label alone: the list draws the selection, a plain text, as the row's value.
    case valueInAccessory
}

struct PickerIsRowKey: EnvironmentKey {
    static var defaultValue: PickerRowPart? { nil }
}

extension EnvironmentValues {
    /// Whether the picker being made is a list's row itself (not a view inside a row), where the list draws its
    /// `.navigationLink` chevron, and what the picker draws of it; `nil` elsewhere.
    var isPickerRow: PickerRowPart? {
        get { self[PickerIsRowKey.self] }
        set { self[PickerIsRowKey.self] = newValue }
    }

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
