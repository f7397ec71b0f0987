// Stand-ins for what damus's zap and search settings screens use from the rest of the app: the settings store (its
// UserDefaults-backed property wrappers become plain @Published values with the app's defaults), the wallet list and
// the app's notification helpers.
import Foundation
#if canImport(Combine)
import Combine
#else
import CellshotCombine
#endif

/// The app's default zap amount in sats (UserSettingsStore.swift).
let fallback_zap_amount = 21

/// ConfigView.swift's parser: the digits of the text as a number, nil when there are none.
func handle_string_amount(new_value: String) -> Int? {
    let digits = new_value.filter(\.isNumber)
    return digits.isEmpty ? nil : Int(digits)
}

/// The Lightning wallets the picker offers (Wallet.swift), first four of fifteen.
enum Wallet: String, CaseIterable, Identifiable {
    case system_default_wallet
    case strike
    case cashapp
    case muun

    struct Model: Identifiable, Hashable {
        var id: String { tag }
        var tag: String
        var displayName: String
    }

    var id: String { rawValue }

    var model: Model {
        switch self {
        case .system_default_wallet: Model(tag: "systemdefaultwallet", displayName: "Local default")
        case .strike: Model(tag: "strike", displayName: "Strike")
        case .cashapp: Model(tag: "cashapp", displayName: "Cash App")
        case .muun: Model(tag: "muun", displayName: "Muun")
        }
    }
}

/// The settings with the defaults the app declares for them.
final class UserSettingsStore: ObservableObject {
    @Published var default_wallet: Wallet = .system_default_wallet
    @Published var show_wallet_selector = false
    @Published var dismiss_wallet_high_balance_warning = false
    @Published var hide_wallet_balance = false
    @Published var zap_vibration = true
    @Published var default_zap_amount = fallback_zap_amount
    @Published var multiple_events_per_pubkey = false
    @Published var onlyzaps_mode = false
}

/// The app's notifications, as the two screens post and observe them.
enum NotifyEvent {
    case onlyzaps_mode(Bool)
    case switched_timeline
}

/// Posts an app notification; nothing observes it while drawing.
func notify(_ event: NotifyEvent) {}

/// The publisher of an app notification: none arrives while drawing.
func handle_notify(_ event: NotifyEvent) -> AnyPublisher<Void, Never> {
    Empty().eraseToAnyPublisher()
}
