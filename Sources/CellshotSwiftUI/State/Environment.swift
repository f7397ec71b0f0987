/// A value read from the view's environment (SwiftUI's `Environment`).
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(\.dynamicTypeSize) private var typeSize
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let box: EnvironmentBox
    let read: (EnvironmentValues) -> Value

    /// The value of a key path of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox()
        read = { $0[keyPath: keyPath] }
    }

    /// The value, as the view's environment has it when its body is asked for.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

extension Environment: InstallableProperty {
    package func install(_ context: PropertyContext) {
        box.values = context.environment
    }
}

/// The environment an `@Environment` reads, set when its view's body is about to be asked for.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
