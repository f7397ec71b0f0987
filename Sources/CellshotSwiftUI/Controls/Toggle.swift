import CellshotSwiftUILayout
import Foundation

/// A control that turns something on or off (SwiftUI's `Toggle`), drawn by the toggle style of its environment:
/// on iOS a switch — the label leading, the switch trailing, filling the width offered.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $isAirplaneModeOn)
/// Toggle(isOn: $notify) { VStack(alignment: .leading) { Text("Notify"); Text("Daily").font(.caption) } }
/// ```
public struct Toggle<Label: View> {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with a label of any views.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: Toggle, _ inputs: _ViewInputs) -> _ViewOutputs {
        let label = inputs.environment.labelsHidden ? DeferredView.empty : DeferredView(view.label, inputs.child(at: 0))
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: view.isOn)
        let style = inputs.environment.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
        let isOn = view.isOn.wrappedValue
        let presentation = ControlRowPresentation(
            kind: .toggle(isOn: isOn), makeLabel: label.maker,
            makeTrailing: { inputs in _ViewOutputs(SwitchLeaf.node(isOn: isOn, tint: nil, inputs)) })
        return ControlMarker.mark(style.makeNodes(configuration, inputs), presentation, name: "Toggle", inputs)
    }
}

extension Toggle: View {}

extension Toggle where Label == Text {
    /// A toggle titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// A toggle titled with a localized string key and a symbol: its label is a `Label`, as SwiftUI's is (so an app's
    /// `extension Toggle where Label == Label<Text, Image>` calls it).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is given, made again (to draw it in another style).
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = configuration.label
    }
}
