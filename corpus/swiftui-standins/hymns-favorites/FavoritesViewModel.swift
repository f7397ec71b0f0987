// Stand-in for the Hymns app's favorites view model (replaces.txt): the favorites come from a Realm store in the app;
// here the list starts unloaded and the previews set it.
import Foundation
#if canImport(Combine)
import Combine
#else
import CellshotCombine
#endif

class FavoritesViewModel: ObservableObject, Resolvable {
    @Published var favorites: [SingleSongResultViewModel]?

    required init() {}

    func fetchFavorites() {}
}
