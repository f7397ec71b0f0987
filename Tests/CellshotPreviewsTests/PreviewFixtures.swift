import CellshotPreviews
import CellshotSwiftUI

// The previews the run tests draw. `PreviewProvider` types are found as written; the UIKit ones are what `#Preview`
// expands to, written out (these tests build without the Previews trait, so without swift-syntax). A fileID puts a
// UIKit one in a pretend module, so that each test draws only the module it names.

/// A settings row, as an app's row view.
private struct SettingsRow: View {
    var title: String
    var value: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// A group of two named pictures: module CellshotPreviewsTests.
struct SettingsRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SettingsRow(title: "Wi-Fi", value: "Home").previewDisplayName("Wi-Fi")
            SettingsRow(title: "Bluetooth", value: "On").previewDisplayName("Bluetooth")
        }
    }
}

/// A contact cell, named: module DocsGood.
struct __cellshotPreview_previewsGoodContact: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "DocsGood/ContactCell.swift" }
    static var line: Int { 12 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact") { PreviewFixtures.contactCell() }
    }
}

/// The same cell in a module with a preview cellshot cannot draw: module DocsBroken.
struct __cellshotPreview_previewsBrokenContact: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "DocsBroken/ContactCell.swift" }
    static var line: Int { 12 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact") { PreviewFixtures.contactCell() }
    }
}

/// A view that holds no list and no cell: one failure of module DocsBroken.
struct __cellshotPreview_previewsBrokenBadge: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "DocsBroken/Badge.swift" }
    static var line: Int { 5 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge") { UIView() }
    }
}

enum PreviewFixtures {
    @MainActor static func contactCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Jane Appleseed"
        content.secondaryText = "Mobile"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A set-up the command would run before the first preview: counts its calls.
struct CountingSetUp: CellshotPreviewsSetUp {
    @MainActor static var calls = 0
    static func setUp() { calls += 1 }
}
