// What the strategies of swift-snapshot-testing's SwiftUI spelling draw on Linux (AsWritten/ContactSnapshotTests.swift
// uses them as an iOS team writes them).
#if !canImport(SwiftUI)
import CellshotRender
@testable import CellshotSnapshotTesting
import CellshotSwiftUI
import Foundation
import Testing

/// What the strategies recorded for AsWritten/ContactSnapshotTests.swift: Linux's own references, each the size its
/// layout asks for.
@MainActor
@Suite struct SwiftUIStrategyTests {
    /// The references AsWritten/ContactSnapshotTests.swift's tests recorded beside it (the AsWrittenSnapshotTests
    /// target runs them).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AsWritten/__Snapshots__/ContactSnapshotTests").path

    static func size(_ name: String) throws -> (Int, Int) {
        let image = try PNGImage.read(path: folder + "/" + name)
        return (image.width, image.height)
    }

    @Test("References are .linux.png, the size of the device, the fixed size or the view")
    func referenceSizes() throws {
        #expect(try Self.size("listOnIPhone13.1.linux.png") == (390 * 3, 844 * 3))
        #expect(try Self.size("listOnIPhoneSeInLandscape.1.linux.png") == (568 * 3, 320 * 3))
        #expect(try Self.size("rowFixed.1.linux.png") == (320 * 3, 80 * 3))
        let fitted = try Self.size("row.1.linux.png")
        #expect(fitted.0 < 390 * 3 && fitted.1 < 100 * 3)
        #expect(!FileManager.default.fileExists(atPath: Self.folder + "/row.1.png"))
    }

    @Test("The device's traits are drawn: its phones' Dynamic Type is .medium, and the test's traits win")
    func deviceTraits() {
        let device = SwiftUISnapshot(layout: .device(config: .iPhone13), traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(device.screen.width == 390 && device.screen.height == 844)
        #expect(device.screen.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(device.screen.traits.preferredContentSizeCategory == .medium)
        #expect(device.screen.traits.userInterfaceStyle == .dark)
        #expect(SwiftUISnapshot.dynamicTypeSize(.medium) == .medium)
        #expect(SwiftUISnapshot.dynamicTypeSize(.unspecified) == .large)
        let landscape = ViewImageConfig.iPhone13(.landscape)
        #expect(landscape.size == CGSize(width: 844, height: 390) && landscape.safeArea.left == 47)
    }

    @Test("precision and perceptualPrecision become cellshot's comparison")
    func precisions() {
        let exact = ComparisonOptions.swiftSnapshotTesting(precision: 1, perceptualPrecision: 1)
        #expect(exact.threshold == nil && exact.maxDiffRatio == 0)
        let loose = ComparisonOptions.swiftSnapshotTesting(precision: 0.99, perceptualPrecision: 0.98)
        #expect(abs((loose.threshold ?? 0) - 0.02) < 1e-6 && abs(loose.maxDiffRatio - 0.01) < 1e-6)
    }
}
#endif
