import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`). A picture is one moment: the view is drawn once, at
/// the picture's fixed moment (2026-01-01 09:41 UTC unless a render sets it), whatever the schedule.
public protocol TimelineSchedule {
    /// The moments of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The moments from a start, in a mode.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A schedule that updates as often as the display does (SwiftUI's `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of every frame, at most one per `minimumInterval` seconds.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The start, once: the picture has one frame.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule at the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    /// The start, once: the picture has one frame.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule at a fixed interval from a start (SwiftUI's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// A schedule every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The start, once: the picture has one frame.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule of the app's own moments (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// A schedule of the given moments.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The app's moments.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most one per `minimumInterval` seconds, or none while paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// At the app's own moments.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView`'s content is given (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view updates.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }

    /// The moment drawn: the picture's fixed moment.
    public let date: Date
    /// How often the view updates: live, as on a screen in use.
    public let cadence: Cadence
}

/// A view drawn again on a schedule (SwiftUI's `TimelineView`, iOS 15). A picture is one moment: the content is drawn
/// once, given the picture's fixed moment (never the clock, so every run draws the same bytes). For an explicit
/// schedule the moment is its latest entry not after that moment, else its first.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    /// A view whose content is made for each moment of the schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: moment, cadence: .live))
    }

    private var moment: Date {
        let now = ReferenceMoment.now
        guard Schedule.self is ExplicitScheduleMarker.Type else { return now }
        var latest: Date?
        var first: Date?
        for date in schedule.entries(from: now, mode: .normal).prefix(10_000) {
            if first == nil { first = date }
            if date <= now, latest.map({ date > $0 }) ?? true { latest = date }
        }
        return latest ?? first ?? now
    }
}

/// Marks the explicit schedules, whose entries are the app's own moments (the others' are the picture's moment).
protocol ExplicitScheduleMarker {}
extension ExplicitTimelineSchedule: ExplicitScheduleMarker {}
