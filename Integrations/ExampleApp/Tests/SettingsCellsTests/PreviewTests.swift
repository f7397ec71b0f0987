#if !canImport(UIKit)
import CellshotUIKitAssertions
import Testing
@testable import SettingsCells

/// Every `#Preview` of the app's cells and screens drawn on Linux, one snapshot each: the previews the team
/// already looks at in Xcode are the visual regression suite, with no list to keep.
@MainActor @Suite struct PreviewTests {
    init() {
        // As SettingsTests: Linux cannot make a registered cell class from the class alone.
        CellshotUIKit.registerCell(ProfileCell.self) { ProfileCell(style: .subtitle, reuseIdentifier: $0) }
        CellshotUIKit.registerCell(MailboxCell.self) { MailboxCell(frame: .zero) }
    }

    @Test func previews() {
        assertPreviewSnapshots(in: "SettingsCells")
    }
}
#endif
