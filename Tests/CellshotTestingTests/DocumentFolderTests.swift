import CellshotModel
@testable import CellshotTesting
import Foundation
import Testing

/// Searching a folder of documents follows no symbolic link out of it, and names every link it skips.
@Suite("Document folders and symbolic links")
struct DocumentFolderTests {
    static let document = #"{ "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#

    /// A folder `docs` with `good.json` in it, and a folder `outside` beside it, removed afterwards.
    final class Folders {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-links-\(UUID().uuidString)")
        var docs: String { (path as NSString).appendingPathComponent("docs") }
        var outside: String { (path as NSString).appendingPathComponent("outside") }

        init() throws {
            for folder in [docs, outside] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try write(DocumentFolderTests.document, to: "docs/good.json")
            try write(DocumentFolderTests.document, to: "outside/other.json")
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

        func write(_ text: String, to name: String) throws {
            try FileManager.default.createDirectory(atPath: (file(name) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        }

        /// Makes `name` a symbolic link to `destination`, written as given (relative to the link's folder).
        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createDirectory(atPath: (file(name) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: file(name), withDestinationPath: destination)
        }
    }

    @Test("Links that lead out of the folder or nowhere are skipped and named; the other documents are planned")
    func skipsLinksOut() throws {
        let folders = try Folders()
        try folders.link("docs/x.yaml", to: "../outside/other.json")
        try folders.link("docs/absolute.json", to: folders.file("outside/other.json"))
        try folders.link("docs/sub/up.yml", to: "../../outside/other.json")
        try folders.link("docs/broken.json", to: "nothing-here.json")
        try folders.link("docs/itself.yaml", to: "itself.yaml")
        try folders.link("docs/elsewhere", to: "../outside")
        try folders.link("docs/readme", to: "../outside/other.json")   // not a document's name: not named
        let plan = try SnapshotPlan(inputs: [folders.docs])
        #expect(plan.items.map(\.name) == ["good.normal"])
        let docs = folders.docs
        #expect(plan.skippedLinks.map(\.description) == [
            "\(docs)/absolute.json: skipped: a symbolic link that leads out of \(docs)",
            "\(docs)/broken.json: skipped: a symbolic link that cannot be followed",
            "\(docs)/elsewhere: skipped: a symbolic link that leads out of \(docs)",
            "\(docs)/itself.yaml: skipped: a symbolic link that cannot be followed",
            "\(docs)/sub/up.yml: skipped: a symbolic link that leads out of \(docs)",
            "\(docs)/x.yaml: skipped: a symbolic link that leads out of \(docs)",
        ])
    }

    @Test("A link to a file inside the folder is followed, under the link's name")
    func followsLinksInside() throws {
        let folders = try Folders()
        try folders.write(Self.document, to: "docs/sub/real.yaml")
        try folders.link("docs/alias.json", to: "sub/real.yaml")
        try folders.link("docs/sub/back.json", to: "../good.json")
        let plan = try SnapshotPlan(inputs: [folders.docs])
        #expect(plan.items.map(\.name) == ["alias.normal", "good.normal", "sub/back.normal", "sub/real.normal"])
        #expect(plan.skippedLinks.isEmpty)
    }

    @Test("Links to folders inside are not searched again, so a loop ends", .timeLimit(.minutes(1)))
    func loopsEnd() throws {
        let folders = try Folders()
        try folders.write(Self.document, to: "docs/sub/deep.json")
        try folders.link("docs/sub/parent", to: "..")
        try folders.link("docs/sub/itself", to: ".")
        try folders.link("docs/top", to: folders.docs)
        try folders.link("docs/sub/a", to: "b")
        try folders.link("docs/sub/b", to: "a")
        let plan = try SnapshotPlan(inputs: [folders.docs])
        #expect(plan.items.map(\.name) == ["good.normal", "sub/deep.normal"])
        #expect(plan.skippedLinks.isEmpty)
    }

    @Test("A folder given through a link is searched where it leads; links inside it stay inside")
    func folderGivenAsLink() throws {
        let folders = try Folders()
        try folders.link("docs/sub/back.json", to: "../good.json")
        try folders.link("alias", to: "docs")
        let plan = try SnapshotPlan(inputs: [folders.file("alias")])
        #expect(plan.items.map(\.name) == ["good.normal", "sub/back.normal"])
        #expect(plan.skippedLinks.isEmpty)
    }

    @Test("A document named on the command line is read as given, even as a link out of its folder")
    func namedLinkIsRead() throws {
        let folders = try Folders()
        try folders.link("docs/named.json", to: "../outside/other.json")
        let plan = try SnapshotPlan(inputs: [folders.file("docs/named.json")])
        #expect(plan.items.map(\.name) == ["named.normal"])
        #expect(plan.skippedLinks.isEmpty)
    }

    @Test("A folder whose only documents are links out of it is an error that names them")
    func onlyLinksOut() throws {
        let folders = try Folders()
        try FileManager.default.removeItem(atPath: folders.file("docs/good.json"))
        try folders.link("docs/x.yaml", to: "../outside/other.json")
        let error = try #require(throws: SnapshotError.self) { try SnapshotPlan(inputs: [folders.docs]) }
        #expect(error.description == """
            \(folders.docs): no .json, .yaml or .yml documents in this folder
              \(folders.docs)/x.yaml: skipped: a symbolic link that leads out of \(folders.docs)
            """)
    }

    @Test("Names in skipped links are escaped for the terminal")
    func escapedNames() {
        let link = SkippedLink(path: "docs/a\n\u{1B}]0;x\u{07}.yaml", folder: "docs", reason: .leadsOutside)
        #expect(link.description == #"docs/a\n\u{1B}]0;x\u{7}.yaml: skipped: a symbolic link that leads out of docs"#)
    }
}
