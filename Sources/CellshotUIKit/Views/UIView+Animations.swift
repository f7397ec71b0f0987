import Foundation

// A snapshot draws the end state of every animation: UIKit applies an animation block's changes to the model
// at once (only the presentation moves over time), so the blocks run immediately and the completions are
// called with `true` (finished), as UIKit calls them when an animation ends.

extension UIView {
    /// How an animation runs (`UIView.AnimationOptions`): kept, not used — the end state is drawn.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options.
        /// - Parameter rawValue: the option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user touch the views meanwhile.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Keeps the nested animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keeps the nested animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates the content's redrawing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides rather than removes views in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the nested options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Eases in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// An animation's timing curve (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Eases in and out.
        case easeInOut
        /// Eases in.
        case easeIn
        /// Eases out.
        case easeOut
        /// Linear.
        case linear
    }

    /// How a keyframe animation runs (`UIView.KeyframeAnimationOptions`): kept, not used.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options.
        /// - Parameter rawValue: the option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews during the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user touch the views meanwhile.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Linear between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Discrete keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Smooth.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and evenly paced.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations`, then `completion` with `true`, at once: a snapshot draws the end state.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - delay: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make.
    ///   - completion: called when the changes are made.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping @MainActor () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations`, then `completion` with `true`, at once: a spring's end state is its target.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - delay: ignored.
    ///   - dampingRatio: ignored.
    ///   - velocity: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make.
    ///   - completion: called when the changes are made.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` and its keyframes, then `completion` with `true`, at once.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - delay: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make, with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    ///   - completion: called when the changes are made.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                       completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs a keyframe's changes at once (the last keyframe's values are the end state, as they are applied in order).
    /// - Parameters:
    ///   - frameStartTime: ignored.
    ///   - frameDuration: ignored.
    ///   - animations: the keyframe's changes.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping @MainActor () -> Void) {
        animations()
    }

    /// Runs a transition's changes, then `completion` with `true`, at once.
    /// - Parameters:
    ///   - view: the view whose content changes.
    ///   - duration: ignored.
    ///   - options: ignored.
    ///   - animations: the changes to make.
    ///   - completion: called when the changes are made.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces one view by another at once, as the transition's end state: `toView` takes `fromView`'s place
    /// in its superview (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead).
    /// - Parameters:
    ///   - fromView: the view leaving.
    ///   - toView: the view arriving.
    ///   - duration: ignored.
    ///   - options: `.showHideTransitionViews` is followed; the others are ignored.
    ///   - completion: called when the views are swapped.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            fromView.removeFromSuperview()
            superview.addSubview(toView)
        }
        completion?(true)
    }

    /// Runs the changes at once (as every change is here).
    /// - Parameter actionsWithoutAnimation: the changes.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (kept; nothing animates here).
    public class var areAnimationsEnabled: Bool { AnimationSwitch.enabled }

    /// Enables or disables animations (kept; nothing animates here).
    /// - Parameter enabled: whether they are enabled.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationSwitch.enabled = enabled }
}

/// The process's `UIView.areAnimationsEnabled`.
@MainActor private enum AnimationSwitch {
    static var enabled = true
}

/// Where an animator's views ended (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values.
    case start
    /// Where the animation was stopped.
    case current
}

/// An animator's state (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started or paused.
    case active
    /// Stopped before finishing.
    case stopped
}

/// An animation of view properties that can be started, paused and scrubbed (`UIViewPropertyAnimator`). A
/// snapshot draws end states: ``startAnimation()`` runs the animations at once and calls the completions with
/// `.end`, which is UIKit's state when such an animator finishes. An animator never started changes nothing (as
/// on iOS); one paused part-way (``fractionComplete`` above zero, never finished) would show an in-between
/// state on iOS, which is not drawn: the next render warns.
@MainActor open class UIViewPropertyAnimator: NSObject {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// The duration (kept).
    public let duration: TimeInterval
    /// The delay (kept).
    open private(set) var delay: TimeInterval = 0
    /// The animator's state.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running: never for long, as it finishes when started.
    open private(set) var isRunning = false
    /// Whether it runs backwards (kept).
    open var isReversed = false
    /// Whether it can be interrupted (kept).
    open var isInterruptible = true
    /// Whether scrubbing is linear (kept).
    open var scrubsLinearly = true
    /// Whether it pauses instead of finishing (kept).
    open var pausesOnCompletion = false
    /// Whether the user can touch the views meanwhile (kept).
    open var isUserInteractionEnabled = true
    /// How far the animation is: scrubbing a paused animator is not drawn (the next render warns).
    open var fractionComplete: CGFloat = 0 {
        didSet {
            if state == .active, !isRunning, fractionComplete > 0, fractionComplete < 1 {
                DeferredNotes.shared.warn("a paused UIViewPropertyAnimator's fractionComplete (\(fractionComplete)) is not "
                    + "drawn: its views are drawn as they were before it started; finish it (startAnimation() or "
                    + "stopAnimation(false) and finishAnimation(at: .end)) to draw its end state")
            }
        }
    }

    /// An animator with a timing curve.
    /// - Parameters:
    ///   - duration: the duration (kept).
    ///   - curve: the curve (ignored).
    ///   - animations: the changes, made when it starts.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// A spring animator.
    /// - Parameters:
    ///   - duration: the duration (kept).
    ///   - ratio: the damping ratio (ignored).
    ///   - animations: the changes, made when it starts.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a cubic Bézier curve.
    /// - Parameters:
    ///   - duration: the duration (kept).
    ///   - point1: the first control point (ignored).
    ///   - point2: the second control point (ignored).
    ///   - animations: the changes, made when it starts.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator started at once: its changes are made and its completion called with `.end`.
    /// - Parameters:
    ///   - duration: the duration (kept).
    ///   - delay: the delay (kept).
    ///   - options: ignored.
    ///   - animations: the changes.
    ///   - completion: called with `.end`.
    /// - Returns: the finished animator.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping @MainActor () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds changes: made when the animator starts (at once if it is running).
    /// - Parameter animation: the changes.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        animations.append(animation)
    }

    /// Adds changes with a delay factor (ignored).
    /// - Parameters:
    ///   - animation: the changes.
    ///   - delayFactor: ignored.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        animations.append(animation)
    }

    /// Adds a completion, called with the end position when the animator finishes.
    /// - Parameter completion: the completion.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts: the changes are made at once and the completions called with `.end`.
    open func startAnimation() {
        finish(at: .end)
    }

    /// Starts after a delay: at once here.
    /// - Parameter delay: ignored.
    open func startAnimation(afterDelay delay: TimeInterval) {
        finish(at: .end)
    }

    /// Pauses: the animator becomes active with its views unchanged (their start values).
    open func pauseAnimation() {
        if state == .inactive { state = .active }
    }

    /// Stops: without finishing, the completions are never called (as UIKit); otherwise the animator waits
    /// for ``finishAnimation(at:)``.
    /// - Parameter withoutFinishing: whether to skip the finishing step.
    open func stopAnimation(_ withoutFinishing: Bool) {
        state = withoutFinishing ? .inactive : .stopped
        animations = []
        if withoutFinishing { completions = [] }
    }

    /// Finishes a stopped animator at a position: `.end` makes the changes not made yet.
    /// - Parameter finalPosition: where its views end.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        if position == .end {
            let pending = animations
            animations = []
            pending.forEach { $0() }
        }
        state = .inactive
        isRunning = false
        let pending = completions
        completions = []
        pending.forEach { $0(position) }
    }
}
