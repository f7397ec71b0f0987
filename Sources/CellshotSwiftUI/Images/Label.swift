import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A title with an icon (SwiftUI's `Label`), drawn by the environment's label style (`.labelStyle`).
///
/// ```swift
/// Label("Wi-Fi", systemImage: "wifi")
/// Label { Text("Jane Appleseed") } icon: { Circle().fill(.blue).frame(width: 24, height: 24) }
/// ```
///
/// Outside a list the default style lays out the icon then the title in a row, the icon centred on the
/// title's first line, ``SwiftUIFigures/labelIconSpacing`` apart; in a list row the icon sits centred in a
/// column as wide as a list cell's symbol box and takes the tint, so that titles line up as in UIKit's list
/// cells (`ListContentMetrics`' `symbolReservedWidth` and `imageToTextPadding`: [M] home-assistant 894009a,
/// docs/swiftui.md).
public struct Label<Title: View, Icon: View> {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label of any title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor
    public static func _makeNodes(_ view: Label, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let titleInputs = inputs.child(at: 0), iconInputs = inputs.child(at: 1)
        let title = LabelStyleConfiguration.Title { placed in
            var made = titleInputs
            made.environment = placed.environment
            return Title._makeNodes(view.title, made)
        }
        let icon = LabelStyleConfiguration.Icon { placed in
            var made = iconInputs
            made.environment = placed.environment
            return Icon._makeNodes(view.icon, made)
        }
        let font = environment.resolvedFont
        let configuration = LabelStyleConfiguration(title: title, icon: icon,
                                                    titleCapHeight: font.size * SwiftUIFigures.capHeightRatio)
        let style = environment.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        return style.makeNodes(configuration, inputs.child(of: Label.self))
    }
}

extension Label: View {}

extension Label where Title == Text, Icon == Image {
    /// A text and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }

    /// A string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }

    /// A text and an image of the app's.
    public init(_ titleKey: LocalizedStringKey, image name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(name, fileID: fileID, line: line) })
    }

    /// A string and an image of the app's.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(name, fileID: fileID, line: line) })
    }
}

extension Label where Title == Text {
    /// A text and any icon (iOS 17).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder icon: () -> Icon) {
        self.init(title: { Text(titleKey) }, icon: icon)
    }

    /// A string and any icon (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder icon: () -> Icon) {
        self.init(title: { Text(title) }, icon: icon)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is given, for a style that changes only part of another's look.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     Label(configuration).font(.headline)
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The centre of a label's icon and of its title's first line, on which the title-and-icon style lines them
/// up: a symbol's box is centred on its text's cap height (``SwiftUIFigures/symbolBaseline(side:pointSize:)``),
/// so the two agree for symbols and centre any other icon on the first line.
enum LabelIconCenter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

extension VerticalAlignment {
    /// The centre of a label's icon and of its title's first line.
    static let labelIconCenter = VerticalAlignment(LabelIconCenter.self)
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The space between a label's icon and title that `.labelIconToTitleSpacing(_:)` set (iOS 26).
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// The width reserved for a label's icon that `.labelReservedIconWidth(_:)` set (iOS 26).
    public var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

extension View {
    /// The space between the icon and the title of the labels below (iOS 26).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, spacing)
    }

    /// The width reserved for the icons of the labels below, so their titles line up (iOS 26).
    public func labelReservedIconWidth(_ width: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, width)
    }
}
