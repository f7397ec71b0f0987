import CellshotModel
import CellshotSwiftUILayout

/// A link to another screen (SwiftUI's `NavigationLink`): its label, in a list row with the row's chevron (a
/// disclosure indicator, as iOS draws it), elsewhere in the accent colour as a button. The destination is never
/// shown in a still picture.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
}

extension NavigationLink: View {
    public typealias Body = Never

    /// A link with a label and a destination.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link with a label and a destination built by a closure.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link whose destination shows while a binding is true (its state is not drawn).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link whose destination, made by a closure, shows while a binding is true (deprecated in iOS 16; its state
    /// is not drawn).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link whose destination shows while a selection equals its tag (deprecated in iOS 16; its state is not
    /// drawn).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var inputs = inputs
        if inputs.environment.isInListRow {
            // In a list row the link is the row: its label fills the width before the chevron, from the leading
            // edge, so a frame the app puts around the link (Hymns' `.frame(maxWidth: .infinity)`, centred) does not
            // move it — the iOS 17.5 reference shows the titles at the leading margin.
            return makeNodes(view.label.frame(maxWidth: .infinity, alignment: .leading), inputs.child(at: 0))
        }
        if inputs.environment.foregroundStyle == nil {
            // Outside a list a link is a borderless button: its label in the accent colour.
            inputs.environment.foregroundStyle = AnyShapeStyle(Color.accentColor)
        }
        return Label._makeNodes(view.label, inputs.child(at: 0))
    }

    @MainActor
    private static func makeNodes<V: View>(_ view: V, _ inputs: _ViewInputs) -> _ViewOutputs {
        V._makeNodes(view, inputs)
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        var element = _ViewListElement(kind: .view { Self._makeNodes(view, $0) }, inputs: inputs)
        element.traits[ListRowTraits.Accessories.self] = [.disclosureIndicator]
        element.traits[ListRowTraits.Interactive.self] = true
        return [element]
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }

    /// A link titled by a localized string key, its destination built by a closure.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    /// A link titled by a string, its destination built by a closure.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents a value (`navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled by a localized string key that presents a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey)
    }

    /// A link titled by a string that presents a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
    }
}
