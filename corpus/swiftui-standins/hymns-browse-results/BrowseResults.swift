// Stand-ins for the browse results screen's view model (Hymns/Browse/BrowseResultsListViewModel.swift: it queries the
// app's SQLite hymnal; here the results start unloaded and the previews set them) and the tag colour.
import Foundation
#if canImport(Combine)
import Combine
#else
import CellshotCombine
#endif

enum TagColor: Int {
    case none, blue, green, yellow, red
}

class BrowseResultsListViewModel: ObservableObject {
    @Published var title: String
    @Published var songResults: [SingleSongResultViewModel]?

    init(tag: UiTag) {
        title = tag.title
    }

    func fetchResults() {}
}
