import Foundation

/// The base of UIKit's responder chain (`UIResponder`).
@MainActor open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }
}

/// A view, as far as built-in cells need one: colours, tint and trait collection (`UIView`).
///
/// cellshot draws cells from their configurations (lane A), not from view trees: subviews, frames and
/// Auto Layout of your own views are not declared yet (see docs/uikit.md), so code that builds a custom
/// view tree does not compile rather than drawing something else.
@MainActor open class UIView: UIResponder {
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    var explicitTintColor: UIColor?
    weak var parent: UIView?
    var traits = UITraitCollection()

    /// A view with a frame (the frame is not used: cells are sized by the list).
    /// - Parameter frame: the view's frame.
    public init(frame: CGRect) {
        super.init()
    }

    /// A view from an archive; cellshot never decodes archives, so this is only for subclasses that
    /// must declare it.
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The tint colour: the view's own, else its superview's, else the list's tint (system blue by default).
    open var tintColor: UIColor! {
        get { explicitTintColor ?? parent?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }

    /// The traits of the state column being drawn.
    open var traitCollection: UITraitCollection { traits }

    /// Runs `animations` at once: a snapshot draws the end state of an animation.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animations()
    }

    /// Runs `animations`, then `completion` with `true`, at once: a snapshot draws the end state.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    ///   - completion: called when the changes are made.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                            completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
