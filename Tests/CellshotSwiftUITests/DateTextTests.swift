@testable import CellshotSwiftUI
import Foundation
import Testing

/// A relative date's words: its two largest units from the largest that is not zero, as `DateComponentsFormatter`'s
/// full style writes them (the words `Text(date, style: .relative)` draws).
@Suite struct DateTextTests {
    @Test func twoLargestUnits() {
        #expect(DateText.spelledOut(143 * 60) == "2 hours, 23 minutes")
        #expect(DateText.spelledOut(2 * 3600 + 5) == "2 hours")
        #expect(DateText.spelledOut(86_400 + 3600 + 61) == "1 day, 1 hour")
        #expect(DateText.spelledOut(400 * 86_400) == "1 year, 1 month")
        #expect(DateText.spelledOut(59.9) == "59 seconds")
        #expect(DateText.spelledOut(0.5) == "0 seconds")
    }
}
