import Foundation

/// Dismisses the presentation a view is in (SwiftUI's `DismissAction`): nothing is presented in a picture, so
/// calling it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses: nothing in a picture.
    @MainActor public func callAsFunction() {}
}

/// Opens a URL (SwiftUI's `OpenURLAction`): nothing is opened while a picture is drawn.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    /// An action with a handler (it is not called).
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}

    /// Opens a URL: nothing in a picture.
    @MainActor public func callAsFunction(_ url: URL) {}
    /// Opens a URL and reports whether it was: `false` in a picture.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// Whether a view is presented, iOS 13's way (SwiftUI's `PresentationMode`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: `false` in a picture's root.
    public private(set) var isPresented = false
    /// Dismisses: nothing in a picture.
    public mutating func dismiss() {}
}

/// Whether a list is being edited (SwiftUI's `EditMode`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// Whether rows are being edited.
    public var isEditing: Bool { self != .inactive }
}

/// Whether the app is in the foreground (SwiftUI's `ScenePhase`).
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// A size class (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Whether the system raises contrast (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// Whether the system asks for bolder text (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// Refreshes a view's content (SwiftUI's `RefreshAction`): set by `.refreshable`, never run in a picture.
public struct RefreshAction: Sendable {
    /// Refreshes: nothing in a picture.
    public func callAsFunction() async {}
}

/// The presentation and system values a view reads, each with the value a portrait iPhone's screen has right
/// after it appears (SwiftUI's defaults there).
struct PresentationDefaults {
    struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
    struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }
    struct PresentationModeKey: EnvironmentKey {
        static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
    }
    struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
    struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
    struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
    // A portrait iPhone: compact width, regular height (Apple's HIG "Layout", device size classes).
    struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
    struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
    struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
    struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
    struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
    struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
    struct ShowsOnOffLabelsKey: EnvironmentKey { static let defaultValue = false }
    struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
    struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
    struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
    struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
    struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
    struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
    struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
    struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in (does nothing in a picture).
    public var dismiss: DismissAction { self[PresentationDefaults.DismissKey.self] }

    /// Opens URLs (does nothing in a picture).
    public var openURL: OpenURLAction {
        get { self[PresentationDefaults.OpenURLKey.self] }
        set { self[PresentationDefaults.OpenURLKey.self] = newValue }
    }

    /// Whether the view is presented, iOS 13's way: not presented.
    public var presentationMode: Binding<PresentationMode> { self[PresentationDefaults.PresentationModeKey.self] }

    /// Whether the view is in a presentation: `false` for the picture's root.
    public var isPresented: Bool { self[PresentationDefaults.IsPresentedKey.self] }

    /// The edit mode of the list the view is in: `nil` unless set (`.environment(\.editMode, .constant(.active))`).
    public var editMode: Binding<EditMode>? {
        get { self[PresentationDefaults.EditModeKey.self] }
        set { self[PresentationDefaults.EditModeKey.self] = newValue }
    }

    /// The scene's phase: active, as a screen on show is.
    public var scenePhase: ScenePhase {
        get { self[PresentationDefaults.ScenePhaseKey.self] }
        set { self[PresentationDefaults.ScenePhaseKey.self] = newValue }
    }

    /// The horizontal size class: compact, as a portrait iPhone's.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[PresentationDefaults.HorizontalSizeClassKey.self] }
        set { self[PresentationDefaults.HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular, as a portrait iPhone's.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[PresentationDefaults.VerticalSizeClassKey.self] }
        set { self[PresentationDefaults.VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the system raises contrast: standard (cellshot draws the standard colours).
    public var colorSchemeContrast: ColorSchemeContrast { self[PresentationDefaults.ColorSchemeContrastKey.self] }

    /// Whether bold text is on: regular.
    public var legibilityWeight: LegibilityWeight? {
        get { self[PresentationDefaults.LegibilityWeightKey.self] }
        set { self[PresentationDefaults.LegibilityWeightKey.self] = newValue }
    }

    /// Whether Reduce Motion is on: off.
    public var accessibilityReduceMotion: Bool { self[PresentationDefaults.ReduceMotionKey.self] }

    /// Whether Reduce Transparency is on: off.
    public var accessibilityReduceTransparency: Bool { self[PresentationDefaults.ReduceTransparencyKey.self] }

    /// Whether Differentiate Without Colour is on: off.
    public var accessibilityDifferentiateWithoutColor: Bool { self[PresentationDefaults.DifferentiateWithoutColorKey.self] }

    /// Whether Smart Invert is on: off.
    public var accessibilityInvertColors: Bool { self[PresentationDefaults.InvertColorsKey.self] }

    /// Whether Button Shapes is on: off, as on a device's default settings.
    public var accessibilityShowButtonShapes: Bool { self[PresentationDefaults.ShowButtonShapesKey.self] }

    /// Whether On/Off Labels is on: off.
    public var accessibilityShowsOnOffLabels: Bool { self[PresentationDefaults.ShowsOnOffLabelsKey.self] }

    /// Whether an assistive technology is running: none.
    public var accessibilityEnabled: Bool {
        get { self[PresentationDefaults.AccessibilityEnabledKey.self] }
        set { self[PresentationDefaults.AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver is running: no.
    public var accessibilityVoiceOverEnabled: Bool { self[PresentationDefaults.VoiceOverEnabledKey.self] }

    /// Whether a search field is being searched in: no.
    public var isSearching: Bool { self[PresentationDefaults.IsSearchingKey.self] }

    /// Whether the view has focus: no.
    public var isFocused: Bool { self[PresentationDefaults.IsFocusedKey.self] }

    /// The refresh action `.refreshable` sets: never run.
    public var refresh: RefreshAction? { self[PresentationDefaults.RefreshKey.self] }
}
