import CellshotSwiftUILayout
import Foundation

/// A control for choosing a date (SwiftUI's `DatePicker`), drawn in its compact style: the label leading, the
/// date and time trailing, each on a grey rounded fill (a capsule on iOS 26), formatted in the environment's
/// locale, calendar and time zone [I: UIDatePicker's compact look; the figures in `SwiftUIFigures`]. The
/// graphical and wheel styles are drawn compact, with a warning naming the line.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View> {
    public typealias Body = Never
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents
    let date: Date
    let components: Components
    let label: Label

    /// A picker of a date, with a label of any views.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A picker of a date in a range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of a date from a lower bound.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of a date up to an upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @MainActor
    public static func _makeNodes(_ view: DatePicker, _ inputs: _ViewInputs) -> _ViewOutputs {
        if let style = inputs.environment.datePickerStyle { style.warnIfUndrawn(inputs.graph) }
        let label = inputs.environment.labelsHidden ? DeferredView.empty : DeferredView(view.label, inputs.child(at: 0))
        let pills = DeferredView(DatePickerPills(texts: view.texts(inputs.environment)), inputs.child(at: 1))
        let configuration = LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: pills))
        let outputs = LeadingTrailingLabeledContent._makeNodes(LeadingTrailingLabeledContent(configuration: configuration),
                                                               inputs)
        return ControlMarker.mark(outputs, ControlRowPresentation(kind: .datePicker, makeLabel: label.maker,
                                                                  makeTrailing: pills.maker),
                                  name: "DatePicker", inputs)
    }

    /// The date and the time as the compact picker shows them: "Jun 3, 2019" and "11:23 AM" in en_US.
    func texts(_ environment: EnvironmentValues) -> [String] {
        var result: [String] = []
        if components.contains(.date) {
            result.append(DatePicker.format(date, date: .medium, time: .none, environment))
        }
        if components.contains(.hourAndMinute) {
            result.append(DatePicker.format(date, date: .none, time: .short, environment))
        }
        return result
    }

    static func format(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style,
                       _ environment: EnvironmentValues) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

extension DatePicker: View {}

extension DatePicker where Label == Text {
    /// A picker of a date titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date in a range titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date from a lower bound titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date up to an upper bound titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a picker shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components' bits.
    public let rawValue: UInt
    /// Components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The compact picker's date and time, each padded on its fill.
struct DatePickerPills {
    typealias Body = Never
    let texts: [String]

    @MainActor
    static func _makeNodes(_ view: DatePickerPills, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let direction = environment.layoutDirection
        var textInputs = inputs
        // The date and time in the label colour (not the labelled content's secondary) [I].
        textInputs.environment.foregroundStyle = environment.isEnabled ? nil
            : AnyShapeStyle(Color(provider: .system(.tertiaryLabel)))
        textInputs.environment.lineLimit = 1
        let corners = ControlBackground.Corners(environment.look.controls.stepperCorners)
        let pills: [LayoutNode] = view.texts.map { text in
            let padded = LayoutNode(layout: PaddingLayout(insets: SwiftUIFigures.datePickerPillPadding),
                                    children: Text(verbatim: text).nodesForControl(textInputs), name: "padding",
                                    direction: direction)
            let fill = ShapeLeaf.node(for: ControlBackground(corners: corners),
                                      fill: AnyShapeStyle(Color(provider: .system(.tertiarySystemFill))),
                                      name: "DateBackground", inputs).nodes
            let node = LayoutNode(layout: SecondaryLayout(alignment: .center), children: [padded] + fill,
                                  name: "background", direction: direction)
            node.payload = SecondaryDrawing(isBehind: true)
            return node
        }
        return _ViewOutputs(LayoutNode(layout: HStackLayout(spacing: SwiftUIFigures.datePickerPillSpacing), children: pills,
                                       name: "HStack", direction: direction))
    }
}

extension DatePickerPills: View {}

/// The kind of a date picker style.
public enum _DatePickerStyleKind: Sendable {
    case automatic, compact, graphical, wheel
}

/// A way to draw a date picker (SwiftUI's `DatePickerStyle`): `.automatic` and `.compact` are drawn;
/// `.graphical` and `.wheel` are drawn compact with a warning.
public protocol DatePickerStyle: Sendable {
    /// Which built-in style this is.
    var _kind: _DatePickerStyleKind { get }
}

/// The default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _DatePickerStyleKind { .automatic }
}

/// The date and time as buttons (SwiftUI's `CompactDatePickerStyle`).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _DatePickerStyleKind { .compact }
}

/// A calendar (SwiftUI's `GraphicalDatePickerStyle`): drawn compact.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _DatePickerStyleKind { .graphical }
}

/// Spinning wheels (SwiftUI's `WheelDatePickerStyle`): drawn compact.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Which built-in style this is.
    public var _kind: _DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The date picker style set in the environment, with the line that set it.
struct DatePickerStyleChoice: Sendable {
    let kind: _DatePickerStyleKind
    let fileID: String
    let line: Int

    func warnIfUndrawn(_ graph: ViewGraph) {
        switch kind {
        case .automatic, .compact: return
        case .graphical: graph.warn(".datePickerStyle(.graphical) is drawn as .compact", fileID: fileID, line: line)
        case .wheel: graph.warn(".datePickerStyle(.wheel) is drawn as .compact", fileID: fileID, line: line)
        }
    }
}

struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerStyleChoice? { nil }
}

extension EnvironmentValues {
    /// The style date pickers below are drawn in; `nil` for the default (compact).
    var datePickerStyle: DatePickerStyleChoice? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the date pickers in this view in a style (only `.compact` is drawn as itself).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.datePickerStyle, DatePickerStyleChoice(kind: style._kind, fileID: fileID, line: line))
    }
}
