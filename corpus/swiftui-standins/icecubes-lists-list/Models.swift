// Stand-ins for Ice Cubes' Models and Env packages as the lists screen uses them: a Mastodon list, the router's
// destination and the current account's lists (fetched from the server in the app; fixed here).
import Foundation
import Observation

struct MastodonList: Codable, Identifiable, Equatable, Hashable, Sendable {
    let id: String
    let title: String
}

enum RouterDestination: Hashable {
    case list(list: MastodonList)
}

@MainActor @Observable final class CurrentAccount {
    private(set) var lists: [MastodonList] = []

    func fetchLists() async {
        lists = [MastodonList(id: "1", title: "Swift friends"), MastodonList(id: "2", title: "News"),
                 MastodonList(id: "3", title: "Photographers"), MastodonList(id: "4", title: "Family")]
    }

    func deleteList(_ list: MastodonList) async {
        lists.removeAll { $0.id == list.id }
    }
}
