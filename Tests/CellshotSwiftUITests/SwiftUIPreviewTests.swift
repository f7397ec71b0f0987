import CellshotRender
@testable import CellshotSwiftUI
import CellshotUIKitAssertions
import Foundation
import Testing

// SwiftUI previews drawn by `assertPreviewSnapshots(in:)`. What `#Preview { … }` with a SwiftUI body expands to
// (CellshotPreviewMacros' UIKitPreviewMacro) is written out here, so these tests run without the Previews trait;
// SwiftUIPreviewMacroTests uses the macro itself. Their fileIDs put them in pretend modules. The
// `PreviewProvider` types below are found as written: no macro registers them.

/// A settings row, as an app's row view.
private struct PreviewRow: View {
    var title: String
    var value: String
    var body: some View {
        HStack {
            Image(systemName: "wifi")
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// A short settings screen.
private struct PreviewSettingsList: View {
    var body: some View {
        List {
            Section("Network") {
                PreviewRow(title: "Wi-Fi", value: "Home")
                PreviewRow(title: "Bluetooth", value: "On")
            }
        }
    }
}

/// `#Preview { PreviewSettingsList() }`, unnamed: named by its line.
struct __cellshotPreview_swiftUIList: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "SwiftUIPreviewFixtures/SettingsList.swift" }
    static var line: Int { 20 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview { PreviewSettingsList() }
    }
}

/// `#Preview("Fitted", traits: .sizeThatFitsLayout) { Text(…) }`: the picture as wide as the text.
struct __cellshotPreview_swiftUIFitted: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "SwiftUIPreviewFixtures/Badge.swift" }
    static var line: Int { 4 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Fitted", traits: .sizeThatFitsLayout) {
            Text("Badge").padding(8).background(Color.blue.opacity(0.2))
        }
    }
}

/// `#Preview("Fixed", traits: .fixedLayout(width: 320, height: 200)) { … }`.
struct __cellshotPreview_swiftUIFixed: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "SwiftUIPreviewFixtures/Badge.swift" }
    static var line: Int { 12 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Fixed", traits: .fixedLayout(width: 320, height: 200)) {
            PreviewRow(title: "Wi-Fi", value: "Home")
        }
    }
}

/// `#Preview("Landscape", traits: .landscapeLeft) { … }`: drawn as wide as the phone is tall.
struct __cellshotPreview_swiftUILandscape: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "SwiftUIPreviewFixtures/Badge.swift" }
    static var line: Int { 18 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Landscape", traits: .landscapeLeft) {
            PreviewRow(title: "Wi-Fi", value: "Home")
        }
    }
}

/// A UIKit preview in the same module as SwiftUI ones: both kinds are drawn by one assertion.
struct __cellshotPreview_mixedUIKit: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "MixedPreviews/ProfileCell.swift" }
    static var line: Int { 7 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Cell") {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Ada Lovelace"
            content.secondaryText = "Signed in"
            cell.contentConfiguration = content
            return cell
        }
    }
}

struct __cellshotPreview_mixedSwiftUI: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "MixedPreviews/ProfileRow.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Row") { PreviewRow(title: "Ada Lovelace", value: "Signed in") }
    }
}

/// A SwiftUI preview that cannot be drawn (a width no screen has).
struct __cellshotPreview_swiftUIBroken: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "SwiftUIPreviewBroken/Broken.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Too wide", traits: .fixedLayout(width: 100_000, height: 10)) { Text("Wide") }
    }
}

/// The older way: a `PreviewProvider` whose group is three pictures, each with its own settings.
struct PreviewRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewRow(title: "Wi-Fi", value: "Home")
                .previewDisplayName("Light")
            PreviewRow(title: "Wi-Fi", value: "Home")
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            PreviewRow(title: "Wi-Fi", value: "Home")
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewLayout(.fixed(width: 300, height: 160))
                .previewDisplayName("AX2 fixed")
        }
        .previewLayout(.sizeThatFits)
    }
}

/// A provider of one view, unnamed: named by its type alone.
struct PreviewSettingsList_Previews: PreviewProvider {
    static var previews: some View {
        PreviewSettingsList()
    }
}

@MainActor @Suite struct SwiftUIPreviewTests {
    static var folder: String {
        (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/SwiftUIPreviewTests")
    }

    @Test("SwiftUI previews are drawn by the same assertion, one reference per preview, named by file and name or line")
    func swiftUIPreviews() {
        assertPreviewSnapshots(in: "SwiftUIPreviewFixtures")
        for name in ["swiftUIPreviews.SettingsList-line-20.normal", "swiftUIPreviews.Badge-Fitted.normal",
                     "swiftUIPreviews.Badge-Fixed.normal", "swiftUIPreviews.Badge-Landscape.normal"] {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/\(name).png"), "\(name)")
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/\(name).layout.json"), "\(name)")
        }
    }

    @Test("The traits size the picture: fitted to the view, fixed, on its side")
    func traitsSizeThePicture() throws {
        func size(_ name: String) throws -> (Int, Int) {
            let image = try PNGImage.read(path: Self.folder + "/swiftUIPreviews.\(name).normal.png")
            return (image.width, image.height)
        }
        // Fitted: the text and its padding (well under the screen's 393 pt), at 3×.
        let fitted = try size("Badge-Fitted")
        #expect(fitted.0 < 393 * 3 / 2 && fitted.0 > 0)
        #expect(try size("Badge-Fixed") == (320 * 3, 200 * 3))
        #expect(try size("Badge-Landscape").0 == 852 * 3)
        #expect(try size("SettingsList-line-20").0 == 393 * 3)
    }

    @Test("A screen plan: each trait and preview setting drawn as named, and a warning for what is not")
    func screenPlans() {
        let none = PreviewSettings()
        let plain = ScreenPlan(traits: [.portrait, .defaultLayout], settings: none, width: 393)
        #expect(plain.width == 393 && plain.height == nil && !plain.fits && plain.warnings.isEmpty)
        let fixed = ScreenPlan(traits: [.fixedLayout(width: 320, height: 100)], settings: none, width: 393)
        #expect(fixed.width == 320 && fixed.height == 100 && fixed.warnings.isEmpty)
        let side = ScreenPlan(traits: [.landscapeRight], settings: none, width: 402)
        #expect(side.width == 874 && side.warnings.isEmpty)
        let odd = ScreenPlan(traits: [.landscapeLeft, .portraitUpsideDown], settings: none, width: 500)
        #expect(odd.width == 500)
        #expect(odd.warnings == [
            "trait .landscapeLeft: drawn in portrait, 500 pt wide (no iPhone is 500 pt wide to turn on its side)",
            "trait .portraitUpsideDown: drawn upright",
        ])
        // The preview's own setting follows the traits, as the innermost wins.
        let set = PreviewSettings()
        set.layout = (.sizeThatFits, "App/Row.swift", 3)
        let fitted = ScreenPlan(traits: [.fixedLayout(width: 320, height: 100)], settings: set, width: 393)
        #expect(fitted.fits && fitted.width == 320)
        set.layout = (.fixed(width: 200, height: 80), "App/Row.swift", 3)
        set.orientation = (.landscapeLeft, "App/Row.swift", 4)
        let turned = ScreenPlan(traits: [], settings: set, width: 393)
        #expect(turned.width == 852 && turned.height == 80)
    }

    @Test("A PreviewProvider is found at run time; its group is one picture per view, named by display name")
    func previewProviders() throws {
        let entries = CellshotUIKit.previewEntries(in: "CellshotSwiftUITests").filter { $0.line == 0 }
        #expect(entries.map(\.fileID) == ["CellshotSwiftUITests.PreviewRow_Previews",
                                          "CellshotSwiftUITests.PreviewSettingsList_Previews"])
        #expect(entries.map(\.baseName) == ["PreviewRow_Previews", "PreviewSettingsList_Previews"])
        // The test module's previews: these providers and, built with the Previews trait, SwiftUIPreviewMacroTests'
        // `#Preview`s.
        assertPreviewSnapshots(in: "CellshotSwiftUITests")
        for name in ["PreviewRow_Previews-Light", "PreviewRow_Previews-Dark", "PreviewRow_Previews-AX2-fixed",
                     "PreviewSettingsList_Previews"] {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/previewProviders.\(name).normal.png"), "\(name)")
        }
        // `.previewLayout(.sizeThatFits)` on the group fits each view; the third's own `.fixed` wins.
        let light = try PNGImage.read(path: Self.folder + "/previewProviders.PreviewRow_Previews-Light.normal.png")
        #expect(light.width == 393 * 3)  // a row with a Spacer takes the width it is offered
        let fixed = try PNGImage.read(path: Self.folder + "/previewProviders.PreviewRow_Previews-AX2-fixed.normal.png")
        #expect((fixed.width, fixed.height) == (300 * 3, 160 * 3))
        // `.preferredColorScheme(.dark)` draws the preview dark: its top-left pixel is the dark background.
        let dark = try PNGImage.read(path: Self.folder + "/previewProviders.PreviewRow_Previews-Dark.normal.png")
        #expect(dark[0, 0].r < 40 && light[0, 0].r > 200)
    }

    @Test("UIKit and SwiftUI previews of one module, in each variant asked: one reference each, named by the variant")
    func mixedModuleInVariants() {
        assertPreviewSnapshots(in: "MixedPreviews", variants: [SnapshotVariant(), SnapshotVariant(style: .dark),
                                                               SnapshotVariant(look: .ios18)])
        for name in ["ProfileCell-Cell", "ProfileRow-Row"] {
            for suffix in ["", "@dark", "@ios18"] {
                #expect(FileManager.default.fileExists(atPath: Self.folder + "/mixedModuleInVariants.\(name)\(suffix).normal.png"),
                        "\(name)\(suffix)")
            }
        }
        // Another state is another reference, missing here: one failure per preview and variant.
        let failures = captureSnapshotFailures {
            assertPreviewSnapshots(in: "MixedPreviews", states: [.highlighted], variants: [SnapshotVariant(), SnapshotVariant(style: .dark)],
                                   record: .failed)
        }
        #expect(failures.count == 4)
        #expect(failures.allSatisfy { $0.message.contains(".highlighted") })
    }

    @Test("A SwiftUI preview that cannot be drawn fails the assertion with its name, file and line and why")
    func brokenPreview() {
        let failures = captureSnapshotFailures { assertPreviewSnapshots(in: "SwiftUIPreviewBroken") }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Cannot draw the preview “Too wide” (SwiftUIPreviewBroken/Broken.swift:3): ")
                == true, "\(failures.map(\.message))")
    }
}
