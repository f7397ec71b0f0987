#if !canImport(UIKit)
import CellshotUIKitAssertions
import Testing
@testable import SettingsCells

/// Every `#Preview` of the app's cells and screens drawn on Linux, one snapshot each: the previews the team
/// already looks at in Xcode are the visual regression suite, with no list to keep.
@MainActor @Suite struct PreviewTests {
    init() {
        // The same set-up as the cellshot-previews command runs.
        PreviewsSetUp.setUp()
    }

    @Test func previews() {
        assertPreviewSnapshots(in: "SettingsCells")
    }
}
#endif
