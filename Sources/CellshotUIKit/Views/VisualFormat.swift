import Foundation

extension NSLayoutConstraint {
    /// How the views of a visual format line up across its axis, and in which direction it runs
    /// (`NSLayoutConstraint.FormatOptions`); cellshot draws the alignments.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// Options from their bits.
        /// - Parameter rawValue: the bits (UIKit's values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Align the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Vertical spacing between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between the views' baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes of the alignment bits, in UIKit's order.
        var alignedAttributes: [NSLayoutConstraint.Attribute] {
            [(FormatOptions.alignAllLeft, Attribute.left), (.alignAllRight, .right), (.alignAllTop, .top),
             (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
             (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
             (.alignAllFirstBaseline, .firstBaseline)].filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a visual format string describes, such as `H:|-[icon(24)]-16-[title]-|`, with the views
    /// and metrics it names (Apple's Visual Format Language, complete: see the layout engine's reference).
    ///
    /// cellshot keeps the format as written — the template engine reads the same language — so the array holds
    /// one constraint that stands for the whole format; activate it (or all the array) as on iOS.
    /// - Parameters:
    ///   - format: the format.
    ///   - opts: alignments of the views across the format's axis; the direction and spacing options are
    ///     reported when drawn, but for their defaults.
    ///   - metrics: numbers the format names.
    ///   - views: the views the format names, by name.
    /// - Returns: the constraints, to activate.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        [VisualFormatConstraint(format: format, options: opts, metrics: metrics ?? [:], views: views)]
    }
}

/// A visual format string, kept whole: the template engine reads the Visual Format Language itself.
@MainActor final class VisualFormatConstraint: NSLayoutConstraint {
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: AnyObject]

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        let objects = views.mapValues { $0 as AnyObject }
        self.views = objects
        // The first view the format names keeps the constraint, as a first item does.
        let first = VisualFormatConstraint.viewNames(in: format).first.flatMap { objects[$0] }
            ?? objects.values.first(where: { $0 is UIView })
        super.init(firstItem: first ?? NSNull(), firstAttribute: .notAnAttribute, relation: .equal, secondItem: nil,
                   secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// The names right after each `[`: the views of the format, in order.
    nonisolated static func viewNames(in format: String) -> [String] {
        var names: [String] = []
        var index = format.startIndex
        while let open = format[index...].firstIndex(of: "[") {
            var end = format.index(after: open)
            while end < format.endIndex, format[end] == " " { end = format.index(after: end) }
            let start = end
            while end < format.endIndex, isNameCharacter(format[end], first: end == start) { end = format.index(after: end) }
            if start < end { names.append(String(format[start..<end])) }
            index = end
        }
        return names
    }

    nonisolated static func isNameCharacter(_ character: Character, first: Bool) -> Bool {
        character == "_" || character.isLetter || (!first && character.isNumber)
    }
}
