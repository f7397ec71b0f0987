// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription
#if os(Linux)
import Glibc
#endif

// cellshot: a headless rasterizer for UIKit-style list cells.
// Module graph, each module above the ones it imports (dependencies point downwards only; docs/ and the
// README's "Layout" say what each holds):
//
//   CellshotCLI (the `cellshot` command)   CellshotAssertions   CellshotUIKit (UIKit-shaped, @MainActor)
//        │  ConstraintSystem (solve)              │                     │
//        │       │                          CellshotTesting             │
//        └───────┴──────────────┬─────────────────┴─────────────────────┘
//                            Cellshot (the pipeline: rows → templates → frames → display list → files)
//            ┌──────────────┬───┴──────────┬───────────────────┐
//     CellshotLayout    CellshotModel    CellshotRender (CCairo, CSpng, CRsvg, CTurboJPEG, CIsal: C libraries)
//     │        │          │      │  (Yams)     │      │
//  ConstraintSolver  CellshotGraphics      CellshotJSON
//
// ConstraintSolver, CellshotGraphics and CellshotJSON import nothing of ours; ConstraintSystem imports
// ConstraintSolver and CellshotModel.

/// The pkg-config file of a C module: on Linux, cellshot's own (`Sources/<linux>.pc`, by its absolute path, which
/// SwiftPM reads as the file itself), which gives the headers' folders without the `-pthread` that the library's
/// own file brings in through gio's private dependencies: SwiftPM drops that flag with a "prohibited flag(s)"
/// warning on every fresh build (README.md, "Set-up and use"). Elsewhere, from a folder whose path has a
/// space (SwiftPM splits the name at spaces), and where the headers are not in `/usr/include` as cellshot's
/// file says (`headers`: a folder it names), the library's own file.
func pkgConfig(_ name: String, linux: String, headers: [String]) -> String {
    #if os(Linux)
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let installed = headers.allSatisfy { access("/usr/include/" + $0, F_OK) == 0 }
    return root.hasPrefix("/") && !root.contains(" ") && installed ? "\(root)/Sources/\(linux).pc" : name
    #else
    return name
    #endif
}

/// The platforms without Apple's Combine, where CellshotSwiftUI re-exports OpenCombine in its place.
let nonCombinePlatforms: [Platform] = [.linux, .android, .windows, .wasi, .openbsd]

let package = Package(
    name: "cellshot",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cellshot", targets: ["CellshotCLI"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "ConstraintSystem", targets: ["ConstraintSystem"]),
        .library(name: "CellshotGraphics", targets: ["CellshotGraphics"]),
        .library(name: "CellshotLayout", targets: ["CellshotLayout"]),
        .library(name: "CellshotRender", targets: ["CellshotRender"]),
        .library(name: "CellshotJSON", targets: ["CellshotJSON"]),
        .library(name: "CellshotModel", targets: ["CellshotModel"]),
        .library(name: "Cellshot", targets: ["Cellshot"]),
        .library(name: "CellshotTesting", targets: ["CellshotTesting"]),
        .library(name: "CellshotAssertions", targets: ["CellshotAssertions"]),
        .library(name: "CellshotUIKit", targets: ["CellshotUIKit"]),
        .library(name: "CellshotUIKitAssertions", targets: ["CellshotUIKitAssertions"]),
        .library(name: "CellshotSwiftUILayout", targets: ["CellshotSwiftUILayout"]),
        .library(name: "CellshotSwiftUI", targets: ["CellshotSwiftUI"]),
        // What `import Combine` gives on iOS, for an app's model files that import Combine (or Foundation, which
        // re-exports `ObservableObject` and `@Published` on Apple platforms) and not SwiftUI.
        .library(name: "CellshotCombine", targets: ["CellshotCombine"]),
        // Issue 43: an app's own files compiled on Linux untouched (docs/uikit.md, "Your app's list code on Linux
        // with no edits").
        .plugin(name: "CellshotSources", targets: ["CellshotSources"]),
        // Issue 44: `swift package cellshot-previews --target App --output docs/previews` draws a target's previews to
        // PNGs and an index page; a test target of the package links CellshotPreviews, which draws them
        // (docs/previews.md).
        .plugin(name: "cellshot-previews", targets: ["cellshot-previews"]),
        .library(name: "CellshotPreviews", targets: ["CellshotPreviews"]),
    ],
    // Issue 34: `#Preview` for UIKit code on Linux is a macro, and a macro needs swift-syntax (minutes of a clean
    // build): a package whose code has previews opts in with `.package(…, traits: ["Previews"])`; one that has
    // none never builds swift-syntax (docs/uikit.md, "Previews").
    traits: [
        .trait(name: "Previews",
               description: "Declares #Preview for UIKit views, view controllers and SwiftUI views, and SwiftUI's @Entry (builds swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only for the Previews trait's macros (CellshotPreviewMacros: `#Preview`, SwiftUI's `@Entry`).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
        // Combine where the system has none (Linux): `import SwiftUI` brings Combine's `ObservableObject`,
        // `@Published`, publishers and `AnyCancellable` on iOS, and apps' models use them (docs/swiftui.md,
        // "State and data flow").
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .target(name: "CellshotGraphics"),
        .target(name: "CellshotLayout", dependencies: ["ConstraintSolver", "CellshotGraphics"]),
        // Cairo, Pango and fontconfig (Debian's -dev packages or Homebrew's formulae; scripts/setup.sh installs
        // them). The pkg-config names exist in both, so the headers are found in /usr/include and /opt/homebrew (on
        // Linux through cellshot's own .pc files beside the module maps: pkgConfig(_:linux:headers:) above).
        .systemLibrary(name: "CCairo", path: "Sources/CCairo",
                       pkgConfig: pkgConfig("pangocairo", linux: "CCairo/cellshot-pangocairo",
                                            headers: ["pango-1.0/pango/pangocairo.h"]),
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]),
        .systemLibrary(name: "CSpng", path: "Sources/CSpng", pkgConfig: "spng",
                       providers: [.apt(["libspng-dev"]), .brew(["libspng"])]),
        // librsvg (SVG images, symbols) and TurboJPEG (JPEG images).
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg",
                       pkgConfig: pkgConfig("librsvg-2.0", linux: "CRsvg/cellshot-librsvg",
                                            headers: ["librsvg-2.0/librsvg/rsvg.h", "gdk-pixbuf-2.0/gdk-pixbuf/gdk-pixbuf.h"]),
                       providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        // Intel's ISA-L: igzip deflate, several times faster than zlib at its fast levels (PNGCompression).
        .systemLibrary(name: "CIsal", path: "Sources/CIsal", pkgConfig: "libisal",
                       providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),
        .target(name: "CellshotRender",
                dependencies: ["CCairo", "CSpng", "CRsvg", "CTurboJPEG", "CIsal", "CellshotGraphics", "CellshotJSON"]),
        // JSON read with positions, paths, quoting for messages and terminals: the document's, the symbol table's
        // and `cellshot solve`'s reader (imports nothing).
        .target(name: "CellshotJSON"),
        .target(name: "CellshotModel",
                dependencies: ["CellshotGraphics", "CellshotJSON", .product(name: "Yams", package: "Yams")]),
        // `cellshot solve`'s systems: the JSON format read, checked and solved, and the solution as text.
        .target(name: "ConstraintSystem", dependencies: ["ConstraintSolver", "CellshotModel"]),
        // The pipeline: document → resolved rows → cell templates → frames → display list → image files.
        .target(name: "Cellshot",
                dependencies: ["ConstraintSolver", "CellshotGraphics", "CellshotLayout", "CellshotModel", "CellshotRender"]),
        // Visual regression: image comparison (Comparison/) and snapshot verification (Verification/).
        .target(name: "CellshotTesting", dependencies: ["Cellshot", "CellshotRender", "CellshotGraphics", "CellshotModel"]),
        // assertCellSnapshot for XCTest and Swift Testing: its own module, so that only test code links
        // XCTest and Testing (the cellshot command does not).
        .target(name: "CellshotAssertions", dependencies: ["CellshotTesting", "Cellshot", "CellshotModel"]),
        // UIKit-shaped API (issue 16): cell and table code written against UIKit compiles on Linux with
        // `#if canImport(UIKit) import UIKit #else import CellshotUIKit #endif` and renders through the pipeline.
        .target(name: "CellshotUIKit", dependencies: [
            "Cellshot", "CellshotModel", "CellshotGraphics", "CellshotLayout",
            .target(name: "CellshotPreviewMacros", condition: .when(traits: ["Previews"])),
        ]),
        // `#Preview`'s expansion (issue 34), which CellshotUIKit's declaration of the macro needs with the Previews
        // trait. Without it the target is an empty program with no swift-syntax: `swift build` here builds every
        // target, and a trait can only condition dependencies, not whether a target exists.
        .macro(name: "CellshotPreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Previews"])),
        ]),
        // Issue 41: SwiftUI's layout (proposal → size → place, the public `Layout` protocol, stacks, frames, padding)
        // in a module of its own: it knows views only as layout nodes, nothing of drawing.
        .target(name: "CellshotSwiftUILayout"),
        // SwiftUI-shaped API (issue 41): an app's SwiftUI views compile on Linux with
        // `#if canImport(SwiftUI) import SwiftUI #else import CellshotSwiftUI #endif` and draw through the pipeline.
        .target(name: "CellshotCombine", dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: nonCombinePlatforms)),
            .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: .when(platforms: nonCombinePlatforms)),
            .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: nonCombinePlatforms)),
        ]),
        .target(name: "CellshotSwiftUI", dependencies: [
            "CellshotSwiftUILayout", "CellshotUIKit", "Cellshot", "CellshotModel", "CellshotGraphics", "CellshotRender",
            "CellshotCombine", "CellshotJSON",
            .target(name: "CellshotPreviewMacros", condition: .when(traits: ["Previews"])),
        ]),
        // Issue 43: an app's Swift files prepared for Linux (imports, iOS's #if branches, @objc and #selector, overrides
        // in extensions, #sourceLocation): text in, text out, no swift-syntax and no Foundation, so that a package
        // using the plugin builds little more than this.
        .target(name: "CellshotSourcePreparation"),
        // The plugin's build command: reads cellshot-sources.json's files and writes the prepared ones.
        .executableTarget(name: "cellshot-prepare-sources", dependencies: ["CellshotSourcePreparation"],
                          path: "Sources/CellshotPrepareSources"),
        // The build tool plugin a test package's target names: one build command over every listed file.
        .plugin(name: "CellshotSources", capability: .buildTool(), dependencies: ["cellshot-prepare-sources"]),
        // assertCellSnapshot(of: UITableView) for XCTest and Swift Testing: test targets only, as CellshotAssertions.
        .target(name: "CellshotUIKitAssertions", dependencies: ["CellshotAssertions", "CellshotUIKit"]),
        // The `cellshot-previews` command: its plugin builds the package's tests and runs their program, in which
        // this library's entry point (a test enabled only by the plugin's request) draws the previews to files.
        .target(name: "CellshotPreviews", dependencies: [
            "CellshotUIKitAssertions", "CellshotAssertions", "CellshotUIKit", "CellshotTesting", "Cellshot", "CellshotModel",
            "CellshotJSON",
        ]),
        // Named as the command, which SwiftPM puts before each line it passes on: `[cellshot-previews] [3/12] RowView`.
        .plugin(name: "cellshot-previews",
                capability: .command(intent: .custom(verb: "cellshot-previews",
                                                     description: "Draws every preview of a target to PNGs with an index page"),
                                     permissions: [.writeToPackageDirectory(reason: "writes the previews' pictures and index page to --output")]),
                path: "Plugins/CellshotPreviewsCommand"),
        .executableTarget(
            name: "CellshotCLI",
            dependencies: [
                "ConstraintSolver", "ConstraintSystem", "CellshotGraphics", "CellshotLayout", "CellshotModel",
                "CellshotRender", "Cellshot", "CellshotTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The solver against kiwisolver: `swift run -c release solver-bench` (see Benchmarks/README.md).
        .executableTarget(name: "solver-bench", dependencies: ["ConstraintSolver", "CellshotLayout", "CellshotGraphics"],
                         path: "Benchmarks/SolverBench"),
        // Issue 16's budget: a table from a data source against its document, `swift run -c release uikit-bench`.
        .executableTarget(name: "uikit-bench", dependencies: ["CellshotUIKit", "Cellshot", "CellshotModel", "CellshotRender"],
                          path: "Benchmarks/UIKitBench"),
        // Issue 41's budget: 1,000 SwiftUI rows against the same rows as a list document, `swift run -c release swiftui-bench`.
        .executableTarget(name: "swiftui-bench", dependencies: ["CellshotSwiftUI", "Cellshot", "CellshotModel", "CellshotRender"],
                          path: "Benchmarks/SwiftUIBench"),
        // Issue 44's budget: a 100-preview module drawn at 10 previews a second or more, `swift run -c release preview-bench`.
        .executableTarget(name: "preview-bench", dependencies: ["CellshotSwiftUI", "CellshotModel"],
                          path: "Benchmarks/PreviewBench", exclude: ["generate_previews.py"]),
        // Image comparison on a 1179 × 3000 screenshot: `swift run -c release comparison-bench` (see docs/comparison.md).
        .executableTarget(name: "comparison-bench", dependencies: ["CellshotTesting", "CellshotRender"],
                          path: "Benchmarks/ComparisonBench", exclude: ["pixelmatch_crosscheck.py"]),
        // Shared test code (seeded random numbers for property tests).
        .target(name: "CellshotTestSupport", path: "Tests/CellshotTestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "CellshotTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "CellshotLayoutTests",
                    dependencies: ["CellshotLayout", "ConstraintSolver", "CellshotTestSupport"]),
        .testTarget(name: "CellshotRenderTests",
                    dependencies: ["CellshotRender", "CellshotGraphics", "CellshotLayout", "CCairo", "CSpng",
                                   "CellshotTestSupport"]),
        .testTarget(name: "CellshotCLITests",
                    dependencies: ["CellshotCLI", "Cellshot", "CellshotModel", "CellshotRender", "CellshotTesting",
                                   "ConstraintSystem", "CellshotTestSupport"],
                    exclude: ["Hostile"]),
        .testTarget(name: "CellshotTests",
                    dependencies: ["Cellshot", "CellshotModel", "CellshotGraphics", "CellshotRender", "CellshotTesting",
                                   "CellshotTestSupport"]),
        .testTarget(name: "CellshotTestingTests",
                    dependencies: ["CellshotTesting", "CellshotAssertions", "CellshotRender", "CellshotCLI",
                                   "CellshotTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "CellshotUIKitTests",
                    dependencies: ["CellshotUIKit", "CellshotUIKitAssertions", "Cellshot", "CellshotModel",
                                   "CellshotGraphics"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "CellshotSwiftUILayoutTests", dependencies: ["CellshotSwiftUILayout", "CellshotTestSupport"]),
        .testTarget(name: "CellshotSwiftUITests",
                    dependencies: ["CellshotSwiftUI", "CellshotSwiftUILayout", "Cellshot", "CellshotGraphics", "CellshotRender",
                                   "CellshotModel", "CellshotUIKitAssertions"],
                    exclude: ["__Snapshots__"]),
        // The command's options, manifest, index page (also in headless Chromium) and run; with
        // CELLSHOT_PLUGIN_TEST=1, the plugin end to end in a fixture package (Fixtures/PreviewsApp).
        .testTarget(name: "CellshotPreviewsTests",
                    dependencies: ["CellshotPreviews", "CellshotSwiftUI", "CellshotUIKit", "CellshotTesting", "CellshotTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CellshotModelTests", dependencies: ["CellshotModel", "CellshotTestSupport"],
                    resources: [.copy("Fixtures")]),
        // The preparation's transformations, and (with CELLSHOT_PLUGIN_TEST=1) the plugin built end to end in a
        // fixture package (Fixtures/PluginApp).
        .testTarget(name: "CellshotSourcePreparationTests", dependencies: ["CellshotSourcePreparation", "CellshotTestSupport"],
                    exclude: ["Fixtures"]),
        // Swift 5 language mode, as most apps: UIKit's classes used from nonisolated code compile as on iOS, where
        // they import from Objective-C as `@preconcurrency @MainActor` (issue 43). Compiling is the test.
        .testTarget(name: "CellshotUIKitSwift5Tests", dependencies: ["CellshotUIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)

// Benchmarks measured on the project's Linux machines, reading /proc, glibc's memory counters and spawning children
// as Linux does: built on Linux only, so that `swift build` on a Mac builds everything else.
#if os(Linux)
package.targets += [
    // The render pipeline on long lists: `swift run -c release render-bench` (see Benchmarks/README.md).
    .executableTarget(name: "render-bench", dependencies: ["Cellshot", "CellshotModel", "CellshotRender", "CSpng"],
                      path: "Benchmarks/RenderBench"),
    // Scale and speed (issue 7): `cellshot render` of generated lists of 10 to 10,000 rows as a child process,
    // the encode-only floor, headless Chromium, template reuse. `scripts/bench.sh` runs it (Benchmarks/README.md).
    .executableTarget(name: "list-bench",
                      dependencies: ["Cellshot", "CellshotModel", "CellshotRender", "CellshotGraphics", "CSpng",
                                     "CellshotTestSupport"],
                      path: "Benchmarks/ListBench"),
    // Issue 32: rows of long unbreakable tokens against the same rows of words, `swift run -c release text-bench`.
    .executableTarget(name: "text-bench", dependencies: ["Cellshot", "CellshotModel", "CellshotRender"], path: "Benchmarks/TextBench"),
]
#endif
