import Foundation

extension CellshotSwiftUI {
    /// Values `@AppStorage` reads by key, seeded by a test for a scope; a key not here is read from the
    /// `UserDefaults` the view names (`store:` or `.defaultAppStorage(_:)`), else the property's default.
    /// `UserDefaults.standard` is not read: a picture must not depend on the machine it is drawn on.
    ///
    /// ```swift
    /// try CellshotSwiftUI.$appStorage.withValue(["showsBadges": true, "theme": "dark"]) {
    ///     try CellshotSwiftUI.render(SettingsView(), to: "settings.png")
    /// }
    /// ```
    @TaskLocal public static var appStorage: [String: any Sendable] = [:]
}

/// A value kept in `UserDefaults` by key (SwiftUI's `AppStorage`): the seeded value
/// (``CellshotSwiftUI/appStorage``), the value of the view's store, or the default. Setting it (in `.onAppear`)
/// changes what the views reading the key show; nothing is written to `UserDefaults`.
///
/// ```swift
/// @AppStorage("showsBadges") private var showsBadges = true
/// @AppStorage("theme", store: .shared) private var theme: Theme = .system
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: KeyedStorageBox<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?) {
        box = KeyedStorageBox(key: key, defaultValue: defaultValue, store: store, decode: decode)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension AppStorage: InstallableProperty {
    package func install(_ context: PropertyContext) {
        box.install(context, scope: "AppStorage", seed: CellshotSwiftUI.appStorage,
                    store: box.store ?? context.environment.defaultAppStorage)
    }
}

extension AppStorage {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Bool }
    }

    /// An integer kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
    }

    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }
    }

    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? String }
    }

    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }
    }

    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Data }
    }

    /// A date kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Date }
    }

    /// A value kept as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store) { stored in
            (stored as? Value) ?? ((stored as? Int) ?? (stored as? NSNumber)?.intValue).flatMap(Value.init(rawValue:))
        }
    }

    /// A value kept as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store) { stored in
            (stored as? Value) ?? (stored as? String).flatMap(Value.init(rawValue:))
        }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`; `nil` when nothing is.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store) { $0 as? Bool }
    }

    /// An optional integer kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store) { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
    }

    /// An optional number kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store) { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }
    }

    /// An optional string kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store) { $0 as? String }
    }

    /// An optional URL kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store) { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }
    }

    /// Optional data kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store) { $0 as? Data }
    }
}

/// A value a scene restores by key (SwiftUI's `SceneStorage`): a fresh scene's, the default; setting it (in
/// `.onAppear`) changes what the views reading the key show.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: KeyedStorageBox<Value>

    init(key: String, defaultValue: Value) {
        box = KeyedStorageBox(key: key, defaultValue: defaultValue, store: nil) { $0 as? Value }
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension SceneStorage: InstallableProperty {
    package func install(_ context: PropertyContext) {
        box.install(context, scope: "SceneStorage", seed: [:], store: nil)
    }
}

extension SceneStorage {
    /// A Boolean restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A number restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A value restored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value restored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

/// Where a keyed value reads and writes: the render's own writes (shared by every view reading the key, as
/// `UserDefaults` shares them), the seed, the store, the default.
final class KeyedStorageBox<Value> {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let decode: (Any) -> Value?
    private var written: KeyedWrites?
    private var found: Value?

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.decode = decode
    }

    var value: Value {
        if let written = written?.values[key].flatMap(decode) { return written }
        return found ?? defaultValue
    }

    func set(_ newValue: Value) {
        guard let written else { found = newValue; return }
        written.values[key] = newValue
        written.graph?.noteStateChange()
    }

    func install(_ context: PropertyContext, scope: String, seed: [String: any Sendable], store: UserDefaults?) {
        // One table of writes per render and scope: two views reading a key see the same value.
        written = context.graph.storage(for: ViewIdentity.root.appending(AnyHashable(scope))) { KeyedWrites(graph: context.graph) }
        found = seed[key].flatMap(decode) ?? store?.object(forKey: key).flatMap(decode)
    }
}

/// The values a render's views set by key.
final class KeyedWrites {
    var values: [String: Any] = [:]
    weak var graph: ViewGraph?
    init(graph: ViewGraph) { self.graph = graph }
}

extension EnvironmentValues {
    /// The `UserDefaults` `@AppStorage` reads when it names none (`nil`: only seeded values and defaults).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension View {
    /// The `UserDefaults` the `@AppStorage` properties of this view and the views in it read when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
