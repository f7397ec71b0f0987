import CellshotSwiftUILayout
import Foundation

/// A control for editing a line of text (SwiftUI's `TextField`), drawn unfocused: its text, or its prompt (its
/// title, by default) in the placeholder grey when empty — filling the width offered, 22 pt tall with the default
/// style [M]; drawn by the text field style of its environment (`.roundedBorder` adds UIKit's rounded border).
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email, prompt: Text("you@example.com")).textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View> {
    public typealias Body = Never
    let text: String
    let prompt: Text?
    let label: Label
    let axis: Axis
    /// Whether a style already drew around this field (`configuration` of a ``TextFieldStyle``): it is then
    /// drawn plain.
    var isStyleConfiguration = false

    init(text: String, prompt: Text?, label: Label, axis: Axis) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
    }

    /// A field with a label of any views (its placeholder when no prompt is given).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: .horizontal)
    }

    /// A field that grows along an axis (`.vertical`: its text wraps and the field grows).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
    }

    @MainActor
    public static func _makeNodes(_ view: TextField, _ inputs: _ViewInputs) -> _ViewOutputs {
        let field = TextEntryContent(text: view.text, prompt: view.prompt, placeholder: DeferredView(view.label, inputs.child(at: 0)),
                                     axis: view.axis)
        if !view.isStyleConfiguration, let style = inputs.environment.textFieldStyle {
            let configuration = TextField<_TextFieldStyleLabel>(text: view.text, prompt: view.prompt,
                                                                label: _TextFieldStyleLabel(content: field.placeholder),
                                                                axis: view.axis, styled: true)
            return ControlMarker.mark(style.makeNodes(configuration, inputs), ControlRowPresentation(kind: .textField),
                                      name: "TextField", inputs)
        }
        return ControlMarker.mark(TextEntryContent._makeNodes(field, inputs), ControlRowPresentation(kind: .textField),
                                  name: "TextField", inputs)
    }
}

extension TextField: View {}

extension TextField where Label == _TextFieldStyleLabel {
    init(text: String, prompt: Text?, label: Label, axis: Axis, styled: Bool) {
        self.init(text: text, prompt: prompt, label: label, axis: axis)
        isStyleConfiguration = styled
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field titled with a string (its placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field titled with a localized string key and a prompt (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled with a string and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field titled with a localized string key that grows along an axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(titleKey) }
    }

    /// A field titled with a string that grows along an axis.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(title) }
    }

    /// A field titled with a localized string key, with a prompt, that grows along an axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field titled with a localized string key, with editing callbacks (deprecated on iOS 15; they never run
    /// in a still picture).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field of a value shown through a format style.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// A field of a value shown through a format style, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// A field of a value shown through a formatter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey),
                  axis: .horizontal)
    }
}

/// The label a ``TextFieldStyle``'s configuration field holds.
public struct _TextFieldStyleLabel {
    public typealias Body = Never
    let content: DeferredView

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        view.content.make(inputs)
    }
}

extension _TextFieldStyleLabel: View {}

/// A field's text, or its placeholder, as a plain field draws it.
struct TextEntryContent {
    typealias Body = Never
    let text: String
    let prompt: Text?
    let placeholder: DeferredView
    let axis: Axis

    @MainActor
    static func _makeNodes(_ view: TextEntryContent, _ inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs
        if view.axis == .horizontal { contentInputs.environment.lineLimit = 1 }
        let content: AnyView
        if !view.text.isEmpty {
            content = AnyView(Text(verbatim: view.text))
        } else {
            // The placeholder grey whatever the foreground (UITextField's placeholderText).
            contentInputs.environment.foregroundStyle = AnyShapeStyle(Color(provider: .system(.placeholderText)))
            content = view.prompt.map { AnyView($0) } ?? AnyView(HStack { Deferred(view.placeholder) })
        }
        // As wide as offered, the text where `.multilineTextAlignment` puts it (leading unless set: SwiftUI sets the
        // field's `UITextField.textAlignment` from it); at least a field's height, the text centred in it.
        let alignment: Alignment = switch inputs.environment.multilineTextAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        return content.frame(minHeight: SwiftUIFigures.textFieldHeight).frame(maxWidth: .infinity, alignment: alignment)
            ._nodes(contentInputs)
    }
}

extension TextEntryContent: View {}

extension View {
    /// The view's nodes in an environment (a control's composition of views).
    @MainActor
    func _nodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        Self._makeNodes(self, inputs)
    }
}

extension Text {
    /// The text's nodes in an environment.
    @MainActor
    func nodesForControl(_ inputs: _ViewInputs) -> [LayoutNode] {
        Text._makeNodes(self, inputs).nodes
    }
}
