import Cellshot
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// `UIImage(systemName:)` with a name cellshot does not know draws a placeholder and warns at the render call;
/// ``CellshotUIKit/strictSymbols`` makes it an error.
@MainActor @Suite(.serialized) struct UIKitUnknownSymbolTests {
    static func cell(_ symbol: String) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Boxes"
        content.image = UIImage(systemName: symbol)
        cell.contentConfiguration = content
        return cell
    }

    @Test func anUnknownNameIsDrawnAndWarnedAboutAtTheRenderCall() throws {
        let png = try CellshotUIKit.render(cell: { Self.cell("fictional.symbol") })
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let document = try CellshotUIKit.document(ofCell: Self.cell("fictional.symbol"))
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        #expect(SnapshotWriter.messages(for: renderer.warnings, fileID: "App/SettingsTests.swift", line: 12) == [
            "App/SettingsTests.swift:12: warning: row 0 of section 0, normal column: unknown SF Symbol \"fictional.symbol\", drawn as a "
                + "placeholder (a dashed square); docs/symbols.md says how to add a name",
        ])
    }

    @Test func strictSymbolsMakesItAnError() throws {
        CellshotUIKit.strictSymbols = true
        defer { CellshotUIKit.strictSymbols = false }
        let error = try #require(throws: UIKitRenderError.self) {
            _ = try CellshotUIKit.render(cell: { Self.cell("fictional.symbol") }, fileID: "App/SettingsTests.swift", line: 30)
        }
        #expect(error.description.hasPrefix("App/SettingsTests.swift:30: "))
        #expect(error.description.contains("sections[0].rows[0].states.normal.image.symbol: expected an SF Symbol name that cellshot "
                                           + "knows, found \"fictional.symbol\" (docs/symbols.md lists the symbols)"))
        // A known name draws as before.
        #expect(throws: Never.self) { _ = try CellshotUIKit.render(cell: { Self.cell("shippingbox") }) }
    }
}
