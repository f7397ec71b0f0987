@testable import CellshotSwiftUI
import Foundation
import Testing

/// The example page of docs/swiftui.md ("Controls"): every control, in both looks and both colour schemes.
@MainActor
@Suite struct ControlsGalleryTests {
    /// The gallery four times: iOS 18 and iOS 26, light and dark, each on its own system background.
    struct Page: View {
        var body: some View {
            VStack(spacing: 0) {
                HStack(alignment: .top, spacing: 0) { panel(.ios18, .light); panel(.ios18, .dark) }
                HStack(alignment: .top, spacing: 0) { panel(.ios26, .light); panel(.ios26, .dark) }
            }
        }

        func panel(_ look: CellshotSwiftUI.Look, _ scheme: ColorScheme) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(look == .ios18 ? "iOS 18" : "iOS 26") · \(scheme == .light ? "light" : "dark")")
                    .font(.headline).padding([.top, .horizontal])
                ControlsGallery()
            }
            .frame(width: 402, alignment: .leading)
            .background(Color(uiColor: .systemBackground))
            .environment(\.colorScheme, scheme)
            .environment(\.look, look)
        }
    }

    @Test func theExamplePage() throws {
        let layout = try CellshotSwiftUI.layout(of: Page(), width: 804)
        // Every control of the gallery was drawn in each panel, and the only warning is the AsyncImage's.
        #expect(layout.all.filter { $0.name == "Toggle" }.count == 12)
        #expect(layout.all.filter { $0.name == "SegmentedControl" }.count == 4)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("AsyncImage") == true)
        try ControlsTestSupport.verifySnapshot(Page(), named: "gallery", suite: "ControlsGalleryTests", width: 804,
                                               look: .ios26)
    }
}
