import CellshotSwiftUILayout
import Foundation

/// A label and a value beside it (SwiftUI's `LabeledContent`): outside a list, the label leading, the value
/// trailing in the secondary colour, filling the width offered (OpenSwiftUI
/// `LeadingTrailingLabeledContentStyle`).
///
/// ```swift
/// LabeledContent("Version", value: "2.4.1")
/// LabeledContent("Storage") { Text("12 GB").monospacedDigit() }
/// ```
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never

    /// A label and content of any views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor
    public static func _makeNodes(_ view: LabeledContent, _ inputs: _ViewInputs) -> _ViewOutputs {
        let label = inputs.environment.labelsHidden ? DeferredView.empty : DeferredView(view.label, inputs.child(at: 0))
        let content = DeferredView(view.content, inputs.child(at: 1))
        let configuration = LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: content))
        let style = inputs.environment.labeledContentStyle ?? AnyLabeledContentStyle(AutomaticLabeledContentStyle())
        return ControlMarker.mark(style.makeNodes(configuration, inputs),
                                  ControlRowPresentation(kind: .labeledContent, makeLabel: label.maker,
                                                         makeTrailing: content.maker),
                                  name: "LabeledContent", inputs)
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Content labelled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled with a localized string key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value labelled with a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A formatted value labelled with a localized string key.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// A formatted value labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style is given, made again (to draw it in another style).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// A style that draws a label and its content (SwiftUI's `LabeledContentStyle`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The labelled content drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` draws from (SwiftUI's `LabeledContentStyleConfiguration`).
public struct LabeledContentStyleConfiguration {
    /// The label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The content as a view.
    public struct Content {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

extension LabeledContentStyleConfiguration.Label: View {}
extension LabeledContentStyleConfiguration.Content: View {}

/// The default style (SwiftUI's `AutomaticLabeledContentStyle`): outside a list, the label leading and the
/// content trailing in the secondary colour, a spacer between them.
public struct AutomaticLabeledContentStyle {
    /// The style.
    public init() {}
}

extension AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        LeadingTrailingLabeledContent(configuration: configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// OpenSwiftUI's `LeadingTrailingLabeledContentStyle`: `HStack { VStack(alignment: .leading) { label };
/// Spacer().layoutPriority(-1); HStack { content } }`, the content's foreground secondary unless set, spaced
/// from its neighbours as an ordinary view (OpenSwiftUI `.spacing(Spacing())`), not as the texts in it.
struct LeadingTrailingLabeledContent {
    let configuration: LabeledContentStyleConfiguration
}

extension LeadingTrailingLabeledContent: View {
    var body: some View {
        HStack {
            if !configuration.label.content.isEmpty {
                VStack(alignment: .leading) { configuration.label }
                // The spacer gives way to both sides (priority −1, not a spacer's −∞): a long label and value
                // share the width before the spacer takes what is left.
                Spacer().layoutPriority(-1)
            }
            HStack { configuration.content }.defaultForegroundStyle(HierarchicalShapeStyle.secondary)
        }
        .modifier(TraitModifier { $0.spacing = ViewSpacing() })
    }
}

/// A labeled-content style, its type erased, kept in the environment.
struct AnyLabeledContentStyle {
    let makeNodes: @MainActor (LabeledContentStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: LabeledContentStyle>(_ style: S) {
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle? { nil }
}

extension EnvironmentValues {
    /// The style labelled content below is drawn in; `nil` for the default.
    var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labelled content in this view in a style.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyLabeledContentStyle(style))
    }
}
