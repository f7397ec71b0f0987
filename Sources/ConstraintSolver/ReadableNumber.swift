/// Numbers written the way people write them, for messages: `off by 4.8`, not `off by 4.800000000000338`.
///
/// A solver's values carry floating-point noise from pivoting; a message that shows it makes a
/// reader wonder whether the noise means something. ``text(_:)`` rounds to 1e-9 (nine decimals,
/// far below any length a layout cares about) and then prints the shortest text that reads back
/// as the rounded value. Machine-readable output (the JSON of `cellshot solve`) keeps exact values.
///
/// ```swift
/// ReadableNumber.text(4.800000000000338)   // "4.8"
/// ReadableNumber.text(1e-12)               // "0"
/// ReadableNumber.text(1234567.5)           // "1234567.5"
/// ReadableNumber.text(-0.1)                // "-0.1"
/// ```
public enum ReadableNumber {
    /// The precision numbers are rounded to.
    public static let precision = 1e-9

    /// `value` rounded to 1e-9 and written the shortest way: integers without `.0`, `-0` as `0`.
    ///
    /// Values too large to hold nine decimals (beyond about 9e6) are already coarser than 1e-9
    /// and print as their shortest round-trip form; non-finite values print as Swift writes them.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = self.rounded(value)
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// `value` rounded to the nearest multiple of 1e-9, when a `Double` can hold that.
    static func rounded(_ value: Double) -> Double {
        let scaled = (value * 1e9).rounded()
        // Integers up to 2^53 are exact, so scaled / 1e9 is the double nearest to the decimal
        // with at most nine decimals; beyond, the value has fewer decimals than that already.
        guard abs(scaled) < 9.007e15 else { return value }
        return scaled / 1e9
    }
}
