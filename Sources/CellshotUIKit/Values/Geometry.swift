import CellshotGraphics
import Foundation

/// Edge insets along the reading direction: leading and trailing swap in right-to-left interfaces.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Insets from four values.
    /// - Parameters:
    ///   - top: the top inset.
    ///   - leading: the leading inset.
    ///   - bottom: the bottom inset.
    ///   - trailing: the trailing inset.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    init(_ insets: DirectionalEdgeInsets) {
        self.init(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
                  trailing: CGFloat(insets.trailing))
    }

    var model: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom),
                              trailing: Double(trailing))
    }
}

/// Edge insets by side (`UIEdgeInsets`): left and right stay put in right-to-left interfaces.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets from four values.
    /// - Parameters:
    ///   - top: the top inset.
    ///   - left: the left inset.
    ///   - bottom: the bottom inset.
    ///   - right: the right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Layout axes (`UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Axes from their bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 2)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// How text lines up (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The leading edge of the reading direction.
    case natural = 4

    var model: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// How a label wraps or truncates text that does not fit (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut off at the edge.
    case byClipping = 2
    /// An ellipsis at the start.
    case byTruncatingHead = 3
    /// An ellipsis at the end.
    case byTruncatingTail = 4
    /// An ellipsis in the middle.
    case byTruncatingMiddle = 5

    var model: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}
