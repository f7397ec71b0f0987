import CellshotModel

extension SystemInput {
    /// Reads and decodes a list document, JSON or YAML.
    ///
    /// A file goes through ``ListDocument/load(contentsOf:)``, so its images are found next to it;
    /// standard input has no folder, so its image paths start from the current directory. Image paths
    /// must stay inside the asset root `assets` names; its rows and sections are counted against `budget` before
    /// any is read.
    /// - Throws: ``CommandError`` (status 2) for an unreadable input or a mistake in the document.
    func loadListDocument(assets: AssetAccess = .documentFolder,
                          budget: DocumentBudget = DocumentBudget()) throws(CommandError) -> ListDocument {
        switch self {
        case .file(let path):
            do {
                return try ListDocument.load(contentsOf: path, assets: assets, budget: budget)
            } catch {
                throw CommandError(error)
            }
        case .standardInput:
            let bytes = try read()
            do {
                return try ListDocument.decode(bytes, file: displayName, baseDirectory: ".", assets: assets, budget: budget)
            } catch {
                throw CommandError(error)
            }
        }
    }
}
