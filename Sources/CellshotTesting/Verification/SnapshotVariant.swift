import CellshotGraphics
import CellshotModel

/// One combination of the trait matrix a snapshot is rendered in: a look, an interface style, a Dynamic
/// Type size, a reading direction and a scale, each `nil` when that axis is not part of the matrix (the
/// document's own value is used, and the name says nothing about it).
public struct SnapshotVariant: Hashable, Sendable {
    /// Which iOS release's list design, if the matrix has that axis.
    public var look: ListLook?
    /// The interface style, if the matrix has that axis.
    public var style: UserInterfaceStyle?
    /// The Dynamic Type size, if the matrix has that axis.
    public var contentSize: ContentSizeCategory?
    /// The reading direction, if the matrix has that axis.
    public var direction: LayoutDirection?
    /// Pixels per point, if the matrix has that axis.
    public var scale: Double?

    /// Creates a variant.
    public init(look: ListLook? = nil, style: UserInterfaceStyle? = nil, contentSize: ContentSizeCategory? = nil,
                direction: LayoutDirection? = nil, scale: Double? = nil) {
        self.look = look
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
        self.scale = scale
    }

    /// The variant's part of a snapshot's name, in a fixed order: `@ios18`, `@dark`, `+AX3`, `+rtl`, `@3x`
    /// (empty for the document's own traits): `settings@ios18@dark+AX3+rtl@3x.selected.png`.
    public var nameSuffix: String {
        var suffix = ""
        if let look { suffix += "@\(look.rawValue)" }
        if let style { suffix += "@\(style.rawValue)" }
        if let contentSize { suffix += "+\(contentSize.shortName)" }
        if let direction { suffix += "+\(direction == .rightToLeft ? "rtl" : "ltr")" }
        if let scale { suffix += "@\(formatPoints(scale))x" }
        return suffix
    }
}

/// The axes of a trait matrix: every combination of the values given is rendered; an axis left
/// empty keeps the document's value.
public struct SnapshotMatrix: Hashable, Sendable {
    /// Looks (`--look ios26,ios18`).
    public var looks: [ListLook]
    /// Interface styles (`--appearance light,dark`).
    public var styles: [UserInterfaceStyle]
    /// Dynamic Type sizes (`--content-size large,accessibilityLarge`).
    public var contentSizes: [ContentSizeCategory]
    /// Reading directions (`--direction ltr,rtl`).
    public var directions: [LayoutDirection]
    /// Scales (`--scale 2,3`).
    public var scales: [Double]

    /// Creates a matrix; the empty matrix renders each document once, in its own traits.
    public init(looks: [ListLook] = [], styles: [UserInterfaceStyle] = [], contentSizes: [ContentSizeCategory] = [],
                directions: [LayoutDirection] = [], scales: [Double] = []) {
        self.looks = looks
        self.styles = styles
        self.contentSizes = contentSizes
        self.directions = directions
        self.scales = scales
    }

    /// Every combination, in a fixed order: looks, then styles, then sizes, then directions, then scales.
    public var variants: [SnapshotVariant] {
        func axis<Value>(_ values: [Value]) -> [Value?] { values.isEmpty ? [nil] : values.map { $0 } }
        var variants: [SnapshotVariant] = []
        for look in axis(looks) {
            for style in axis(styles) {
                for contentSize in axis(contentSizes) {
                    for direction in axis(directions) {
                        for scale in axis(scales) {
                            variants.append(SnapshotVariant(look: look, style: style, contentSize: contentSize,
                                                            direction: direction, scale: scale))
                        }
                    }
                }
            }
        }
        return variants
    }
}

extension ContentSizeCategory {
    /// The short name used in snapshot names: XS, S, M, L, XL, XXL, XXXL, AX1…AX5.
    public var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}
