import CellshotGraphics

/// The one-line summary of a comparison:
/// `1,234 pixels differ (0.42 %), 5 of them only in alpha, 17 anti-aliased ignored; more than the allowed 1,000 pixels`.
struct ComparisonSummary {
    let counts: PixelComparer.Counts
    let total: Int
    let options: ComparisonOptions
    let matches: Bool

    /// The line.
    var text: String {
        var text = counts.different == 1 ? "1 pixel differs" : "\(counts.different.grouped) pixels differ"
        text += " (\(Self.percent(counts.different, of: total)))"
        if counts.alphaOnly > 0 {
            text += counts.alphaOnly == counts.different && counts.different == 1 ? ", only in alpha"
                : ", \(counts.alphaOnly.grouped) of them only in alpha"
        }
        if counts.antiAliased > 0 { text += ", \(counts.antiAliased.grouped) anti-aliased ignored" }
        if counts.masked > 0 { text += ", \(counts.masked.grouped) masked ignored" }
        if counts.different > 0, let limits {
            text += matches ? "; within the allowed \(limits)" : "; more than the allowed \(limits)"
        }
        return text
    }

    /// `1,000 pixels and 0.10 %`, `1,000 pixels`, `0.10 %`, or `nil` when no limit is set.
    private var limits: String? {
        var parts: [String] = []
        if options.maxDiffPixels > 0 {
            parts.append(options.maxDiffPixels == 1 ? "1 pixel" : "\(options.maxDiffPixels.grouped) pixels")
        }
        if options.maxDiffRatio > 0 { parts.append(Self.percent(ratio: options.maxDiffRatio)) }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// `0.42 %`, or `< 0.01 %` for a share too small to show but not zero.
    static func percent(_ part: Int, of whole: Int) -> String {
        percent(ratio: whole > 0 ? Double(part) / Double(whole) : 0)
    }

    /// `0.42 %` for 0.0042, `< 0.01 %` for a positive ratio below 0.00005.
    static func percent(ratio: Double) -> String {
        let hundredths = Int((ratio * 10_000).rounded())
        if hundredths == 0 && ratio > 0 { return "< 0.01 %" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
    }
}
