import CellshotRender
import CellshotTesting
import Testing

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatch() {
        let image = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
        #expect(ImageComparison.compare(reference: image, actual: image).matches)
    }
}
