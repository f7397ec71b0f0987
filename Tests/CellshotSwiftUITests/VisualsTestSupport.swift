@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// What the images, shapes and effects tests share: the display list a view draws, its laid-out frames by
/// name, and reference images.
@MainActor
enum Visuals {
    /// The drawing commands of a view, as the render draws them (the warnings are in `lastWarnings`).
    static func commands<V: View>(_ view: V, width: CGFloat = 390, look: CellshotSwiftUI.Look = .ios26,
                                  colorScheme: ColorScheme = .light) throws -> [CellshotGraphics.DrawCommand] {
        let settings = CellshotSwiftUI.Settings(width: width, height: nil, scale: 3, safeArea: EdgeInsets(),
                                                colorScheme: colorScheme, dynamicTypeSize: .large, look: look)
        return try CellshotSwiftUI.Drawing(view, settings: settings, fileID: #fileID, line: #line).list.commands
    }

    /// Every command, groups opened (a group's own command first).
    static func flattened(_ commands: [CellshotGraphics.DrawCommand]) -> [CellshotGraphics.DrawCommand] {
        commands.flatMap { command -> [CellshotGraphics.DrawCommand] in
            switch command {
            case .opacity(_, let inner), .clip(_, _, _, let inner), .transform(_, let inner), .clipPath(_, _, let inner),
                 .shadow(_, _, _, let inner), .blendMode(_, let inner):
                [command] + flattened(inner)
            default: [command]
            }
        }
    }

    /// The frame of the first node whose name starts with `prefix`.
    static func frame<V: View>(_ prefix: String, in view: V, width: CGFloat = 390) throws -> CGRect? {
        try CellshotSwiftUI.layout(of: view, width: width, height: nil).first(prefix)?.frame
    }

    /// Where a text's first baseline lies below the top of its frame, as cellshot's text measurer puts it: a
    /// zero-height colour (whose baseline is its bottom) aligned on the text's first baseline in an HStack. (The
    /// stand-in font's baseline is not SF's `17 × 1950 / 2048`: body's is 16.35 pt in its 20.33 pt line.)
    static func firstBaselineOffset(of text: Text) throws -> CGFloat {
        let probe = HStack(alignment: .firstTextBaseline, spacing: 0) {
            text
            Color.red.frame(width: 1, height: 0)
        }
        let layout = try CellshotSwiftUI.layout(of: probe, width: 300, height: nil)
        let textFrame = try #require(layout.first("Text(")).frame
        let marker = try #require(layout.all.last { $0.name.hasPrefix("frame") }).frame
        return marker.minY - textFrame.minY
    }

    /// The warnings of the last render that mention `text`.
    static func warnings(containing text: String) -> [String] {
        CellshotSwiftUI.lastWarnings.filter { $0.contains(text) }
    }

    /// Compares a view's picture with its reference image in `__Snapshots__/<suite>/<name>.png`, byte for byte;
    /// records it when there is none (or when `CELLSHOT_RECORD=1`), keeping a differing picture beside it.
    static func verifySnapshot<V: View>(_ view: V, named name: String, suite: String, width: CGFloat = 390,
                                        look: CellshotSwiftUI.Look = .ios26, colorScheme: ColorScheme = .light,
                                        filePath: String = #filePath,
                                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let data = try CellshotSwiftUI.render(view, width: width, height: nil, colorScheme: colorScheme, look: look)
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
        let reference = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1"
        guard !record, let recorded = FileManager.default.contents(atPath: reference.path) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: reference)
            return
        }
        guard recorded != data else { return }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(suite)-\(name).png")
        try data.write(to: actual)
        Issue.record("\(name).png differs from its reference; the new picture is \(actual.path)", sourceLocation: sourceLocation)
    }
}

/// Whether two lengths agree to a thousandth of a point (thirds of a point are not exact in binary).
func nearly(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
    abs(a - b) <= tolerance
}
