import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// Files named by documents are untrusted: what is not a regular file is refused before it is read (and
/// never waited on), a NUL cannot cut a path short, and sizes are bounded.
@Suite("Reading files named by documents")
struct FileReaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-reader-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func readsARegularFile() throws {
        let path = folder + "/a.txt"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try FileReader.bytes(atPath: path) == Array("hello".utf8))
        #expect(throws: FileReader.Failure(reason: "larger than 4 bytes")) { try FileReader.bytes(atPath: path, limit: 4) }
    }

    /// A FIFO is refused at once: opening one to read would wait for a writer forever.
    @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
        let path = folder + "/fifo.png"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: FileReader.Failure(reason: "it is a named pipe (FIFO), not a regular file")) {
            try FileReader.bytes(atPath: path)
        }
        // Asked to read pipes (a document given as `<(command)`), a FIFO nobody writes to reads as empty.
        #expect(try FileReader.bytes(atPath: path, readsPipes: true) == [])
    }

    @Test func refusesDevicesAndFoldersBeforeReading() {
        #expect(throws: FileReader.Failure(reason: "it is a device, not a regular file")) {
            try FileReader.bytes(atPath: "/dev/zero")
        }
        #expect(throws: FileReader.Failure(reason: "it is a device, not a regular file")) {
            try FileReader.bytes(atPath: "/dev/zero", readsPipes: true)
        }
        #expect(throws: FileReader.Failure(reason: "it is a folder")) { try FileReader.bytes(atPath: folder) }
    }

    /// C would read `a` for `a\0.png`: another file than the document named.
    @Test func refusesAPathWithANul() throws {
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(throws: FileReader.Failure(reason: "the path holds a NUL character")) {
            try FileReader.bytes(atPath: folder + "/a\u{0}.png")
        }
    }
}

/// Sums of Pango units that pass Int32 never trap (a line 2,097,152 points long; the text budget refuses
/// such texts before layout, these guard the arithmetic itself).
@Suite("Pango unit arithmetic at its limits")
struct PangoUnitLimitTests {
    @Test func aligningALineLongerThanInt32CanHoldDoesNotTrap() {
        for alignment in [TextAlignment.left, .center, .right, .natural, .justified] {
            _ = ShapedText.alignedOffset(alignment, width: .max, lineWidth: .min)
            _ = ShapedText.alignedOffset(alignment, width: 1, lineWidth: .min)
            _ = ShapedText.alignedOffset(alignment, width: .max, lineWidth: .max)
        }
        #expect(ShapedText.alignedOffset(.right, width: .max, lineWidth: .min) == .max)
        #expect(ShapedText.alignedOffset(.right, width: 100 * 1024, lineWidth: 40 * 1024) == 60 * 1024)
        #expect(ShapedText.alignedOffset(.center, width: 100 * 1024, lineWidth: 40 * 1024) == 30 * 1024)
    }

    @Test func doublesBecomeIntsWithoutTrapping() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: 1e300) == .max && Int(saturating: 0x1p63) == .max)
        #expect(Int(saturating: -.infinity) == .min && Int(saturating: -0x1p63) == .min)
        #expect(Int(saturating: 2.9) == 2 && Int(saturating: -2.9) == -2 && Int(saturating: 0x1p62) == 1 << 62)
    }

    @Test func pointsBecomePangoUnitsWithoutTrapping() {
        #expect(ShapedText.units(.infinity) == .max)
        #expect(ShapedText.units(1e300) == .max)
        #expect(ShapedText.units(-5) == 0)
        #expect(ShapedText.units(2) == 2048)
    }
}
