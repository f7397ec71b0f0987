// Stand-ins for Mlem's settings store: the @Setting property wrapper (UserDefaults-backed in the app; here the app's
// defaults in memory), the values it reads, the navigation pages the settings rows lead to, and the filters tracker.
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum FeedSelection: String, Sendable {
    case all, local, subscribed

    var label: LocalizedStringResource {
        switch self {
        case .all: "All"
        case .local: "Local"
        case .subscribed: "Subscribed"
        }
    }
}

enum HapticPriority: Int, Sendable {
    case low, high

    var label: LocalizedStringResource {
        switch self {
        case .low: "Low"
        case .high: "High"
        }
    }
}

enum NsfwBlurBehavior: String, Sendable {
    case always, never

    var label: LocalizedStringResource {
        switch self {
        case .always: "Always"
        case .never: "Never"
        }
    }
}

/// The app's settings with their default values.
struct SettingsValues: Sendable {
    var behavior_upvoteOnSave = false
    var feed_markReadOnScroll = false
    var behavior_infiniteScroll = true
    var feed_default = FeedSelection.subscribed
    var behavior_hapticLevel: HapticPriority? = .low
    var markdown_wrapCodeBlockLines = true
    var events_showEvents = true
    var behavior_enableQuickSwipes = true
    var navigation_swipeAnywhere = false
    var privacy_autoBypassImageProxy = false
    var behavior_confirmImageUploads = true
    var post_webPreview_showIcon = true
    var safety_blurNsfw = NsfwBlurBehavior.always
    var filters_keywordFilterEnabled = true
    var safety_enableNsfwCommunityWarning = true
    var safety_enableModlogWarning = true
    var a11y_showSettingsIcons = true
}

@MainActor final class SettingsStore {
    static let shared = SettingsStore()
    var values = SettingsValues()
}

@MainActor @propertyWrapper struct Setting<Value>: DynamicProperty {
    let keyPath: WritableKeyPath<SettingsValues, Value>

    init(_ keyPath: WritableKeyPath<SettingsValues, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value {
        get { SettingsStore.shared.values[keyPath: keyPath] }
        nonmutating set { SettingsStore.shared.values[keyPath: keyPath] = newValue }
    }

    var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension Binding where Value == Bool {
    func invert() -> Binding<Bool> {
        Binding(get: { !wrappedValue }, set: { wrappedValue = !$0 })
    }
}

enum SettingsPage: Hashable {
    enum Document: Hashable { case privacyPolicy }
    case defaultFeed, haptics, importExportSettings, privacyBypassImageProxy, document(Document)
    case safetyBlurNsfw, safetyWarnings, filters
}

enum NavigationPage: Hashable {
    case settings(SettingsPage)
}

struct NavigationFrame: Hashable {
    let page: NavigationPage
}

@MainActor @Observable final class FiltersTracker {
    var keywordFilterEnabled = true
    var rawKeywords = ["spoilers"]
    var literalFilterEnabled = false
    var literals: [String] = []
}
