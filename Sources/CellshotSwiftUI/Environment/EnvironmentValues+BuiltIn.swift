import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// The light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark

    /// The document model's interface style.
    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}

/// The Dynamic Type sizes (SwiftUI's `DynamicTypeSize`), from the smallest to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The document model's content size category of the same rank.
    var category: CellshotModel.ContentSizeCategory {
        CellshotModel.ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: self) ?? 3]
    }
}

/// Where text that does not fit is cut (SwiftUI's `Text.TruncationMode`).
extension Text {
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The case text is shown in (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// How the lines of a multi-line text line up (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The values of the environment cellshot's views read, each with SwiftUI's default.
struct EnvironmentDefaults {
    struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
    struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
    struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
    struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
    struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
    struct LineLimitRangeKey: EnvironmentKey { static let defaultValue: LineLimitRange? = nil }
    struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
    struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
    struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
    struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
    struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
    struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
    struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
    struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current }
    struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
    struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
    struct LookKey: EnvironmentKey { static let defaultValue = ListLook.default }
}

/// A range of lines a text may take (`.lineLimit(2...4)`), and whether it reserves room for the least.
struct LineLimitRange: Hashable, Sendable {
    var minimum: Int?
    var maximum: Int?
    var reservesSpace: Bool
}

extension EnvironmentValues {
    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[EnvironmentDefaults.ColorSchemeKey.self] }
        set { self[EnvironmentDefaults.ColorSchemeKey.self] = newValue }
    }

    /// The Dynamic Type size text is scaled to.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[EnvironmentDefaults.DynamicTypeSizeKey.self] }
        set { self[EnvironmentDefaults.DynamicTypeSizeKey.self] = newValue }
    }

    /// The reading direction.
    public var layoutDirection: LayoutDirection {
        get { self[EnvironmentDefaults.LayoutDirectionKey.self] }
        set { self[EnvironmentDefaults.LayoutDirectionKey.self] = newValue }
    }

    /// The font texts use when they set none; `nil` for the body style.
    public var font: Font? {
        get { self[EnvironmentDefaults.FontKey.self] }
        set { self[EnvironmentDefaults.FontKey.self] = newValue }
    }

    /// The most lines a text takes; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[EnvironmentDefaults.LineLimitKey.self] }
        set {
            self[EnvironmentDefaults.LineLimitKey.self] = newValue
            self[EnvironmentDefaults.LineLimitRangeKey.self] = nil
        }
    }

    /// The range of lines set with `.lineLimit(_: ClosedRange)` or `.lineLimit(_:reservesSpace:)`.
    var lineLimitRange: LineLimitRange? {
        get { self[EnvironmentDefaults.LineLimitRangeKey.self] }
        set { self[EnvironmentDefaults.LineLimitRangeKey.self] = newValue }
    }

    /// How the lines of a multi-line text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[EnvironmentDefaults.MultilineAlignmentKey.self] }
        set { self[EnvironmentDefaults.MultilineAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[EnvironmentDefaults.TruncationModeKey.self] }
        set { self[EnvironmentDefaults.TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink to fit, 0…1.
    public var minimumScaleFactor: CGFloat {
        get { self[EnvironmentDefaults.MinimumScaleFactorKey.self] }
        set { self[EnvironmentDefaults.MinimumScaleFactorKey.self] = newValue }
    }

    /// Extra space between the lines of a text.
    public var lineSpacing: CGFloat {
        get { self[EnvironmentDefaults.LineSpacingKey.self] }
        set { self[EnvironmentDefaults.LineSpacingKey.self] = newValue }
    }

    /// The case texts are shown in; `nil` as written.
    public var textCase: Text.Case? {
        get { self[EnvironmentDefaults.TextCaseKey.self] }
        set { self[EnvironmentDefaults.TextCaseKey.self] = newValue }
    }

    /// Whether controls are enabled (`.disabled(true)` turns it off).
    public var isEnabled: Bool {
        get { self[EnvironmentDefaults.IsEnabledKey.self] }
        set { self[EnvironmentDefaults.IsEnabledKey.self] = newValue }
    }

    /// Pixels per point of the picture.
    public var displayScale: CGFloat {
        get { self[EnvironmentDefaults.DisplayScaleKey.self] }
        set { self[EnvironmentDefaults.DisplayScaleKey.self] = newValue }
    }

    /// The locale texts and dates are formatted in (en_US unless set: a picture must not depend on the machine).
    public var locale: Locale {
        get { self[EnvironmentDefaults.LocaleKey.self] }
        set { self[EnvironmentDefaults.LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in.
    public var calendar: Calendar {
        get { self[EnvironmentDefaults.CalendarKey.self] }
        set { self[EnvironmentDefaults.CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in (UTC unless set).
    public var timeZone: TimeZone {
        get { self[EnvironmentDefaults.TimeZoneKey.self] }
        set { self[EnvironmentDefaults.TimeZoneKey.self] = newValue }
    }

    /// The style `.foregroundStyle` set; `nil` for the primary label colour.
    var foregroundStyle: AnyShapeStyle? {
        get { self[EnvironmentDefaults.ForegroundStyleKey.self] }
        set { self[EnvironmentDefaults.ForegroundStyleKey.self] = newValue }
    }

    /// The tint `.tint` set; `nil` for the accent colour.
    var tint: AnyShapeStyle? {
        get { self[EnvironmentDefaults.TintKey.self] }
        set { self[EnvironmentDefaults.TintKey.self] = newValue }
    }

    /// The iOS release whose look is drawn.
    var look: ListLook {
        get { self[EnvironmentDefaults.LookKey.self] }
        set { self[EnvironmentDefaults.LookKey.self] = newValue }
    }
}
