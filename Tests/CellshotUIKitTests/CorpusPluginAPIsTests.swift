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

    /// A reduced case of what a fresh set did with `import os` (issue 43, codesquad-members-2022/swift-photos-08 at
    /// 4e9168a, `PhotoAlbum/Doodle/CustomImageDownloadManager.swift`: a `Logger()` stored property and interpolated
    /// `.error`/`.debug` calls), with the other levels and the privacy, format and alignment arguments iOS declares.
    @Test("os.Logger compiles as on iOS, never evaluates what a message interpolates, and draws nothing")
    func structuredLogging() {
        var evaluations = 0
        func counted<Value>(_ value: Value) -> Value {
            evaluations += 1
            return value
        }
        let screen = Screen()
        let path = IndexPath(row: 2, section: 0)
        let failure: (any Error)? = CocoaError(.fileNoSuchFile)
        _ = DeferredNotes.shared.takeWarnings()
        let logger = Logger(subsystem: "com.example.app", category: "list")
        logger.debug("loaded \(counted(3)) rows at \(counted(path))")
        logger.info("width \(counted(CGFloat(320)), format: .fixed(precision: 1)) of \(counted(screen))")
        logger.notice("\(counted("name"), privacy: .private(mask: .hash)) \(counted(true), format: .answer)")
        logger.warning("\(counted(0xFF), format: .hex, align: .right(columns: 4), privacy: .public)")
        logger.error("\(counted(failure.debugDescription)) \(counted(2.5)) \(counted(Float(1)))")
        logger.fault("\(counted(type(of: screen))) \(counted(UInt8(7)), privacy: .sensitive)")
        logger.critical("done")
        logger.trace("trace")
        logger.log("plain")
        logger.log(level: .error, "at a level \(counted(path.row))")
        Logger().error("default log")
        Logger(OSLog.disabled).info("disabled log")
        #expect(evaluations == 0)
        #expect(logger.osLog.subsystem == "com.example.app" && logger.osLog.category == "list")
        #expect(Logger().osLog === OSLog.default)
        let message: OSLogMessage = "row \(path.row) of \(counted(7))"
        #expect(message.literal == "row  of ")
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
