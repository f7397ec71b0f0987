/// A button's look: UIKit's legacy button types (`UIButton(type:)`) and `UIButton.Configuration`'s styles.
///
/// On iOS the `bordered…` configurations are the same looks as the four below them (`borderless()` is
/// `plain()`, `bordered()` is `gray()`, `borderedTinted()` is `tinted()`, `borderedProminent()` is `filled()`):
/// CellshotUIKit lowers them so.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// `UIButton(type: .custom)` (`UIButton()`): a white title, the image as it is; no insets.
    case custom
    /// `UIButton(type: .system)`: the title and symbol in the tint; no insets.
    case system
    /// `UIButton.Configuration.plain()`: the title and symbol in the tint, with the configuration's insets.
    case plain
    /// `UIButton.Configuration.gray()`: the tint on a grey fill.
    case gray
    /// `UIButton.Configuration.tinted()`: the tint on a pale fill of the tint.
    case tinted
    /// `UIButton.Configuration.filled()`: white on the tint.
    case filled

    /// Whether the style is a `UIButton.Configuration`'s (insets, the body font), not a legacy type's.
    public var isConfiguration: Bool {
        self != .custom && self != .system
    }
}

extension ButtonStyle: DocumentName {
    static var nameDescription: String { "a button style" }
}
