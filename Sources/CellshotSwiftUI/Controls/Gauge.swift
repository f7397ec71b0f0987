import CellshotSwiftUILayout
import Foundation

/// A view that shows a value within a range (SwiftUI's `Gauge`, iOS 16): by default on iOS a capacity bar —
/// the label above, the bar filled to the value in the tint, the minimum and maximum labels below at its ends
/// [I: Apple's `LinearCapacityGaugeStyle` images; the figures in `SwiftUIFigures`].
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") } currentValueLabel: { Text("\(Int(battery * 100))%") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    @MainActor
    public static func _makeNodes(_ view: Gauge, _ inputs: _ViewInputs) -> _ViewOutputs {
        let configuration = GaugeStyleConfiguration(
            value: view.fraction,
            label: .init(content: inputs.environment.labelsHidden ? .empty : DeferredView(view.label, inputs.child(at: 0))),
            currentValueLabel: view.currentValueLabel.map { .init(content: DeferredView($0, inputs.child(at: 1))) },
            minimumValueLabel: view.minimumValueLabel.map { .init(content: DeferredView($0, inputs.child(at: 2))) },
            maximumValueLabel: view.maximumValueLabel.map { .init(content: DeferredView($0, inputs.child(at: 3))) })
        let style = inputs.environment.gaugeStyle ?? AnyGaugeStyle(DefaultGaugeStyle())
        return ControlMarker.mark(style.makeNodes(configuration, inputs), ControlRowPresentation(kind: .gauge),
                                  name: "Gauge", inputs)
    }

    /// The fraction of `value` in `bounds`, clamped.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, Double((value - bounds.lowerBound) / span)))
    }
}

extension Gauge: View {}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of a value in a range, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Gauge.fraction(value, bounds), label: label(), currentValueLabel: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label of its value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Gauge.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a label of its value and labels of its bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Gauge.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A style that draws a gauge (SwiftUI's `GaugeStyle`).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` draws from (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// A label of the gauge as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The label of the value.
    public typealias CurrentValueLabel = Label
    /// The label of the range's lower end.
    public typealias MinimumValueLabel = Label
    /// The label of the range's upper end.
    public typealias MaximumValueLabel = Label

    /// The value as a fraction of the range, 0…1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The label of the value, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the range's lower end, if any.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label of the range's upper end, if any.
    public var maximumValueLabel: MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: View {}

/// The default gauge style (SwiftUI's `DefaultGaugeStyle`): a capacity bar on iOS.
public struct DefaultGaugeStyle {
    /// The style.
    public init() {}
}

extension DefaultGaugeStyle: GaugeStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A capacity bar (SwiftUI's `LinearCapacityGaugeStyle`): the label and the value label above, the bar filled
/// in the tint, the bounds' labels below it at its ends in the secondary colour [I].
public struct LinearCapacityGaugeStyle {
    /// The style.
    public init() {}
}

extension LinearCapacityGaugeStyle: GaugeStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: SwiftUIFigures.gaugeSpacing) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                if let current = configuration.currentValueLabel {
                    current.foregroundStyle(.secondary)
                }
            }
            ProgressBarView(fraction: configuration.value)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .environment(\.font, .caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A capacity bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// The Lock Screen and widget gauge styles (`.accessoryCircular`, `.accessoryLinear`…): drawn as a capacity
/// bar, with a warning naming the style and the line that set it.
public struct _AccessoryGaugeStyle {
    let name: String
}

extension _AccessoryGaugeStyle: GaugeStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == _AccessoryGaugeStyle {
    /// A ring (drawn as a capacity bar).
    public static var accessoryCircular: _AccessoryGaugeStyle { _AccessoryGaugeStyle(name: "accessoryCircular") }
    /// A capacity ring (drawn as a capacity bar).
    public static var accessoryCircularCapacity: _AccessoryGaugeStyle {
        _AccessoryGaugeStyle(name: "accessoryCircularCapacity")
    }
    /// A bar with a marker (drawn as a capacity bar).
    public static var accessoryLinear: _AccessoryGaugeStyle { _AccessoryGaugeStyle(name: "accessoryLinear") }
    /// A small capacity bar (drawn as a capacity bar).
    public static var accessoryLinearCapacity: _AccessoryGaugeStyle { _AccessoryGaugeStyle(name: "accessoryLinearCapacity") }
}

/// A gauge style, its type erased, kept in the environment.
struct AnyGaugeStyle {
    let makeNodes: @MainActor (GaugeStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: GaugeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) {
        makeNodes = { configuration, inputs in
            if let accessory = style as? _AccessoryGaugeStyle {
                inputs.graph.warn(".gaugeStyle(.\(accessory.name)) is drawn as .linearCapacity", fileID: fileID, line: line)
            }
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The style gauges below are drawn in; `nil` for the default.
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges in this view in a style.
    public func gaugeStyle<S: GaugeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style, fileID: fileID, line: line))
    }
}
