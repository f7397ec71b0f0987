import CellshotGraphics
@testable import CellshotRender
import Foundation
import Testing

/// The team's own fonts (`--fonts`): a folder added to the private set; with SF Pro Text and SF Pro Display in
/// it, Latin text is set in them at UIKit's optical switch and tracking. SF Pro cannot be installed here, so
/// the tests make stand-ins the same way a team's folder is made: copies of Inter renamed "SF Pro Text" and
/// "SF Pro Display" with fontTools (Debian's python3-fonttools, installed by `scripts/setup.sh --tests`).
@Suite("Team fonts")
struct TeamFontsTests {
    @Test("SF Pro: Text below 20 pt, Display from 20 pt; UIKit's tracking by size, interpolated between sizes")
    func opticalSwitchAndTracking() {
        #expect(LatinFamily.sfPro.family(forPointSize: 17) == "SF Pro Text")
        #expect(LatinFamily.sfPro.family(forPointSize: 19.99) == "SF Pro Text")
        #expect(LatinFamily.sfPro.family(forPointSize: 20) == "SF Pro Display")
        #expect(LatinFamily.inter.family(forPointSize: 34) == "Inter")
        #expect(abs(LatinFamily.sfPro.tracking(forPointSize: 17) - -0.026 * 17) < 1e-12)
        #expect(LatinFamily.sfPro.tracking(forPointSize: 12) == 0)
        #expect(abs(LatinFamily.sfPro.tracking(forPointSize: 10) - 0.12) < 1e-12)
        #expect(abs(LatinFamily.sfPro.tracking(forPointSize: 28) - 0.014 * 28) < 1e-12)
        #expect(LatinFamily.trackingInThousandths(forPointSize: 16.5) == -23)
        #expect(LatinFamily.trackingInThousandths(forPointSize: 3) == 41 && LatinFamily.trackingInThousandths(forPointSize: 200) == 0)
        #expect(LatinFamily.inter.tracking(forPointSize: 17) == 0)
        #expect(LatinFamily.sfPro.tracking(forPointSize: .nan) == 0)
    }

    @Test("A folder with SF Pro Text and Display sets Latin text in them, with SF's tracking")
    func sanFranciscoFromTheTeamsFolder() throws {
        let folder = try Self.standIns()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try FontCatalog(teamFonts: folder)
        #expect(catalog.latinFamily == .sfPro)
        #expect(catalog.families.contains("SF Pro Text") && catalog.families.contains("SF Pro Display"))
        #expect(catalog.files.suffix(2).map { ($0 as NSString).lastPathComponent }
                == ["SF-Pro-Display-Regular.otf", "SF-Pro-Text-Regular.otf"])
        #expect(catalog.familyList(forPointSize: 17).hasPrefix("SF Pro Text,Inter,Noto Sans CJK KR"))
        // The stand-ins are Inter's outlines: the only difference is SF's tracking, between every two characters
        // (Pango spaces graphemes apart and leaves the line's ends alone).
        let inter = PangoTextMeasurer(catalog: try FontCatalog())
        let sf = PangoTextMeasurer(catalog: catalog)
        let text = "Hello World"
        for size in [17.0, 22] {
            let attributes = TextAttributes(font: FontDescriptor(size: size))
            let difference = sf.measure(text, attributes, width: nil).size.width
                - inter.measure(text, attributes, width: nil).size.width
            let perCharacter = LatinFamily.sfPro.tracking(forPointSize: size)
            #expect(abs(difference - perCharacter * Double(text.count - 1)) < 0.01, "\(size) pt: \(difference)")
        }
    }

    @Test("Other fonts in the folder join the set; Latin text stays in Inter")
    func otherFonts() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                                         toPath: folder + "/Copy.ttc")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        let catalog = try FontCatalog(teamFonts: folder)
        #expect(catalog.latinFamily == .inter && catalog.files.last == folder + "/Copy.ttc")
        #expect(catalog.familyList(forPointSize: 17) == FontCatalog.familyList)
    }

    @Test("A folder that is missing, empty, not a folder or holds a broken font is one clear error")
    func unusableFolders() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: RenderError.fontDirectoryUnusable(path: folder + "/missing", reason: "no such folder")) {
            try FontCatalog(teamFonts: folder + "/missing")
        }
        #expect(throws: RenderError.fontDirectoryUnusable(path: folder, reason: "it has no .otf, .ttf or .ttc files")) {
            try FontCatalog(teamFonts: folder)
        }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.ttf"))
        #expect(throws: RenderError.fontDirectoryUnusable(path: folder + "/Broken.ttf", reason: "not a readable folder")) {
            try FontCatalog(teamFonts: folder + "/Broken.ttf")
        }
        #expect(throws: RenderError.fontDirectoryUnusable(
            path: folder, reason: "\(folder)/Broken.ttf is not a font fontconfig can read")) {
            try FontCatalog(teamFonts: folder)
        }
        #expect(RenderError.fontDirectoryUnusable(path: "/x", reason: "no such folder").description
                == "cannot use the font folder /x: no such folder (--fonts and CELLSHOT_FONTS name a folder of .otf, "
                    + ".ttf or .ttc files, such as Apple's SF Pro)")
    }

    /// A new empty folder.
    static func scratchFolder() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("cellshot-team-fonts-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A folder with Inter Regular renamed SF Pro Text and SF Pro Display, made with fontTools.
    static func standIns() throws -> String {
        let folder = try scratchFolder()
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            for family, file in (("SF Pro Text", "SF-Pro-Text-Regular.otf"), ("SF Pro Display", "SF-Pro-Display-Regular.otf")):
                font = TTFont("/usr/share/fonts/opentype/inter/Inter-Regular.otf")
                for record in font["name"].names:
                    if record.nameID in (1, 16):
                        record.string = family
                    elif record.nameID in (4, 6):
                        record.string = (family + " Regular") if record.nameID == 4 else family.replace(" ", "") + "-Regular"
                font.save(sys.argv[1] + "/" + file)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(process.terminationStatus == 0,
                     "making the SF Pro stand-ins needs python3-fonttools (scripts/setup.sh --tests): \(message)")
        return folder
    }
}
