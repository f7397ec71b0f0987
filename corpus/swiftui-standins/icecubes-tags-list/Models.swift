// Stand-ins for Ice Cubes' Models and Env packages as the tag lists use them: a tag's daily history, the router, the
// current account's followed tags (fetched from the server in the app; fixed here), and sample tags decoded from
// JSON as the Mastodon API sends them (Tag declares only its decoder).
import Foundation
import Observation

/// Public, as in Ice Cubes' Models package: Tag (public) names it.
public struct History: Codable, Identifiable, Sendable {
    public var id: String { day }
    public let day: String
    public let accounts: String
    public let uses: String
}

enum RouterDestination: Hashable {
    case hashTag(tag: String, account: String?)
}

@MainActor @Observable final class RouterPath {
    var path: [RouterDestination] = []
    func navigate(to destination: RouterDestination) { path.append(destination) }
}

extension Tag {
    static let samples: [Tag] = {
        let json = """
        [{"name": "swiftui", "url": "https://mastodon.social/tags/swiftui", "following": true,
          "history": [{"day": "1765065600", "accounts": "41", "uses": "88"}, {"day": "1764979200", "accounts": "35", "uses": "61"},
                      {"day": "1764892800", "accounts": "52", "uses": "97"}, {"day": "1764806400", "accounts": "29", "uses": "44"}]},
         {"name": "iosdev", "url": "https://mastodon.social/tags/iosdev", "following": false,
          "history": [{"day": "1765065600", "accounts": "120", "uses": "310"}, {"day": "1764979200", "accounts": "98", "uses": "205"},
                      {"day": "1764892800", "accounts": "143", "uses": "402"}, {"day": "1764806400", "accounts": "87", "uses": "190"}]},
         {"name": "photography", "url": "https://mastodon.social/tags/photography", "following": false,
          "history": [{"day": "1765065600", "accounts": "802", "uses": "1911"}, {"day": "1764979200", "accounts": "760", "uses": "1702"},
                      {"day": "1764892800", "accounts": "655", "uses": "1398"}, {"day": "1764806400", "accounts": "901", "uses": "2240"}]}]
        """
        return (try? JSONDecoder().decode([Tag].self, from: Data(json.utf8))) ?? []
    }()
}

@MainActor @Observable final class CurrentAccount {
    private(set) var tags: [Tag] = []

    func fetchFollowedTags() async {
        tags = Tag.samples.filter(\.following)
    }
}
