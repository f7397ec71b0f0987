#if !canImport(UIKit)
import CellshotPreviews
import CellshotUIKitAssertions
@testable import SettingsCells

/// What the cells' previews need before they are drawn — by PreviewTests and by `swift package cellshot-previews`,
/// which finds this type at run time (docs/previews.md): Linux cannot make a registered cell class from the class
/// alone.
struct PreviewsSetUp: CellshotPreviewsSetUp {
    static func setUp() {
        CellshotUIKit.registerCell(ProfileCell.self) { ProfileCell(style: .subtitle, reuseIdentifier: $0) }
        CellshotUIKit.registerCell(MailboxCell.self) { MailboxCell(frame: .zero) }
    }
}
#endif
