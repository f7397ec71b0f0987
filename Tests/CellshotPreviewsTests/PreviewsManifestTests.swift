@testable import CellshotPreviews
import Foundation
import Testing

@Suite struct PreviewsManifestTests {
    @Test("The manifest's JSON: sorted, one file a line, the same files the same bytes")
    func json() {
        let manifest = PreviewsManifest(files: ["b.png", "index.html", "a.png", "b.png"])
        #expect(manifest.json == """
            {
              "writtenBy": "cellshot-previews",
              "files": [
                "a.png",
                "b.png",
                "index.html"
              ]
            }

            """)
        #expect(PreviewsManifest(files: []).json == "{\n  \"writtenBy\": \"cellshot-previews\",\n  \"files\": [\n  ]\n}\n")
    }

    @Test("What an earlier run wrote and this one did not is stale; nothing else")
    func stale() {
        let earlier = PreviewsManifest(files: ["Old.png", "Row@dark.normal.png", "index.html"])
        let now = PreviewsManifest(files: ["Row@dark.normal.png", "Row@light.normal.png", "index.html"])
        #expect(now.stale(since: earlier) == ["Old.png"])
    }

    @Test("Written and read back; none in a fresh folder")
    func roundTrip() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try PreviewsManifest.read(in: folder) == nil)
        let manifest = PreviewsManifest(files: ["A b.png", "index.html"])
        try manifest.write(in: folder)
        #expect(try PreviewsManifest.read(in: folder) == manifest)
    }

    @Test("A manifest that is not one, or names a path outside the folder, stops the run",
          arguments: ["not json", #"{"files": "a.png"}"#, #"{"files": ["../notes.md"]}"#, #"{"files": [""]}"#,
                      #"{"files": [".."]}"#, #"{"other": []}"#])
    func foreign(text: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + PreviewsManifest.fileName, atomically: true, encoding: .utf8)
        #expect(throws: PreviewsError.input("\(folder)/.cellshot-previews.json is not a manifest cellshot-previews wrote "
                                            + "(expected { \"files\": [\"name.png\", …] }); remove it to start afresh "
                                            + "(files it does not list are never removed)")) {
            try PreviewsManifest.read(in: folder)
        }
    }

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "cellshot-manifest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
