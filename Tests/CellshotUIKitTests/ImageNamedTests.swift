@testable import CellshotUIKit
import Foundation
import Testing

/// `UIImage(named:in:compatibleWith:)` from a bundle's resource files (Linux has no asset catalogs).
@MainActor @Suite struct ImageNamedTests {
    @Test("A name finds the bundle's @3x, @2x or plain file, PNG before JPEG and SVG; a missing one is nil")
    func namedImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#.utf8)
        for file in ["avatar@2x.png", "avatar.png", "logo.svg"] { try svg.write(to: folder.appendingPathComponent(file)) }
        let bundle = try #require(Bundle(path: folder.path))
        let avatar = try #require(UIImage(named: "avatar", in: bundle, compatibleWith: nil))
        #expect(avatar == UIImage(contentsOfFile: folder.appendingPathComponent("avatar@2x.png").path))
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: nil)
                == UIImage(contentsOfFile: folder.appendingPathComponent("logo.svg").path))
        #expect(UIImage(named: "avatar.png", in: bundle, compatibleWith: nil)
                == UIImage(contentsOfFile: folder.appendingPathComponent("avatar.png").path))
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        // The missing image's warning waits for a render: taken here so that it is not another test's.
        #expect(DeferredNotes.shared.takeWarnings().contains { $0.hasPrefix("UIImage(named: \"missing\") is nil") })
    }
}
