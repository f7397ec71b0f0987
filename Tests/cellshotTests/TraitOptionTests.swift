import Cellshot
import Foundation
import Testing
@testable import cellshot

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
