import CellshotSwiftUILayout
import Foundation

/// Rows under a header and above a footer (SwiftUI's `Section`): in a `List` or `Form`, a section of the
/// list with the list style's header and footer; elsewhere its header, content and footer one after another.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// A section with a header and a footer (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }

    /// A collapsible section (sidebar lists), expanded or not as the binding says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
        where Footer == EmptyView {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        var outputs = _ViewOutputs()
        for element in _makeViewList(view, inputs) { outputs.nodes += element.makeNodes().nodes }
        return outputs
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        let expanded = view.isExpanded?.wrappedValue
        let section = SectionElements(header: Parent._makeViewList(view.header, inputs.child(at: 0)),
                                      content: expanded == false ? [] : Content._makeViewList(view.content, inputs.child(at: 1)),
                                      footer: Footer._makeViewList(view.footer, inputs.child(at: 2)),
                                      isExpanded: expanded)
        return [_ViewListElement(kind: .section(section), inputs: inputs)]
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A section with a header (the older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// A section with a footer (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A section with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A collapsible section with a text header.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}
