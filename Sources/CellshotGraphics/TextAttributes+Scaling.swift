extension TextAttributes {
    /// These attributes with every length multiplied by `factor` — the font's and the spans' sizes, the line
    /// height, line spacing, tracking and baseline offsets — as text shrunk to fit is measured and drawn
    /// (SwiftUI's `minimumScaleFactor(_:)`, UILabel's `adjustsFontSizeToFitWidth`): a layout engine measures
    /// the text scaled by smaller factors until it fits.
    ///
    /// ```swift
    /// let shrunk = attributes.scaled(by: 0.8)   // 17 pt text measured at 13.6 pt
    /// ```
    /// - Parameter factor: a finite positive number; any other value leaves the attributes as they are.
    public func scaled(by factor: Double) -> TextAttributes {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var scaled = self
        scaled.font.size *= factor
        scaled.font.lineHeight = font.lineHeight.map { $0 * factor }
        scaled.lineSpacing *= factor
        scaled.tracking *= factor
        scaled.spans = spans.map { span in
            var span = span
            span.size = span.size.map { $0 * factor }
            span.tracking = span.tracking.map { $0 * factor }
            span.baselineOffset = span.baselineOffset.map { $0 * factor }
            return span
        }
        return scaled
    }
}
