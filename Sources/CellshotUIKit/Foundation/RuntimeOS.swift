import CellshotModel

/// The iOS version a drawing stands for, which the app's `#available(iOS …, *)` checks answer to.
///
/// On Linux `#available(iOS 26, *)` is always true (the `*` answers for every other platform), so a picture drawn
/// in iOS 18's look would take the code's iOS 26 branch (a round close button where iOS 18 shows "Done"). The
/// CellshotSources preparation turns each such check into ``_cellshotIOSAvailable(_:_:)``, answered by the look
/// being drawn: iOS 26.2 for `.ios26`, iOS 18.5 for `.ios18` — the releases of the screenshots the looks were
/// measured on.
public enum RuntimeOS {
    /// The look of the drawing running on this task (set by the SwiftUI render around its passes and layout, and
    /// inherited by the tasks it starts); `nil`: the default look.
    @TaskLocal package static var look: ListLook?

    /// The iOS version of a look: (major, minor).
    package static func version(of look: ListLook) -> (major: Int, minor: Int) {
        switch look {
        case .ios26: (26, 2)
        case .ios18: (18, 5)
        }
    }
}

/// Whether the iOS the drawing stands for is at least `major.minor`: what the preparation makes of the app's
/// `#available(iOS major.minor, *)` (``RuntimeOS``). Not for hand-written code.
public func _cellshotIOSAvailable(_ major: Int, _ minor: Int) -> Bool {
    let running = RuntimeOS.version(of: RuntimeOS.look ?? .default)
    return (running.major, running.minor) >= (major, minor)
}
