import CellshotSwiftUILayout
import Foundation

/// The text modifiers of every view: they set the environment the texts inside read (SwiftUI's `View.font(_:)`,
/// `.lineLimit`, `.multilineTextAlignment`…). A `Text`'s own modifiers (`Text.font(_:)`) win over them.
extension View {
    /// The font of the texts inside that set none.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The most lines each text inside takes; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// The lines each text inside takes, as few as `limits` allows and no more than it allows.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        lineRange(LineLimitRange(minimum: limits.lowerBound, maximum: limits.upperBound, reservesSpace: false))
    }

    /// At least `limits.lowerBound` lines, with no most.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        lineRange(LineLimitRange(minimum: limits.lowerBound, maximum: nil, reservesSpace: false))
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        lineRange(LineLimitRange(minimum: nil, maximum: limits.upperBound, reservesSpace: false))
    }

    /// At most `limit` lines; as tall as `limit` lines, even when shorter, if `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineRange(LineLimitRange(minimum: nil, maximum: limit, reservesSpace: reservesSpace))
    }

    private func lineRange(_ range: LineLimitRange) -> some View {
        transformEnvironment(\.lineLimitRange) { $0 = range }
    }

    /// How the lines of the multi-line texts inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where the texts inside are cut when they do not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// The case the texts inside are shown in; `nil` as written.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Extra space between the lines of the texts inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// How far the texts inside may shrink to fit. cellshot draws them at their size (a text that does not fit is
    /// truncated) and warns when a factor below 1 is set.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// The weight of the texts inside (a text's own `.fontWeight` wins).
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// The texts inside in bold (or not).
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }

    /// The texts inside in italic (or not).
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }

    /// The design of the texts' font inside (a text's own `.fontDesign` wins).
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }

    /// The texts inside with digits of one width.
    public func monospacedDigit() -> some View { environment(\.monospacedDigits, true) }

    /// Underlines every text inside (iOS 16), in `color` or the text's own colour; `false` removes an underline set
    /// further out. A text's own `.underline` wins.
    public func underline(_ isActive: Bool = true, color: Color? = nil)
        -> some View {
        environment(\.textUnderline, isActive ? .some(color) : nil)
    }

    /// Strikes through every text inside (iOS 16), in `color` or the text's own colour. A text's own wins.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil)
        -> some View {
        environment(\.textStrikethrough, isActive ? .some(color) : nil)
    }

    /// The space added between the characters of every text inside (iOS 16), as `Text.kerning(_:)` adds it: drawn as
    /// tracking (docs/rendering.md, "Styled text"). A text's own kerning or tracking wins.
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.textKerning, kerning) }

    /// The space added after each character of every text inside (iOS 16), as `Text.tracking(_:)` adds it; wins over
    /// kerning. A text's own tracking wins.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.textTracking, tracking) }

    /// The texts inside in the monospaced design (or not).
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.fontDesign, isActive ? .monospaced : nil)
    }
}

extension EnvironmentValues {
    /// The font of a text or symbol that sets none of its own: the environment's font with the traits views set
    /// around it (`.fontWeight`, `.italic()`, `.fontDesign`, `.monospacedDigit()`), at the Dynamic Type size.
    var resolvedFont: ResolvedFont {
        ResolvedText.font(TextSegmentStyle(), base: font ?? .body, environment: self)
    }

    /// The weight `.fontWeight`, `.bold()` set on a view; `nil` for the font's own.
    public var fontWeight: Font.Weight? {
        get { self[TextEnvironmentKeys.FontWeight.self] }
        set { self[TextEnvironmentKeys.FontWeight.self] = newValue }
    }

    /// Whether `.italic()` was set on a view.
    var isItalic: Bool {
        get { self[TextEnvironmentKeys.Italic.self] }
        set { self[TextEnvironmentKeys.Italic.self] = newValue }
    }

    /// The design `.fontDesign` set on a view; `nil` for the font's own.
    var fontDesign: Font.Design? {
        get { self[TextEnvironmentKeys.Design.self] }
        set { self[TextEnvironmentKeys.Design.self] = newValue }
    }

    /// Whether `.monospacedDigit()` was set on a view.
    var monospacedDigits: Bool {
        get { self[TextEnvironmentKeys.MonospacedDigits.self] }
        set { self[TextEnvironmentKeys.MonospacedDigits.self] = newValue }
    }
}

/// The keys of the font traits a view sets for the texts inside it.
extension EnvironmentValues {
    /// The underline `.underline(_:color:)` set around texts: `.some(nil)` in the text's colour.
    var textUnderline: Color?? {
        get { self[TextEnvironmentKeys.Underline.self] }
        set { self[TextEnvironmentKeys.Underline.self] = newValue }
    }

    /// The strikethrough `.strikethrough(_:color:)` set around texts.
    var textStrikethrough: Color?? {
        get { self[TextEnvironmentKeys.Strikethrough.self] }
        set { self[TextEnvironmentKeys.Strikethrough.self] = newValue }
    }

    /// The kerning `.kerning(_:)` set around texts.
    var textKerning: CGFloat? {
        get { self[TextEnvironmentKeys.Kerning.self] }
        set { self[TextEnvironmentKeys.Kerning.self] = newValue }
    }

    /// The tracking `.tracking(_:)` set around texts.
    var textTracking: CGFloat? {
        get { self[TextEnvironmentKeys.Tracking.self] }
        set { self[TextEnvironmentKeys.Tracking.self] = newValue }
    }
}

enum TextEnvironmentKeys {
    struct Kerning: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    struct Underline: EnvironmentKey { static let defaultValue: Color?? = nil }
    struct Strikethrough: EnvironmentKey { static let defaultValue: Color?? = nil }
    struct Tracking: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    struct FontWeight: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
    struct Italic: EnvironmentKey { static let defaultValue = false }
    struct Design: EnvironmentKey { static let defaultValue: Font.Design? = nil }
    struct MonospacedDigits: EnvironmentKey { static let defaultValue = false }
}
