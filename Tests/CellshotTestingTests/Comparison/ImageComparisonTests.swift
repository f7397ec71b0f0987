import CellshotRender
import CellshotTesting
import Testing

@Suite("Comparing images exactly")
struct ExactComparisonTests {
    let white = RGBAImage.filled(width: 10, height: 10, 255, 255, 255)

    @Test func identicalImagesMatchWithoutADiff() {
        let result = ImageComparison.compare(reference: white, actual: white)
        #expect(result.matches)
        #expect(result.differentPixels == 0 && result.antiAliasedPixels == 0)
        #expect(result.totalPixels == 100)
        #expect(result.diff == nil)
        #expect(result.sizeMismatch == nil)
        #expect(result.summary == "images are identical (10 × 10 pixels)")
    }

    @Test func countsEveryPixelWithAnyChannelChanged() throws {
        let actual = white.setting(1, 1, 254, 255, 255).setting(2, 1, 255, 255, 254).setting(9, 9, 0, 0, 0)
        let result = ImageComparison.compare(reference: white, actual: actual)
        #expect(!result.matches)
        #expect(result.differentPixels == 3)
        #expect(result.summary == "3 pixels differ (3.00 %)")
        let diff = try #require(result.diff)
        #expect(diff.rgba(1, 1) == Diff.red && diff.rgba(2, 1) == Diff.red && diff.rgba(9, 9) == Diff.red)
        #expect(diff.rgba(0, 0) == Diff.fadedWhite)
        #expect((0..<100).filter { diff.rgba($0 % 10, $0 / 10) == Diff.red }.count == 3)
    }

    @Test func fadesTheReferenceToGreyUnderTheDiff() throws {
        let reference = white.setting(0, 0, 0, 0, 0).setting(1, 0, 0, 0, 0, 0).setting(2, 0, 0, 0, 0, 128)
        let result = ImageComparison.compare(reference: reference, actual: reference.setting(9, 9, 1, 2, 3))
        let diff = try #require(result.diff)
        #expect(diff.rgba(0, 0) == Diff.fadedBlack)
        #expect(diff.rgba(1, 0) == Diff.fadedWhite)            // transparent: nothing to fade
        #expect(diff.rgba(2, 0) == [242, 242, 242, 255])        // 255 − 25.5 × 128/255 = 242.2
    }

    @Test func anAlphaOnlyChangeCountsAndShowsMagenta() throws {
        let result = ImageComparison.compare(reference: white, actual: white.setting(4, 4, 255, 255, 255, 254))
        #expect(!result.matches)
        #expect(result.differentPixels == 1)
        #expect(result.summary == "1 pixel differs (1.00 %), only in alpha")
        #expect(try #require(result.diff).rgba(4, 4) == Diff.magenta)
    }

    @Test func exactComparisonNeverTakesAnythingForAntiAliasing() {
        let result = ImageComparison.compare(reference: .edge(at: 5), actual: .edge(at: 6))
        #expect(result.differentPixels == 20)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test func imagesOfDifferentSizesAreComparedWhereBothHavePixels() throws {
        let result = ImageComparison.compare(reference: white, actual: .filled(width: 10, height: 12, 255, 255, 255))
        #expect(!result.matches)
        let sizes = try #require(result.sizeMismatch)
        #expect(sizes.reference == (10, 10))
        #expect(sizes.actual == (10, 12))
        #expect(result.differentPixels == 0 && result.totalPixels == 100)
        #expect(result.summary.hasPrefix("sizes differ: reference 10 × 10 pixels, actual 10 × 12 pixels (blue in the diff: "
                                         + "only one has it); where both have pixels, "))
        // The diff is as large as both: the shared area faded, the two rows only the actual image has in blue.
        let diff = try #require(result.diff)
        #expect(diff.width == 10 && diff.height == 12)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(diff.pixels[4 * (y * 10 + x)..<4 * (y * 10 + x) + 4]) }
        #expect(pixel(3, 3) == [255, 255, 255, 255] && pixel(3, 10) == [0, 90, 255, 255] && pixel(9, 11) == [0, 90, 255, 255])
        // A row that got taller and moved what is below it: the moved pixels show red where both have pixels.
        var taller = RGBAImage.filled(width: 10, height: 12, 255, 255, 255)
        for x in 0..<10 { taller.pixels.replaceSubrange(4 * (5 * 10 + x)..<4 * (5 * 10 + x) + 4, with: [0, 0, 0, 255]) }
        let moved = ImageComparison.compare(reference: white, actual: taller)
        #expect(moved.differentPixels == 10 && moved.diff.map { Array($0.pixels[4 * 50..<4 * 50 + 4]) } == [255, 0, 0, 255])
        // Same number of pixels, other shape: still a size mismatch.
        let transposed = ImageComparison.compare(reference: .filled(width: 2, height: 3, 0, 0, 0),
                                                 actual: .filled(width: 3, height: 2, 0, 0, 0))
        #expect(!transposed.matches && transposed.sizeMismatch != nil)
    }

    @Test func emptyImagesAreIdentical() {
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        #expect(ImageComparison.compare(reference: empty, actual: empty).matches)
    }
}

@Suite("Comparing images perceptually")
struct PerceptualComparisonTests {
    let white = RGBAImage.filled(width: 10, height: 10, 255, 255, 255)

    @Test func aTinyColourChangePassesAtPointOneAndFailsAtZero() {
        let actual = white.filling(x: 2..<5, y: 2..<5, 252, 253, 254)
        let tolerant = ImageComparison.compare(reference: white, actual: actual, options: .init(threshold: 0.1))
        #expect(tolerant.matches)
        #expect(tolerant.differentPixels == 0)
        #expect(tolerant.diff == nil)
        #expect(tolerant.summary == "0 pixels differ (0.00 %)")
        let strict = ImageComparison.compare(reference: white, actual: actual, options: .init(threshold: 0))
        #expect(!strict.matches)
        #expect(strict.differentPixels == 9)
        #expect(!ImageComparison.compare(reference: white, actual: actual).matches)
    }

    @Test func theThresholdIsAFractionOfTheLargestYIQDistance() {
        // Black against grey g: the YIQ distance is 0.5053 × g² (Y only), and the pixel differs
        // when it exceeds 35215 × threshold². At 0.5 the limit is 8803.75: g = 131 passes, 133 does not.
        let black = RGBAImage.filled(width: 3, height: 3, 0, 0, 0)
        let options = ComparisonOptions(threshold: 0.5, includeAntiAliasing: true)
        #expect(ImageComparison.compare(reference: black, actual: black.setting(1, 1, 131, 131, 131),
                                        options: options).matches)
        #expect(!ImageComparison.compare(reference: black, actual: black.setting(1, 1, 133, 133, 133),
                                         options: options).matches)
        // At 1, nothing is far enough: black and white match.
        #expect(ImageComparison.compare(reference: black, actual: .filled(width: 3, height: 3, 255, 255, 255),
                                        options: .init(threshold: 1)).matches)
    }

    @Test func translucentColoursAreBlendedOverWhite() {
        // Fully transparent black and opaque white look the same over white…
        let clear = RGBAImage.filled(width: 3, height: 3, 0, 0, 0, 0)
        let result = ImageComparison.compare(reference: clear, actual: .filled(width: 3, height: 3, 255, 255, 255),
                                             options: .init(threshold: 0.1))
        // …but the alpha differs by 255: an alpha-only difference, counted.
        #expect(result.differentPixels == 9)
        #expect(result.diff?.rgba(1, 1) == Diff.magenta)
        #expect(result.summary == "9 pixels differ (100.00 %), 9 of them only in alpha")
    }

    @Test func alphaChangesAreMeasuredAgainstTheThresholdToo() {
        let slightly = white.setting(3, 3, 255, 255, 255, 240)   // 15 < 0.1 × 255
        #expect(ImageComparison.compare(reference: white, actual: slightly, options: .init(threshold: 0.1)).matches)
        #expect(!ImageComparison.compare(reference: white, actual: slightly, options: .init(threshold: 0.05)).matches)
        let invisible = white.setting(3, 3, 255, 255, 255, 0)
        let result = ImageComparison.compare(reference: white, actual: invisible, options: .init(threshold: 0.1))
        #expect(result.differentPixels == 1)
        #expect(result.diff?.rgba(3, 3) == Diff.magenta)
    }

    @Test func anEdgeMovedByOnePixelIsAntiAliasing() throws {
        let result = ImageComparison.compare(reference: .edge(at: 5), actual: .edge(at: 6),
                                             options: .init(threshold: 0.1))
        #expect(result.matches)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 20)   // columns 5 and 6, ten rows
        #expect(result.summary == "0 pixels differ (0.00 %), 20 anti-aliased ignored")
        let diff = try #require(result.diff)
        #expect(diff.rgba(5, 0) == Diff.yellow && diff.rgba(6, 9) == Diff.yellow)
        #expect(diff.rgba(4, 4) == Diff.fadedBlack && diff.rgba(7, 4) == Diff.fadedWhite)
    }

    @Test func includingAntiAliasingCountsTheMovedEdge() throws {
        let result = ImageComparison.compare(reference: .edge(at: 5), actual: .edge(at: 6),
                                             options: .init(threshold: 0.1, includeAntiAliasing: true))
        #expect(!result.matches)
        #expect(result.differentPixels == 20)
        #expect(result.antiAliasedPixels == 0)
        #expect(try #require(result.diff).rgba(5, 3) == Diff.red)
    }

    @Test func aSolidBlockChangeIsNotAntiAliasing() throws {
        let actual = white.filling(x: 3..<6, y: 3..<6, 255, 0, 0)
        let result = ImageComparison.compare(reference: white, actual: actual, options: .init(threshold: 0.1))
        #expect(result.differentPixels == 9)
        #expect(result.antiAliasedPixels == 0)
        #expect(try #require(result.diff).rgba(4, 4) == Diff.red)
    }

    @Test func aLoneChangedPixelIsNotAntiAliasing() {
        // All 8 neighbours equal to the reference pixel: a flat area, not an edge.
        let result = ImageComparison.compare(reference: white, actual: white.setting(5, 5, 0, 0, 0),
                                             options: .init(threshold: 0.1))
        #expect(result.differentPixels == 1 && result.antiAliasedPixels == 0)
    }

    @Test func aChangeInAGradientIsNotAntiAliasing() {
        // Columns 0, 20, 40…: no neighbour lies in a flat area, so nothing looks like an edge's anti-aliasing.
        var gradient = white
        for y in 0..<10 { for x in 0..<10 { gradient = gradient.setting(x, y, UInt8(20 * x), UInt8(20 * x), UInt8(20 * x)) } }
        let result = ImageComparison.compare(reference: gradient, actual: gradient.setting(5, 5, 160, 160, 160),
                                             options: .init(threshold: 0.1))
        #expect(result.differentPixels == 1 && result.antiAliasedPixels == 0)
    }

    @Test func outOfRangeThresholdsAreClamped() {
        let actual = white.setting(1, 1, 254, 254, 254)
        #expect(!ImageComparison.compare(reference: white, actual: actual, options: .init(threshold: -1)).matches)
        #expect(ImageComparison.compare(reference: white, actual: .filled(width: 10, height: 10, 0, 0, 0),
                                        options: .init(threshold: 7)).matches)
    }
}

@Suite("Masks and tolerances")
struct ComparisonToleranceTests {
    let white = RGBAImage.filled(width: 10, height: 10, 255, 255, 255)

    /// Five pixels changed on the top row.
    var fiveChanged: RGBAImage { white.filling(x: 0..<5, y: 0..<1, 0, 0, 0) }

    @Test func differencesInsideMasksAreIgnoredAndTintedLightBlue() throws {
        let actual = fiveChanged.setting(9, 9, 0, 0, 0)
        let options = ComparisonOptions(masks: [PixelRect(x: 0, y: 0, width: 3, height: 2),
                                                PixelRect(x: 2, y: 0, width: 2, height: 1)])
        let result = ImageComparison.compare(reference: white, actual: actual, options: options)
        #expect(result.differentPixels == 2)   // (4, 0) and (9, 9)
        #expect(result.summary == "2 pixels differ (2.00 %), 4 masked ignored")
        let diff = try #require(result.diff)
        #expect(diff.rgba(0, 0) == Diff.maskedWhite)
        #expect(diff.rgba(2, 0) == Diff.maskedWhite)   // covered twice, tinted once
        #expect(diff.rgba(1, 1) == Diff.maskedWhite)   // masked but unchanged: tinted too
        #expect(diff.rgba(4, 0) == Diff.red && diff.rgba(9, 9) == Diff.red)
        #expect(diff.rgba(5, 5) == Diff.fadedWhite)
    }

    @Test func masksOutsideTheImageAreClipped() throws {
        let options = ComparisonOptions(masks: [PixelRect(x: -5, y: -5, width: 10, height: 6),
                                                PixelRect(x: 50, y: 50, width: 3, height: 3),
                                                PixelRect(x: 8, y: 8, width: .max, height: .max),
                                                PixelRect(x: 1, y: 1, width: -4, height: 2)])
        let result = ImageComparison.compare(reference: white, actual: fiveChanged.setting(9, 9, 0, 0, 0),
                                             options: options)
        #expect(result.matches)
        #expect(result.differentPixels == 0)
        #expect(result.diff == nil)
        #expect(result.summary == "0 pixels differ (0.00 %), 6 masked ignored")
    }

    @Test func maxDiffPixelsAllowsThatManyPixels() {
        let allowed = ImageComparison.compare(reference: white, actual: fiveChanged, options: .init(maxDiffPixels: 5))
        #expect(allowed.matches)
        #expect(allowed.diff != nil)
        #expect(allowed.summary == "5 pixels differ (5.00 %); within the allowed 5 pixels")
        let refused = ImageComparison.compare(reference: white, actual: fiveChanged, options: .init(maxDiffPixels: 4))
        #expect(!refused.matches)
        #expect(refused.summary == "5 pixels differ (5.00 %); more than the allowed 4 pixels")
    }

    @Test func maxDiffRatioAllowsThatShareOfPixels() {
        #expect(ImageComparison.compare(reference: white, actual: fiveChanged, options: .init(maxDiffRatio: 0.05)).matches)
        let refused = ImageComparison.compare(reference: white, actual: fiveChanged, options: .init(maxDiffRatio: 0.04))
        #expect(!refused.matches)
        #expect(refused.summary == "5 pixels differ (5.00 %); more than the allowed 4.00 %")
    }

    @Test func withBothLimitsBothMustHold() {
        let both = ComparisonOptions(maxDiffPixels: 5, maxDiffRatio: 0.04)
        let result = ImageComparison.compare(reference: white, actual: fiveChanged, options: both)
        #expect(!result.matches)
        #expect(result.summary == "5 pixels differ (5.00 %); more than the allowed 5 pixels and 4.00 %")
        #expect(ImageComparison.compare(reference: white, actual: fiveChanged,
                                        options: .init(maxDiffPixels: 6, maxDiffRatio: 0.05)).matches)
    }

    @Test func limitsApplyToPerceptualComparisonsToo() {
        let options = ComparisonOptions(threshold: 0.1, maxDiffPixels: 5)
        #expect(ImageComparison.compare(reference: white, actual: fiveChanged, options: options).matches)
    }
}

@Suite("Strips and summaries")
struct ComparisonPresentationTests {
    @Test func stripsPutTheImagesSideBySideWithTransparentGutters() {
        let reference = RGBAImage.filled(width: 2, height: 3, 255, 0, 0)
        let diff = RGBAImage.filled(width: 2, height: 3, 0, 255, 0)
        let actual = RGBAImage.filled(width: 3, height: 4, 0, 0, 255)
        let strip = ImageComparison.strip(reference: reference, diff: diff, actual: actual)
        #expect(strip.width == 2 + 8 + 2 + 8 + 3)
        #expect(strip.height == 4)
        #expect(strip.rgba(0, 0) == [255, 0, 0, 255] && strip.rgba(1, 2) == [255, 0, 0, 255])
        #expect(strip.rgba(2, 0) == [0, 0, 0, 0] && strip.rgba(9, 2) == [0, 0, 0, 0])
        #expect(strip.rgba(10, 0) == [0, 255, 0, 255] && strip.rgba(11, 2) == [0, 255, 0, 255])
        #expect(strip.rgba(20, 0) == [0, 0, 255, 255] && strip.rgba(22, 3) == [0, 0, 255, 255])
        #expect(strip.rgba(0, 3) == [0, 0, 0, 0])   // below the shorter reference
    }

    @Test func summariesGroupThousandsAndShowTinySharesAsLessThanAHundredth() {
        let wide = RGBAImage.filled(width: 2000, height: 1000, 255, 255, 255)
        let changed = wide.filling(x: 0..<1234, y: 0..<1, 0, 0, 0)
        #expect(ImageComparison.compare(reference: wide, actual: changed).summary == "1,234 pixels differ (0.06 %)")
        #expect(ImageComparison.compare(reference: wide, actual: wide.setting(5, 5, 0, 0, 0)).summary
            == "1 pixel differs (< 0.01 %)")
        #expect(ImageComparison.compare(reference: wide, actual: wide).summary
            == "images are identical (2000 × 1000 pixels)")
    }
}
