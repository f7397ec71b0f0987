import CellshotSwiftUILayout
import Foundation

/// A control that opens a URL (SwiftUI's `Link`): drawn as a button of the environment's button style (its label
/// in the tint, outside a list); the URL is not opened in a still picture.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View> {
    public typealias Body = Never
    /// The URL the link opens.
    let destination: URL
    let label: Label

    /// A link with a label of any views.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: Link, _ inputs: _ViewInputs) -> _ViewOutputs {
        linkNodes(label: view.label, name: "Link", inputs)
    }

    /// The link as a child of a container: in a list, a row the user touches, as a `Button` of the same style is.
    @MainActor
    public static func _makeViewList(_ view: Link, _ inputs: _ViewInputs) -> [_ViewListElement] {
        [linkListElement(inputs) { Self._makeNodes(view, $0) }]
    }
}

extension Link: View {}

extension Link where Label == Text {
    /// A link titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A link-like control's nodes (`Link`, `ShareLink`): its label drawn by the environment's button style, marked as a
/// link row for a list, which the row's touch follows when the style is the automatic one and the control enabled.
@MainActor
func linkNodes<Label: View>(label: Label, name: String, _ inputs: _ViewInputs) -> _ViewOutputs {
    let deferred = DeferredView(label, inputs.child(at: 0))
    let configuration = PrimitiveButtonStyleConfiguration(
        role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: deferred), action: {})
    let style = inputs.environment.buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
    let touchesRow = (inputs.environment.buttonStyle?.isAutomatic ?? true) && inputs.environment.isEnabled
    return ControlMarker.mark(style.makeNodes(configuration, inputs),
                              ControlRowPresentation(kind: .link, makeLabel: deferred.maker, touchesRow: touchesRow),
                              name: name, inputs)
}

/// A link-like control as a child of a container: in a list, a row the user touches when the control is enabled and
/// of the automatic style, as a `Button` of the same style is.
@MainActor
func linkListElement(_ inputs: _ViewInputs, makeNodes: @escaping @MainActor (_ViewInputs) -> _ViewOutputs)
    -> _ViewListElement {
    var element = _ViewListElement(kind: .view(makeNodes), inputs: inputs)
    let environment = inputs.environment
    if environment.buttonStyle?.isAutomatic ?? true, environment.isEnabled {
        element.traits[ListRowTraits.Interactive.self] = true
    }
    return element
}
