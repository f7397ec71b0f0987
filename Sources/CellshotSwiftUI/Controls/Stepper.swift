import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A control that steps a value up and down (SwiftUI's `Stepper`): a `UIStepper` on iOS, 94 × 32 pt, trailing,
/// its label leading, filling the width offered (laid out as a LabeledContent); the − or + greyed at the end of
/// the range.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View> {
    public typealias Body = Never
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    init(label: Label, canDecrement: Bool, canIncrement: Bool) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    /// A stepper that calls an action on each tap of − or +.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
    }

    /// A stepper of a value, by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label(), canDecrement: true, canIncrement: true)
    }

    /// A stepper of a value in a range, by `step`: − greyed at the lower bound, + at the upper one.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label(), canDecrement: value.wrappedValue > bounds.lowerBound,
                  canIncrement: value.wrappedValue < bounds.upperBound)
    }

    /// A stepper of a floating-point value, by `step`. The format is the value's accessibility text on iOS,
    /// nothing drawn: the label shows the value if the app writes it there.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of a floating-point value in a range, by `step` (the format, as above, draws nothing).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    @MainActor
    public static func _makeNodes(_ view: Stepper, _ inputs: _ViewInputs) -> _ViewOutputs {
        let label = inputs.environment.labelsHidden ? DeferredView.empty : DeferredView(view.label, inputs.child(at: 0))
        let stepper = StepperView(canDecrement: view.canDecrement, canIncrement: view.canIncrement)
        let control = DeferredView(stepper, inputs.child(at: 1))
        let configuration = LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: control))
        let outputs = LeadingTrailingLabeledContent._makeNodes(LeadingTrailingLabeledContent(configuration: configuration),
                                                               inputs)
        return ControlMarker.mark(outputs, ControlRowPresentation(kind: .stepper, makeLabel: label.maker,
                                                                  makeTrailing: control.maker),
                                  name: "Stepper", inputs)
    }
}

extension Stepper: View {}

extension Stepper where Label == Text {
    /// A stepper of a value titled with a localized string key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper of a value titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper of a value in a range titled with a localized string key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper of a value in a range titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper of a floating-point value titled with a localized string key (the format draws nothing).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper of a floating-point value in a range titled with a localized string key (the format draws nothing).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper of a floating-point value in a range titled with a string (the format draws nothing).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper of actions titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}

/// The − / + control, as a view.
struct StepperView {
    typealias Body = Never
    let canDecrement: Bool
    let canIncrement: Bool

    @MainActor
    static func _makeNodes(_ view: StepperView, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let label = Color.primary.resolved(in: environment)
        let greyed = Color(provider: .system(.tertiaryLabel)).resolved(in: environment)
        let leaf = StepperLeaf(figures: environment.look.controls,
                               fill: Color(provider: .system(.tertiarySystemFill)).resolved(in: environment),
                               divider: Color(provider: .system(.label)).opacity(SwiftUIFigures.stepperDividerOpacity)
                                   .resolved(in: environment),
                               minus: view.canDecrement ? label : greyed, plus: view.canIncrement ? label : greyed,
                               opacity: environment.isEnabled ? 1 : SwiftUIFigures.dimmedControlOpacity,
                               rightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode(leaf: leaf, name: "StepperControl", direction: environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }
}

extension StepperView: View {}

/// UIStepper: the tertiary fill (a rounded rectangle on iOS 18, a capsule on iOS 26) [M: (238, 238, 238) on
/// white], a short divider between its halves, − in the leading half and + in the trailing one.
final class StepperLeaf: LeafLayout, NodeDrawing {
    let figures: SwiftUIFigures.Controls
    let fill, divider, minus, plus: CellshotGraphics.Color
    let opacity: Double
    let rightToLeft: Bool

    init(figures: SwiftUIFigures.Controls, fill: CellshotGraphics.Color, divider: CellshotGraphics.Color,
         minus: CellshotGraphics.Color, plus: CellshotGraphics.Color, opacity: Double, rightToLeft: Bool) {
        self.figures = figures
        self.fill = fill
        self.divider = divider
        self.minus = minus
        self.plus = plus
        self.opacity = opacity
        self.rightToLeft = rightToLeft
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        SwiftUIFigures.stepperSize
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        let half = frame.width / 2
        let glyph = figures.stepperGlyphSide / 2
        let stroke = Double(SwiftUIFigures.stepperGlyphStroke)
        // − sits in the leading half (the right one when right to left, as UIStepper mirrors).
        let minusCentre = CGPoint(x: rightToLeft ? frame.maxX - half / 2 : frame.minX + half / 2, y: frame.midY)
        let plusCentre = CGPoint(x: rightToLeft ? frame.minX + half / 2 : frame.maxX - half / 2, y: frame.midY)
        func line(_ from: CGPoint, _ to: CGPoint, _ color: CellshotGraphics.Color) -> DrawCommand {
            .path(CellshotGraphics.Path([.move(Point(x: Double(from.x), y: Double(from.y))),
                                         .line(Point(x: Double(to.x), y: Double(to.y)))]),
                  paint: .stroke(width: stroke), color: color)
        }
        let dividerHeight = figures.stepperDividerHeight
        let dividerWidth = 1 / 3.0
        let commands: [DrawCommand] = [
            ControlShapes.fill(frame, corners: ControlBackground.Corners(figures.stepperCorners), color: fill),
            .fill(CGRect(x: frame.midX - dividerWidth / 2, y: frame.midY - dividerHeight / 2, width: dividerWidth,
                         height: dividerHeight).model, cornerRadius: 0, color: divider),
            line(CGPoint(x: minusCentre.x - glyph, y: minusCentre.y), CGPoint(x: minusCentre.x + glyph, y: minusCentre.y), minus),
            line(CGPoint(x: plusCentre.x - glyph, y: plusCentre.y), CGPoint(x: plusCentre.x + glyph, y: plusCentre.y), plus),
            line(CGPoint(x: plusCentre.x, y: plusCentre.y - glyph), CGPoint(x: plusCentre.x, y: plusCentre.y + glyph), plus),
        ]
        canvas.commands += opacity < 1 ? [.opacity(opacity, commands: commands)] : commands
    }
}
