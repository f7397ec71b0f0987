/// The family Latin text is set in: Inter, the stand-in cellshot ships, or Apple's SF Pro when the team's
/// own font folder has it (`--fonts`, `CELLSHOT_FONTS`; Apple's licence lets teams use the fonts on their
/// Macs and CI, never ship them).
///
/// With SF Pro, text follows UIKit's system font: SF Pro Text below 20 pt and SF Pro Display from 20 pt (the
/// optical switch), each size with SF's own tracking (``tracking(forPointSize:)``).
public enum LatinFamily: Sendable, Hashable {
    /// Inter (Debian's fonts-inter): 4 % wider than SF Pro, its own spacing.
    case inter
    /// SF Pro Text and SF Pro Display, from the team's font folder.
    case sfPro

    /// The font families that make this family, as fontconfig names them.
    static let sfProText = "SF Pro Text", sfProDisplay = "SF Pro Display"

    /// The family for text of a size: Inter, or SF Pro Text below 20 pt and SF Pro Display from 20 pt.
    public func family(forPointSize size: Double) -> String {
        switch self {
        case .inter: "Inter"
        case .sfPro: size < Self.opticalSwitch ? Self.sfProText : Self.sfProDisplay
        }
    }

    /// Where UIKit's system font switches from SF Pro Text to SF Pro Display.
    public static let opticalSwitch = 20.0

    /// The tracking UIKit's system font gets at a size, in points (negative: tighter); 0 for Inter, whose
    /// spacing is its own. Between the table's sizes the value is interpolated.
    public func tracking(forPointSize size: Double) -> Double {
        guard self == .sfPro, size.isFinite, size > 0 else { return 0 }
        return Self.trackingInThousandths(forPointSize: size) / 1000 * size
    }

    /// SF Pro's tracking table, in thousandths of an em by point size: Apple's Human Interface Guidelines,
    /// "Typography", tracking values for iOS (12 pt is 0; 10 pt +12; 13 pt −6; 17 pt −26; 28 pt +14). One table.
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6),
        (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11),
        (36, 10), (40, 10), (44, 8), (48, 8), (52, 6), (56, 5), (60, 4), (64, 3), (68, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The table's value at a size: the nearest end outside it, linear between two sizes inside it.
    static func trackingInThousandths(forPointSize size: Double) -> Double {
        let table = trackingTable
        guard size > table[0].size else { return table[0].thousandths }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].thousandths }
        let (high, low) = (table[upper], table[upper - 1])
        return low.thousandths + (high.thousandths - low.thousandths) * (size - low.size) / (high.size - low.size)
    }
}
