/// A value a view owns (SwiftUI's `State`): its initial value, or what the view's `.onAppear` or `.task`
/// set it to before the picture was taken.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Text("\(count)").onAppear { count = 3 } }   // draws "3"
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State with an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// State with an initial value.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.set(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(get: { location.value }, set: { location.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    package func install(_ context: PropertyContext) {
        let initial = box.location.value
        let graph = context.graph
        // The first pass stores the view's initial value; later passes give the view the stored one.
        box.location = graph.storage(for: context.identity) { StoredValue(initial, graph: graph) }
    }
}

/// Where a `@State` reads and writes: its own value until installed, then the graph's storage.
final class StateBox<Value> {
    var location: StoredValue<Value>

    init(_ value: Value) {
        location = StoredValue(value, graph: nil)
    }
}

/// A value kept by the graph; setting it tells the graph another pass is needed.
final class StoredValue<Value> {
    private(set) var value: Value
    weak var graph: ViewGraph?

    init(_ value: Value, graph: ViewGraph?) {
        self.value = value
        self.graph = graph
    }

    func set(_ newValue: Value) {
        value = newValue
        graph?.noteStateChange()
    }
}
