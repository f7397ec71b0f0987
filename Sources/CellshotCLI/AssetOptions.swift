import ArgumentParser
import CellshotModel
import Foundation

/// `--assets DIR` and `--allow-outside-assets`: which files a document's image paths may name
/// (``AssetAccess``). The commands that read documents share them.
struct AssetOptions: ParsableArguments {
    /// The asset root instead of each document's folder.
    @Option(name: .customLong("assets"),
            help: ArgumentHelp("The folder a document's image paths must stay inside, instead of the document's own "
                               + "folder (paths stay relative to the document).", valueName: "dir"))
    var root: String?

    /// Whether image paths may name any file.
    @Flag(name: .customLong("allow-outside-assets"),
          help: ArgumentHelp("Let image paths name any readable file: absolute paths, '..' out of the asset folder "
                             + "and links that lead outside it. Only for documents you trust."))
    var allowsOutside = false

    /// The rule, with the folder checked.
    /// - Throws: ``CommandError`` (status 2) when `--assets` names no folder.
    func access() throws(CommandError) -> AssetAccess {
        if let root {
            var isDirectory: ObjCBool = false
            guard !root.isEmpty, !root.utf8.contains(0),
                  FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandError("--assets: expected a folder, found \(TerminalText.escaped(root))", status: .badInput)
            }
        }
        // The root is made absolute here, against the current directory, not against each document's folder.
        return AssetAccess(root: root.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                           allowsOutside: allowsOutside)
    }
}
