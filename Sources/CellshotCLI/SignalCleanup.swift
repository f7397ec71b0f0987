import CellshotGraphics
import Foundation

/// What the command line does when it is told to stop (SIGINT from Ctrl-C, SIGTERM from a CI runner
/// cancelling a job, SIGHUP): the temporary files it was writing are removed, so that an interrupted
/// render leaves nothing behind and every output as it was (a file is replaced only by renaming a
/// complete one over it), then the process ends by the same signal, as the shell expects.
///
/// The signals are blocked in every thread (threads inherit the mask of the thread that makes them, so
/// this runs first) and taken by one thread with `sigwait`, which may lock and free as any thread does:
/// a handler that interrupts a thread holding the list's lock could not.
///
/// SIGXFSZ is ignored: past a file size limit (`ulimit -f`) a write then fails with `EFBIG`, which is
/// reported as any failed write — a full disk — instead of killing the process with its files half written.
enum SignalCleanup {
    /// The signals that stop a run.
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the stopping signals and starts the thread that takes them. Call before any other thread starts.
    static func install() {
        signal(SIGXFSZ, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in stopping { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let blocked = set
        let waiter = Thread {
            var waited = blocked, received: Int32 = 0
            guard sigwait(&waited, &received) == 0 else { return }
            TemporaryFiles.removeAll()
            // Ended by the signal itself, with its default action: the parent sees what happened.
            signal(received, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, received)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(received)
            _exit(128 + received)
        }
        waiter.name = "cellshot signals"
        waiter.start()
    }
}
