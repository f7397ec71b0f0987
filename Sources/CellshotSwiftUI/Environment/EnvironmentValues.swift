import CellshotSwiftUILayout

/// A key for a value of the environment (SwiftUI's `EnvironmentKey`).
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where nobody set one.
    static var defaultValue: Value { get }
}

/// The values a view's environment holds (SwiftUI's `EnvironmentValues`): set with `.environment(\.key, value)`
/// and the modifiers that write them (`.font`, `.foregroundStyle`, `.lineLimit`…), read with `@Environment`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}

    /// The value of a key: the one set above the view, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Not `values[…] as? K.Value ?? K.defaultValue`: for an optional Value, casting a missing entry (nil) to
        // it succeeds as `.some(nil)`, and an optional key's non-nil default would never be read.
        get {
            guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a key has been set (its default is not used).
    package func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}


extension View {
    /// Sets a value of the environment for this view and the views in it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes a value of the environment for this view and the views in it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// `.environment(\.key, value)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        return content(inputs)
    }

    public static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                                     content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        // The environment changed what a plain text would be drawn with.
        return content(inputs).map { var element = $0; element.plainText = nil; return element }
    }
}

/// `.transformEnvironment(\.key) { … }`.
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        return content(inputs)
    }

    public static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                                     content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        // The environment changed what a plain text would be drawn with.
        return content(inputs).map { var element = $0; element.plainText = nil; return element }
    }
}
