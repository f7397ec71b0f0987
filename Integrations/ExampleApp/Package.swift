// swift-tools-version:6.1
import PackageDescription

// An app's cell code, as an iOS team keeps it in a Swift package: the same files compile against UIKit in the
// Xcode app target and against CellshotUIKit on Linux, where the tests draw them (docs/uikit.md). Run from the
// repository's root: swift test --package-path Integrations/ExampleApp. Its previews as documentation images
// (docs/previews.md): swift package --package-path Integrations/ExampleApp --allow-writing-to-package-directory
// cellshot-previews --target SettingsViews --output docs/previews/SettingsViews --color-scheme light,dark
let package = Package(
    name: "ExampleApp",
    platforms: [.iOS(.v17), .macOS(.v13)],
    products: [
        .library(name: "SettingsCells", targets: ["SettingsCells"]),
        .library(name: "SettingsViews", targets: ["SettingsViews"]),
    ],
    dependencies: [
        // The Previews trait declares `#Preview` on Linux, so the cells' previews compile and become snapshots.
        .package(name: "cellshot", path: "../..", traits: ["Previews"]),
    ],
    targets: [
        .target(name: "SettingsCells", dependencies: [
            .product(name: "CellshotUIKit", package: "cellshot", condition: .when(platforms: [.linux])),
        ]),
        // The app's SwiftUI screens, with `#Preview` blocks and a `PreviewProvider` (docs/swiftui.md, "Previews").
        .target(name: "SettingsViews", dependencies: [
            .product(name: "CellshotSwiftUI", package: "cellshot", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "SettingsCellsTests", dependencies: [
            "SettingsCells", "SettingsViews",
            .product(name: "CellshotUIKitAssertions", package: "cellshot", condition: .when(platforms: [.linux])),
            // `swift package cellshot-previews --target SettingsViews --output docs/previews/SettingsViews` draws the
            // targets' previews into docs/previews through this library's entry point (docs/previews.md).
            .product(name: "CellshotPreviews", package: "cellshot", condition: .when(platforms: [.linux])),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
