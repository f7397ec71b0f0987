import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A style that draws a label (SwiftUI's `LabelStyle`): the built-in `.automatic`, `.titleAndIcon`,
/// `.titleOnly` and `.iconOnly`, and an app's own.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The label's title and icon.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws a label from (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title {
        public typealias Body = Never
        let make: @MainActor (_ViewInputs) -> _ViewOutputs

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.make(inputs)
        }
    }

    /// The label's icon as a view.
    public struct Icon {
        public typealias Body = Never
        let make: @MainActor (_ViewInputs) -> _ViewOutputs

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.make(inputs)
        }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
    /// The cap height of the title's font where the label is, to centre the icon on the title's first line.
    let titleCapHeight: CGFloat
}

extension LabelStyleConfiguration.Title: View {}
extension LabelStyleConfiguration.Icon: View {}

/// A label style of any type, kept in the environment.
struct AnyLabelStyle {
    let makeNodes: @MainActor (LabelStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: LabelStyle>(_ style: S) {
        makeNodes = { configuration, inputs in
            // An app's style may read the environment or keep state.
            inputs.graph.install(style, inputs)
            // A `Label` the style's body makes is drawn in the automatic style, not this one again (Mlem's
            // conditional-icon style returns `Label { title } icon: { … }`; on iOS that draws, here it recursed).
            var body = inputs.child(of: S.self)
            body.environment.labelStyle = nil
            return S.Body._makeNodes(style.makeBody(configuration: configuration), body)
        }
    }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyLabelStyle? = nil }

extension EnvironmentValues {
    /// The style labels below are drawn in; `nil` for the automatic style.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the labels below.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(LabelStyleModifier(style: style))
    }
}

/// `.labelStyle(_:)`: the style erased into the environment where the view is made (it is a main-actor value).
struct LabelStyleModifier<S: LabelStyle>: ViewModifier {
    typealias Body = Never
    let style: S

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment.labelStyle = AnyLabelStyle(modifier.style)
        return content(inputs)
    }

    static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                              content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        var inputs = inputs
        inputs.environment.labelStyle = AnyLabelStyle(modifier.style)
        return content(inputs)
    }
}

// MARK: Built-in styles

/// The default label style (SwiftUI's `DefaultLabelStyle`, `.automatic`): title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The title and the icon (SwiftUI's `TitleAndIconLabelStyle`): in a row, the icon centred on the title's
/// first line, ``SwiftUIFigures/labelIconSpacing`` apart; in a list row the icon centred in a column as wide
/// as a list cell's symbol box, in the tint, the title a list cell's image-to-text padding after it.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _TitleAndIconLabel(configuration: configuration)
    }
}

/// The title only (SwiftUI's `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon only (SwiftUI's `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The title-and-icon layout, which reads the environment (is the label in a list row? what spacings did the
/// app set?).
public struct _TitleAndIconLabel {
    public typealias Body = Never
    let configuration: LabelStyleConfiguration

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let configuration = view.configuration
        let halfCap = configuration.titleCapHeight / 2
        let title = configuration.title.alignmentGuide(.labelIconCenter) { $0[.firstTextBaseline] - halfCap }
        if environment.isInListRow {
            let metrics = CellStyle.cell.contentMetrics(in: environment.look)
            let column = environment.labelReservedIconWidth ?? CGFloat(metrics.symbolReservedWidth)
            let spacing = environment.labelIconToTitleSpacing ?? CGFloat(metrics.imageToTextPadding)
            // A list tints its labels' icons unless the app chose a foreground style.
            let tinted = environment.foregroundStyle == nil
            let icon = tinted ? AnyView(configuration.icon.foregroundStyle(.tint)) : AnyView(configuration.icon)
            let row = HStack(alignment: .labelIconCenter, spacing: spacing) {
                icon.frame(minWidth: column).alignmentGuide(.labelIconCenter) { $0.height / 2 }
                title
            }
            return type(of: row)._makeNodes(row, inputs)
        }
        let spacing = environment.labelIconToTitleSpacing ?? SwiftUIFigures.labelIconSpacing
        let row = HStack(alignment: .labelIconCenter, spacing: spacing) {
            if let width = environment.labelReservedIconWidth {
                AnyView(configuration.icon.frame(minWidth: width))
            } else {
                AnyView(configuration.icon)
            }
            title
        }
        return type(of: row)._makeNodes(row, inputs)
    }
}

extension _TitleAndIconLabel: View {}
