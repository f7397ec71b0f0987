/// A value of the view's environment (SwiftUI's `Environment`): a key path of ``EnvironmentValues`` — a built-in
/// value or an app's own — or an `@Observable` object put there with `.environment(_:)`.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(\.dynamicTypeSize) private var typeSize
/// @Environment(Library.self) private var library           // .environment(library) above
/// @Environment(Library.self) private var maybeLibrary: Library?
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let box: EnvironmentBox
    let read: (EnvironmentValues) -> Value
    /// For a required `@Observable` object: its type's name when the environment has none.
    let missingObject: ((EnvironmentValues) -> String?)?

    /// The value of a key path of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox()
        read = { $0[keyPath: keyPath] }
        missingObject = nil
    }

    /// The `@Observable` object of a type that a view above put in the environment with `.environment(_:)`.
    /// A view whose environment has none is an error naming the type and the view (SwiftUI stops the app).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        box = EnvironmentBox()
        read = { values in
            guard let object = values[ObservableObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found in the environment")
            }
            return object
        }
        missingObject = { $0[ObservableObjectKey<Value>.self] == nil ? "\(Value.self)" : nil }
    }

    /// The `@Observable` object of a type in the environment, or `nil` when no view above put one there.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        box = EnvironmentBox()
        read = { $0[ObservableObjectKey<T>.self] }
        missingObject = nil
    }

    /// The value, as the view's environment has it when its body is asked for.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

extension Environment: InstallableProperty {
    package func install(_ context: PropertyContext) {
        if let missing = missingObject?(context.environment) {
            context.graph.fail(MissingObjectMessage.observable(type: missing, context: context))
            return
        }
        box.values = context.environment
    }
}

/// The environment an `@Environment` reads, set when its view's body is about to be asked for.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// Where `.environment(_:)` keeps an `@Observable` object: one key per type, as SwiftUI's.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and the views in it, where
    /// `@Environment(Object.self)` reads it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(_ObjectEnvironmentModifier<ObservableObjectKey<Object>>(object: object))
    }
}

/// `.environment(object)` and `.environmentObject(object)`: an object under its type's key.
public struct _ObjectEnvironmentModifier<Key: EnvironmentKey>: ViewModifier {
    public typealias Body = Never
    let object: Key.Value

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment[Key.self] = modifier.object
        return content(inputs)
    }
}

/// The error a view gets when its environment lacks an object it requires; SwiftUI stops the app instead.
enum MissingObjectMessage {
    /// For `@EnvironmentObject var name: Type`.
    static func environmentObject(type: String, context: PropertyContext) -> String {
        "\(context.ownerName)'s @EnvironmentObject var \(context.name): no \(type) is in its environment; "
            + "give one with .environmentObject(_:) on \(context.ownerName) or a view above it "
            + "(SwiftUI stops the app here)"
    }

    /// For `@Environment(Type.self) var name`.
    static func observable(type: String, context: PropertyContext) -> String {
        "\(context.ownerName)'s @Environment(\(type).self) var \(context.name): no \(type) is in its environment; "
            + "give one with .environment(_:) on \(context.ownerName) or a view above it "
            + "(SwiftUI stops the app here)"
    }
}
