// swift-tools-version:6.1
import PackageDescription

// A team's test package (issue 43): its target AppListCode compiles the app's own list code, App/, unchanged
// through the CellshotSources plugin, and its test draws the screen. CellshotSourcePreparationTests'
// PluginIntegrationTests copies it next to a build of the checkout and runs it (CELLSHOT_PLUGIN_TEST=1; the
// `cellshot` path below is rewritten to the checkout's).
let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "cellshot", path: "../../../.."),
    ],
    targets: [
        .target(name: "AppListCode",
                dependencies: [.product(name: "CellshotUIKit", package: "cellshot")],
                plugins: [.plugin(name: "CellshotSources", package: "cellshot")]),
        .testTarget(name: "AppListCodeTests", dependencies: [
            "AppListCode", .product(name: "CellshotUIKit", package: "cellshot"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
