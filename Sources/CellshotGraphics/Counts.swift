/// Whole numbers made from a document's numbers, and written for people.
extension Int {
    /// `value` rounded towards zero as an `Int`, saturating: 0 for NaN, `Int.max` or `Int.min` beyond the
    /// range. For pixel and band counts computed from a document's numbers: converting a `Double` out of
    /// range (infinity, 1e300) with `Int(_:)` traps, and a document must never make cellshot trap.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int.max) {
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// The number with a comma between groups of three digits, as messages write counts: `1,048,576`.
    public var grouped: String {
        let digits = String(magnitude)
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}
