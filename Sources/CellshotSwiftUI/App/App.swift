import CellshotUIKit

// An app's entry point and its scenes (SwiftUI's `App`, `Scene`, `WindowGroup`). cellshot draws views, not apps, but
// an app's folder holds its `App` type beside its screens: declaring them lets the folder compile whole, as the
// CellshotSources plugin compiles it (which drops `@main`: a test program has its own entry point). Nothing here runs
// an app — no scene's body is ever asked for — so an `App` type changes no picture.

/// An app (SwiftUI's `App`): its scenes. Compiles so that the file declaring it compiles; cellshot never runs it.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// An app, as the system makes it at launch.
    init()
}

extension App {
    /// SwiftUI's entry point, which `@main` calls on iOS. cellshot runs no app: it does nothing.
    public static func main() {}
}

/// A part of an app's interface that the system manages, such as a window (SwiftUI's `Scene`).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene made only of views (SwiftUI's primitive scenes have no body of their own).
@MainActor @preconcurrency
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    /// A primitive scene has no body: asking for it is a programming error, as in SwiftUI.
    public var body: Never { fatalError("\(Self.self) is a primitive scene: it has no body") }
}

/// A group of windows showing the same views (SwiftUI's `WindowGroup`).
public struct WindowGroup<Content: View>: _PrimitiveScene {
    /// The views each window shows.
    public let content: Content
    /// The windows' title, if any.
    public let title: Text?
    /// The group's identifier, if any.
    public let id: String?

    /// Windows showing a view.
    public init(@ViewBuilder content: () -> Content) {
        (self.content, title, id) = (content(), nil, nil)
    }

    /// Windows with a title, showing a view.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        (self.content, self.title, id) = (content(), Text(title), nil)
    }

    /// Windows with a title, showing a view.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        (self.content, self.title, id) = (content(), Text(title), nil)
    }

    /// Windows with a title and an identifier, showing a view.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        (self.content, self.title, self.id) = (content(), Text(title), id)
    }

    /// Windows with an identifier, showing a view.
    public init(id: String, @ViewBuilder content: () -> Content) {
        (self.content, title, self.id) = (content(), nil, id)
    }
}

/// Several scenes, built from a scene builder's statements.
public struct _TupleScene<T>: _PrimitiveScene {
    /// The scenes.
    public let value: T
}

/// A scene or none, built from a scene builder's `if`.
public struct _OptionalScene<Wrapped: Scene>: _PrimitiveScene {
    /// The scene, if the condition held.
    public let wrapped: Wrapped?
}

/// A scene with a modifier applied (the environment, an action): kept, never run.
public struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    /// The scene modified.
    public let content: Content
}

/// Builds scenes from closures' statements (SwiftUI's `SceneBuilder`).
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene(value: (repeat each content))
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(wrapped: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _ModifiedScene<Content> {
        _ModifiedScene(content: content)
    }
}

extension Scene {
    /// A value put in the scene's environment (kept: the scene is never run).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// An observable object put in the scene's environment (kept: the scene is never run).
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// An observable object put in the scene's environment (kept: the scene is never run).
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// An action when a value changes (kept: the scene is never run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (V, V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// An action when a value changes (kept: the scene is never run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// An action when a value changes, iOS 14's spelling (kept: the scene is never run).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// The scene's default size, for platforms with resizable windows (kept: the scene is never run).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _ModifiedScene(content: self)
    }
}

/// The app delegate SwiftUI makes for an `App` (SwiftUI's `UIApplicationDelegateAdaptor`). cellshot never makes an
/// app, so it never makes its delegate either: the wrapper keeps the delegate's type, and only app code that
/// cellshot does not run (an `App`'s `body` or `init`) could read the delegate — which stops the program, naming it.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate's type.
    public let delegateType: DelegateType.Type

    /// A delegate of a type, made by the system at launch on iOS.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        self.delegateType = delegateType
    }

    /// The delegate: there is none, no app launched (Linux cannot make an `NSObject` subclass from its type alone).
    public var wrappedValue: DelegateType {
        fatalError("cellshot runs no app, so there is no \(DelegateType.self) app delegate: draw the app's views, not "
            + "its App type")
    }

    /// The delegate, for bindings to its properties.
    public var projectedValue: DelegateType { wrappedValue }
}
