// swift-tools-version:6.1
import PackageDescription

// A design system's package (issue 44): its target App has SwiftUI previews, and its test target links App and
// cellshot's CellshotPreviews, so that `swift package cellshot-previews --target App --output docs/previews` draws
// them. CellshotPreviewsTests' PreviewsPluginTests copies it next to a build of the checkout and runs the command
// (CELLSHOT_PLUGIN_TEST=1; the `cellshot` path below is rewritten to the checkout's).
let package = Package(
    name: "PreviewsApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "cellshot", path: "../../../.."),
    ],
    targets: [
        .target(name: "App", dependencies: [.product(name: "CellshotSwiftUI", package: "cellshot")]),
        // A target no test target links: the command cannot find its previews, and says so.
        .target(name: "Other"),
        .testTarget(name: "AppTests", dependencies: [
            "App", .product(name: "CellshotPreviews", package: "cellshot"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
