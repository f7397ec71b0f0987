import CellshotGraphics
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Folder listings read each name in place (`DirectoryEntries`): every name whole, of any length, and nothing
/// past `readdir`'s record read (the old `entry.pointee.d_name` copy read 256 bytes from every record, past the
/// buffer's end for its last one; scripts/asan.sh catches that read).
struct DirectoryEntriesTests {
    @Test func everyNameOfAFullFolderIsReadWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Lengths 1…255 (NAME_MAX), several buffers' worth of records of every size.
        var expected: Set<String> = [".", ".."]
        for length in 1...255 {
            // Two-byte letters: `length` bytes in UTF-8.
            let file = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            expected.insert(file)
            #expect(FileManager.default.createFile(atPath: folder + "/" + file, contents: nil))
        }
        let directory = try #require(opendir(folder))
        defer { closedir(directory) }
        let names = DirectoryEntries.names(directory)
        #expect(names.count == expected.count)
        #expect(Set(names) == expected)
    }
}
