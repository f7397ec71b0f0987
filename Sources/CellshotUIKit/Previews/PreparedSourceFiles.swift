/// The app's own name of a file the CellshotSources plugin prepared: a private type the preparation writes into
/// each prepared file that holds previews. Not for hand-written code.
///
/// A prepared file is named after its path (`App+Screens+RowView.swift`), and a `#Preview`'s macro takes the file it
/// is in, not the `#sourceLocation` naming the app's file; with this, a preview is named as on iOS (`RowView-line-12`,
/// `App/RowView.swift:12`). Written `CellshotUIKit.PreparedSourceFile` (the namespace enum `CellshotUIKit` shadows the
/// module's name).
public protocol CellshotPreparedSourceFile {
    /// The prepared file's `#fileID` (`App/App+Screens+RowView.swift`).
    static var preparedFileID: String { get }
    /// The app's file's name (`RowView.swift`).
    static var originalFileName: String { get }
}

extension CellshotUIKit {
    /// The protocol of the names the CellshotSources preparation writes (``CellshotPreparedSourceFile``).
    public typealias PreparedSourceFile = CellshotPreparedSourceFile
}

/// The app's file IDs of a module's prepared files, found at run time.
enum PreparedSourceFiles {
    /// Prepared `#fileID` → the app's (`App/RowView.swift`), for the files of `module` whose name no other of its
    /// prepared files has (two `Cell.swift` in different folders keep their prepared names).
    static func originals(in module: String) -> [String: String] {
        var pairs: [(prepared: String, original: String)] = []
        for type in PreviewDiscovery.types(conformingTo: "CellshotPreparedSourceFile", inModule: "CellshotUIKit") {
            guard let file = type as? any CellshotPreparedSourceFile.Type,
                  file.preparedFileID.hasPrefix(module + "/") else { continue }
            pairs.append((file.preparedFileID, module + "/" + file.originalFileName))
        }
        let counts = Dictionary(pairs.map { ($0.original.lowercased(), 1) }, uniquingKeysWith: +)
        return Dictionary(pairs.filter { counts[$0.original.lowercased()] == 1 }.map { ($0.prepared, $0.original) },
                          uniquingKeysWith: { first, _ in first })
    }
}
