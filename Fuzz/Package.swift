// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for what untrusted documents reach (see README.md). A package of its own so that
// cellshot's build never needs sanitizer flags. Build and run them from the repository's root:
//   scripts/fuzz.sh all 60
// which runs
//   swift build --package-path Fuzz --scratch-path .build-fuzz -c debug -Xswiftc -sanitize=fuzzer,address -j 1
// Each fuzz target is an executable without `main`: it defines `LLVMFuzzerTestOneInput`, and libFuzzer,
// linked by `-sanitize=fuzzer`, runs it. `-parse-as-library` keeps Swift from emitting a `main` of its own;
// FuzzerEntry gives SwiftPM's renamed entry point to libFuzzer's driver.
let fuzzTargetSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "CellshotFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "cellshot", path: ".."),
    ],
    targets: [
        // What the targets share: reading the input as choices, a scratch folder.
        .target(name: "FuzzSupport"),
        // libFuzzer's driver as the `<module>_main` SwiftPM links as `main` (see FuzzerEntry.c).
        .target(name: "FuzzerEntry"),
        .executableTarget(
            name: "fuzz-document",
            dependencies: ["FuzzerEntry", "FuzzSupport", .product(name: "CellshotModel", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "fuzz-constraints",
            dependencies: ["FuzzerEntry", .product(name: "ConstraintSolver", package: "cellshot"),
                           .product(name: "CellshotLayout", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "fuzz-png",
            dependencies: ["FuzzerEntry", "FuzzSupport", .product(name: "CellshotRender", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "fuzz-render",
            dependencies: ["FuzzerEntry", "FuzzSupport", .product(name: "Cellshot", package: "cellshot"),
                           .product(name: "CellshotModel", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        // fuzz-render's generated documents laid out in every state, not drawn: a hundred times the inputs a second.
        .executableTarget(
            name: "fuzz-layout",
            dependencies: ["FuzzerEntry", "FuzzSupport", .product(name: "Cellshot", package: "cellshot"),
                           .product(name: "CellshotModel", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        // The Visual Format Language parser alone (fuzz-constraints also lays the lines out, far slower).
        .executableTarget(
            name: "fuzz-vfl",
            dependencies: ["FuzzerEntry", .product(name: "CellshotLayout", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        // The constraint parsers alone (fuzz-constraints also solves and lays the lines out, far slower).
        .executableTarget(
            name: "fuzz-constraint-text",
            dependencies: ["FuzzerEntry", .product(name: "ConstraintSolver", package: "cellshot"),
                           .product(name: "CellshotLayout", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        // cellshot solve's system reader alone (fuzz-solve also solves what it read).
        .executableTarget(
            name: "fuzz-solve-reader",
            dependencies: ["FuzzerEntry", .product(name: "ConstraintSystem", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
        // cellshot solve's system reader and solver, the library the command runs.
        .executableTarget(
            name: "fuzz-solve",
            dependencies: ["FuzzerEntry", .product(name: "ConstraintSystem", package: "cellshot")],
            swiftSettings: fuzzTargetSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
