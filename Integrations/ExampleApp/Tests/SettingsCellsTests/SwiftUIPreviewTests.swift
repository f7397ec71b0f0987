#if !canImport(UIKit)
import CellshotUIKitAssertions
import Testing
@testable import SettingsViews

/// Every preview of the app's SwiftUI screens — `#Preview` blocks and a `PreviewProvider`, as written for Xcode —
/// drawn on Linux in light and dark, one reference each.
@MainActor @Suite struct SwiftUIPreviewTests {
    @Test func previews() {
        assertPreviewSnapshots(in: "SettingsViews", variants: [SnapshotVariant(), SnapshotVariant(style: .dark)])
    }
}
#endif
