import CellshotCombine

/// An `ObservableObject` a view is given and watches (SwiftUI's `ObservedObject`): when it publishes a change
/// (a `@Published` property set, `objectWillChange.send()`) in `.onAppear` or a task, the view is made again
/// before the picture.
///
/// ```swift
/// struct AccountRow: View {
///     @ObservedObject var account: AccountModel
///     var body: some View { Toggle(account.name, isOn: $account.isEnabled) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$account.isEnabled`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: root, keyPath: keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Watches an object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Watches an object.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    package func install(_ context: PropertyContext) {
        context.graph.watch(wrappedValue, for: context.identity)
    }
}

/// An `ObservableObject` a view owns (SwiftUI's `StateObject`): made once per view, the first time its view is
/// made, and kept across the passes before the picture; watched as ``ObservedObject`` is.
///
/// ```swift
/// struct FeedView: View {
///     @StateObject private var model = FeedModel()
///     var body: some View { List(model.items) { Text($0.title) }.onAppear { model.load() } }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// An object made when its view is first made (the closure is not called again for later passes).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: box.object) }
}

extension StateObject: InstallableProperty {
    package func install(_ context: PropertyContext) {
        // The first pass makes the object and keeps it; later passes hand the view the kept one.
        let kept = context.graph.storage(for: context.identity) { KeptObject(box.object) }
        box.stored = kept.object
        context.graph.watch(kept.object, for: context.identity)
    }
}

/// A `@StateObject`'s object: made on first use, unless the graph hands it the kept one.
final class StateObjectBox<ObjectType> {
    let make: () -> ObjectType
    var stored: ObjectType?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}

/// An object kept by the graph for a view.
final class KeptObject<ObjectType> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// An `ObservableObject` a view above gave with `.environmentObject(_:)` (SwiftUI's `EnvironmentObject`),
/// watched as ``ObservedObject`` is. A view whose environment has none is an error naming the type and the
/// view: SwiftUI stops the app there.
///
/// ```swift
/// struct SettingsView: View {
///     @EnvironmentObject var settings: AppSettings
///     var body: some View { Toggle("Badges", isOn: $settings.showsBadges) }
/// }
/// SettingsView().environmentObject(AppSettings())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$settings.showsBadges`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: root, keyPath: keyPath)
        }
    }

    let box = EnvironmentObjectBox<ObjectType>()

    /// The environment's object of this type.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            // Read outside a render (its view was never made), as SwiftUI stops the app reading it unset.
            fatalError("No ObservableObject of type \(ObjectType.self) found: an .environmentObject(_:) for it is missing")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    package func install(_ context: PropertyContext) {
        guard let object = context.environment[EnvironmentObjectKey<ObjectType>.self] else {
            context.graph.fail(MissingObjectMessage.environmentObject(type: "\(ObjectType.self)", context: context))
            return
        }
        box.object = object
        context.graph.watch(object, for: context.identity)
    }
}

/// The object an `@EnvironmentObject` reads, set when its view is made.
final class EnvironmentObjectBox<ObjectType> {
    var object: ObjectType?
}

/// Where `.environmentObject(_:)` keeps an object: one key per type, as SwiftUI's.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Gives an `ObservableObject` to this view and the views in it, where `@EnvironmentObject` reads it.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(_ObjectEnvironmentModifier<EnvironmentObjectKey<Object>>(object: object))
    }
}

extension Binding {
    /// A binding to a property of an object.
    init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension ViewGraph {
    /// Watches an `ObservableObject` for a view: a change it publishes before the picture asks for another pass.
    func watch<Object: ObservableObject>(_ object: Object, for identity: ViewIdentity) {
        let subscription = storage(for: identity.appending(AnyHashable("objectWillChange"))) { ObjectSubscription() }
        guard subscription.object !== object else { return }
        subscription.object = object
        subscription.cancellable = object.objectWillChange.sink { [weak self] _ in self?.noteStateChange() }
    }
}

/// A view's subscription to its object's changes, kept as long as the graph.
final class ObjectSubscription {
    weak var object: AnyObject?
    var cancellable: AnyCancellable?
}
