import CellshotModel
import Foundation
import Testing

/// A document sees only its own assets: image paths resolve inside the asset root (the document's
/// folder, or ``AssetAccess/root``), on real paths, unless ``AssetAccess/allowsOutside``.
@Suite("Asset access")
struct AssetAccessTests {
    /// `root/doc` (the document's folder: `a.png`, `sub/b.png`, links in and out) beside `root/out`
    /// (`x.png`, outside the document's folder).
    struct Layout {
        let root: String
        var doc: String { root + "/doc" }
        var out: String { root + "/out" }

        init() throws {
            root = try TestSupport.temporaryFolder(files: ["doc/a.png", "doc/sub/b.png", "out/x.png", "out/y.svg"])
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root + "/doc/inside.png", withDestinationPath: "sub/b.png")
            try manager.createSymbolicLink(atPath: root + "/doc/outside.png", withDestinationPath: "../out/x.png")
            try manager.createSymbolicLink(atPath: root + "/doc/linked", withDestinationPath: "../out")
            try manager.createSymbolicLink(atPath: root + "/doc/absolute.png", withDestinationPath: root + "/out/x.png")
        }
    }

    static func document(row: String) -> String {
        #"{ "sections": [ { "rows": [ \#(row) ] } ] }"#
    }

    static func hint(_ layout: Layout) -> String {
        " (a document may name only images inside its own folder, or inside the folder --assets (AssetAccess.root) "
            + "names; --allow-outside-assets (AssetAccess.allowsOutside) lets it name any file)"
    }

    @Test("Paths inside the document's folder resolve to their real paths")
    func inside() throws {
        let layout = try Layout()
        let text = Self.document(row: #"{ "image": "a.png" }, { "image": "sub/../sub/b.png" }, { "image": "inside.png" }"#)
        let rows = try TestSupport.decode(text, baseDirectory: layout.doc).sections[0].rows
        #expect(rows.map(\.configuration?.image) == [.file(layout.doc + "/a.png"), .file(layout.doc + "/sub/b.png"),
                                                    .file(layout.doc + "/sub/b.png")])
    }

    @Test("Absolute paths, .. out of the folder and links out are refused, whether the file exists or not", arguments: [
        ("../out/x.png", "leaves"),
        ("../out/missing.png", "leaves"),
        ("sub/../../out/x.png", "leaves"),
        ("outside.png", "is a link to a file outside"),
        ("absolute.png", "is a link to a file outside"),
        ("linked/x.png", "is a link to a file outside"),
        ("linked/missing.png", "is in a linked folder outside"),
    ])
    func refused(written: String, why: String) throws {
        let layout = try Layout()
        let error = TestSupport.errorText(Self.document(row: #"{ "image": "\#(written)" }"#), baseDirectory: layout.doc)
        #expect(error == "list.json: error: sections[0].rows[0].image: the image path \"\(written)\" \(why) the asset "
            + "folder \(layout.doc)" + Self.hint(layout))
    }

    @Test("An absolute path is refused even inside the folder")
    func absolute() throws {
        let layout = try Layout()
        let error = TestSupport.errorText(Self.document(row: #"{ "image": "\#(layout.doc)/a.png" }"#), baseDirectory: layout.doc)
        #expect(error == "list.json: error: sections[0].rows[0].image: the image path \"\(layout.doc)/a.png\" is absolute; "
            + "image paths are relative to the asset folder \(layout.doc)" + Self.hint(layout))
    }

    @Test("Headers, state overrides, custom accessories and template images are held to the same rule", arguments: [
        (#"{ "header": { "text": "H", "image": "../out/x.png" }, "rows": [] }"#, "sections[0].header.image"),
        (#"{ "rows": [ { "states": { "selected": { "image": "../out/x.png" } } } ] }"#,
         "sections[0].rows[0].states.selected.image"),
        (#"{ "rows": [ { "accessories": [ { "customView": { "image": "../out/y.svg", "placement": "trailing" } } ] } ] }"#,
         "sections[0].rows[0].accessories[0].customView.image"),
    ])
    func everyImage(section: String, path: String) throws {
        let layout = try Layout()
        let error = TestSupport.errorOf(#"{ "sections": [ \#(section) ] }"#, baseDirectory: layout.doc)
        #expect(error?.path?.description == path)
        #expect(error?.message.hasPrefix("the image path \"../out/") == true)
    }

    @Test("A template's image file and a row value naming a file are checked")
    func templates() throws {
        let layout = try Layout()
        let fixed = #"{ "templates": { "t": { "views": { "icon": { "image": { "file": "../out/x.png" } } } } }, "sections": [] }"#
        #expect(TestSupport.errorOf(fixed, baseDirectory: layout.doc)?.path?.description == "templates.t.views.icon.image.file")
        let valued = #"""
            { "templates": { "t": { "views": { "icon": { "image": { "file": "$pic" } } } } },
              "sections": [ { "rows": [ { "template": "t", "values": { "pic": "../out/x.png" } } ] } ] }
            """#
        let document = try TestSupport.decode(valued, baseDirectory: layout.doc)
        let row = document.sections[0].rows[0]
        let error = try #require(throws: DocumentError.self) {
            try document.template(for: row, at: .root, in: .normal)
        }
        #expect(error.message == "the image path \"../out/x.png\" leaves the asset folder \(layout.doc)")
        let allowed = try TestSupport.decode(valued, baseDirectory: layout.doc, assets: .unrestricted)
        _ = try allowed.template(for: allowed.sections[0].rows[0], at: .root, in: .normal)
    }

    @Test("AssetAccess.root names a wider folder; paths stay relative to the document")
    func otherRoot() throws {
        let layout = try Layout()
        let text = Self.document(row: #"{ "image": "../out/x.png" }, { "image": "linked/x.png" }"#)
        let rows = try TestSupport.decode(text, baseDirectory: layout.doc, assets: AssetAccess(root: layout.root))
            .sections[0].rows
        #expect(rows.map(\.configuration?.image) == [.file(layout.out + "/x.png"), .file(layout.out + "/x.png")])
        // A narrower root refuses the document's own files outside it.
        let narrow = TestSupport.errorText(Self.document(row: #"{ "image": "a.png" }"#), baseDirectory: layout.doc,
                                           assets: AssetAccess(root: layout.doc + "/sub"))
        #expect(narrow == "list.json: error: sections[0].rows[0].image: the image path \"a.png\" leaves the asset folder "
            + "\(layout.doc)/sub" + Self.hint(layout))
    }

    @Test("allowsOutside follows every path as written")
    func unrestricted() throws {
        let layout = try Layout()
        let text = Self.document(row: #"{ "image": "../out/x.png" }, { "image": "outside.png" }, { "image": "\#(layout.out)/x.png" }"#)
        let rows = try TestSupport.decode(text, baseDirectory: layout.doc, assets: .unrestricted).sections[0].rows
        #expect(rows.map(\.configuration?.image) == [.file(layout.out + "/x.png"), .file(layout.doc + "/outside.png"),
                                                    .file(layout.out + "/x.png")])
    }

    @Test("A document read from a file is confined to its folder; load takes the rule")
    func loading() throws {
        let layout = try Layout()
        let path = layout.doc + "/list.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.document(row: #"{ "image": "../out/x.png" }"#).utf8)))
        let error = try #require(throws: DocumentError.self) { try ListDocument.load(contentsOf: path) }
        #expect(error.path?.description == "sections[0].rows[0].image")
        #expect(try ListDocument.load(contentsOf: path, assets: .unrestricted).assets == .unrestricted)
        #expect(try ListDocument.load(contentsOf: path, assets: AssetAccess(root: layout.root)).sections[0].rows[0]
            .configuration?.image == .file(layout.out + "/x.png"))
    }
}
