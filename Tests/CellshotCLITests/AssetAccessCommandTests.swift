import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `--assets` and `--allow-outside-assets`; SVGs drawn on their own; snapshot folders not left through links.
    @Suite("Asset access on the command line") struct AssetAccessCommands {
        /// The example avatar: a 40 × 40 SVG with no external reference.
        static let avatar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/examples/images/avatar.svg").path

        /// `doc/list.json` naming `image`, and `outside/avatar.svg` beside `doc`.
        static func layout(_ folder: borrowing ScratchFolder, image: String) throws -> String {
            try FileManager.default.createDirectory(atPath: folder.file("doc"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.file("outside"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: avatar, toPath: folder.file("outside/avatar.svg"))
            return try folder.write(#"{"sections": [{"rows": [{"text": "A", "image": "\#(image)"}]}]}"#, to: "doc/list.json")
        }

        @Test func anImageOutsideTheDocumentsFolderIsRefusedUnlessAnOptionAllowsIt() throws {
            let folder = try ScratchFolder()
            let list = try Self.layout(folder, image: "../outside/avatar.svg")
            let refused = try LayoutCommand.parse([list]).outcome()
            #expect(refused == CommandOutcome(
                standardOutput: "",
                standardError: "error: \(list):1:48: sections[0].rows[0].image: the image path \"../outside/avatar.svg\" leaves "
                    + "the asset folder \(folder.path)/doc (a document may name only images inside its own folder, or "
                    + "inside the folder --assets (AssetAccess.root) names; --allow-outside-assets "
                    + "(AssetAccess.allowsOutside) lets it name any file)\n",
                status: .badInput))
            #expect(try LayoutCommand.parse([list, "--assets", folder.path]).outcome().status == .success)
            #expect(try LayoutCommand.parse([list, "--allow-outside-assets"]).outcome().status == .success)
            let output = folder.file("out.png")
            #expect(try RenderCommand.parse([list, "-o", output]).outcome().status == .badInput)
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(try RenderCommand.parse([list, "-o", output, "--assets", folder.path]).outcome().status == .success)
            #expect(FileManager.default.fileExists(atPath: output))
        }

        @Test func assetsMustNameAFolder() throws {
            let folder = try ScratchFolder()
            let list = try Self.layout(folder, image: "../outside/avatar.svg")
            #expect(try LayoutCommand.parse([list, "--assets", folder.file("nope")]).outcome() == CommandOutcome(
                standardOutput: "", standardError: "error: --assets: expected a folder, found \(folder.file("nope"))\n",
                status: .badInput))
        }

        @Test func verifyAndRecordTakeTheOptionsAndRepeatThemInTheirCommands() throws {
            let folder = try ScratchFolder()
            let list = try Self.layout(folder, image: "../outside/avatar.svg")
            let refs = folder.file("refs")
            #expect(try RecordCommand.parse([list, "--snapshots", refs]).outcome().status == .badInput)
            #expect(try RecordCommand.parse([list, "--snapshots", refs, "--assets", folder.path]).outcome().status == .success)
            let verified = try VerifyCommand.parse([list, "--snapshots", refs, "--allow-outside-assets"]).outcome()
            #expect(verified.standardOutput == "verified 1 snapshot: 1 passed, 0 failed, 0 missing\n")
            let options = try SnapshotOptions.parse([list, "--snapshots", refs, "--assets", folder.path, "--allow-outside-assets"])
            #expect(options.planArguments == ["--assets", folder.path, "--allow-outside-assets"])
        }

        @Test func anSVGThatNamesAnotherFileIsRefused() throws {
            let folder = try ScratchFolder()
            let list = try Self.layout(folder, image: "framed.svg")
            try FileManager.default.copyItem(atPath: Self.avatar, toPath: folder.file("doc/avatar.svg"))
            _ = try folder.write("""
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
                  <image xlink:href = 'avatar.svg' width="40" height="40"/><use href="#x"/>
                </svg>
                """, to: "doc/framed.svg")
            #expect(try LayoutCommand.parse([list]).outcome() == CommandOutcome(
                standardOutput: "",
                standardError: "error: \(list):1:48: sections[0].rows[0].image: cannot read the image \(folder.path)/doc/framed.svg: "
                    + "the SVG refers to another file or URL (href=\"avatar.svg\"); cellshot draws an SVG on its own: put "
                    + "what it names in the SVG itself (a picture as a base64 PNG or JPEG data: URL)\n",
                status: .badInput))
        }

        @Test func anSVGOverThePixelBudgetOrWithAnEntityBombIsRefusedAtOnce() throws {
            let folder = try ScratchFolder()
            let list = try Self.layout(folder, image: "big.svg")
            _ = try folder.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#, to: "doc/big.svg")
            #expect(try LayoutCommand.parse([list]).outcome().standardError
                == "error: \(list):1:48: sections[0].rows[0].image: cannot read the image \(folder.path)/doc/big.svg: a 100000 × "
                    + "100000 pixel SVG is over the pixel budget of an image, 64 megapixels (8192 × 8192); --max-image-pixels (RenderEnvironment's maximumImagePixels) raises it\n")
            // The budget can be lowered (or raised) for a run: the 40 × 40 avatar is 1,600 pixels.
            let avatar = try folder.write(#"{"sections": [{"rows": [{"text": "A", "image": "avatar.svg"}]}]}"#,
                                          to: "doc/avatar.json")
            try FileManager.default.copyItem(atPath: Self.avatar, toPath: folder.file("doc/avatar.svg"))
            #expect(try LayoutCommand.parse([avatar, "--max-image-pixels", "1600"]).outcome().status == .success)
            #expect(try LayoutCommand.parse([avatar, "--max-image-pixels", "1599"]).outcome().standardError
                == "error: \(avatar):1:48: sections[0].rows[0].image: cannot read the image \(folder.path)/doc/avatar.svg: a 40 × "
                    + "40 pixel SVG is over the pixel budget of an image, 1,599 pixels; --max-image-pixels "
                    + "(RenderEnvironment's maximumImagePixels) raises it\n")
            #expect(try LayoutCommand.parse([avatar, "--max-image-pixels", "0"]).outcome().standardError
                == "error: --max-image-pixels: expected a number of pixels from 1 to 1,073,741,824, found 0\n")
            // A billion laughs: libxml2's limits (kept on) stop the expansion.
            var entities = #"<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">"#
            for (name, previous) in zip("bcdefgh", "abcdefg") {
                entities += "\n<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 20) + "\">"
            }
            _ = try folder.write("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\(entities)\n]>\n"
                                 + #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text>&h;</text></svg>"#,
                                 to: "doc/big.svg")
            let start = Date()
            let bomb = try LayoutCommand.parse([list]).outcome()
            #expect(bomb.status == .badInput)
            #expect(bomb.standardError.contains("corrupt SVG (XML parse error"))
            #expect(Date().timeIntervalSince(start) < 5)
        }

        @Test func verifyNeverFollowsALinkOutOfItsFolders() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.hello, to: "hello.json")
            let outside = folder.file("outside")
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.file("refs"), withIntermediateDirectories: true)
            // A reference that is a link to a picture elsewhere is not read (nor copied into the artifacts).
            _ = try RecordCommand.parse([list, "--snapshots", outside]).outcome()
            try FileManager.default.createSymbolicLink(atPath: folder.file("refs/hello.normal.png"),
                                                       withDestinationPath: outside + "/hello.normal.png")
            let linked = try VerifyCommand.parse([list, "--snapshots", folder.file("refs"), "--artifacts", folder.file("art")])
                .outcome()
            #expect(linked.status == .badInput)
            #expect(linked.standardError == "error: \(folder.file("refs"))/hello.normal.png leads out of the snapshots folder "
                + "\(folder.file("refs")) through a symbolic link (to \(outside)/hello.normal.png); cellshot reads and writes "
                + "only inside it\n")
            // A folder of the artifacts that is a link: nothing is written through it.
            try FileManager.default.createDirectory(atPath: folder.file("docs/sub"), withIntermediateDirectories: true)
            _ = try folder.write(Documents.hello, to: "docs/sub/nested.json")
            try FileManager.default.createDirectory(atPath: folder.file("art"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.file("art/sub"), withDestinationPath: outside)
            let escaped = try VerifyCommand.parse([folder.file("docs"), "--snapshots", folder.file("refs2"),
                                                   "--artifacts", folder.file("art")]).outcome()
            #expect(escaped.status == .badInput)
            #expect(escaped.standardError.contains("leads out of the artifacts folder \(folder.file("art"))"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside).sorted()
                == ["hello.normal.layout.json", "hello.normal.png"])
        }
    }
}
