import Foundation

/// Foundation's `DateComponentsFormatter`, which swift-corelibs-foundation declares unavailable on Linux ("Not
/// supported"): an app that shows a duration ("2h 23m", "1:05:00", "2 hours, 5 minutes") would not compile. This
/// one is declared where UIKit's names are, so it shadows Foundation's for code importing UIKit or SwiftUI, and it
/// writes English durations as Foundation does in the `en_US` locale, for the units and styles below.
///
/// Drawn as iOS draws them in English: `.positional` (`1:05`, the first unit unpadded), `.abbreviated` (`2h 5m`),
/// `.short` (`2 hr, 5 min`), `.full` and `.spellOut` (`2 hours, 5 minutes`; spelled out, `two hours, five
/// minutes`) and `.brief` (`2hr 5min`). The smallest allowed unit takes what is left, rounded down; zero units are
/// left out except in positional style (leading ones dropped, as `.default` does), unless `.pad` is set (which keeps them, the first
/// positional unit still unpadded: `0:02:05`).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written (Foundation's `DateComponentsFormatter.UnitsStyle`).
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are left out (Foundation's `DateComponentsFormatter.ZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Positional: leading zero units dropped; otherwise every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Leading zero units dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between others dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Trailing zero units dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units kept, and positional units padded to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written.
    open var unitsStyle: UnitsStyle = .positional
    /// The units written, largest first (`[.hour, .minute]`); none means Foundation's default set.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written (0: no limit).
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is written in the next smaller unit (`1h 10m` as `70m`).
    open var collapsesLargestUnit = false
    /// Whether the last unit may be fractional: kept, not drawn (the last unit is whole).
    open var allowsFractionalUnits = false
    /// Whether "About" is written before the duration.
    open var includesApproximationPhrase = false
    /// Whether "remaining" is written after the duration.
    open var includesTimeRemainingPhrase = false
    /// The calendar: Gregorian lengths are used (a day 24 hours, a week 7 days, a month 30 days, a year 365 days).
    open var calendar: Calendar?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A duration in seconds, written.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        return write(seconds: ti)
    }

    /// Date components, written (their seconds summed with Gregorian lengths).
    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.year ?? 0) * Self.length(of: .year)
            + Double(components.month ?? 0) * Self.length(of: .month)
            + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * Self.length(of: .weekOfMonth)
            + Double(components.day ?? 0) * Self.length(of: .day)
            + Double(components.hour ?? 0) * 3600 + Double(components.minute ?? 0) * 60
            + Double(components.second ?? 0)
        return write(seconds: seconds)
    }

    /// The time between two dates, written.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A duration written in a style with the default units.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    // MARK: - Writing

    /// The units, largest first, that Foundation writes by default.
    private static let defaultUnits: [NSCalendar.Unit] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    private static func length(of unit: NSCalendar.Unit) -> Double {
        switch unit {
        case .year: 365 * 86_400
        case .month: 30 * 86_400
        case .weekOfMonth, .weekOfYear: 7 * 86_400
        case .day: 86_400
        case .hour: 3600
        case .minute: 60
        default: 1
        }
    }

    private func write(seconds total: Double) -> String? {
        var units = Self.defaultUnits.filter { allowedUnits.isEmpty || allowedUnits.contains($0) }
        if allowedUnits.isEmpty { units = [.hour, .minute, .second] }
        guard !units.isEmpty else { return nil }
        let negative = total < 0
        var remaining = abs(total)
        var values: [(unit: NSCalendar.Unit, value: Int)] = []
        for unit in units {
            let value = Int((remaining / Self.length(of: unit)).rounded(.down))
            remaining -= Double(value) * Self.length(of: unit)
            values.append((unit, value))
        }
        if collapsesLargestUnit, values.count > 1, values[0].value == 1 {
            values[1].value += values[0].value * Int(Self.length(of: values[0].unit) / Self.length(of: values[1].unit))
            values.removeFirst()
        }
        // The unit count starts at the largest unit that is not zero and counts zero units too, as Foundation's:
        // 2 h 0 min 5 s in two units is "2 hours".
        if maximumUnitCount > 0, let first = values.firstIndex(where: { $0.value != 0 }) {
            values = Array(values[first..<min(values.count, first + maximumUnitCount)])
        }
        values = dropZeros(values)
        var text = unitsStyle == .positional ? positional(values) : spelled(values)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private func dropZeros(_ values: [(unit: NSCalendar.Unit, value: Int)]) -> [(unit: NSCalendar.Unit, value: Int)] {
        if zeroFormattingBehavior.contains(.pad) { return values }
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        var kept = values
        if behavior.contains(.dropLeading) {
            while kept.count > 1, kept.first?.value == 0 { kept.removeFirst() }
        }
        if behavior.contains(.dropTrailing) {
            while kept.count > 1, kept.last?.value == 0 { kept.removeLast() }
        }
        if behavior.contains(.dropMiddle), kept.count > 2 {
            let middle = kept[1..<(kept.count - 1)].filter { $0.value != 0 }
            kept = [kept[0]] + middle + [kept[kept.count - 1]]
        }
        return kept
    }

    private func positional(_ values: [(unit: NSCalendar.Unit, value: Int)]) -> String {
        // The first unit is never padded (`0:02:05` with `.pad`, as on iOS); the others are two digits.
        values.enumerated().map { index, item in
            index == 0 ? String(item.value) : (item.value < 10 ? "0" : "") + String(item.value)
        }.joined(separator: ":")
    }

    private func spelled(_ values: [(unit: NSCalendar.Unit, value: Int)]) -> String {
        let words = values.map { item -> String in
            let number = unitsStyle == .spellOut ? Self.spelledOut(item.value) : String(item.value)
            let (abbreviated, short, singular, plural, brief) = Self.names(of: item.unit)
            switch unitsStyle {
            case .abbreviated: return number + abbreviated
            case .brief: return number + brief
            case .short: return number + " " + short(item.value)
            default: return number + " " + (item.value == 1 ? singular : plural)
            }
        }
        return words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }

    /// A unit's English names: abbreviated, short (by count), full singular and plural, brief.
    private static func names(of unit: NSCalendar.Unit)
        -> (String, (Int) -> String, String, String, String) {
        switch unit {
        case .year: ("y", { $0 == 1 ? "yr" : "yrs" }, "year", "years", "yr")
        case .month: ("mo", { $0 == 1 ? "mth" : "mths" }, "month", "months", "mth")
        case .weekOfMonth, .weekOfYear: ("w", { $0 == 1 ? "wk" : "wks" }, "week", "weeks", "wk")
        case .day: ("d", { $0 == 1 ? "day" : "days" }, "day", "days", "d")
        case .hour: ("h", { _ in "hr" }, "hour", "hours", "hr")
        case .minute: ("m", { _ in "min" }, "minute", "minutes", "min")
        default: ("s", { _ in "sec" }, "second", "seconds", "sec")
        }
    }

    private static func spelledOut(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
