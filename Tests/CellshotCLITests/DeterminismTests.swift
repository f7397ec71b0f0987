import Foundation
import Testing

/// The same document gives the same bytes in separate processes, whatever the machine's font
/// configuration and locale: cellshot sets text only with its private font set.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct DeterminismTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A font configuration that would change every glyph if cellshot used the system's fonts:
    /// it prefers a serif family and rejects Inter and Noto.
    static let hostileFontConfig = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig>
      <dir>/usr/share/fonts</dir>
      <match target="pattern"><edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit></match>
      <selectfont><rejectfont><glob>*Inter*</glob><glob>*Noto*</glob></rejectfont></selectfont>
      <config><rescan><int>0</int></rescan></config>
    </fontconfig>
    """

    @Test("Two processes, one under a hostile FONTCONFIG_FILE and another locale, write identical PNGs")
    func identicalAcrossProcesses() throws {
        let folder = try ScratchFolder()
        let config = folder.file("hostile-fonts.conf")
        try Data(Self.hostileFontConfig.utf8).write(to: URL(fileURLWithPath: config))
        // Latin, Korean and emoji text, symbols, chevrons, two states.
        let document = Self.root.appendingPathComponent("assets/examples/contacts.json").path
        let plain = folder.file("plain.png"), hostile = folder.file("hostile.png")
        let first = try runCellshot(["render", document, "-o", plain, "--states", "normal,selected"])
        let second = try runCellshot(["render", document, "-o", hostile, "--states", "normal,selected"],
                                     environment: ["FONTCONFIG_FILE": config, "LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8",
                                                   "PANGOCAIRO_BACKEND": "fc"])
        #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: plain))
        #expect(bytes.count > 1000)
        #expect(try Data(contentsOf: URL(fileURLWithPath: hostile)) == bytes)
    }

    @Test("The command line writes the example's reference image byte for byte")
    func matchesTheSnapshot() throws {
        let folder = try ScratchFolder()
        let output = folder.file("settings.png")
        let result = try runCellshot(["render", Self.root.appendingPathComponent("assets/examples/settings.json").path,
                                      "-o", output])
        #expect(result.status == 0, "\(result.standardError)")
        let reference = try Data(contentsOf: Self.root.appendingPathComponent("docs/images/settings.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == reference)
    }

    @Test("The fontconfig cache of the font set changes nothing: made, reused, or impossible (no writable home)")
    func fontCacheChangesNothing() throws {
        let folder = try ScratchFolder()
        // Latin, Korean, Arabic, Hebrew and emoji text.
        let document = #"{ "sections": [ { "rows": [ { "text": "Hello 안녕 مرحبا שלום 😀", "secondaryText": "Wi-Fi" } ] } ] }"#
        let cache = folder.file("cache")
        var outputs: [Data] = []
        for (name, home) in [("made", cache), ("reused", cache), ("impossible", "/proc/cellshot-no-cache")] {
            let output = folder.file("\(name).png")
            let result = try runCellshot(["render", "-", "-o", output], input: document,
                                         environment: ["XDG_CACHE_HOME": home])
            #expect(result.status == 0, "\(name): \(result.standardError)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        let made = try FileManager.default.contentsOfDirectory(atPath: cache + "/cellshot")
        #expect(made.contains("fontconfig") && made.contains { $0.hasPrefix("fonts-") })
    }

    @Test("--jobs 1, 2 and 4 write the same bytes; --jobs 0 is refused")
    func jobsDoNotChangeTheBytes() throws {
        let folder = try ScratchFolder()
        // Tall enough for many bands: 60 rows in three columns at 3x.
        let rows = (0..<60).map { #"{ "text": "Row \#($0)", "secondaryText": "오늘도 😀", "accessories": ["disclosureIndicator"] }"# }
        let document = #"{ "states": ["normal", "selected", "highlighted"], "sections": [ { "rows": [\#(rows.joined(separator: ","))] } ] }"#
        var outputs: [Data] = []
        for jobs in ["1", "2", "4"] {
            let output = folder.file("jobs\(jobs).png")
            let result = try runCellshot(["render", "-", "-o", output, "--scale", "3", "--jobs", jobs], input: document)
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        let refused = try runCellshot(["render", "-", "-o", folder.file("none.png"), "--jobs", "0"], input: document)
        #expect(refused.status == 2)
        #expect(refused.standardError == "error: --jobs: expected a number of threads from 1 to 64, found 0\n")
    }
}
