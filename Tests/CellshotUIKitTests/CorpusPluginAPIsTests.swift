@testable import CellshotUIKit
import Foundation
import Testing

/// What the UIKit corpus, compiled through the CellshotSources plugin with nothing guarded away, stopped on
/// (issue 43): Apple's unified logging once `import os.log` is a comment, and notification observers through a
/// selector.
@MainActor @Suite struct CorpusPluginAPIsTests {
    final class Screen: UIViewController {
        var reloads = 0
        func reload() { reloads += 1 }
    }

    @Test("os_log compiles as on iOS, with printf-style arguments of any type, and draws nothing")
    func unifiedLogging() {
        let screen = Screen()
        _ = DeferredNotes.shared.takeWarnings()
        os_log("Screen (%p) will transition to width %f", screen, CGFloat(320))
        let log = OSLog(subsystem: "com.example.app", category: "ui")
        os_log("loaded %d rows", log: log, type: .debug, 3)
        os_log(.error, log: .default, "failed: %@", "reason")
        #expect(log.subsystem == "com.example.app" && log.category == "ui")
        #expect(OSLogType.fault.rawValue == 0x11)
        #expect(DeferredNotes.shared.takeWarnings().isEmpty)
    }

    @Test("A notification observer through a selector compiles, is never called, and the next render says so")
    func selectorObserver() {
        let screen = Screen()
        let name = Notification.Name("ContentSizeChanged")
        _ = DeferredNotes.shared.takeWarnings()
        NotificationCenter.default.addObserver(screen, selector: Selector("reload"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(screen.reloads == 0)
        #expect(DeferredNotes.shared.takeWarnings() == [
            "NotificationCenter.addObserver(_:selector:name:object:) for ContentSizeChanged (reload): not called on "
                + "Linux (no Objective-C runtime to call a selector), so what the observer does when the notification "
                + "is posted is not drawn; addObserver(forName:object:queue:using:) is called",
        ])
    }
}
