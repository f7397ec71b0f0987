import CellshotCombine

extension View {
    /// Runs an action when the view appears: before the picture, once per view; state it changes is drawn
    /// (the view is made again).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearActionModifier(action: action))
    }

    /// An action for when the view disappears: a still picture's views never do, so it never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(EmptyModifier())
    }

    /// Starts a task when the view appears (SwiftUI's `task(priority:_:)`): it runs on the main actor before the
    /// picture, which waits a bounded time for it (``CellshotSwiftUI/taskWait``); one that has not finished is a
    /// warning naming its line, and is cancelled.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void,
                     fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_TaskModifier(id: nil, priority: priority, action: TaskAction(run: action), fileID: fileID, line: line))
    }

    /// Starts a task when the view appears and again whenever `value` changes, cancelling the previous one.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void,
                                   fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_TaskModifier(id: EquatableBox(value), priority: priority, action: TaskAction(run: action),
                               fileID: fileID, line: line))
    }

    /// Runs an action with the new value when `value` differs from the previous pass's (iOS 14's form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }

    /// Runs an action with the old and new values when `value` changes between passes, and on the first pass
    /// with `initial`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs an action when `value` changes between passes, and on the first pass with `initial`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs an action for each value a publisher sends once the view appears: what it sends before the picture
    /// (a `Just`, a subject's current value) is drawn; a timer's or a notification's later values are not.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }

    /// A refresh action for pull to refresh: a still picture is not pulled, so it never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// An action for when a text field is submitted: never in a still picture.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// An action for a URL the app is asked to open: never in a still picture.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// Gives the view an explicit identity: a different id is a different view, with its own state (SwiftUI
    /// makes it anew, `.onAppear` and `.task` run for it again).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }
}

/// The events that submit (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field or secure field is submitted.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field is submitted.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// `.onAppear`.
public struct _AppearActionModifier: ViewModifier {
    public typealias Body = Never
    let action: (() -> Void)?

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let action = modifier.action {
            let appear = MainActorAction(run: action)
            inputs.graph.onAppear(inputs.identity) { appear.run() }
        }
        return content(inputs)
    }
}

/// An action a view's body made (on the main actor) for the graph to run on the main actor after the pass:
/// SwiftUI takes such actions as plain closures, which the compiler cannot see stay on the main actor.
struct MainActorAction: @unchecked Sendable {
    let run: () -> Void
}

/// `.task` and `.task(id:)`.
public struct _TaskModifier: ViewModifier {
    public typealias Body = Never
    let id: AnyHashable?
    let priority: TaskPriority
    let action: TaskAction
    let fileID: String
    let line: Int

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        inputs.graph.task(inputs.identity, id: modifier.id, priority: modifier.priority, action: modifier.action.run,
                          fileID: modifier.fileID, line: modifier.line)
        return content(inputs)
    }
}

/// An equatable value as a hashable one (a `.task(id:)` id need only be `Equatable`): equal values are equal
/// ids; all hash alike, which is enough for comparing one id with the previous.
struct EquatableBox: Hashable {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (lhs: EquatableBox, rhs: EquatableBox) -> Bool { lhs.isEqual(rhs.value) }
    func hash(into hasher: inout Hasher) {}
}

/// `.onChange(of:)`.
public struct _ChangeModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        inputs.graph.onChange(inputs.identity, value: modifier.value, initial: modifier.initial, action: modifier.action)
        return content(inputs)
    }
}

/// `.onReceive(_:perform:)`: subscribes when the view appears, for as long as the render.
public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let graph = inputs.graph
        let identity = inputs.identity
        let subscribe = MainActorAction {
            let subscription = graph.storage(for: identity) { ObjectSubscription() }
            subscription.cancellable = modifier.publisher.sink { modifier.action($0) }
        }
        graph.onAppear(identity) { subscribe.run() }
        return content(inputs)
    }
}

/// `.id(_:)`: the content's identity is the id, so a new id is a new view.
public struct _IdentityModifier: ViewModifier {
    public typealias Body = Never
    let id: AnyHashable

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        content(inputs.child(identifiedBy: modifier.id))
    }
}
