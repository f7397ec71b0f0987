import CellshotModel
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

    /// A switch, off; UIKit sizes a switch itself, whatever the frame ("the size components of this rectangle are
    /// ignored"): the size of the look the UIKit layer draws, 63 × 28 points on iOS 26 (51 × 31 on iOS 18).
    /// - Parameter frame: the frame's origin; its size is the switch's own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.ownSize))
    }

    /// The switch's own size: the drawn look's, from CellshotModel's switch figures.
    static var ownSize: CGSize {
        let size = SwitchMetrics.of(.default).trackSize
        return CGSize(width: size.width, height: size.height)
    }

    /// The switch's own size, as UIKit's switch reports it to Auto Layout.
    open override var intrinsicContentSize: CGSize { Self.ownSize }

    /// The switch's own size, whatever it is offered (`sizeToFit()` gives the switch its size).
    /// - Parameter size: ignored.
    /// - Returns: the switch's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.ownSize }

    /// 750 on both axes unless set: a switch hugs its size (UIKit's default for `UISwitch`).
    /// - Parameter axis: the axis.
    open override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? UILayoutPriority(Float(SwitchMetrics.huggingPriority))
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
