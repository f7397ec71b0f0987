import CellshotGraphics
import CellshotModel
import Testing

@Suite("System colours")
struct SystemColorTests {
    @Test("Names resolve to their light and dark values", arguments: [
        (SystemColor.label, "#000000", "#FFFFFF"),
        (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
        (.tertiaryLabel, "#3C3C434C", "#EBEBF54C"),
        (.systemBackground, "#FFFFFF", "#000000"),
        (.systemGroupedBackground, "#F2F2F7", "#000000"),
        (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
        (.separator, "#3C3C4349", "#54545899"),
        (.opaqueSeparator, "#C6C6C8", "#38383A"),
        (.systemGray4, "#D1D1D6", "#3A3A3C"),
        (.systemBlue, "#007AFF", "#0A84FF"),
        (.systemRed, "#FF3B30", "#FF453A"),
        (.systemMint, "#00C7BE", "#63E6E2"),
        (.systemFill, "#78788033", "#7878805B"),
        (.white, "#FFFFFF", "#FFFFFF"),
        (.clear, "#00000000", "#00000000"),
    ])
    func resolution(name: SystemColor, light: String, dark: String) {
        #expect(name.color(for: .light).hex == light)
        #expect(name.color(for: .dark).hex == dark)
        #expect(ColorReference.system(name).resolved(for: .dark).hex == dark)
    }

    @Test("Every name has distinct, valid values in the table")
    func table() {
        for name in SystemColor.allCases {
            let light = name.color(for: .light)
            let dark = name.color(for: .dark)
            for component in [light.red, light.green, light.blue, light.alpha, dark.red, dark.green, dark.blue, dark.alpha] {
                #expect((0...1).contains(component), "\(name)")
            }
            if name != .clear { #expect(light.alpha > 0, "\(name) is not invisible") }
        }
        #expect(SystemColor.allCases.count == 40)
    }

    @Test("tintColor follows the tint it is given")
    func tint() throws {
        let orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        #expect(SystemColor.tintColor.color(for: .light) == SystemColor.systemBlue.color(for: .light))
        #expect(SystemColor.tintColor.color(for: .dark, tint: orange) == orange)
        let document = try TestSupport.decode(#"{ "tint": "systemGreen", "traits": { "style": "dark" }, "sections": [] }"#)
        #expect(document.resolvedTint.hex == "#30D158")
        #expect(document.resolve(.system(.tintColor)).hex == "#30D158")
        #expect(document.resolve(.system(.label)).hex == "#FFFFFF")
        #expect(document.resolve(.hex(orange)) == orange)
    }

    @Test("Hex colours keep their value in both styles")
    func hex() throws {
        let document = try TestSupport.decode(##"{ "tint": "#ff950080", "sections": [] }"##)
        #expect(document.tint.resolved(for: .light).hex == "#FF950080")
        #expect(document.tint.resolved(for: .dark).hex == "#FF950080")
        #expect(document.tint.description == "#FF950080")
        #expect(ColorReference.system(.link).description == "link")
    }
}
