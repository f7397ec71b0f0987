import Cellshot
import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `--device`, `--appearance`, `--style`, `--content-size` and `--direction` on render and layout.
    @Suite("trait and device options") struct TraitOptions {
        @Test func aDeviceGivesItsWidthAndScale() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            #expect(try render([document, "-o", folder.file("se.png"), "--device", "iphone-se"]) == .success())
            #expect(pngSize(atPath: folder.file("se.png"))?.width == 640)
            // --scale wins over the device's.
            #expect(try render([document, "-o", folder.file("se1.png"), "--device", "iphone-se", "--scale", "1"]) == .success())
            #expect(pngSize(atPath: folder.file("se1.png"))?.width == 320)
            let unknown = try render([document, "-o", folder.file("x.png"), "--device", "iphone-x"])
            #expect(unknown.status == .badInput && unknown.standardError.contains("--device: unknown value \"iphone-x\""))
        }

        @Test("One vocabulary: --list-style for the list, --appearance/--style light|dark, AX names, in every command")
        func oneVocabulary() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let listStyle = try layout([document, "--list-style", "insetGrouped", "--content-size", "AX3",
                                        "--direction", "rightToLeft", "--appearance", "dark"])
            #expect(listStyle.status == .success && listStyle.standardError.isEmpty)
            #expect(listStyle.standardOutput.contains(#""card": {"x": 16, "#) && listStyle.standardOutput.contains(##""background": "#1C1C1E""##))
            // The old spelling still works, with a note.
            let old = try layout([document, "--appearance", "insetGrouped"])
            #expect(old.status == .success && old.standardOutput.contains(#""card": {"x": 16, "#))
            #expect(old.standardError == "note: --appearance insetGrouped is the old spelling of --list-style insetGrouped "
                    + "(--appearance is the interface style, light or dark, in every command)\n")
            let unknown = try layout([document, "--list-style", "inset"])
            #expect(unknown.status == .badInput && unknown.standardError.contains("--list-style: unknown value \"inset\""))
            // verify and record: --style is --appearance's other name; --list-style, --width and --device apply to all.
            let refs = folder.file("refs")
            let recorded = try RecordCommand.parse([document, "--snapshots", refs, "--style", "dark", "--list-style",
                                                    "insetGrouped", "--width", "320"]).outcome()
            #expect(recorded.status == .success, "\(recorded.standardError)")
            let sidecar = try String(contentsOfFile: folder.file("refs/hello@dark.normal.layout.json"), encoding: .utf8)
            #expect(sidecar.contains(#""size": {"width": 320, "#) && sidecar.contains(#""card": {"x": 16, "#))
            #expect(try VerifyCommand.parse([document, "--snapshots", refs, "--appearance", "dark", "--list-style",
                                             "insetGrouped", "--width", "320"]).outcome().status == .success)
        }

        @Test func traitsAndAppearanceOverrideTheDocument() throws {
            let folder = try ScratchFolder()
            let document = try folder.write(Documents.hello, to: "hello.json")
            let rtl = try layout([document, "--direction", "rtl", "--appearance", "insetGrouped", "--content-size",
                                  "accessibilityLarge", "--style", "dark"])
            #expect(rtl.status == .success)
            // Inset grouped (ios26): the card is inset 16 pt; at AX2 body is 33 pt on 42.71 pt lines.
            #expect(rtl.standardOutput.contains(#""card": {"x": 16, "#))
            #expect(rtl.standardOutput.contains(#""height": 42.71"#))
            #expect(rtl.standardOutput.contains(##""background": "#1C1C1E""##))
            let bad = try layout([document, "--style", "dim"])
            #expect(bad.status == .badInput && bad.standardError.contains("--style: unknown value \"dim\""))
            let ios18 = try layout([document, "--appearance", "insetGrouped", "--look", "ios18"])
            #expect(ios18.standardOutput.contains(#""card": {"x": 20, "#) && ios18.standardOutput.contains(#""cornerRadius": 10"#))
            let badFonts = try layout([document, "--fonts", folder.file("no-fonts")])
            #expect(badFonts.status == .badInput && badFonts.standardError
                == "error: cannot use the font folder \(folder.file("no-fonts")): no such folder (--fonts and CELLSHOT_FONTS "
                    + "name a folder of .otf, .ttf or .ttc files, such as Apple's SF Pro)\n")
            let symbolDocument = try folder.write(#"{"sections": [{"rows": [{"text": "Wi-Fi", "image": {"symbol": "wifi"}}]}]}"#,
                                                  to: "symbol.json")
            let badSymbols = try layout([symbolDocument, "--symbols-dir", folder.file("no-symbols")])
            #expect(badSymbols.status == .badInput && badSymbols.standardError.hasPrefix(
                "error: cannot use the symbols folder \(folder.file("no-symbols")): not a readable folder"))
            let badTable = try layout([symbolDocument, "--symbols", folder.file("table.json")])
            #expect(badTable.status == .badInput && badTable.standardError.hasPrefix(
                "error: cannot read the symbol table \(folder.file("table.json"))"), "\(badTable.standardError)")
            let environment = ["CELLSHOT_FONTS": "/fonts", "CELLSHOT_SYMBOLS_DIR": ""]
            #expect(TeamOptions.resources(fonts: nil, symbols: nil, environment: environment)
                    == TeamResources(fonts: "/fonts", symbols: nil))
            #expect(TeamOptions.resources(fonts: "/mine", symbols: "/symbols", environment: environment)
                    == TeamResources(fonts: "/mine", symbols: "/symbols"))
            let badLook = try layout([document, "--look", "ios17"])
            #expect(badLook.status == .badInput
                    && badLook.standardError.contains("--look: unknown value \"ios17\"; expected one of ios26, ios18"))
        }
    }
}
