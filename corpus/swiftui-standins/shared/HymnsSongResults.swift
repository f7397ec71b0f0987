// Stand-ins for what the Hymns app's song-result lists use from the rest of the app: the hymn identifier and type
// (protobuf-generated in the app), the song-result view models (Hymns/Common/SongResultViewModel.swift, without the
// system utility they keep), the preview song results, the navigation route and coordinator, the hymn screen (only
// reached by navigation: empty), Resolver's dependency lookup (every resolved type has a plain initialiser here) and
// the Firebase logger and Prefire marker (no-ops).
import Foundation
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// Resolver's container: what it resolves is made afresh with its plain initialiser.
enum Resolver {
    static func resolve<Service: Resolvable>() -> Service {
        Service()
    }
}

/// A type the stand-in Resolver can make.
protocol Resolvable {
    init()
}

/// Prefire's marker for previews that get snapshot tests.
protocol PrefireProvider {}

/// The app's analytics logger: logs nothing while drawing.
final class FirebaseLogger: Resolvable {
    init() {}

    func logScreenView(screenName: String) {}
    func logButtonClick(_ buttonName: String, file: String) {}
    func logError(_ error: Error) {}
}

enum HymnType: Hashable {
    case classic, newSong, howardHigashi, beFilled

    /// HymnType.swift's label format, in English.
    var displayLabel: String {
        switch self {
        case .classic: "Hymn %@"
        case .newSong: "New song %@"
        case .howardHigashi: "Howard Higashi (LB) %@"
        case .beFilled: "Be Filled %@"
        }
    }
}

struct HymnIdentifier: Hashable {
    let hymnType: HymnType
    let hymnNumber: String

    var displayTitle: String {
        String(format: hymnType.displayLabel, hymnNumber)
    }
}

/// The identifiers the app's previews use (Preview Content/PreviewHymnIdentifiers.swift).
enum PreviewHymnIdentifiers {
    static let hymn1151 = HymnIdentifier(hymnType: .classic, hymnNumber: "1151")
    static let joyUnspeakable = HymnIdentifier(hymnType: .classic, hymnNumber: "1153")
    static let cupOfChrist = HymnIdentifier(hymnType: .newSong, hymnNumber: "605")
    static let sinfulPast = HymnIdentifier(hymnType: .howardHigashi, hymnNumber: "76")
}

final class SingleSongResultViewModel: Identifiable, Hashable {
    let stableId: HymnIdentifier
    let title: String
    let label: String?
    let destinationView: AnyView

    init(stableId: HymnIdentifier, title: String, label: String? = nil, destinationView: AnyView) {
        self.stableId = stableId
        self.title = title
        self.label = label
        self.destinationView = destinationView
    }

    static func == (lhs: SingleSongResultViewModel, rhs: SingleSongResultViewModel) -> Bool {
        lhs.stableId == rhs.stableId
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stableId)
    }
}

final class MultiSongResultViewModel: Identifiable, Hashable {
    let stableId: [HymnIdentifier]
    let title: String
    let labels: [String]?
    let destinationView: AnyView

    init(stableId: [HymnIdentifier], title: String, labels: [String]? = nil, destinationView: AnyView) {
        self.stableId = stableId
        self.title = title
        self.labels = labels
        self.destinationView = destinationView
    }

    static func == (lhs: MultiSongResultViewModel, rhs: MultiSongResultViewModel) -> Bool {
        lhs.stableId == rhs.stableId
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stableId)
    }
}

enum SongResultViewModel: Hashable {
    case single(SingleSongResultViewModel)
    case multi(MultiSongResultViewModel)
}

/// The hymn screen's model and view: reached by navigation only.
struct DisplayHymnContainerViewModel: Hashable {
    let hymnToDisplay: HymnIdentifier
}

struct DisplayHymnContainerView: View {
    let viewModel: DisplayHymnContainerViewModel

    var body: some View {
        EmptyView()
    }
}

enum Route: Hashable {
    case home
    case display(DisplayHymnContainerViewModel)
    case songResult(SongResultViewModel)
    case versionInformation
}

final class NavigationCoordinator: ObservableObject, Resolvable {
    @Published var stack = [Route]()

    init() {}

    func goBack() {
        if !stack.isEmpty { stack.removeLast() }
    }
}

/// The app's preview results (Preview Content/PreviewSongResults.swift).
enum PreviewSongResults {
    @MainActor static let hymn1151 = result(PreviewHymnIdentifiers.hymn1151, "Hymn 1151")
    @MainActor static let joyUnspeakable = result(PreviewHymnIdentifiers.joyUnspeakable, "Joy Unspekable")
    @MainActor static let cupOfChrist = result(PreviewHymnIdentifiers.cupOfChrist, "Cup of Christ")
    @MainActor static let sinfulPast = result(PreviewHymnIdentifiers.sinfulPast, "What about my sinful past?")

    @MainActor private static func result(_ identifier: HymnIdentifier, _ title: String) -> SingleSongResultViewModel {
        SingleSongResultViewModel(stableId: identifier, title: title,
                                  destinationView: AnyView(DisplayHymnContainerView(viewModel: DisplayHymnContainerViewModel(hymnToDisplay: identifier))))
    }
}

/// Hymns/Infrastructure/Application+Extensions.swift: ends editing in the key window (no keyboard while drawing).
extension UIApplication {
    func endEditing(_ force: Bool) {}
}
