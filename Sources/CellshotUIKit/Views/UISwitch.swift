import Foundation

/// The base of controls (`UIControl`): only what a cell's accessory view needs, whether it is enabled.
@MainActor open class UIControl: UIView {
    /// Whether the control responds to touches; a disabled control is drawn dimmed.
    open var isEnabled = true
    /// Whether the control is selected (a button's selected title and image are not drawn).
    open var isSelected = false
    /// Whether the control is touched down.
    open var isHighlighted = false
    /// The actions added with `addAction(_:for:)`, never run by a render (nothing is tapped).
    var registeredActions: [(action: UIAction, events: UIControl.Event)] = []
}

/// An on/off switch (`UISwitch`), drawn as a cell's ``UITableViewCell/accessoryView`` the way Settings shows
/// it, or among the views of a custom content view: its state, whether it is enabled, and the colours of its
/// track when on and of its thumb.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.isOn = true
/// cell.accessoryView = toggle
/// ```
@MainActor open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on; UIKit's green when `nil`.
    open var onTintColor: UIColor?
    /// The thumb's colour; UIKit's white when `nil`.
    open var thumbTintColor: UIColor?

    /// A switch, off; UIKit sizes a switch itself (51 × 31 points on iOS 18; the drawing uses the look's size,
    /// 63 × 28 on iOS 26), whatever the frame.
    /// - Parameter frame: the frame's origin; its size is the switch's own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// A switch from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off (no animation is drawn).
    /// - Parameters:
    ///   - on: whether it is on.
    ///   - animated: ignored.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
