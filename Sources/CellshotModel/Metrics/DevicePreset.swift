/// Devices a list can be drawn for: the width of the screen in points and its scale, as
/// `cellshot render --device iphone-16-pro` takes them. The side margins follow from the width
/// (``ListAppearance/geometry(width:)``).
public struct DevicePreset: Hashable, Sendable {
    /// The name used on the command line.
    public var name: String
    /// The screen width in points (portrait).
    public var width: Double
    /// Pixels per point.
    public var scale: Double

    /// THE table of devices. Source: Apple's Human Interface Guidelines, "Layout" → "Specifications"
    /// (portrait sizes in points and scale factors); iPhone SE (1st generation) is the 320 pt width
    /// the reference names for narrow lists.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", width: 320, scale: 2),
        DevicePreset(name: "iphone-se-3", width: 375, scale: 2),
        DevicePreset(name: "iphone-16", width: 393, scale: 3),
        DevicePreset(name: "iphone-16-plus", width: 430, scale: 3),
        DevicePreset(name: "iphone-16-pro", width: 402, scale: 3),
        DevicePreset(name: "iphone-16-pro-max", width: 440, scale: 3),
        DevicePreset(name: "ipad", width: 820, scale: 2),
        DevicePreset(name: "ipad-pro-13", width: 1032, scale: 2),
    ]

    /// The preset of a name, if there is one.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }
}
