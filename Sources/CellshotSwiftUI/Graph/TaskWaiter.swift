import Foundation

extension CellshotSwiftUI {
    /// How long a render waits for the views' tasks (`.task`, and tasks their `.onAppear` starts) to finish
    /// before it takes the picture: 2 seconds unless set for a scope.
    ///
    /// ```swift
    /// try CellshotSwiftUI.$taskWait.withValue(.seconds(5)) {
    ///     try CellshotSwiftUI.render(FeedView(), to: "feed.png")
    /// }
    /// ```
    @TaskLocal public static var taskWait: Duration = .seconds(2)
}

/// Waits, inside a synchronous render on the main actor, for tasks whose work runs on the main actor.
///
/// The render holds the main actor while it waits, so a task's main-actor code can run only where the render
/// itself lets the main actor's queue drain. Where the main actor is the main thread's run loop (a command-line
/// tool, XCTest's synchronous tests) the wait spins that run loop in short slices until the tasks are done or the
/// time is up — a nested run loop, as a modal alert runs one. Where the main actor is a dispatch queue the
/// render's own job occupies (Swift Testing's `@MainActor` tests, XCTest's async tests), nothing queued on it can
/// run until the render returns: tasks get only what ran when they started (`Task.immediate`: everything up to
/// their first real suspension, which includes awaiting the main actor's own async functions).
@MainActor
enum TaskWaiter {
    /// How a wait ended.
    enum Outcome: Equatable {
        case finished
        /// The tasks were still running when the time was up.
        case timedOut(Duration)
        /// The main actor could not run the tasks' code during the render.
        case mainActorHeld

        /// Why a task had not finished, as a warning says it.
        var reason: String {
            switch self {
            case .finished: "it was cancelled"
            case .timedOut(let wait):
                "it was still running after the \(String(format: "%g", wait.seconds)) s a render waits; "
                    + "CellshotSwiftUI.$taskWait sets how long"
            case .mainActorHeld:
                "it awaits work off the main actor, and its main-actor code cannot resume while a synchronous render "
                    + "holds the main actor on a dispatch queue (Swift Testing and async XCTest tests run there)"
            }
        }
    }

    /// Waits until `done` or the deadline (the end of the render's `wait`).
    static func wait(until deadline: ContinuousClock.Instant, of wait: Duration, _ done: () -> Bool) -> Outcome {
        guard !done() else { return .finished }
        guard mainRunLoopServesMainActor() else { return .mainActorHeld }
        while !done() {
            guard ContinuousClock.now < deadline else { return .timedOut(wait) }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
        }
        return .finished
    }

    /// Whether spinning the main run loop here runs the main actor's queued jobs: a job is queued and the run loop
    /// spun for a few milliseconds.
    private static func mainRunLoopServesMainActor() -> Bool {
        guard Thread.isMainThread else { return false }
        let probe = Probe()
        Task { @MainActor in probe.ran = true }
        for _ in 0..<5 where !probe.ran {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
        return probe.ran
    }

    @MainActor
    private final class Probe {
        var ran = false
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
