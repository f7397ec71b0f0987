import CellshotUIKit

/// What a package's previews need done before they are drawn by `swift package cellshot-previews` — what its tests do
/// in their own set-up, which the command does not run: registering a cell class Linux cannot make from the class
/// alone, a font, a fixture. A type in the test target that conforms is found at run time and its ``setUp()`` called
/// once, before the first preview (several types: in the order of their names).
///
/// ```swift
/// #if !canImport(UIKit)
/// import CellshotPreviews
///
/// struct PreviewsSetUp: CellshotPreviewsSetUp {
///     static func setUp() {
///         CellshotUIKit.registerCell(MailboxCell.self) { MailboxCell(frame: .zero) }
///     }
/// }
/// #endif
/// ```
public protocol CellshotPreviewsSetUp {
    /// Prepares the process for drawing the previews.
    @MainActor static func setUp()
}

enum PreviewsSetUpTypes {
    /// The conforming types of every loaded image, by name.
    static func all() -> [any CellshotPreviewsSetUp.Type] {
        PreviewDiscovery.types(conformingTo: "CellshotPreviewsSetUp", inModule: "CellshotPreviews")
            .compactMap { $0 as? any CellshotPreviewsSetUp.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }
}
