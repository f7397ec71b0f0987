// Stand-ins for what Swiftfin's gesture settings screen uses from the Defaults package and the rest of the app: the
// user-scoped keys with the defaults SwiftfinDefaults.swift declares (nothing is read from or written to
// UserDefaults: a `@Default` property starts at its key's default), the playback-rate format style, the string
// constants and the generated L10n strings (Shared/Strings/Strings.swift's English fallbacks).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// Swiftfin's value that can live in Defaults.
protocol Storable: Codable {}

/// The Defaults package's namespace: `Defaults.Keys` is the base of every typed key, so that app extensions of it
/// are found from `@Default(.VideoPlayer…)`.
enum Defaults {
    class _AnyKey: @unchecked Sendable {
        /// Lets the app's `extension Defaults.Keys` name `Key<Value>` unqualified, as the package does.
        typealias Key<V> = Defaults.Key<V>

        let name: String

        init(name: String) {
            self.name = name
        }
    }

    typealias Keys = _AnyKey

    final class Key<Value>: _AnyKey, @unchecked Sendable {
        let defaultValue: Value

        init(_ name: String, default defaultValue: Value) {
            self.defaultValue = defaultValue
            super.init(name: name)
        }
    }
}

/// Swiftfin's key stored in the signed-in user's suite.
func UserKey<Value>(_ name: String, default defaultValue: Value) -> Defaults.Key<Value> {
    Defaults.Key(name, default: defaultValue)
}

/// The Defaults package's property wrapper: the key's value, and a binding to it.
@propertyWrapper
struct Default<Value>: DynamicProperty {
    @State private var value: Value

    init(_ key: Defaults.Key<Value>) {
        _value = State(initialValue: key.defaultValue)
    }

    var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    var projectedValue: Binding<Value> { $value }
}

extension Defaults.Keys {
    enum VideoPlayer {
        enum Gesture {
            static var horizontalPanAction: Key<PanGestureAction> { UserKey("videoPlayerHorizontalPanGesture", default: .none) }
            static var horizontalSwipeAction: Key<SwipeGestureAction> { UserKey("videoPlayerhorizontalSwipeAction", default: .none) }
            static var longPressAction: Key<LongPressGestureAction> { UserKey("videoPlayerLongPressGesture", default: .gestureLock) }
            static var longPressSpeedMultiplier: Key<PlaybackSpeed> { UserKey("videoPlayerLongPressSpeedMultiplier", default: .two) }
            static var multiTapGesture: Key<MultiTapGestureAction> { UserKey("videoPlayerMultiTapGesture", default: .none) }
            static var doubleTouchGesture: Key<DoubleTouchGestureAction> { UserKey("videoPlayerDoubleTouchGesture", default: .none) }
            static var pinchGesture: Key<PinchGestureAction> { UserKey("videoPlayerSwipeGesture", default: .aspectFill) }
            static var verticalPanLeftAction: Key<PanGestureAction> { UserKey("videoPlayerverticalPanLeftAction", default: .none) }
            static var verticalPanRightAction: Key<PanGestureAction> { UserKey("videoPlayerverticalPanRightAction", default: .none) }
        }
    }
}

extension String {
    static let hyphen = "\u{002D}"
    static let multiply = "\u{00D7}"
}

extension FormatStyle where Self == PlaybackRateStyle {
    static func playbackRate(precision: Int) -> PlaybackRateStyle {
        PlaybackRateStyle(precision: precision)
    }
}

/// A playback rate as Swiftfin writes it: at most `precision` fraction digits, then "×" ("2×", "1.25×").
struct PlaybackRateStyle: FormatStyle {
    let precision: Int

    func format(_ value: Float) -> String {
        var text = String(format: "%.\(precision)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + .multiply
    }
}

/// Swiftfin's speed picker (Shared/Components/Pickers): only shown when a long press changes the speed.
struct PlaybackSpeedPicker: View {
    let title: String
    let selection: Binding<PlaybackSpeed>

    var body: some View {
        Picker(title, selection: selection)
    }
}

enum L10n {
    static let aspectFill = "Aspect fill"
    static let brightness = "Brightness"
    static let custom = "Custom"
    static let doubleTouch = "Double touch"
    static let gestureLock = "Gesture lock"
    static let gestures = "Gestures"
    static let horizontalPan = "Horizontal pan"
    static let horizontalSwipe = "Horizontal swipe"
    static let jump = "Jump"
    static let leftVerticalPan = "Left vertical pan"
    static let longPress = "Long press"
    static let multiTap = "Multi tap"
    static let `none` = "None"
    static let pinch = "Pinch"
    static let playAndPause = "Play / Pause"
    static let playbackSpeed = "Playback speed"
    static let rightVerticalPan = "Right vertical pan"
    static let scrub = "Scrub"
    static let slowScrub = "Slow scrub"
    static let volume = "Volume"
}
