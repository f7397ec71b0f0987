import Foundation

/// What a view asks to run around a pass besides its appear actions: `.task` actions, started once per view
/// (again when a `.task(id:)`'s id changes), and `.onChange` actions, queued when a value differs from the one
/// the previous pass saw.
struct Lifecycle {
    /// Tasks the pass asked for, in the order their views were made.
    var requests: [TaskRequest] = []
    /// The tasks started, by view: one per `.task` modifier, as SwiftUI keeps one per view.
    var running: [ViewIdentity: RunningTask] = [:]
    /// `.onChange` actions the pass queued.
    var changeActions: [() -> Void] = []
    /// The value each `.onChange` saw in the last pass.
    var changeValues: [ViewIdentity: Any] = [:]
    /// Tasks already named in a warning.
    var reported: Set<ViewIdentity> = []
    /// How the last wait for tasks ended.
    var lastWait = TaskWaiter.Outcome.finished
    /// When the render stops waiting for tasks, set by its first wait.
    var deadline: ContinuousClock.Instant?
    /// The tokens of each settle's actions: one still alive at the end is a task an action started that had not
    /// finished.
    var tokens: [WeakToken] = []

    mutating func beginPass() {
        requests.removeAll()
        changeActions.removeAll()
    }
}

/// A `.task` as a pass met it: the view, the id that restarts it, the action and the app's line.
struct TaskRequest {
    let identity: ViewIdentity
    let id: AnyHashable?
    let priority: TaskPriority
    let action: TaskAction
    /// `File.swift:12`: where the app's code attaches the task.
    let site: String
}

/// A task's action. SwiftUI takes it as a `sending` closure isolated where it was written (the view's body: the
/// main actor); cellshot keeps it with its view and runs it only from the main actor, once per start, as SwiftUI
/// does — which the compiler cannot see through the graph's storage.
struct TaskAction: @unchecked Sendable {
    let run: @isolated(any) () async -> Void
}

/// A task cellshot started for a view.
@MainActor
final class RunningTask {
    let id: AnyHashable?
    let site: String
    var finished = false
    var handle: Task<Void, Never>?

    init(id: AnyHashable?, site: String) {
        self.id = id
        self.site = site
    }
}

/// A settle's token, held weakly: alive while a task that inherited it runs.
struct WeakToken {
    weak var token: RenderTaskToken?
}

/// The token the render's tasks carry as a task-local value: a task an action starts (`Task { … }` in an
/// `.onAppear`) inherits it, so the render waits for those too. It is released when the last such task ends.
final class RenderTaskToken: Sendable {
    @TaskLocal static var current: RenderTaskToken?
}

extension ViewGraph {
    /// Queues a view's `.task` for after the pass: it starts once per view, and again when its id changes.
    package func task(_ identity: ViewIdentity, id: AnyHashable?, priority: TaskPriority,
                      action: @escaping @isolated(any) () async -> Void, fileID: String, line: Int) {
        lifecycle.requests.append(TaskRequest(identity: identity, id: id, priority: priority,
                                              action: TaskAction(run: action), site: "\(fileID):\(line)"))
    }

    /// Queues an `.onChange` action when `value` differs from the one the view's previous pass saw (or, with
    /// `initial`, on its first pass).
    package func onChange<V: Equatable>(_ identity: ViewIdentity, value: V, initial: Bool,
                                        action: @escaping (V, V) -> Void) {
        let previous = lifecycle.changeValues[identity] as? V
        lifecycle.changeValues[identity] = value
        if let previous {
            if previous != value { lifecycle.changeActions.append { action(previous, value) } }
        } else if initial {
            lifecycle.changeActions.append { action(value, value) }
        }
    }

    /// Runs what a pass queued — change actions, appear actions, tasks — and waits a bounded time for the tasks
    /// (and the tasks their actions started). Returns whether state changed, so another pass is needed.
    @MainActor
    package func settle() -> Bool {
        var token: RenderTaskToken? = RenderTaskToken()
        weak let started = token
        RenderTaskToken.$current.withValue(token) {
            let changes = lifecycle.changeActions
            lifecycle.changeActions.removeAll()
            for action in changes { action() }
            runAppearActions()
            startTasks()
        }
        token = nil
        lifecycle.tokens.append(WeakToken(token: started))
        let done = { started == nil && self.lifecycle.running.values.allSatisfy(\.finished) }
        if done() {
            lifecycle.lastWait = .finished
        } else {
            // One wait for the whole render, whatever the number of passes: a task that never ends costs it once.
            let wait = CellshotSwiftUI.taskWait
            let deadline = lifecycle.deadline ?? ContinuousClock.now + wait
            lifecycle.deadline = deadline
            lifecycle.lastWait = TaskWaiter.wait(until: deadline, of: wait, done)
        }
        return stateChanged
    }

    /// Starts the tasks the pass asked for that are not running yet, and restarts those whose id changed.
    /// Each starts at once on the main actor and runs there until its first real suspension: work that only
    /// calls the main actor's own async functions is done before the next pass.
    @MainActor
    private func startTasks() {
        for request in lifecycle.requests {
            if let running = lifecycle.running[request.identity] {
                guard running.id != request.id else { continue }
                running.handle?.cancel()
            }
            let running = RunningTask(id: request.id, site: request.site)
            lifecycle.running[request.identity] = running
            let action = request.action
            running.handle = Task.immediate(priority: request.priority) { @MainActor in
                await action.run()
                running.finished = true
            }
        }
    }

    /// Warns about the tasks that had not finished when the picture was taken, and cancels them (SwiftUI cancels
    /// a view's task when the view goes away; the picture's views go away with it).
    @MainActor
    package func finishTasks() {
        for (identity, running) in lifecycle.running.sorted(by: { $0.value.site < $1.value.site }) where !running.finished {
            running.handle?.cancel()
            guard lifecycle.reported.insert(identity).inserted else { continue }
            warn("\(running.site): the .task had not finished when the picture was taken "
                 + "(\(lifecycle.lastWait.reason)); the picture shows the state before it finished")
        }
        // A `.task` carries the token too: while one is unfinished it is the one named.
        if lifecycle.running.values.allSatisfy(\.finished), lifecycle.tokens.contains(where: { $0.token != nil }) {
            warn("a task the view's actions started (`Task { … }` in .onAppear, .onChange or a .task) had not finished "
                 + "when the picture was taken (\(lifecycle.lastWait.reason)); the picture shows the state before it finished")
        }
    }
}
