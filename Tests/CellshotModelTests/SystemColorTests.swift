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
        #expect(name.color(for: .light, in: .ios18).hex == light)
        #expect(name.color(for: .dark, in: .ios18).hex == dark)
        #expect(ColorReference.system(name).resolved(for: .dark, in: .ios18).hex == dark)
    }

    // Apple's iOS 26 values (docs/reference/ios26-colors.md): the accents and the separator changed.
    @Test("The ios26 look has iOS 26's accents and separator", arguments: [
        (SystemColor.systemBlue, "#0088FF", "#0091FF"),
        (.tintColor, "#0088FF", "#0091FF"),
        (.link, "#0088FF", "#0091FF"),
        (.systemRed, "#FF383C", "#FF4245"),
        (.systemOrange, "#FF8D28", "#FF9230"),
        (.systemYellow, "#FFCC00", "#FFD600"),
        (.systemGreen, "#34C759", "#30D158"),
        (.systemMint, "#00C8B3", "#00DAC3"),
        (.systemTeal, "#00C3D0", "#00D2E0"),
        (.systemCyan, "#00C0E8", "#3CD3FE"),
        (.systemIndigo, "#6155F5", "#6D7CFF"),
        (.systemPurple, "#CB30E0", "#DB34F2"),
        (.systemPink, "#FF2D55", "#FF375F"),
        (.systemBrown, "#AC7F5E", "#B78A66"),
        (.separator, "#3C3C431F", "#54545880"),
    ])
    func ios26(name: SystemColor, light: String, dark: String) {
        #expect(name.color(for: .light, in: .ios26).hex == light)
        #expect(name.color(for: .dark, in: .ios26).hex == dark)
    }

    @Test("Colours iOS 26 kept are the same in both looks")
    func unchanged() {
        let changed: Set<SystemColor> = [.systemBlue, .tintColor, .link, .systemRed, .systemOrange, .systemYellow,
                                         .systemMint, .systemTeal, .systemCyan, .systemIndigo, .systemPurple,
                                         .systemBrown, .separator]
        for name in SystemColor.allCases {
            let differs = [UserInterfaceStyle.light, .dark].contains {
                name.color(for: $0, in: .ios26) != name.color(for: $0, in: .ios18)
            }
            #expect(differs == changed.contains(name), "\(name)")
        }
    }

    /// A colour drawn over an opaque background, rounded to 8 bits as a PNG stores it.
    private func composite(_ color: Color, over background: Color) -> [Int] {
        [(color.red, background.red), (color.green, background.green), (color.blue, background.blue)].map { pair in
            Int(((pair.0 * color.alpha + pair.1 * (1 - color.alpha)) * 255).rounded())
        }
    }

    // Measured on real iOS 26 and 18.2 screenshots (docs/reference/ios26-colors.md), within 2 levels.
    @Test("Separators, chevrons and headers come out as the screenshots' pixels")
    func measuredPixels() {
        // Within 2 levels of the screenshots, the issue's bar; Cairo's own blending may differ by 1 more from this
        // rounding (IOS26LookTests reads the drawn pixels).
        func near(_ measured: [Int], _ drawn: [Int]) -> Bool { zip(measured, drawn).allSatisfy { abs($0 - $1) <= 2 } }
        let white = SystemColor.systemBackground.color(for: .light, in: .ios26)
        let black = SystemColor.systemBackground.color(for: .dark, in: .ios26)
        let darkCard = SystemColor.secondarySystemGroupedBackground.color(for: .dark, in: .ios26)
        let groupedLight = SystemColor.systemGroupedBackground.color(for: .light, in: .ios26)
        let separator = { (style: UserInterfaceStyle, look: ListLook) in SystemColor.separator.color(for: style, in: look) }
        #expect(near([231, 231, 232], composite(separator(.light, .ios26), over: white)))
        #expect(near([56, 56, 59], composite(separator(.dark, .ios26), over: darkCard)))
        #expect(near([42, 42, 44], composite(separator(.dark, .ios26), over: black)))
        #expect(near([199, 199, 201], composite(separator(.light, .ios18), over: white)))
        #expect(near([61, 61, 65], composite(separator(.dark, .ios18), over: darkCard)))
        let chevron = { (style: UserInterfaceStyle) in SystemColor.tertiaryLabel.color(for: style, in: .ios26) }
        #expect(near([197, 197, 199], composite(chevron(.light), over: white)))
        #expect(near([90, 90, 94], composite(chevron(.dark), over: darkCard)))
        let header = { (style: UserInterfaceStyle) in SystemColor.secondaryLabel.color(for: style, in: .ios26) }
        #expect(near([133, 133, 138], composite(header(.light), over: groupedLight)))
        #expect(near([141, 141, 146], composite(header(.dark), over: black)))
        #expect(composite(SystemColor.systemBlue.color(for: .light, in: .ios26), over: white) == [0, 136, 255])
        #expect(composite(SystemColor.systemBlue.color(for: .light, in: .ios18), over: white) == [0, 122, 255])
    }

    @Test("Every name has distinct, valid values in the table")
    func table() {
        for name in SystemColor.allCases {
            let light = name.color(for: .light, in: .ios18)
            let dark = name.color(for: .dark, in: .ios18)
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
        #expect(SystemColor.tintColor.color(for: .light, in: .ios18) == SystemColor.systemBlue.color(for: .light, in: .ios18))
        #expect(SystemColor.tintColor.color(for: .dark, in: .ios26, tint: orange) == orange)
        let document = try TestSupport.decode(#"{ "tint": "systemGreen", "traits": { "style": "dark" }, "sections": [] }"#)
        #expect(document.resolvedTint.hex == "#30D158")
        #expect(document.resolve(.system(.tintColor)).hex == "#30D158")
        #expect(document.resolve(.system(.label)).hex == "#FFFFFF")
        #expect(document.resolve(.hex(orange)) == orange)
    }

    @Test("Hex colours keep their value in both styles")
    func hex() throws {
        let document = try TestSupport.decode(##"{ "tint": "#ff950080", "sections": [] }"##)
        #expect(document.tint.resolved(for: .light, in: .ios26).hex == "#FF950080")
        #expect(document.tint.resolved(for: .dark, in: .ios18).hex == "#FF950080")
        #expect(document.tint.description == "#FF950080")
        #expect(ColorReference.system(.link).description == "link")
    }
}
