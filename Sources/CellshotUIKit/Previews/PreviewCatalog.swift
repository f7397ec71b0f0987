extension CellshotUIKit {
    /// A type that lists previews no macro registers — CellshotSwiftUI's `PreviewProvider` types — found at run
    /// time as ``PreviewRegistry`` types are (its name carries the same marker). Not for apps.
    package protocol PreviewCatalog {
        /// The previews it lists, in a fixed order.
        @MainActor static func entries() -> [PreviewEntry]
    }

    /// One preview as the assertion library draws it: from a `#Preview` (a ``PreviewRegistry``) or from a
    /// catalog (a `PreviewProvider`).
    package struct PreviewEntry {
        /// The module it belongs to.
        package var module: String
        /// Where it is, for messages and warnings: `App/RowView.swift` for a `#Preview`, the type
        /// (`App.RowView_Previews`) for a `PreviewProvider`.
        package var fileID: String
        /// Its line (0 when it has none: a `PreviewProvider`).
        package var line: Int
        /// The first part of its snapshots' names: its file's name (`RowView`) for a `#Preview`, its type's name
        /// (`RowView_Previews`) for a `PreviewProvider`.
        package var baseName: String
        /// Makes the preview.
        package var make: @MainActor () -> Preview

        package init(module: String, fileID: String, line: Int, baseName: String, make: @escaping @MainActor () -> Preview) {
            self.module = module
            self.fileID = fileID
            self.line = line
            self.baseName = baseName
            self.make = make
        }

        /// Where it is, for messages: `App/RowView.swift:12`, or the type.
        package var place: String { line > 0 ? "\(fileID):\(line)" : fileID }
    }

    /// The previews of a module: its `#Preview`s ordered by file, line and column, then those its catalogs list
    /// (its `PreviewProvider` types, by name).
    @MainActor package static func previewEntries(in module: String) -> [PreviewEntry] {
        // Files the CellshotSources plugin prepared go by the app's names, as on iOS.
        let originals = PreparedSourceFiles.originals(in: module)
        let registered = previewRegistries().filter { $0.fileID.hasPrefix(module + "/") }.map { registry in
            let fileID = originals[registry.fileID] ?? registry.fileID
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            let baseName = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            return PreviewEntry(module: module, fileID: fileID, line: registry.line, baseName: baseName,
                                make: { registry.makePreview() })
        }
        let listed = PreviewDiscovery.catalogTypes().flatMap { $0.entries() }.filter { $0.module == module }
            .sorted { $0.fileID < $1.fileID }
        return registered + listed
    }
}
