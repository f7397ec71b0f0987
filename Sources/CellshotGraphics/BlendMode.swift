/// How a group's colours combine with what is under it (``DrawCommand/blendMode(_:commands:)``), as SwiftUI's
/// `BlendMode` (the PDF and Cairo blend modes of the same names). `plusDarker` has no Cairo operator and is
/// not offered.
public enum BlendMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Drawn over, as without a blend mode.
    case normal
    /// Colours multiplied: never lighter.
    case multiply
    /// Inverted colours multiplied: never darker.
    case screen
    /// Multiply or screen, by the colour underneath.
    case overlay
    /// The darker of the two, per component.
    case darken
    /// The lighter of the two, per component.
    case lighten
    /// The colour underneath brightened by the group's.
    case colorDodge
    /// The colour underneath darkened by the group's.
    case colorBurn
    /// A soft light shone by the group.
    case softLight
    /// Multiply or screen, by the group's colour.
    case hardLight
    /// The difference of the two, per component.
    case difference
    /// Like difference, with less contrast.
    case exclusion
    /// The group's hue with the saturation and luminosity underneath.
    case hue
    /// The group's saturation with the hue and luminosity underneath.
    case saturation
    /// The group's hue and saturation with the luminosity underneath.
    case color
    /// The group's luminosity with the hue and saturation underneath.
    case luminosity
    /// The group only where something is underneath, over it.
    case sourceAtop
    /// The group under what is already drawn.
    case destinationOver
    /// What is drawn cut out where the group is (on an opaque picture the cut shows black: use it inside a group
    /// such as ``DrawCommand/opacity(_:commands:)``).
    case destinationOut
    /// The two added, per component.
    case plusLighter
}
