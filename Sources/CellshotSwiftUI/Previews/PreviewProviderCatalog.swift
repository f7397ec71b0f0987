import Foundation

/// Lists the process's `PreviewProvider` types for `assertPreviewSnapshots`: a macro cannot register them (a
/// provider is a plain conformance), so they are found as the Swift runtime finds conformances, in every loaded
/// image's conformance records (``CellshotUIKit/PreviewDiscovery``). The assertion library finds this catalog as it
/// finds `#Preview`'s registries, by the marker in its name.
///
/// A provider is named by its type (`RowView_Previews`): a type has no file and line at run time. Generic
/// providers are not found.
struct __cellshotPreviewCatalog_PreviewProviders: CellshotUIKit.PreviewCatalog {
    @MainActor static func entries() -> [CellshotUIKit.PreviewEntry] {
        let providers = PreviewDiscovery.types(conformingTo: "PreviewProvider", inModule: "CellshotSwiftUI")
            .compactMap { $0 as? any PreviewProvider.Type }
        return providers.map { entry($0) }.sorted { $0.fileID < $1.fileID }
    }

    /// A provider's entry: its module, its type's name, its previews as one picture per top-level view.
    @MainActor private static func entry<P: PreviewProvider>(_ provider: P.Type) -> CellshotUIKit.PreviewEntry {
        let path = String(reflecting: provider)
        let module = path.split(separator: ".").first.map(String.init) ?? path
        let name = String(describing: provider)
        let fileID = "\(module).\(name)"
        return CellshotUIKit.PreviewEntry(module: module, fileID: fileID, line: 0, baseName: name) {
            CellshotUIKit.Preview(nil, traits: [], picture: SwiftUIPreviewDrawing.picture(groups: true) { [P.previews] })
        }
    }
}
