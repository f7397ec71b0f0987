import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A control for a value in a range (SwiftUI's `Slider`): a `UISlider` on iOS — a track filled in the tint up to
/// the thumb, as wide as it is offered, 34 pt tall; its minimum and maximum value labels at its ends. Its label
/// is not shown on iOS (VoiceOver reads it).
///
/// ```swift
/// Slider(value: $volume, in: 0...10) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View> {
    public typealias Body = Never
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init(fraction: Double, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, Double((value - bounds.lowerBound) / span)))
    }

    @MainActor
    public static func _makeNodes(_ view: Slider, _ inputs: _ViewInputs) -> _ViewOutputs {
        let track = SliderTrack(fraction: view.fraction)
        let outputs: _ViewOutputs
        if view.minimumValueLabel == nil && view.maximumValueLabel == nil {
            outputs = SliderTrack._makeNodes(track, inputs)
        } else {
            // The value labels at the ends of the track, in a row.
            outputs = HStack { view.minimumValueLabel; track; view.maximumValueLabel }._nodes(inputs)
        }
        return ControlMarker.mark(outputs, ControlRowPresentation(kind: .slider), name: "Slider", inputs)
    }
}

extension Slider: View {}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of a value in a range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider of a value in a range, in steps.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (read by VoiceOver, not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider in steps with a label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// A slider with a label (not drawn on iOS) and labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }

    /// A slider in steps with a label (not drawn on iOS) and labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }
}

/// The slider's track and thumb, as a view.
struct SliderTrack {
    typealias Body = Never
    let fraction: Double

    @MainActor
    static func _makeNodes(_ view: SliderTrack, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SliderLeaf.node(fraction: view.fraction, inputs))
    }
}

extension SliderTrack: View {}

/// The slider itself: as wide as it is offered (10 pt when offered no width), 34 pt tall; the look's track
/// centred across it (inset at its ends on iOS 18), filled in the tint from its leading end to the thumb's centre, the rest the system fill
/// grey [I: UISlider's colours]; a white thumb with a faint shadow, as the switch's.
final class SliderLeaf: LeafLayout, NodeDrawing {
    let fraction: Double
    let trackHeight: CGFloat
    let thumb: CGSize
    let inset: CGFloat
    let minimumTrack: CellshotGraphics.Color
    let maximumTrack: CellshotGraphics.Color
    let opacity: Double
    let rightToLeft: Bool

    init(fraction: Double, trackHeight: CGFloat, thumb: CGSize, inset: CGFloat, minimumTrack: CellshotGraphics.Color,
         maximumTrack: CellshotGraphics.Color, opacity: Double, rightToLeft: Bool) {
        self.fraction = fraction
        self.trackHeight = trackHeight
        self.thumb = thumb
        self.inset = inset
        self.minimumTrack = minimumTrack
        self.maximumTrack = maximumTrack
        self.opacity = opacity
        self.rightToLeft = rightToLeft
    }

    @MainActor
    static func node(fraction: Double, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        let figures = environment.look.controls
        let leaf = SliderLeaf(fraction: fraction, trackHeight: figures.sliderTrackHeight, thumb: figures.sliderThumb,
                              inset: figures.sliderTrackInset,
                              minimumTrack: Color.accentColor.resolved(in: environment),
                              maximumTrack: Color(provider: .system(.systemFill)).resolved(in: environment),
                              opacity: environment.isEnabled ? 1 : SwiftUIFigures.dimmedControlOpacity,
                              rightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode(leaf: leaf, name: "SliderTrack", direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? SwiftUIFigures.unspecifiedDimension
        return CGSize(width: max(width, thumb.width), height: SwiftUIFigures.sliderHeight)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        let track = ControlShapes.bar(in: frame.insetBy(dx: min(inset, frame.width / 2), dy: 0), thickness: trackHeight)
        // The thumb travels along the track, its centre from half its width inside one end to the other.
        let travel = max(0, track.width - thumb.width)
        let offset = thumb.width / 2 + travel * CGFloat(fraction)
        let centreX = rightToLeft ? track.maxX - offset : track.minX + offset
        let filled = rightToLeft ? CGRect(x: centreX, y: track.minY, width: track.maxX - centreX, height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: centreX - track.minX, height: track.height)
        let thumbRect = CGRect(x: centreX - thumb.width / 2, y: frame.midY - thumb.height / 2, width: thumb.width,
                               height: thumb.height)
        let radius = Double(thumb.height / 2)
        // The thumb's shadow [I: drawn as the switch's, two faint rings below and around it].
        let shadow = CGRect(x: thumbRect.minX - 0.5, y: thumbRect.minY, width: thumbRect.width + 1,
                            height: thumbRect.height + 1.5)
        let commands: [DrawCommand] = [
            ControlShapes.fill(track, corners: .capsule, color: maximumTrack),
            ControlShapes.fill(filled, corners: .capsule, color: minimumTrack),
            .fill(shadow.model, cornerRadius: radius + 0.5, color: CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0.08)),
            .fill(thumbRect.model, cornerRadius: radius, color: .white),
            .stroke(thumbRect.model, cornerRadius: radius, color: CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0.06),
                    width: 0.5),
        ]
        canvas.commands += opacity < 1 ? [.opacity(opacity, commands: commands)] : commands
    }
}
