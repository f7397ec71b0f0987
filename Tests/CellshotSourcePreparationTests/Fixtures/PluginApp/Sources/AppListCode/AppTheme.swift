import CellshotUIKit

/// A stand-in: the app keeps its theme in a file that is not listed (it reads the asset catalog), so the test
/// package declares what the listed files use.
enum AppTheme {
    static let accent = UIColor.systemOrange
}
