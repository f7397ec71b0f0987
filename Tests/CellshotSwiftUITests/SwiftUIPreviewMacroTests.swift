#if Previews
import CellshotSwiftUI
import Testing

// `#Preview` itself, built only with the Previews trait (`swift build --traits Previews`): SwiftUIPreviewTests
// tests the same previews written out in every build. A file that imports CellshotSwiftUI sees both declarations
// of the macro — SwiftUI's and (re-exported) UIKit's — and the body's type picks one.

private struct MacroRow: View {
    var title: String
    var body: some View {
        HStack { Text(title); Spacer(); Image(systemName: "chevron.right") }.padding()
    }
}

#Preview("SwiftUI row", traits: .sizeThatFitsLayout) {
    MacroRow(title: "Wi-Fi")
}

#Preview {
    MacroRow(title: "Unnamed")
    MacroRow(title: "Second view")
}

#Preview("UIKit cell", traits: .fixedLayout(width: 320, height: 80)) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "UIKit beside SwiftUI"
    cell.contentConfiguration = content
    return cell
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
    MacroRow(title: "Turned")
}

@MainActor
@Suite struct SwiftUIPreviewMacroTests {
    /// The registries of this file, by line.
    private var registries: [any CellshotUIKit.PreviewRegistry.Type] {
        CellshotUIKit.previewRegistries().filter { $0.fileID == "CellshotSwiftUITests/SwiftUIPreviewMacroTests.swift" }
    }

    @Test("#Preview with a SwiftUI body and with a UIKit one compile in one file and are found at run time")
    func found() {
        let lines = registries.map { $0.line }
        #expect(lines == [16, 20, 25, 33])
        let previews = registries.map { $0.makePreview() }
        #expect(previews.map(\.name) == ["SwiftUI row", nil, "UIKit cell", "Landscape"])
        let kinds = previews.map { preview -> String in
            switch preview.body {
            case .picture: "SwiftUI"
            case .view: "UIView"
            case .viewController: "UIViewController"
            }
        }
        #expect(kinds == ["SwiftUI", "SwiftUI", "UIView", "SwiftUI"])
        #expect(previews[3].traits.flatMap(\.kinds) == [.landscapeLeft, .sizeThatFitsLayout])
        // Drawn with the module's previews by SwiftUIPreviewTests.previewProviders (its references under
        // __Snapshots__/SwiftUIPreviewTests/previewProviders.SwiftUIPreviewMacroTests-*).
    }
}
#endif
