import CellshotSwiftUILayout

/// One child of a view as a container sees it: a view that turns itself into nodes, with the traits
/// modifiers set on it (`.tag`, `.listRowInsets`, `.badge`…), or a `Section` of children. Not for apps.
///
/// SwiftUI's containers (`List`, `Form`, `Picker`, `Menu`) ask their content for its children one by one
/// rather than for its nodes: a `ForEach` is as many children as it has elements, a `Group` or an `if` is its
/// content's children, and a modifier on a group applies to each child.
public struct _ViewListElement {
    /// What the child is.
    package enum Kind {
        /// A view: its nodes, made with the inputs given (the element's own, or a container's variation of them).
        case view(@MainActor (_ViewInputs) -> _ViewOutputs)
        /// A section: its header, its children, its footer.
        case section(SectionElements)
    }

    package var kind: Kind
    /// The inputs where the child is: its environment and identity.
    package var inputs: _ViewInputs
    /// The traits set on the child.
    package var traits: ViewTraits
    /// The child's characters when it is a plain `Text` with no modifier (a section header a list draws as its
    /// own text header, exactly as a list document's); `nil` otherwise.
    package var plainText: String?

    package init(kind: Kind, inputs: _ViewInputs, traits: ViewTraits = ViewTraits()) {
        self.kind = kind
        self.inputs = inputs
        self.traits = traits
    }

    /// The child's nodes in its own inputs (with `change` applied to its environment).
    @MainActor
    package func makeNodes(changingEnvironment change: (inout EnvironmentValues) -> Void = { _ in }) -> _ViewOutputs {
        var inputs = inputs
        change(&inputs.environment)
        switch kind {
        case .view(let make): return make(inputs)
        case .section(let section):
            // A section outside a container that draws sections: its header, rows and footer, one after another.
            return _ViewOutputs(section.header.flatMap { $0.makeNodes(changingEnvironment: change).nodes }
                                + section.content.flatMap { $0.makeNodes(changingEnvironment: change).nodes }
                                + section.footer.flatMap { $0.makeNodes(changingEnvironment: change).nodes })
        }
    }
}

/// A section's parts as a container sees them.
package struct SectionElements {
    package var header: [_ViewListElement]
    package var content: [_ViewListElement]
    package var footer: [_ViewListElement]
    /// Whether the section is expanded (`Section(isExpanded:)`); `nil` for a section that cannot collapse.
    package var isExpanded: Bool?

    package init(header: [_ViewListElement], content: [_ViewListElement], footer: [_ViewListElement], isExpanded: Bool? = nil) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

/// A key for a trait a view gives the container it is in (SwiftUI's `_ViewTraitKey`).
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The traits set on a child, by key.
public struct ViewTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// A trait's value, or its default.
    package subscript<K: _ViewTraitKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a trait was set.
    package func contains<K: _ViewTraitKey>(_ key: K.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }
}

extension View {
    /// The view's children: a primitive is one child (itself); an app's view is its body's children.
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        if Body.self == Never.self {
            return [_ViewListElement(kind: .view { Self._makeNodes(view, $0) }, inputs: inputs)]
        }
        inputs.graph.install(view, inputs)
        return Body._makeViewList(view.body, inputs.child(of: Self.self))
    }
}

/// The children of any view.
@MainActor
func makeViewList<V: View>(of view: V, _ inputs: _ViewInputs) -> [_ViewListElement] {
    V._makeViewList(view, inputs)
}

extension _ViewInputs {
    /// The children of a view builder's content, each in its own inputs.
    @MainActor
    package func viewList<V: View>(_ content: V) -> [_ViewListElement] {
        V._makeViewList(content, self)
    }
}

/// Sets a trait on each child of the modified view; in a container that does not read it, nothing changes
/// (SwiftUI's `_TraitWritingModifier`).
public struct _TraitWritingModifier<Key: _ViewTraitKey>: ViewModifier {
    public typealias Body = Never
    let value: Key.Value

    package init(_ key: Key.Type, _ value: Key.Value) {
        self.value = value
    }

    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        content(inputs)
    }

    @MainActor
    public static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                                     content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        content(inputs).map { $0.settingTrait(Key.self, modifier.value) }
    }
}

extension _ViewListElement {
    /// The element with a trait an outer modifier sets: a trait the element set itself wins (the inner modifier, as
    /// in SwiftUI); on a section, the trait reaches each of its rows too (`.listRowBackground` on a `Section`).
    func settingTrait<Key: _ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> _ViewListElement {
        var element = self
        if !element.traits.contains(key) {
            element.traits[key] = value
        } else if let inner = element.traits[key] as? [String], let outer = value as? [String],
                  let both = (inner + outer) as? Key.Value {
            // Lists of names (what a row asks for that is not drawn) add up: neither may go unsaid.
            element.traits[key] = both
        }
        if case .section(var section) = element.kind {
            section.content = section.content.map { $0.settingTrait(key, value) }
            element.kind = .section(section)
        }
        return element
    }

    /// The element with a modifier applied: a view's nodes made through it; a section's rows, each.
    @MainActor
    func applying<M: ViewModifier>(_ modifier: M) -> _ViewListElement {
        var element = self
        element.plainText = nil
        switch element.kind {
        case .view(let make):
            element.kind = .view { elementInputs in
                M._makeNodes(modifier, elementInputs) { make($0) }
            }
        case .section(var section):
            // A modifier on a section applies to its rows (SwiftUI's sections are their rows' groups); the header and
            // footer keep their own look.
            section.content = section.content.map { $0.applying(modifier) }
            element.kind = .section(section)
        }
        return element
    }
}

extension ViewModifier {
    /// The modified view's children, each with this modifier applied (a modifier on a `ForEach` applies to each
    /// row); trait and environment modifiers override it.
    @MainActor
    public static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                                     content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        content(inputs).map { $0.applying(modifier) }
    }
}

/// A child's tag: its value for a `Picker`, a `List(selection:)` or a `TabView` (`.tag(_:)`, or a `ForEach`
/// element's id).
struct TagTraitKey: _ViewTraitKey {
    static var defaultValue: AnyHashable? { nil }
}

extension View {
    /// Tags the view with a value: a `Picker`'s option (the one whose tag is the selection is shown), a
    /// selectable `List` row, a `TabView`'s page. An optional selection matches a plain tag (`includeOptional`,
    /// iOS 17: the view is tagged with the optional of its value too).
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        // The containers that read their children as a list (List, TabView) read the trait; a picker, which
        // finds its options among laid-out nodes, reads the node's layout traits.
        modifier(TraitModifier { $0.values[ObjectIdentifier(ViewTag.Explicit.self)] = AnyHashable(tag) })
            .modifier(_TraitWritingModifier(TagTraitKey.self, AnyHashable(tag)))
    }
}
