import Foundation

/// Whether a view has the keyboard's or another input's focus (SwiftUI's `FocusState`). A still picture has no
/// focus: the value is its default (`false`, `nil`) unless the view's code sets it, and setting it to a focus is
/// a warning naming the property, since the keyboard and the focused look are not drawn.
///
/// ```swift
/// @FocusState private var isSearchFocused: Bool
/// TextField("Search", text: $query).focused($isSearchFocused)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, as `.focused(_:)` takes it.
    @propertyWrapper
    public struct Binding {
        let box: FocusBox<Value>

        /// The focus value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    let box: FocusBox<Value>

    /// No focus.
    public init() where Value == Bool {
        box = FocusBox(false)
    }

    /// No focused field.
    public init<T: Hashable>() where Value == T? {
        box = FocusBox(nil)
    }

    /// The focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }
}

extension FocusState: InstallableProperty {
    package func install(_ context: PropertyContext) {
        let kept = context.graph.storage(for: context.identity) { KeptFocus(box.initial) }
        box.kept = kept
        box.site = "\(context.ownerName)'s @FocusState var \(context.name)"
        box.graph = context.graph
    }
}

/// A focus value kept across passes.
final class KeptFocus<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Where a focus state reads and writes.
final class FocusBox<Value: Hashable> {
    let initial: Value
    var kept: KeptFocus<Value>?
    weak var graph: ViewGraph?
    var site = ""

    init(_ initial: Value) { self.initial = initial }

    var value: Value { kept?.value ?? initial }

    func set(_ newValue: Value) {
        guard let kept, kept.value != newValue else { return }
        kept.value = newValue
        graph?.noteStateChange()
        if newValue != initial {
            graph?.warn("\(site) is set to \(newValue): a still picture has no focus — the keyboard and the focused look are not drawn")
        }
    }
}

/// Whether VoiceOver's focus is on a view (SwiftUI's `AccessibilityFocusState`): a still picture has none, and
/// setting it changes nothing drawn.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding for `.accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: KeptFocus<Value>
        /// The focus value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    let box: KeptFocus<Value>

    /// No VoiceOver focus.
    public init() where Value == Bool { box = KeptFocus(false) }
    /// No element with VoiceOver focus.
    public init<T: Hashable>() where Value == T? { box = KeptFocus(nil) }

    /// The focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.accessibilityFocused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }
}

/// A value a gesture sets while it is under way (SwiftUI's `GestureState`): a still picture has no gesture in
/// progress, so it is always its initial value.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    /// A state that starts, and stays, at a value.
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    /// A state that starts, and stays, at a value.
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// A state that starts at a value; the reset transaction has nothing to animate.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    /// A state that starts at a value; the reset closure never runs.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }

    /// The value: the initial one.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// A namespace for matched geometry effects (SwiftUI's `Namespace`): each view's own id.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box = NamespaceBox()

    /// A namespace for this view.
    public init() {}

    /// The namespace's id.
    public var wrappedValue: ID { ID(value: box.id) }
}

extension Namespace: InstallableProperty {
    package func install(_ context: PropertyContext) {
        box.id = context.identity.hashValue
    }
}

/// A namespace's id, set from its view's identity when the view is made.
final class NamespaceBox {
    var id = 0
}
