// swift-tools-version:6.1
import PackageDescription

// cellshot as a swift-snapshot-testing strategy: `assertSnapshot(of: document, as: .cellshot(state: .selected))`, and
// swift-snapshot-testing's own SwiftUI strategies (`.image(layout: .device(config: .iPhone13))`) on Linux.
// A package of its own so that cellshot's build does not pay for swift-syntax, which swift-snapshot-testing
// brings. Build and test it from the repository's root:
//   swift test --package-path Integrations/CellshotSnapshotTesting
let package = Package(
    name: "CellshotSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CellshotSnapshotTesting", targets: ["CellshotSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "cellshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(
            name: "CellshotSnapshotTesting",
            dependencies: [
                .product(name: "Cellshot", package: "cellshot"),
                .product(name: "CellshotModel", package: "cellshot"),
                .product(name: "CellshotRender", package: "cellshot"),
                .product(name: "CellshotTesting", package: "cellshot"),
                .product(name: "CellshotUIKit", package: "cellshot"),
                .product(name: "CellshotSwiftUI", package: "cellshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "CellshotSnapshotTestingTests",
            dependencies: [
                "CellshotSnapshotTesting",
                .product(name: "CellshotModel", package: "cellshot"),
                .product(name: "CellshotUIKit", package: "cellshot"),
                .product(name: "CellshotSwiftUI", package: "cellshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // A swift-snapshot-testing test file of SwiftUI views as an iOS team writes it (AsWritten/), compiled
        // unchanged through the CellshotSources plugin (its cellshot-sources.json lists the folder).
        .testTarget(
            name: "AsWrittenSnapshotTests",
            dependencies: [
                "CellshotSnapshotTesting",
                .product(name: "CellshotSwiftUI", package: "cellshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["cellshot-sources.json"],
            plugins: [.plugin(name: "CellshotSources", package: "cellshot")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
