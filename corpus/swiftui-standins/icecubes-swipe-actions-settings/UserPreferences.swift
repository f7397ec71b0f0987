// Stand-in for Ice Cubes' Env.UserPreferences (its @AppStorage-backed settings): the swipe-action settings with the
// app's defaults.
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

@MainActor @Observable final class UserPreferences {
    enum SwipeActionsIconStyle: String, CaseIterable {
        case iconWithText, iconOnly

        var description: LocalizedStringKey {
            switch self {
            case .iconWithText: "enum.swipeactions.icon-with-text"
            case .iconOnly: "enum.swipeactions.icon-only"
            }
        }
    }

    var swipeActionsStatusTrailingRight = StatusAction.favorite
    var swipeActionsStatusTrailingLeft = StatusAction.boost
    var swipeActionsStatusLeadingLeft = StatusAction.reply
    var swipeActionsStatusLeadingRight = StatusAction.none
    var swipeActionsUseThemeColor = false
    var swipeActionsIconStyle = SwipeActionsIconStyle.iconWithText
}
