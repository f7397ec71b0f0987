import CellshotUIKit

/// A stand-in: the app keeps its theme in a file that is not listed (it reads the asset catalog), so the test
/// package declares what the listed files use.
enum AppTheme {
    static let accent = UIColor.systemOrange
}

/// A stand-in for os's `Logger`, whose import the preparation removes (Linux has no os module): the app's calls
/// compile unchanged and log nothing.
struct Logger {
    init(subsystem: String, category: String) {}
    func debug(_ message: String) {}
}
