import CellshotUIKit
import Foundation
import Testing

/// Foundation's DateComponentsFormatter is unavailable on Linux; CellshotUIKit's writes English durations as iOS does.
@Suite struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
                           zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test func aMoviesRuntimeAbbreviated() {
        // fespinoza/sample-json-app's movie details: a runtime in minutes, as hours and minutes.
        let runtime = formatter(.abbreviated, [.hour, .minute])
        #expect(runtime.string(from: 143 * 60) == "2h 23m")
        #expect(runtime.string(from: 120 * 60) == "2h")
        #expect(runtime.string(from: 45 * 60) == "45m")
    }

    @Test func eachStyle() {
        let seconds: TimeInterval = 3900  // 1 h 5 min
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: seconds) == "1:05:00")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 125) == "2:05")
        #expect(formatter(.positional, [.hour, .minute, .second], zeros: .pad).string(from: 125) == "0:02:05")
        #expect(formatter(.short, [.hour, .minute]).string(from: seconds) == "1 hr, 5 min")
        #expect(formatter(.full, [.hour, .minute]).string(from: seconds) == "1 hour, 5 minutes")
        #expect(formatter(.full, [.day, .hour]).string(from: 2 * 86_400 + 3600) == "2 days, 1 hour")
        #expect(formatter(.brief, [.hour, .minute]).string(from: seconds) == "1hr 5min")
        #expect(formatter(.spellOut, [.hour, .minute]).string(from: seconds) == "one hour, five minutes")
    }

    @Test func limitsAndPhrases() {
        let formatter = formatter(.full, [.hour, .minute, .second])
        formatter.maximumUnitCount = 1
        formatter.includesApproximationPhrase = true
        #expect(formatter.string(from: 3725) == "About 1 hour")
        #expect(formatter.string(from: .infinity) == nil)
        let collapsing = self.formatter(.abbreviated, [.hour, .minute])
        collapsing.collapsesLargestUnit = true
        #expect(collapsing.string(from: 70 * 60) == "70m")
        var components = DateComponents()
        components.hour = 3
        components.minute = 30
        #expect(self.formatter(.abbreviated, [.hour, .minute]).string(from: components) == "3h 30m")
    }
}

extension DateComponentsFormatterTests {
    /// The unit count starts at the largest unit that is not zero and counts zero units, as Foundation's.
    @Test func unitCountCountsZeroUnits() {
        let formatter = formatter(.full, [.day, .hour, .minute, .second])
        formatter.maximumUnitCount = 2
        #expect(formatter.string(from: 2 * 3600 + 5) == "2 hours")
        #expect(formatter.string(from: 86_400 + 3600 + 61) == "1 day, 1 hour")
        #expect(formatter.string(from: 0.5) == "0 seconds")
    }
}
