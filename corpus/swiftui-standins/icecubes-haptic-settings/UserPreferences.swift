// Stand-in for Ice Cubes' Env.UserPreferences (its @AppStorage-backed settings): the haptic settings with the app's
// defaults.
import Foundation
import Observation

@MainActor @Observable final class UserPreferences {
    var hapticTimelineEnabled = true
    var hapticTabSelectionEnabled = true
    var hapticButtonPressEnabled = true
}
