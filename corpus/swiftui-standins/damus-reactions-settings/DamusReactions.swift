// Stand-ins for what damus's reactions settings screen uses: the settings store (its UserDefaults-backed property
// wrapper becomes a plain @Published value with the app's default), the app state that carries the emoji provider,
// and the EmojiPicker/EmojiKit packages' types (their picker is only shown in a sheet, so it is empty).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

final class UserSettingsStore: ObservableObject {
    /// The app's default reaction (UserSettingsStore.swift).
    @Published var default_emoji_reaction = "🤙"
}

/// EmojiKit's emoji: its character is `value`.
struct Emoji: Equatable, Hashable {
    var value: String
}

/// EmojiPicker's source of emojis.
protocol EmojiProvider {
    func getAll() -> [Emoji]
}

struct DefaultEmojiProvider: EmojiProvider {
    func getAll() -> [Emoji] { [Emoji(value: "🤙"), Emoji(value: "❤️")] }
}

/// The app's state, only as far as this screen reads it.
struct DamusState {
    let emoji_provider: any EmojiProvider
}

/// The app's preview state (test_damus_state in the app's preview data).
@MainActor let test_damus_state = DamusState(emoji_provider: DefaultEmojiProvider())

/// EmojiPicker's picker, only reached through the sheet.
struct EmojiPickerView: View {
    @Binding var selectedEmoji: Emoji?
    let emojiProvider: any EmojiProvider

    var body: some View {
        EmptyView()
    }
}
