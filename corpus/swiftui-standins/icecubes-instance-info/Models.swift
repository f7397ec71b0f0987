// Stand-ins for Ice Cubes' Models and Account packages as the instance screen uses them: the Mastodon account (the
// sample instance names none, so the administrator's AccountsListRow is not drawn: it is the app's UI, not taken into
// the corpus) and a sample instance with plausible values.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// Public, as in Ice Cubes' Models package: Instance.Contact (public) names it.
public struct Account: Codable, Identifiable, Hashable, Sendable {
    public let id: String
    public let username: String
}

@MainActor final class AccountsListRowViewModel {
    let account: Account
    init(account: Account) { self.account = account }
}

struct AccountsListRow: View {
    let viewModel: AccountsListRowViewModel
    var body: some View { EmptyView() }
}

extension Instance {
    static let sample = Instance(
        title: "mastodon.social", domain: "mastodon.social", description: nil,
        shortDescription: "The original server operated by the Mastodon gGmbH non-profit",
        version: "4.5.0", apiVersions: APIVersions(mastodon: 6), usage: Usage(users: Usage.Users(activeMonth: 287_431)),
        languages: ["en"], registrations: Registrations(enabled: true), thumbnail: Thumbnail(url: nil), configuration: nil,
        rules: [Rule(id: "1", text: "Sexually explicit or violent media must be marked as sensitive or with a content warning"),
                Rule(id: "2", text: "No racism, sexism, homophobia, transphobia, ableism, xenophobia, or casteism."),
                Rule(id: "3", text: "No incitement of violence or promotion of violent ideologies"),
                Rule(id: "4", text: "Do not share information widely known to be false and misleading ")],
        urls: nil, contact: Contact(account: nil, email: "staff@mastodon.social"))
}
