import CellshotSwiftUILayout
import Foundation
import Testing

@Suite struct StackLayoutTests {
    @Test func placeholder() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    }
}
