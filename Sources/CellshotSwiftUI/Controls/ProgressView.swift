import CellshotSwiftUILayout
import Foundation

/// A view that shows progress (SwiftUI's `ProgressView`): with no value, a spinner (a still picture shows one
/// frame of it); with a value, a bar filled to it. Drawn by the progress view style of its environment.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: 0.4)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The fraction of `value` over `total`, or `nil` (indeterminate) when there is no value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return Double(value / total)
    }

    @MainActor
    public static func _makeNodes(_ view: ProgressView, _ inputs: _ViewInputs) -> _ViewOutputs {
        let hidesLabel = inputs.environment.labelsHidden
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fraction,
            label: hidesLabel ? nil : view.label.map { .init(content: DeferredView($0, inputs.child(at: 0))) },
            currentValueLabel: view.currentValueLabel.map { .init(content: DeferredView($0, inputs.child(at: 1))) })
        let style = inputs.environment.progressViewStyle ?? AnyProgressViewStyle(DefaultProgressViewStyle())
        return ControlMarker.mark(style.makeNodes(configuration, inputs), ControlRowPresentation(kind: .progress),
                                  name: "ProgressView", inputs)
    }
}

extension ProgressView: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled to `value` of `total` (a spinner when `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// The progress of a `Progress`.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar with a label and a label of its current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar titled with a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is given, made again (to draw it in another style).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}
