@testable import CellshotSwiftUI
import CellshotUIKit
import Testing

/// What the preparation makes of `if #available(iOS 26, *)` in a view (``_cellshotIOSAvailable(_:_:)``) answers for
/// the look being drawn: iOS 18's picture takes the code's iOS 18 branch, as an iOS 18 device does.
private struct CloseButtonLabel: View {
    var body: some View {
        if _cellshotIOSAvailable(26, 0) { Text("Close") } else { Text("Done") }
    }
}

@Suite @MainActor
struct RuntimeOSTests {
    @Test func aDrawingAnswersForItsLook() throws {
        #expect(try CellshotSwiftUI.layout(of: CloseButtonLabel(), look: .ios26).texts == ["Close"])
        #expect(try CellshotSwiftUI.layout(of: CloseButtonLabel(), look: .ios18).texts == ["Done"])
    }

    @Test func versionsAreThoseOfTheLooksScreenshots() {
        RuntimeOS.$look.withValue(.ios18) {
            #expect(_cellshotIOSAvailable(18, 5) && !_cellshotIOSAvailable(18, 6) && !_cellshotIOSAvailable(26, 0))
            #expect(_cellshotIOSAvailable(17, 4))
        }
        RuntimeOS.$look.withValue(.ios26) {
            #expect(_cellshotIOSAvailable(26, 2) && !_cellshotIOSAvailable(26, 3) && !_cellshotIOSAvailable(27, 0))
        }
        // Outside a drawing: the default look's.
        #expect(_cellshotIOSAvailable(26, 0))
    }
}
